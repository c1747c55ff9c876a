// npm run fuzz -- [--runs N] [--seed S] [--url URL]: the long form of the request fuzz of npm test
// (scripts/lib/request-fuzz.mjs): N (20,000) random raw requests, any method and target form, any header,
// duplicates and chunked bodies cut short, at every route, each answer read whole. Without --url it builds if
// needed and starts two production servers on the demo content at production settings (the render deadline
// and the database wait at their defaults), one without TRUST_PROXY and one behind a trusted proxy, and sends
// half the requests to each, side by side; it reads each server's own 5xx counter
// (site_http_server_errors_total) before and after, and counts what the fuzz added. With --url it fuzzes a running site (its counter read when METRICS_TOKEN is
// set). Prints the cases, the methods and target forms seen, the statuses, the time and the counters; on a
// failure, fast-check's report: the seed and path that replay it and the smallest failing request. Exits 1 on
// a failure or a 5xx counted. (`npm run fuzz:requests` is the same.)
import { mkdtempSync, rmSync } from 'node:fs';
import { METHODS } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from './lib/build.mjs';
import { fuzzServer, serverErrorSamples, serverErrorsIn } from './lib/request-fuzz.mjs';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
/** A bound on a hang, not a measure: a render has its own deadline of 5 s. */
const ANSWER_BOUND_MS = 30_000;
const METRICS_TOKEN = process.env.METRICS_TOKEN ?? `fuzz-${Date.now()}-metrics-token`;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' }, url: { type: 'string' } } });
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--runs N] [--seed S] [--url URL]');
  process.exit(2);
}

/** @type {Array<{ label: string, url: string, stop?: () => Promise<void>, dataDir?: string }>} */
const targets = [];
if (values.url) targets.push({ label: values.url, url: new URL(values.url).origin });
else {
  ensureBuild();
  for (const [label, trustProxy] of /** @type {const} */ ([['without a trusted proxy', 'false'], ['behind a trusted proxy', 'true']])) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    const server = await startServer({ productionLimits: true, env: { DATA_DIR: dataDir, TRUST_PROXY: trustProxy, METRICS_TOKEN } });
    targets.push({ label, url: server.url, stop: () => server.stop(), dataDir });
  }
}

/** A server's metrics now, or null when they cannot be read. @param {string} url */
async function scrape(url) {
  if (!values.url || process.env.METRICS_TOKEN) {
    const answer = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    if (answer.ok) return answer.text();
  }
  return null;
}

// Counted from here: before, only the start (the readiness check answers 503 until the database is open).
const before = await Promise.all(targets.map((target) => scrape(target.url)));
const started = Date.now();
const results = await Promise.allSettled(
  targets.map((target, index) => {
    const share = Math.floor(runs / targets.length) + (index < runs % targets.length ? 1 : 0);
    return fuzzServer({ url: target.url, root: ROOT, runs: share, seed: seed + index, timeoutMs: ANSWER_BOUND_MS });
  }),
);
const seconds = Math.round((Date.now() - started) / 100) / 10;
const after = await Promise.all(targets.map((target) => scrape(target.url)));
const counters = after.map((text, index) => (text === null ? null : serverErrorsIn(text) - serverErrorsIn(before[index] ?? '')));
for (const target of targets) {
  await target.stop?.();
  if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
}

/** @param {Array<Record<string, number>>} tables */
const merged = (tables) => {
  /** @type {Record<string, number>} */
  const sum = Object.create(null);
  for (const table of tables) for (const [key, count] of Object.entries(table)) sum[key] = (sum[key] ?? 0) + count;
  return Object.entries(sum).sort((a, b) => b[1] - a[1]);
};
const passed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
const cases = passed.reduce((sum, seen) => sum + Object.values(seen.forms).reduce((a, b) => a + b, 0), 0);
const methods = merged(passed.map((seen) => seen.methods));
const known = methods.filter(([name]) => METHODS.includes(name));
const others = methods.filter(([name]) => !METHODS.includes(name));
console.log(`[fuzz] ${cases} requests in ${seconds} s; seeds ${targets.map((target, index) => `${seed + index} (${target.label})`).join(', ')}`);
console.log(`  target forms: ${merged(passed.map((seen) => seen.forms)).map(([form, count]) => `${form} ${count}`).join(', ')}`);
console.log(`  methods: ${methods.length}: the ${known.length} Node.js knows (${known.map(([name, count]) => `${name} ${count}`).join(', ')}), and ${others.length} in lower case or unknown (${others.reduce((sum, [, count]) => sum + count, 0)} requests)`);
console.log(`  statuses: ${merged(passed.map((seen) => seen.statuses)).map(([status, count]) => `${status} ${count}`).join(', ')}`);
console.log(`  5xx counted by the server${targets.length > 1 ? 's' : ''} during the fuzz (site_http_server_errors_total): ${counters.map((count) => (count === null ? 'not read (no METRICS_TOKEN)' : count)).join(' and ')}`);
after.forEach((text, index) => {
  const samples = text === null ? [] : serverErrorSamples(text);
  if (samples.length > 0) console.log(`  its samples at the end, ${targets[index]?.label} (${serverErrorsIn(before[index] ?? '')} counted before the fuzz began):\n    ${samples.join('\n    ')}`);
});
let failed = false;
results.forEach((result, index) => {
  if (result.status === 'rejected') {
    failed = true;
    const error = /** @type {Error} */ (result.reason);
    console.log(`\n[fuzz] FAILED ${targets[index]?.label}: ${error.message}\n${error.cause instanceof Error ? error.cause.message : ''}`);
  }
});
if (counters.some((count) => count !== null && count > 0)) failed = true;
process.exit(failed ? 1 : 0);
