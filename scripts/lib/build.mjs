// Builds the production bundle only when the sources changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = new URL('../..', import.meta.url).pathname;
// content/ too: an edited word makes the build stale, so `npm start` rebuilds and serves it.
const INPUT_DIRS = ['src', 'public', 'content'];
const INPUT_FILES = ['next.config.mjs', 'keystatic.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const STAMP = join(ROOT, '.next', 'source-hash');
const BUILD_TIME = join(ROOT, '.next', 'build-time.json');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.mjs)'/g;

/**
 * The server's files that the sources import (the proxy and the client share its constants: the contract
 * with Next.js, the app's interface, the log), followed through their own relative imports: the build
 * bundles them, so an edit there makes the build stale too. Each file is read once, for both.
 * @param {string} root @param {Map<string, Buffer>} contents  every source read so far, by path; grows
 */
function addServerFilesBundled(root, contents) {
  const server = join(root, 'server') + '/';
  const queue = [...contents.keys()];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (!/\.(?:[cm]?[jt]sx?)$/.test(file)) continue;
    for (const [, specifier] of (/** @type {Buffer} */ (contents.get(file))).toString('utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), /** @type {string} */ (specifier));
      if (target.startsWith(server) && !contents.has(target) && existsSync(target)) {
        contents.set(target, readFileSync(target));
        queue.push(target);
      }
    }
  }
}

/** A hash of every file the build reads, so any edit (or a checkout of other sources) triggers a rebuild. */
export function sourceHash(root = ROOT) {
  /** @type {Map<string, Buffer>} */
  const contents = new Map();
  for (const dir of INPUT_DIRS.filter((name) => existsSync(join(root, name)))) for (const file of walk(join(root, dir))) contents.set(file, readFileSync(file));
  addServerFilesBundled(root, contents);
  for (const file of INPUT_FILES.map((name) => join(root, name)).filter((path) => existsSync(path) && statSync(path).isFile())) contents.set(file, readFileSync(file));
  const hash = createHash('sha256');
  for (const file of [...contents.keys()].sort()) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(/** @type {Buffer} */ (contents.get(file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function buildIsFresh() {
  if (!existsSync(join(ROOT, '.next', 'BUILD_ID')) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, 'utf8').trim() === sourceHash();
}

/** The content check's command line: Node running the check's TypeScript through tsx. */
export const CONTENT_CHECK_ARGS = [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/content-check.ts')];

/**
 * The content check (`npm run content:check`): every file in content/ read through its schema. Throws with
 * the editor's messages on any problem, so a build never starts from broken content.
 */
export function checkContent() {
  const result = spawnSync(process.execPath, CONTENT_CHECK_ARGS, {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the content check found problems in content/ (listed above)');
}

export function ensureBuild() {
  if (buildIsFresh()) {
    console.log('[build] production build is up to date');
    return;
  }
  console.log('[build] building the production bundle (next build)');
  const hash = sourceHash();
  const began = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  writeFileSync(STAMP, `${hash}\n`);
  writeFileSync(BUILD_TIME, `${JSON.stringify({ seconds: (Date.now() - began) / 1000, finishedAt: Date.now() })}\n`);
}

/**
 * How long the last production build took (`next build` alone, the source hash left out), and when it
 * finished; undefined when none was recorded. npm test measures its whole run against it.
 * @returns {{ seconds: number, finishedAt: number } | undefined}
 */
export function lastBuildTime() {
  try {
    return JSON.parse(readFileSync(BUILD_TIME, 'utf8'));
  } catch {
    return undefined;
  }
}
