// The closing lines of `npm test`: the counts over every vitest run, the total time and what multiple it is of
// the build step, the five slowest files, a warning naming any file over 90 s and any passing test that used
// more than a fifth of its hang guard (warnings only: these machines are noisy), and every failed test by file
// and name with the first lines of its error, last, where a log cut to its tail still shows them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_TIMES_PREFIX, GUARD_SHARE } from './file-times-reporter.mjs';

/** A file slower than this is named at the end of every run, so the next slow file is seen the day it lands. */
export const SLOW_FILE_SECONDS = 90;

/** How many lines of a failure's message are shown at the end of the run (the whole is further up). */
const FAILURE_LINES = 4;

/**
 * Every failed test in a JSON report, and every file that failed outside its tests (a beforeAll, an import).
 * @param {any} report
 * @param {string} root
 */
function failuresIn(report, root) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = String(file.name ?? '').replace(root, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const failures = tests.map((test) => ({ where: `${name} > ${test.fullName}`, message: (test.failureMessages ?? []).join('\n') }));
    if (failures.length === 0 && file.status === 'failed') failures.push({ where: name, message: String(file.message ?? '') });
    return failures;
  });
}

/** The first lines of a failure message, without its colours or indentation. */
function firstLines(message) {
  // vitest colours its messages.
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, FAILURE_LINES);
}

/** A run's total is measured against its build step: the goal is at most this many times it. */
export const BUILD_MULTIPLE_GOAL = 10;

/**
 * Prints the summary of the JSON reports in `dir`; returns whether every test passed and none was skipped.
 * @param {string} dir
 * @param {number} elapsedMs
 * @param {string} [root] left off the files' paths
 * @param {{ build?: { seconds: number, thisRun: boolean } }} [options] the build step's time (scripts/lib/build.mjs)
 */
export function printReport(dir, elapsedMs, root = `${process.cwd()}/`, { build } = {}) {
  const reports = readdirSync(dir)
    .filter((name) => /^vitest.*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
  // Each file's time with its setup and teardown (file-times-reporter.mjs); the JSON report's own times
  // cover only its tests.
  const timings = readdirSync(dir)
    .filter((name) => name.startsWith(FILE_TIMES_PREFIX) && name.endsWith('.json'))
    .map((name) => /** @type {{ files: Array<{ file: string, seconds: number }>, nearGuard?: Array<{ test: string, seconds: number, guardSeconds: number }> }} */ (JSON.parse(readFileSync(join(dir, name), 'utf8'))));
  const files = timings.flatMap((timing) => timing.files);
  const nearGuard = timings.flatMap((timing) => timing.nearGuard ?? []);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of reports) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  files.sort((a, b) => b.seconds - a.seconds);
  const totalSeconds = Math.round(elapsedMs / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  console.log(`\n[test] slowest files:\n${files.slice(0, 5).map(({ file, seconds: s }) => `  ${s.toFixed(1).padStart(6)} s  ${file}`).join('\n')}`);
  for (const { file, seconds: s } of files.filter((entry) => entry.seconds > SLOW_FILE_SECONDS)) {
    console.log(`[test] warning: ${file} took ${s.toFixed(0)} s (over ${SLOW_FILE_SECONDS} s): find what it repeats (a page opened for each test, a server started for each file) or split it`);
  }
  for (const { test, seconds: s, guardSeconds } of nearGuard.sort((a, b) => b.seconds / b.guardSeconds - a.seconds / a.guardSeconds)) {
    console.log(`[test] warning: ${test} took ${s.toFixed(1)} s of its ${guardSeconds.toFixed(0)} s hang guard (over ${Math.round(GUARD_SHARE * 100)} %): it fails on a machine ${(guardSeconds / s).toFixed(1)} times slower`);
  }
  const failures = reports.flatMap((report) => failuresIn(report, root));
  for (const { where, message } of failures) {
    console.log(`[test] failed: ${where}\n${firstLines(message).map((line) => `    ${line}`).join('\n')}`);
  }
  const multiple = build && build.seconds > 0 ? elapsedMs / 1000 / build.seconds : undefined;
  const measured = multiple === undefined
    ? ''
    : `, ${multiple.toFixed(1)} times the build step (${Math.round(/** @type {{ seconds: number }} */ (build).seconds)} s${build?.thisRun ? '' : ', the last build'}; goal: at most ${BUILD_MULTIPLE_GOAL})`;
  console.log(`[test] total time ${minutes} min ${seconds} s${measured}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return reports.length > 0 && failed === 0 && skipped === 0;
}
