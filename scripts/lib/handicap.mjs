// TEST_HANDICAP=N npm test: N busy processes beside the suite, so that it runs as on a slower machine than the
// one at hand (on a 2-core machine, two of them take half the CPU away from the suite). A suite whose verdict
// depends on how fast the machine is shows it here, instead of on the day CI gets a slow machine.
import { spawn } from 'node:child_process';

/**
 * A busy process: it spins in slices of 100 ms and ends by itself once the process that started it is gone
 * (its parent id changes), so a run stopped with ^C or killed leaves none behind.
 */
const BUSY = `const parent = process.ppid; for (;;) { const end = Date.now() + 100; while (Date.now() < end); if (process.ppid !== parent) process.exit(0); }`;

/**
 * The value of TEST_HANDICAP (or of `name`): how many busy processes to start (0 when unset; an error for
 * anything but a whole number).
 * @param {string | undefined} value  process.env.TEST_HANDICAP, passed in (so a test of it never reads the run's own)
 * @param {string} [name]  the setting's name, for the error
 */
export function handicapFrom(value, name = 'TEST_HANDICAP') {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 64) throw new Error(`${name} must be a whole number from 0 to 64 (busy processes beside the run), not "${value}"`);
  return count;
}

/**
 * Starts `count` busy processes; `stop()` ends them. They are ended too when this process exits.
 * @param {number} count
 */
export function startHandicap(count) {
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['-e', BUSY], { stdio: 'ignore' }));
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  return { pids: children.map((child) => child.pid), stop };
}
