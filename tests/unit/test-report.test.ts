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
    writeFileSync(join(dir, `file-times-${100 + index}.json`), JSON.stringify(part.map(([file, seconds]) => ({ file, project: 'e2e', seconds }))));
  }
  return dir;
}

function print(dir: string, elapsedMs: number) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  try {
    return { ok: printReport(dir, elapsedMs), text: lines.join('\n') };
  } finally {
    log.mockRestore();
  }
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
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
    // Slow files warn but never fail the run.
    const failing = print(reports({ passed: 19, failed: 1, skipped: 0 }, times), 60_000);
    expect(failing.text.split('\n').at(-1)).toBe('29 passed, 1 failed, 0 skipped');
    expect(failing.ok).toBe(false);
    const skipping = print(reports({ passed: 19, failed: 0, skipped: 1 }, times), 60_000);
    expect(skipping.text.split('\n').at(-1)).toBe('29 passed, 0 failed, 1 skipped');
    expect(skipping.ok).toBe(false);
  });
});
