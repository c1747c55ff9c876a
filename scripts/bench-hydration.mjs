// npm run bench:hydration: what hydrating this site costs against the framework's floor, measured side by
// side. The smallest App Router page (scripts/minimal-app: one server component, built here, in a directory
// of its own, with the very Next.js and React of this site) is served beside this site's production server,
// and Lighthouse (mobile preset, performance only) audits it and each route in interleaved rounds, so all
// meet the same machine.
// Prints the medians of the performance score, LCP, TBT and the script bytes sent, each route beside the
// minimal page. Options (environment): HYDRATION_ROUNDS (default 5), HYDRATION_ROUTES (comma-separated
// paths; default /, /newsroom and /contact), HYDRATION_BEFORE_URL (a running server of another build, such as
// the commit before a change: its routes are audited in the same rounds, as "before"), HYDRATION_HANDICAP (N busy
// processes beside Chromium during the audits, as TEST_HANDICAP does for the suite: the host slowed the way a
// slower machine is, so work that stays under 50 ms on this one and crosses it on a slower one shows).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { auditPerformance, median } from './lib/lighthouse-audit.mjs';
import { freePort, startServer, stopProcess, waitForAnswer } from './lib/server.mjs';
import { handicapFrom, startHandicap } from './lib/handicap.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const MINIMAL_APP_SOURCE = join(ROOT, 'scripts', 'minimal-app');
const NEXT_BIN = join(ROOT, 'node_modules', '.bin', 'next');
const ROUNDS = Number(process.env.HYDRATION_ROUNDS ?? 5);
const ROUTES = process.env.HYDRATION_ROUTES?.split(',') ?? ['/', '/newsroom', '/contact'];
const BEFORE_URL = process.env.HYDRATION_BEFORE_URL?.replace(/\/$/, '');
const HANDICAP = handicapFrom(process.env.HYDRATION_HANDICAP, 'HYDRATION_HANDICAP');
const MINIMAL = 'minimal App Router page';
const ENV = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Builds the minimal page every run (seconds), so it is always the installed Next.js that is measured: a copy
 * in a directory of its own outside the repository (see its next.config.mjs), with this repository's
 * node_modules linked in. Returns that directory.
 */
function buildMinimalApp() {
  const dir = mkdtempSync(join(tmpdir(), 'minimal-app-'));
  cpSync(MINIMAL_APP_SOURCE, dir, { recursive: true, filter: (source) => !source.includes('/.next') });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const result = spawnSync(NEXT_BIN, ['build'], { cwd: dir, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`the minimal page's build failed (exit ${result.status})`);
  return dir;
}

/** `next start` on the minimal page built in `dir`; resolves with its URL and a stop. */
async function startMinimalApp(dir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(NEXT_BIN, ['start', '--port', String(port), '--hostname', '127.0.0.1'], { cwd: dir, env: ENV, stdio: 'ignore' });
  try {
    // It answers within seconds.
    await waitForAnswer(`${url}/`, child, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, stop: () => stopProcess(child) };
}

ensureChromium();
ensureBuild();
if (!existsSync(NEXT_BIN)) throw new Error('run npm install first');
const minimalDir = buildMinimalApp();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-hydration-'));
const site = await startServer({ env: { DATA_DIR: dataDir } });
const minimal = await startMinimalApp(minimalDir);
/** @type {{ stop: () => void } | undefined} */
let busy;
try {
  const targets = [
    { label: MINIMAL, url: `${minimal.url}/` },
    ...ROUTES.flatMap((route) => [
      ...(BEFORE_URL ? [{ label: `${route} (before)`, url: BEFORE_URL + route }] : []),
      { label: route, url: site.url + route },
    ]),
  ];
  // Each page once first, so no audit meets a render instead of the cache.
  for (const target of targets) await (await fetch(target.url)).arrayBuffer();
  // The busy processes run through every audit, and only through them.
  busy = startHandicap(HANDICAP);

  /** @type {Map<string, Array<{ score: number, lcp: number, tbt: number, script: number }>>} */
  const runs = new Map();
  for (let round = 1; round <= ROUNDS; round += 1) {
    // The order turns with each round: no page always goes first on a warming machine.
    for (let turn = 0; turn < targets.length; turn += 1) {
      const target = targets[(turn + round) % targets.length];
      const result = await auditPerformance(target.url, 'hydration');
      runs.set(target.label, [...(runs.get(target.label) ?? []), result]);
      console.log(`[hydration] round ${round} ${target.label}: ${result.score}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, script ${(result.script / 1024).toFixed(1)} KiB`);
    }
  }

  busy.stop();
  console.log(`\nLighthouse mobile, performance, medians of ${ROUNDS} interleaved rounds${HANDICAP ? `, ${HANDICAP} busy process${HANDICAP === 1 ? '' : 'es'} beside Chromium` : ''}\n`);
  console.log('page | performance | LCP | TBT | script (transferred)');
  console.log('---|---|---|---|---');
  for (const target of targets) {
    const results = runs.get(target.label) ?? [];
    const of = (/** @type {'score' | 'lcp' | 'tbt' | 'script'} */ name) => median(results.map((result) => result[name]));
    console.log(`${target.label} | ${of('score')} | ${(of('lcp') / 1000).toFixed(2)} s | ${Math.round(of('tbt'))} ms | ${(of('script') / 1024).toFixed(1)} KiB`);
  }
} finally {
  busy?.stop();
  await minimal.stop();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(minimalDir, { recursive: true, force: true });
}
