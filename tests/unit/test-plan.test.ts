import { describe, expect, it } from 'vitest';
import { handicapFrom, startHandicap } from '../../scripts/lib/handicap.mjs';
import { describePlan, planFor, REFERENCE_MS } from '../../scripts/lib/test-plan.mjs';

describe('how much of npm test runs side by side', () => {
  it('runs everything side by side on the quiet reference machine, and less as the machine gets slower or smaller', () => {
    expect(planFor({ cores: 2, ms: REFERENCE_MS })).toMatchObject({ browserWorkers: 2, lanes: 3 });
    // Two busy neighbours on two cores: the calibration takes about twice as long.
    expect(planFor({ cores: 2, ms: REFERENCE_MS * 2 })).toMatchObject({ browserWorkers: 1, lanes: 2 });
    // One core (taskset -c 0), quiet.
    expect(planFor({ cores: 1, ms: REFERENCE_MS })).toMatchObject({ browserWorkers: 1, lanes: 2 });
    // One core with a busy neighbour.
    expect(planFor({ cores: 1, ms: REFERENCE_MS * 2 })).toMatchObject({ browserWorkers: 1, lanes: 1 });
    // A bigger machine never runs more browser files at once than the one shared server was measured with.
    expect(planFor({ cores: 8, ms: REFERENCE_MS / 2 })).toMatchObject({ browserWorkers: 2, lanes: 3 });
  });

  it('says what it found and what it decided', () => {
    const text = describePlan(planFor({ cores: 2, ms: REFERENCE_MS * 2 }), { cores: 2, ms: REFERENCE_MS * 2, handicap: 2 });
    expect(text).toBe(
      [
        `[test] machine: 2 cores and 2 busy processes beside the run (TEST_HANDICAP); calibration ${REFERENCE_MS * 2} ms on all cores (${REFERENCE_MS} ms on the quiet reference machine): 1.0 reference cores`,
        '[test] plan: browser files 1 at a time; the browser suite | the WordPress, Redis, CDN then storage suites, side by side',
      ].join('\n'),
    );
  });
});

describe('TEST_HANDICAP', () => {
  it('is a whole number of busy processes, none when unset, and refuses anything else by name', () => {
    expect(handicapFrom(undefined)).toBe(0);
    expect(handicapFrom('')).toBe(0);
    expect(handicapFrom('2')).toBe(2);
    expect(() => handicapFrom('two')).toThrow('TEST_HANDICAP must be a whole number from 0 to 64 (busy processes beside the run), not "two"');
    expect(() => handicapFrom('1.5', 'HYDRATION_HANDICAP')).toThrow('HYDRATION_HANDICAP must be a whole number');
    expect(() => handicapFrom('-1')).toThrow('not "-1"');
  });

  it('starts that many busy processes and stops them', async () => {
    const busy = startHandicap(2);
    try {
      expect(busy.pids).toHaveLength(2);
      for (const pid of busy.pids) expect(() => process.kill(pid!, 0)).not.toThrow();
    } finally {
      busy.stop();
    }
    // Gone once stopped: signal 0 to a reaped process fails.
    await expect.poll(() => busy.pids.filter((pid) => { try { process.kill(pid!, 0); return true; } catch { return false; } })).toEqual([]);
  });
});
