/**
 * The bound for `expect.poll` and `vi.waitFor` in the unit tests: a guard against a hang, not a measure.
 * Both return the moment their condition holds, so a passing test uses a small part of it; Vitest's own 1 s
 * (the unit project sets none) is short enough to run out on a loaded machine before the event arrives.
 */
export const HANG_GUARD = { timeout: 10_000, interval: 10 };
