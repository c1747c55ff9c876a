// A vitest reporter that writes, for npm test's closing lines, how long each test file took, its setup and
// teardown (beforeAll, afterAll: the servers, browsers and databases it starts) and its import included, and
// every passing test that used more than a fifth of its hang guard (its timeout). Vitest's JSON report times
// only the tests themselves, which leaves out most of a file that starts a site.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
export const FILE_TIMES_PREFIX = 'file-times-';
/** A test that passes on a quiet machine uses less than this share of its guard: more leaves a slow machine little room. */
export const GUARD_SHARE = 1 / 5;

export default class FileTimesReporter {
  /** @type {Array<{ file: string, project: string, seconds: number }>} */
  files = [];
  /** @type {Array<{ test: string, seconds: number, guardSeconds: number }>} */
  nearGuard = [];

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
    const ms = environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
    this.files.push({ file: testModule.relativeModuleId, project: testModule.project.name, seconds: ms / 1000 });
  }

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const guard = testCase.options.timeout;
    const duration = testCase.diagnostic()?.duration;
    if (testCase.result().state !== 'passed' || !guard || duration === undefined || duration <= guard * GUARD_SHARE) return;
    this.nearGuard.push({ test: `${testCase.module.relativeModuleId} > ${testCase.fullName}`, seconds: duration / 1000, guardSeconds: guard / 1000 });
  }

  onTestRunEnd() {
    const dir = join(ROOT, 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${FILE_TIMES_PREFIX}${process.pid}.json`), `${JSON.stringify({ files: this.files, nearGuard: this.nearGuard }, null, 2)}\n`);
  }
}
