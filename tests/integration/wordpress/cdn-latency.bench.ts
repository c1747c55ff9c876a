import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { ensureWrk, wrk } from '../../../scripts/lib/wrk.mjs';
import { save, startCdnStack } from './cdn-stack';
import { manifest } from './support';

/**
 * `npm run bench:cdn`: the site behind the project's Varnish (two instances on Redis and the test WordPress,
 * cdn-stack.ts), in one run:
 * - requests per second and p99 latency through the CDN beside the same pages straight from one instance
 *   (the reference, measured in the same run, interleaved page by page), for /, /newsroom, an article and
 *   /search?term=reactor, as a browser asks (brotli);
 * - the time from a save in WordPress to the page showing it at the CDN (a publish, a move and a trash a
 *   round, each timed from the moment WordPress's own function returned to the first read through the CDN
 *   that shows it), median and p95, beside the 2 s the site promises.
 * A figure, not a test: nothing here fails on time. BENCH_SECONDS (10 per URL and side), BENCH_SAVES (21),
 * BENCH_CONNECTIONS (16), BENCH_THREADS (2).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAVES = Number(process.env.BENCH_SAVES ?? 21);
const LOAD = { seconds: SECONDS, connections: Number(process.env.BENCH_CONNECTIONS ?? 16), threads: Number(process.env.BENCH_THREADS ?? 2), headers: { 'accept-encoding': 'br' } };
const PROMISE_MS = 2000;
const { ideas, pressReleases } = manifest.categories;

let stack: Awaited<ReturnType<typeof startCdnStack>>;
const created: number[] = [];

beforeAll(async () => {
  ensureBuild();
  ensureWrk();
  stack = await startCdnStack();
}, 600_000);

afterAll(async () => {
  await stack?.close(created);
}, 120_000);

/** The wall time (ms) of the first read through the CDN that shows the change, reading as often as it can. */
async function shownAt(path: string, shows: (html: string) => boolean): Promise<number> {
  let at = 0;
  await expect
    .poll(
      async () => {
        if (shows((await stack.viaCdn(path)).body)) at = Date.now();
        return at > 0;
      },
      { timeout: 60_000, interval: 10, message: `${path} shows the change at the CDN` },
    )
    .toBe(true);
  return at;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
  return { median: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1)!) };
}

it('requests per second through the CDN and straight from one instance, and the time from a save to the CDN', async () => {
  const pages = ['/', '/newsroom', `/newsroom/posts/${manifest.posts.latest}`, '/search?term=reactor'];
  const direct = stack.sites[0]!.url;
  const rows: string[] = [];
  for (const path of pages) {
    // Both caches warm (the CDN's and the instance's own), then the two sides one after the other.
    for (let ask = 0; ask < 3; ask += 1) await Promise.all([stack.viaCdn(path, { headers: LOAD.headers }), fetch(new URL(path, direct), { headers: LOAD.headers })]);
    const through = await wrk(`${stack.cdn.url}${path}`, LOAD);
    const straight = await wrk(`${direct}${path}`, LOAD);
    rows.push(
      `${path.padEnd(34)} ${String(Math.round(through.rps)).padStart(9)} ${through.p99.toFixed(1).padStart(9)} ${String(Math.round(straight.rps)).padStart(11)} ${straight.p99.toFixed(1).padStart(9)} ${(through.rps / straight.rps).toFixed(2).padStart(7)}`,
    );
    expect(through.errors + straight.errors, `${path}: failed requests`).toBe(0);
  }
  console.log(`\nwrk -t${LOAD.threads} -c${LOAD.connections} -d${SECONDS}s, Accept-Encoding: br; through Varnish and straight to one instance, in the same run`);
  console.log(['page                               CDN req/s  p99 ms  instance req/s  p99 ms   ratio', ...rows].join('\n'));

  const timings: Record<'publish' | 'move' | 'trash', number[]> = { publish: [], move: [], trash: [] };
  for (let round = 0; timings.publish.length + timings.move.length + timings.trash.length < SAVES; round += 1) {
    const title = `CDN latency ${Date.now()} ${round}`;
    for (const path of ['/ideas', '/category/press-release']) await stack.viaCdn(path);
    const published = await save(`$id = wp_insert_post(array('post_title' => $in['title'], 'post_content' => '<p>Body.</p>', 'post_status' => 'publish', 'post_category' => array($in['category'])));`, {
      title,
      category: ideas,
    });
    created.push(published.id);
    timings.publish.push((await shownAt('/ideas', (html) => html.includes(title))) - published.at);
    const moved = await save(`wp_set_post_categories($in['id'], array($in['category']));`, { id: published.id, category: pressReleases });
    timings.move.push((await shownAt('/category/press-release', (html) => html.includes(title))) - moved.at);
    const trashed = await save(`wp_trash_post($in['id']);`, { id: published.id });
    timings.trash.push((await shownAt('/category/press-release', (html) => !html.includes(title))) - trashed.at);
  }
  const all = [...timings.publish, ...timings.move, ...timings.trash];
  const summaries = [...Object.entries(timings), ['all', all] as const].map(([change, values]) => ({ change, ...summary(values) }));
  console.log(`\nFrom a save in WordPress to the page showing it at the CDN, ${all.length} saves (the promise: ${PROMISE_MS} ms)`);
  console.log(['change    median ms   p95 ms   max ms', ...summaries.map((row) => `${row.change.padEnd(8)}  ${String(row.median).padStart(9)}  ${String(row.p95).padStart(7)}  ${String(row.max).padStart(7)}`)].join('\n'));
  expect(all.length).toBeGreaterThanOrEqual(SAVES);
}, 3_600_000);
