// npm run content:check: reads every file in content/ through its schema and lists each problem as an
// editor needs it: the file and line, the field, what is wrong and what to write instead. Exits 1 on any
// problem. Runs first in `npm test` and before `npm start` builds. No browser, no server, no root.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentFileOf, copyNames, readContentFile } from '../src/lib/site-copy/files';
import { formatProblem } from '../src/lib/site-copy/format';
import type { Problem } from '../src/lib/site-copy/validate';

const ROOT = new URL('..', import.meta.url).pathname;
const started = performance.now();
const problems: Problem[] = [];
const known = new Set<string>();
for (const name of copyNames) {
  known.add(contentFileOf(name).file);
  problems.push(...readContentFile(name, ROOT).problems);
}

// A file nobody reads is a mistake too (a misspelled name, a copy left behind).
function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield relative(ROOT, path);
  }
}
if (existsSync(join(ROOT, 'content'))) {
  for (const file of walk(join(ROOT, 'content'))) {
    if (!known.has(file) && !file.endsWith('README.md')) {
      problems.push({ file, field: '', message: 'is not read by the site. Check its name against the table in docs/editing.md ("Where each page\'s words live"), or remove it.' });
    }
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`content:check found ${problems.length} problem${problems.length === 1 ? '' : 's'} in content/:\n`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  console.error('\nCorrect them and run `npm run content:check` again.');
  process.exit(1);
}
console.log(`content:check: ${copyNames.length} files in content/ read without a problem (${seconds} s).`);
