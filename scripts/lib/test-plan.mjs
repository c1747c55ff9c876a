// How much of npm test runs side by side, decided from the machine the run finds: its cores (the ones this
// process may use: `taskset -c 0 npm test` counts one) and how fast a short calibration runs on all of them
// at once (busy neighbours, TEST_HANDICAP's included, slow it down). A slow machine then makes the run
// longer, never red: fewer browser files and suites share it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The calibration's work on one core: string building, JSON, sorting and number crunching, the kinds of
 * work a test run does in its node processes. Kept deterministic: the same work on every machine.
 */
const WORK = `
const { parentPort } = require('node:worker_threads');
let checksum = 0;
for (let round = 0; round < 60; round += 1) {
  const rows = [];
  for (let index = 0; index < 2000; index += 1) rows.push({ id: index, name: 'row ' + ((index * 7919) % 2000), value: Math.sqrt(index * round + 1) });
  const copy = JSON.parse(JSON.stringify(rows));
  copy.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const row of copy) checksum = (checksum + row.name.length + Math.floor(row.value)) % 1000003;
}
parentPort.postMessage(checksum);
`;

/**
 * What the calibration took on a quiet two-core machine of the kind CI runs on (the median of 9 runs, all
 * cores at once; ms). A machine that takes longer runs the suite slower by about as much.
 */
export const REFERENCE_MS = 360;

/** Runs the calibration on `cores` threads at once; resolves with the wall time in ms. */
export async function calibrate(cores = availableParallelism()) {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: cores },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(WORK, { eval: true });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return performance.now() - started;
}

/**
 * The plan for a machine of `cores` cores whose calibration took `ms`.
 *
 * `capacity` is the machine in quiet reference cores: its cores times its speed against the reference.
 * - 1.5 or more (the reference machine, quiet, is 2): browser files two at a time, and the browser suite,
 *   the WordPress, Redis and CDN suites, and the storage suite side by side.
 * - 0.75 to 1.5 (the reference machine with two busy neighbours is about 1): browser files one at a time,
 *   beside the other suites, which run one after another.
 * - under 0.75: every suite one after another, browser files one at a time.
 * @param {{ cores: number, ms: number }} machine
 */
export function planFor({ cores, ms }) {
  const speed = REFERENCE_MS / ms;
  const capacity = cores * speed;
  if (capacity >= 1.5) return { speed, capacity, browserWorkers: 2, lanes: 3 };
  if (capacity >= 0.75) return { speed, capacity, browserWorkers: 1, lanes: 2 };
  return { speed, capacity, browserWorkers: 1, lanes: 1 };
}

/** The decision as the run prints it first. @param {ReturnType<typeof planFor>} plan @param {{ cores: number, ms: number, handicap: number }} machine */
export function describePlan(plan, { cores, ms, handicap }) {
  const lanes = {
    3: 'the browser suite | the WordPress, Redis then CDN suites | the storage suite, side by side',
    2: 'the browser suite | the WordPress, Redis, CDN then storage suites, side by side',
    1: 'the browser, WordPress, Redis, CDN and storage suites one after another',
  }[plan.lanes];
  return [
    `[test] machine: ${cores} core${cores === 1 ? '' : 's'}${handicap ? ` and ${handicap} busy process${handicap === 1 ? '' : 'es'} beside the run (TEST_HANDICAP)` : ''}; calibration ${Math.round(ms)} ms on all cores (${REFERENCE_MS} ms on the quiet reference machine): ${plan.capacity.toFixed(1)} reference cores`,
    `[test] plan: browser files ${plan.browserWorkers} at a time; ${lanes}`,
  ].join('\n');
}
