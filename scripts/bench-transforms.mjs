// npm run bench:transforms: what the page transform buys, measured side by side. One production build is
// served twice at once (the framework's scripts where Next.js writes them, and asked for after the first
// paint: server/html/transforms.mjs) and Lighthouse (mobile preset, performance only) audits each route on
// each server in interleaved rounds, so both meet the same machine. Prints the median performance score, LCP,
// FCP and TBT of each route and server. (Run with a transform's switch to weigh a new one the same way.)
// Options (environment): TRANSFORM_ROUNDS (default 5), TRANSFORM_ROUTES (comma-separated paths; default /,
// /contact, /newsroom and the newest article).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { auditPerformance, median } from './lib/lighthouse-audit.mjs';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.TRANSFORM_ROUNDS ?? 5);
const COMBINATIONS = [
  { label: 'scripts as Next.js writes them', env: { PAGE_SCRIPTS_AFTER_PAINT: 'false' } },
  { label: 'scripts after paint', env: { PAGE_SCRIPTS_AFTER_PAINT: 'true' } },
];

ensureChromium();
ensureBuild();
const dataDirs = [];
const servers = [];
try {
  for (const combination of COMBINATIONS) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-transforms-'));
    dataDirs.push(dataDir);
    servers.push(await startServer({ env: { ...combination.env, DATA_DIR: dataDir } }));
  }
  const sitemap = await (await fetch(`${servers[0].url}/sitemap.xml`)).text();
  const article = sitemap.match(/<loc>[^<]*(\/newsroom\/posts\/\d+)<\/loc>/)?.[1];
  const routes = process.env.TRANSFORM_ROUTES?.split(',') ?? ['/', '/contact', '/newsroom', article];
  // Each page once on every server first, so no audit meets a render instead of the cache.
  for (const server of servers) for (const route of routes) await (await fetch(server.url + route)).arrayBuffer();

  /** @type {Map<string, Array<{ score: number, lcp: number, fcp: number, tbt: number }>>} */
  const runs = new Map();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const route of routes) {
      // The order of the servers turns with each round: none always goes first on a warming machine.
      for (let turn = 0; turn < COMBINATIONS.length; turn += 1) {
        const index = (turn + round) % COMBINATIONS.length;
        const result = await auditPerformance(servers[index].url + route, 'transforms');
        const key = `${route}|${COMBINATIONS[index].label}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        console.log(`[transforms] round ${round} ${route} ${COMBINATIONS[index].label}: ${result.score}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`);
      }
    }
  }

  console.log(`\nLighthouse mobile, performance, median of ${ROUNDS} interleaved rounds (score, LCP, FCP, TBT)\n`);
  console.log(['route', ...COMBINATIONS.map((combination) => combination.label)].join(' | '));
  for (const route of routes) {
    const cells = COMBINATIONS.map((combination) => {
      const results = runs.get(`${route}|${combination.label}`) ?? [];
      const of = (/** @type {'score' | 'lcp' | 'fcp' | 'tbt'} */ name) => median(results.map((result) => result[name]));
      return `${of('score')}, ${(of('lcp') / 1000).toFixed(2)} s, ${(of('fcp') / 1000).toFixed(2)} s, ${Math.round(of('tbt'))} ms`;
    });
    console.log([route, ...cells].join(' | '));
  }
} finally {
  for (const server of servers) await server.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
