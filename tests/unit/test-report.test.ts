import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printReport } from '../../scripts/lib/test-report.mjs';

/** npm test's closing lines, read from a folder of reports as the runs leave them. */
const dirs: string[] = [];
function reports(counts: { passed: number; failed: number; skipped: number }, times: Array<[string, number]>) {
  const dir = mkdtempSync(join(tmpdir(), 'test-report-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'vitest-e2e.json'),
    JSON.stringify({ numPassedTests: counts.passed, numFailedTests: counts.failed, numPendingTests: counts.skipped, numTodoTests: 0, testResults: [] }),
  );
  writeFileSync(join(dir, 'vitest-unit.json'), JSON.stringify({ numPassedTests: 10, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [] }));
  const half = Math.ceil(times.length / 2);
  for (const [index, part] of [times.slice(0, half), times.slice(half)].entries()) {
    writeFileSync(
      join(dir, `file-times-${100 + index}.json`),
      JSON.stringify({ files: part.map(([file, seconds]) => ({ file, project: 'e2e', seconds })), nearGuard: index === 0 ? nearGuard : [] }),
    );
  }
  return dir;
}

/** Tests that used more than a fifth of their hang guard, as the reporter records them. */
let nearGuard: Array<{ test: string; seconds: number; guardSeconds: number }> = [];

function print(dir: string, elapsedMs: number, root?: string, options?: Parameters<typeof printReport>[3]) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  try {
    return { ok: printReport(dir, elapsedMs, root, options), text: lines.join('\n') };
  } finally {
    log.mockRestore();
  }
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  nearGuard = [];
});

describe("npm test's closing lines", () => {
  const times: Array<[string, number]> = [
    ['tests/e2e/a.test.ts', 12.3],
    ['tests/e2e/slow.test.ts', 120.4],
    ['tests/integration/storage/b.test.ts', 95],
    ['tests/e2e/c.test.ts', 40],
    ['tests/e2e/d.test.ts', 3],
    ['tests/e2e/e.test.ts', 60],
    ['tests/unit/f.test.ts', 1],
  ];

  it('name the five slowest files, with their setup, across every run, slowest first', () => {
    const { text } = print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 901_000);
    const slowest = text.split('[test] slowest files:\n')[1]!.split('\n').slice(0, 5).map((line) => line.trim());
    expect(slowest).toEqual([
      '120.4 s  tests/e2e/slow.test.ts',
      '95.0 s  tests/integration/storage/b.test.ts',
      '60.0 s  tests/e2e/e.test.ts',
      '40.0 s  tests/e2e/c.test.ts',
      '12.3 s  tests/e2e/a.test.ts',
    ]);
  });

  it('warn by name about every file over 90 s, and about no other', () => {
    const { text } = print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 901_000);
    const warnings = text.split('\n').filter((line) => line.startsWith('[test] warning:'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('tests/e2e/slow.test.ts took 120 s (over 90 s)');
    expect(warnings[1]).toContain('tests/integration/storage/b.test.ts took 95 s (over 90 s)');
  });

  it('end with the total time and the counts over every run, and pass only with none failed or skipped', () => {
    const passing = print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 901_000);
    expect(passing.text.split('\n').slice(-2)).toEqual(['[test] total time 15 min 1 s', '30 passed, 0 failed, 0 skipped']);
    expect(passing.ok).toBe(true);
    // A time just short of a whole minute rounds up to it, never to "60 s".
    expect(print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 659_600).text).toContain('[test] total time 11 min 0 s\n');
    // Slow files warn but never fail the run.
    const failing = print(reports({ passed: 19, failed: 1, skipped: 0 }, times), 60_000);
    expect(failing.text.split('\n').at(-1)).toBe('29 passed, 1 failed, 0 skipped');
    expect(failing.ok).toBe(false);
    const skipping = print(reports({ passed: 19, failed: 0, skipped: 1 }, times), 60_000);
    expect(skipping.text.split('\n').at(-1)).toBe('29 passed, 0 failed, 1 skipped');
    expect(skipping.ok).toBe(false);
  });

  it('name every failed test by file and name, with the first lines of its error, just above the total', () => {
    const dir = reports({ passed: 18, failed: 2, skipped: 0 }, times);
    writeFileSync(
      join(dir, 'vitest-integration.json'),
      JSON.stringify({
        numPassedTests: 1,
        numFailedTests: 0,
        numPendingTests: 0,
        numTodoTests: 0,
        testResults: [
          {
            name: '/check/repo/tests/integration/storage/outbox.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'the outbox sends a stored sign-up', status: 'passed', failureMessages: [] },
              {
                fullName: 'the outbox retries a failed send',
                status: 'failed',
                failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n  - Expected\n  + Received\n  at outbox.test.ts:40:5\n  at more.ts:1:1'],
              },
            ],
          },
          { name: '/check/repo/tests/integration/redis/session.test.ts', status: 'failed', message: 'Error: Redis did not start', assertionResults: [] },
          { name: '/check/repo/tests/integration/redis/fine.test.ts', status: 'passed', assertionResults: [] },
        ],
      }),
    );
    const { text, ok } = print(dir, 60_000, '/check/repo/');
    const end = text.split('\n').slice(-9);
    expect(end).toEqual([
      '[test] failed: tests/integration/storage/outbox.test.ts > the outbox retries a failed send',
      '    AssertionError: expected 1 to be 2',
      '    - Expected',
      '    + Received',
      '    at outbox.test.ts:40:5',
      '[test] failed: tests/integration/redis/session.test.ts',
      '    Error: Redis did not start',
      '[test] total time 1 min 0 s',
      '29 passed, 2 failed, 0 skipped',
    ]);
    expect(ok).toBe(false);
  });

  it('give the total as a multiple of the build step, this run’s or the last one', () => {
    const built = print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 720_000, undefined, { build: { seconds: 80, thisRun: true } });
    expect(built.text.split('\n').at(-2)).toBe('[test] total time 12 min 0 s, 9.0 times the build step (80 s; goal: at most 10)');
    const fresh = print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 900_000, undefined, { build: { seconds: 75, thisRun: false } });
    expect(fresh.text.split('\n').at(-2)).toBe('[test] total time 15 min 0 s, 12.0 times the build step (75 s, the last build; goal: at most 10)');
    // Over the goal is said, never failed: the verdict is the tests'.
    expect(fresh.ok).toBe(true);
  });

  it('warn about every passing test that used more than a fifth of its hang guard, nearest its guard first', () => {
    nearGuard = [
      { test: 'tests/e2e/a.test.ts > opens the menu', seconds: 12, guardSeconds: 45 },
      { test: 'tests/integration/storage/b.test.ts > posts 500', seconds: 100, guardSeconds: 120 },
    ];
    const { text, ok } = print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 60_000);
    expect(text.split('\n').filter((line) => line.includes('hang guard'))).toEqual([
      '[test] warning: tests/integration/storage/b.test.ts > posts 500 took 100.0 s of its 120 s hang guard (over 20 %): it fails on a machine 1.2 times slower',
      '[test] warning: tests/e2e/a.test.ts > opens the menu took 12.0 s of its 45 s hang guard (over 20 %): it fails on a machine 3.8 times slower',
    ]);
    expect(ok).toBe(true);
  });

  it('name no failure when every test passed', () => {
    const { text } = print(reports({ passed: 20, failed: 0, skipped: 0 }, times), 60_000);
    expect(text).not.toContain('[test] failed:');
  });
});
