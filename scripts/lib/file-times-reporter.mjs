// A vitest reporter that writes how long each test file took, its setup and teardown (beforeAll, afterAll:
// the servers, browsers and databases it starts) and its import included, for npm test's closing lines.
// Vitest's JSON report times only the tests themselves, which leaves out most of a file that starts a site.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
export const FILE_TIMES_PREFIX = 'file-times-';

export default class FileTimesReporter {
  /** @type {Array<{ file: string, project: string, seconds: number }>} */
  files = [];

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
    const ms = environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
    this.files.push({ file: testModule.relativeModuleId, project: testModule.project.name, seconds: ms / 1000 });
  }

  onTestRunEnd() {
    const dir = join(ROOT, 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${FILE_TIMES_PREFIX}${process.pid}.json`), `${JSON.stringify(this.files, null, 2)}\n`);
  }
}
