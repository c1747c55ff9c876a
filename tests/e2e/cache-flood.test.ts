import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.mjs';
import { sampleOf } from '../support/metrics';

/**
 * A stranger cannot empty the page cache: after floods of made-up search terms, page numbers, years,
 * filter values and `_rsc` values, every page visitors read is still served from the cache, the fixed pages'
 * space holds exactly what it held, and the server's memory stays bounded. Its own server, so the cache's
 * figures are this file's alone.
 */

const METRICS_TOKEN = 'flood-metrics-token-0123456789abcdef';
/** Pages a visitor reads, warmed before the floods: fixed pages and a list page (its own space). */
const WARMED = ['/', '/technology', '/newsroom', '/ideas', '/our-team', '/media', '/event', '/contact-us-not-a-page'];
/**
 * Requests in each flood: with the server's cache at PAGE_CACHE_MAX_MB (below), enough for the search flood
 * alone to outgrow the space it would be stored in five times over (asserted): more requests would only
 * repeat the same renders. `npm run bench:floods` floods the default 64 MB cache with 1,500 a kind.
 */
const FLOOD = 500;
const PAGE_CACHE_MAX_MB = '8';
/** How many times over the search flood must outgrow the variants' space. */
const OVERFLOW = 5;
const MAX_RSS_BYTES = 400 * 1024 * 1024;

let server: Awaited<ReturnType<typeof startServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'flood-'));
let maxRss = 0;
let sampler: NodeJS.Timeout | undefined;

function rss(): number {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

beforeAll(async () => {
  // Pages stay fresh for the whole file: five floods take minutes on a loaded machine, and a page grown
  // old (STALE) is not one a flood pushed out, which is what is asserted.
  server = await startServer({ env: { METRICS_TOKEN, DATA_DIR: dataDir, CONTENT_REVALIDATE_SECONDS: '86400', PAGE_CACHE_MAX_MB } });
  sampler = setInterval(() => (maxRss = Math.max(maxRss, rss())), 200);
});

afterAll(async () => {
  clearInterval(sampler);
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { redirect: 'manual', headers });

async function cacheState(path: string) {
  const response = await get(path);
  await response.arrayBuffer();
  return response.headers.get('x-cache');
}

async function scrape() {
  return (await get('/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
}

/** `count` requests, 8 at a time; how many of each status came back. */
async function flood(pathOf: () => string, headers: Record<string, string> = {}) {
  const statuses: Record<number, number> = {};
  let sent = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < FLOOD) {
        sent += 1;
        const response = await get(pathOf(), headers);
        bytes += (await response.arrayBuffer()).byteLength;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return { statuses, bytes };
}

const random = () => randomBytes(6).toString('hex');
const number = (max: number) => 1 + Math.floor(Math.random() * max);

describe('a flood of addresses a stranger makes up', () => {
  it('evicts no page visitors read, leaves the fixed pages’ space as it was and keeps memory bounded', { timeout: 600_000 }, async () => {
    // The last warmed address is no page: its answer lives with the not-found answers.
    for (const path of WARMED) await (await get(path)).arrayBuffer();
    for (const path of WARMED) expect(await cacheState(path), path).toBe('HIT');
    const before = await scrape();
    const fixedEntries = sampleOf(before, 'site_page_cache_space_entries{space="fixed"}');
    const fixedBytes = sampleOf(before, 'site_page_cache_space_bytes{space="fixed"}');
    expect(fixedEntries).toBeGreaterThanOrEqual(WARMED.length - 1);
    expect(fixedBytes).toBeGreaterThan(0);

    const variantsSpace = sampleOf(before, 'site_page_cache_space_max_bytes{space="variants"}') ?? 0;
    expect(variantsSpace).toBeGreaterThan(0);
    const floods = {
      'search terms': await flood(() => `/search?term=${random()}`),
      'page numbers': await flood(() => `/ideas?page=${number(200)}`),
      years: await flood(() => `/newsroom?year=${number(3000)}`),
      'filter values': await flood(() => (Math.random() < 0.5 ? `/media?type=${random()}` : `/search?term=core&filter=${random()}`)),
      _rsc: await flood(() => `/technology?_rsc=${random()}`),
    };
    // Stored, the search flood's pages (their plain bodies alone, less than they would take with their codings)
    // would fill the variants' space several times over: the flood is big enough to push out whatever it held.
    expect(floods['search terms'].bytes).toBeGreaterThan(OVERFLOW * variantsSpace);
    for (const [kind, { statuses }] of Object.entries(floods)) {
      // A page, a redirect to the corrected address, or a not-found answer; never a 5xx.
      for (const status of Object.keys(statuses)) expect([200, 308, 404], `${kind}: ${JSON.stringify(statuses)}`).toContain(Number(status));
    }

    for (const path of WARMED) expect(await cacheState(path), path).toBe('HIT');
    const after = await scrape();
    console.log(`[flood] answers ${JSON.stringify(Object.fromEntries(Object.entries(floods).map(([kind, { statuses }]) => [kind, statuses])))}; largest resident memory ${Math.round(maxRss / 1024 / 1024)} MB`);
    expect(sampleOf(after, 'site_page_cache_space_entries{space="fixed"}')).toBe(fixedEntries);
    expect(sampleOf(after, 'site_page_cache_space_bytes{space="fixed"}')).toBe(fixedBytes);
    expect(sampleOf(after, 'site_page_cache_admissions_refused_total{space="variants"}')).toBeGreaterThanOrEqual(FLOOD);
    expect(maxRss).toBeGreaterThan(0);
    expect(maxRss).toBeLessThan(MAX_RSS_BYTES);

    // A search many people run is still served from the cache: stored on its second request.
    const term = `/search?term=${random()}`;
    const states = [await cacheState(term), await cacheState(term), await cacheState(term)];
    expect(states).toEqual(['MISS', 'MISS', 'HIT']);
  });
});
