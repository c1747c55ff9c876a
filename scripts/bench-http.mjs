// npm run bench:http: requests per second and latency of cached pages from the production server, next to a
// static file of similar size from the same server in the same run, and the server's resident memory.
// Rows show the page cache under real traffic: a campaign spike (the home page, each request with its own
// fbclid) next to plain `/` in the same run, both made by a wrk script (the load generator's CPU counts on two
// cores); cache busting (a random unknown parameter on each request), after which `/` must still be a HIT and
// the memory where it was; and plain `/` while a second wrk floods the search with made-up terms.
// Load comes from wrk (Debian's package, installed when missing) on 127.0.0.1 only, bounded in time.
// Options (environment): BENCH_SECONDS (default 10 per URL), BENCH_CONNECTIONS (16), BENCH_THREADS (2).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';
import { ensureWrk, wrk as runWrk } from './lib/wrk.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const BARS = { requestsPerSecond: 1500, ratioToStatic: 2, residentMegabytes: 400, campaignToPlain: 0.8, bustingMemoryGrowth: 0.1 };

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** One wrk run with this benchmark's settings. */
function wrk(url, seconds = SECONDS, script = null) {
  return runWrk(url, { seconds, connections: CONNECTIONS, threads: THREADS, script });
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

ensureBuild();
ensureWrk();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
const server = await startServer({ env: { DATA_DIR: dataDir } });
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const article = sitemap.match(/<loc>[^<]*(\/newsroom\/posts\/\d+)<\/loc>/)?.[1];
  if (!article) throw new Error('no article in the sitemap');
  const pages = ['/', '/newsroom', article, '/privacy-policy', '/search?term=core'];
  const sizes = [];
  for (const path of pages) {
    const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    sizes.push((await response.arrayBuffer()).byteLength);
  }
  const typical = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
  // The public file closest in size to a typical page (identity bytes, as wrk asks for).
  const files = [...walk(join(ROOT, 'public'))].map((file) => ({ path: `/${relative(join(ROOT, 'public'), file)}`, size: statSync(file).size }));
  const reference = files.sort((a, b) => Math.abs(a.size - typical) - Math.abs(b.size - typical))[0];
  const rssBefore = residentMegabytes(server.pid);

  console.log(`\nwrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s per URL; typical page ${(typical / 1024).toFixed(0)} KB, reference file ${reference.path} ${(reference.size / 1024).toFixed(0)} KB\n`);
  // Warm the server's code paths and caches, then measure the reference before and after the pages.
  for (const path of [...pages, reference.path]) await wrk(`${server.url}${path}`, 2);
  const staticBefore = await wrk(`${server.url}${reference.path}`);
  const results = [];
  for (const [index, path] of pages.entries()) results.push({ path, bytes: sizes[index], ...(await wrk(`${server.url}${path}`)) });
  const staticAfter = await wrk(`${server.url}${reference.path}`);
  const staticRps = (staticBefore.rps + staticAfter.rps) / 2;
  const rssAfter = residentMegabytes(server.pid);

  // Under real traffic: plain `/` again, then the campaign, then the cache busting, one after the other; then
  // plain `/` while a second wrk floods the search with made-up terms (each one a render, never stored).
  const plain = await wrk(`${server.url}/`, SECONDS, 'plain.lua');
  const campaign = await wrk(`${server.url}/`, SECONDS, 'campaign.lua');
  const rssBeforeBusting = residentMegabytes(server.pid);
  const busting = await wrk(`${server.url}/`, SECONDS, 'cache-busting.lua');
  const rssAfterBusting = residentMegabytes(server.pid);
  // A fresh connection: the keep-alive one from before the load may have been closed meanwhile.
  const homeAfterBusting = await fetch(`${server.url}/`, { headers: { connection: 'close' } }).catch(() => fetch(`${server.url}/`, { headers: { connection: 'close' } }));
  await homeAfterBusting.arrayBuffer();
  const homeState = homeAfterBusting.headers.get('x-cache');
  const [flooded, flood] = await Promise.all([wrk(`${server.url}/`, SECONDS, 'plain.lua'), wrk(`${server.url}/`, SECONDS, 'search-flood.lua')]);
  const homeAfterFlood = await fetch(`${server.url}/`, { headers: { connection: 'close' } });
  await homeAfterFlood.arrayBuffer();
  const floodState = homeAfterFlood.headers.get('x-cache');

  const row = (cells) => console.log(cells.map((cell, index) => String(cell).padEnd(index === 0 ? 34 : 12)).join(''));
  row(['URL', 'KB', 'req/s', 'p50 ms', 'p99 ms', 'vs static', 'errors']);
  row([`${reference.path} (static, before)`, (reference.size / 1024).toFixed(0), staticBefore.rps.toFixed(0), staticBefore.p50.toFixed(2), staticBefore.p99.toFixed(2), '', staticBefore.errors]);
  for (const result of results) {
    row([result.path, (result.bytes / 1024).toFixed(0), result.rps.toFixed(0), result.p50.toFixed(2), result.p99.toFixed(2), `${((result.rps / staticRps) * 100).toFixed(0)} %`, result.errors]);
  }
  row([`${reference.path} (static, after)`, (reference.size / 1024).toFixed(0), staticAfter.rps.toFixed(0), staticAfter.p50.toFixed(2), staticAfter.p99.toFixed(2), '', staticAfter.errors]);
  console.log(`\nresident memory: ${rssBefore.toFixed(0)} MB before the run, ${rssAfter.toFixed(0)} MB after`);

  console.log('\nUnder real traffic (the same server, one after the other):\n');
  row(['row', 'req/s', 'p50 ms', 'p99 ms', 'vs plain /', 'errors']);
  row(['/ (plain)', plain.rps.toFixed(0), plain.p50.toFixed(2), plain.p99.toFixed(2), '100 %', plain.errors]);
  row(['campaign spike (fresh fbclid)', campaign.rps.toFixed(0), campaign.p50.toFixed(2), campaign.p99.toFixed(2), `${((campaign.rps / plain.rps) * 100).toFixed(0)} %`, campaign.errors]);
  row(['cache busting (random param)', busting.rps.toFixed(0), busting.p50.toFixed(2), busting.p99.toFixed(2), `${((busting.rps / plain.rps) * 100).toFixed(0)} %`, busting.errors]);
  row(['/ during a search flood', flooded.rps.toFixed(0), flooded.p50.toFixed(2), flooded.p99.toFixed(2), `${((flooded.rps / plain.rps) * 100).toFixed(0)} %`, flooded.errors]);
  row(['  the flood (made-up terms)', flood.rps.toFixed(0), flood.p50.toFixed(2), flood.p99.toFixed(2), '', flood.errors]);
  console.log(
    `\nafter the cache busting: / answers X-Cache ${homeState}; resident memory ${rssBeforeBusting.toFixed(0)} MB before it, ${rssAfterBusting.toFixed(0)} MB after (${(((rssAfterBusting - rssBeforeBusting) / rssBeforeBusting) * 100).toFixed(1)} %)`,
  );

  const failures = [];
  for (const result of results) {
    if (result.rps < BARS.requestsPerSecond) failures.push(`${result.path}: ${result.rps.toFixed(0)} req/s is under ${BARS.requestsPerSecond}`);
    if (result.rps < BARS.ratioToStatic * staticRps) failures.push(`${result.path}: under ${BARS.ratioToStatic * 100} % of the static file's rate`);
    if (result.errors > 0) failures.push(`${result.path}: ${result.errors} failed requests`);
  }
  if (campaign.rps < BARS.campaignToPlain * plain.rps) failures.push(`campaign spike: ${campaign.rps.toFixed(0)} req/s is under ${BARS.campaignToPlain * 100} % of plain / (${plain.rps.toFixed(0)})`);
  if (campaign.errors > 0 || busting.errors > 0) failures.push(`campaign or cache busting: ${campaign.errors + busting.errors} failed requests`);
  if (homeState !== 'HIT') failures.push(`after the cache busting / answered X-Cache ${homeState}, not HIT`);
  if (floodState !== 'HIT') failures.push(`after the search flood / answered X-Cache ${floodState}, not HIT`);
  if (flooded.errors > 0) failures.push(`/ during the search flood: ${flooded.errors} failed requests`);
  if (rssAfterBusting > rssBeforeBusting * (1 + BARS.bustingMemoryGrowth)) failures.push(`cache busting grew resident memory by more than ${BARS.bustingMemoryGrowth * 100} %`);
  if (rssAfter > BARS.residentMegabytes) failures.push(`resident memory ${rssAfter.toFixed(0)} MB is over ${BARS.residentMegabytes} MB`);
  if (failures.length > 0) {
    console.error(`\nbench:http missed its bars:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nbench:http: every page at or above ${BARS.requestsPerSecond} req/s and ${BARS.ratioToStatic * 100} % of the static file, memory under ${BARS.residentMegabytes} MB`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
