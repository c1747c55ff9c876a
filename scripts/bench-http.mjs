// npm run bench:http: requests per second and latency of cached pages from the production server, next to a
// static file of similar size from the same server in the same run, and the server's resident memory.
// Load comes from wrk (Debian's package, installed when missing) on 127.0.0.1 only, bounded in time.
// Options (environment): BENCH_SECONDS (default 10 per URL), BENCH_CONNECTIONS (16), BENCH_THREADS (2).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const BARS = { requestsPerSecond: 1500, ratioToStatic: 0.5, residentMegabytes: 400 };

function ensureWrk() {
  if (existsSync('/usr/bin/wrk')) return;
  console.log('[bench] wrk is missing: installing Debian\'s wrk package');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'wrk']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

function toMs(text) {
  const value = Number.parseFloat(text);
  if (text.endsWith('us')) return value / 1000;
  if (text.endsWith('ms')) return value;
  if (text.endsWith('s')) return value * 1000;
  return value;
}

function wrk(url, seconds = SECONDS) {
  const result = spawnSync('wrk', [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const out = result.stdout;
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p50: toMs(out.match(/\s50%\s+([\d.]+\w+)/)?.[1] ?? '0'),
    p99: toMs(out.match(/\s99%\s+([\d.]+\w+)/)?.[1] ?? '0'),
    errors: non2xx + Number(out.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0),
  };
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
  for (const path of [...pages, reference.path]) wrk(`${server.url}${path}`, 2);
  const staticBefore = wrk(`${server.url}${reference.path}`);
  const results = pages.map((path, index) => ({ path, bytes: sizes[index], ...wrk(`${server.url}${path}`) }));
  const staticAfter = wrk(`${server.url}${reference.path}`);
  const staticRps = (staticBefore.rps + staticAfter.rps) / 2;
  const rssAfter = residentMegabytes(server.pid);

  const row = (cells) => console.log(cells.map((cell, index) => String(cell).padEnd(index === 0 ? 34 : 12)).join(''));
  row(['URL', 'KB', 'req/s', 'p50 ms', 'p99 ms', 'vs static', 'errors']);
  row([`${reference.path} (static, before)`, (reference.size / 1024).toFixed(0), staticBefore.rps.toFixed(0), staticBefore.p50.toFixed(2), staticBefore.p99.toFixed(2), '', staticBefore.errors]);
  for (const result of results) {
    row([result.path, (result.bytes / 1024).toFixed(0), result.rps.toFixed(0), result.p50.toFixed(2), result.p99.toFixed(2), `${((result.rps / staticRps) * 100).toFixed(0)} %`, result.errors]);
  }
  row([`${reference.path} (static, after)`, (reference.size / 1024).toFixed(0), staticAfter.rps.toFixed(0), staticAfter.p50.toFixed(2), staticAfter.p99.toFixed(2), '', staticAfter.errors]);
  console.log(`\nresident memory: ${rssBefore.toFixed(0)} MB before the run, ${rssAfter.toFixed(0)} MB after`);

  const failures = [];
  for (const result of results) {
    if (result.rps < BARS.requestsPerSecond) failures.push(`${result.path}: ${result.rps.toFixed(0)} req/s is under ${BARS.requestsPerSecond}`);
    if (result.rps < BARS.ratioToStatic * staticRps) failures.push(`${result.path}: under ${BARS.ratioToStatic * 100} % of the static file's rate`);
    if (result.errors > 0) failures.push(`${result.path}: ${result.errors} failed requests`);
  }
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
