// npm test: static checks, then every Vitest project (unit, browser, WordPress, storage) in one run.
// `node scripts/test.mjs e2e` (or unit, wordpress, redis, storage) runs one project only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_CHECK_ARGS } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureRedisServer } from './lib/redis.mjs';
import { ensureWordPressPackages } from './lib/wordpress.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const only = process.argv[2];
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const report = join(ROOT, 'test-results', 'vitest.json');

/** Runs one step; `after` runs whatever the outcome (e.g. to print a summary) before a failure exits. */
function step(label, command, args, after) {
  console.log(`\n[test] ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  after?.();
  if (result.status !== 0) {
    console.error(`[test] ${label} failed (exit code ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/** One plain closing line for whoever reads the log. */
function printSummary() {
  if (!existsSync(report)) return;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\nvitest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`);
}

if (only !== 'unit' && only !== 'wordpress' && only !== 'storage' && only !== 'redis') ensureChromium();
// Here rather than in the suite's setup, so apt-get's output and any failure are plain to see.
if (!only || only === 'wordpress') ensureWordPressPackages();
if (!only || only === 'wordpress' || only === 'redis') ensureRedisServer();
if (!only) {
  // The site's words first: an editor's mistake is named in their terms before any other suite runs.
  step('content check', process.execPath, CONTENT_CHECK_ARGS);
  step('typecheck', bin('tsc'), ['--noEmit']);
  step('lint', bin('eslint'), ['--max-warnings=0', '.']);
}
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
step(
  only ? `vitest (${only})` : 'vitest (all projects)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...(only ? ['--project', only] : [])],
  printSummary,
);
