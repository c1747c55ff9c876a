// npm run bench:floods: what three floods of keys a stranger can mint leave in the page cache, against the
// production server on the demo content. Five variants visitors read are warmed (each asked for three times,
// as a few visitors would), with the fixed pages and a few articles; then 1,500 random search states without
// a term, 1,500 random search terms and 1,500 random list pages within their limit, eight at a time. After
// each flood: how many of the five variants are still HITs (X-Cache); after all three: whether every warm
// fixed page and article is, and the server's largest resident memory (sampled every 200 ms). The server
// shares a private Redis (as several instances would): after the floods, what Redis holds is counted.
// Bars: at least 4 of 5 variants HIT after each flood, every fixed page and article HIT, memory under 400 MB,
// and Redis holding pages of the fixed pages and articles only (docs/operating.md), none of the floods'.
// Exits 1 when one is missed. On 127.0.0.1 only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import Redis from 'ioredis';
import { startRedis } from './lib/redis.mjs';
import { startServer } from './lib/server.mjs';

const FLOOD = Number(process.env.BENCH_FLOOD ?? 1500);
const AT_ONCE = 8;
const BARS = { variantsHit: 4, residentMegabytes: 400 };
const VARIANTS = ['/newsroom?year=2024', '/media?type=videos', '/event?view=past', '/search?term=reactor', '/ideas?page=2'];
const FIXED = ['/', '/technology', '/newsroom', '/ideas', '/media', '/event', '/our-team', '/investors', '/careers', '/search'];
const FILTERS = ['in-the-news', 'press-releases', 'events', 'blog', 'gen-iv', 'small-modular-reactors', 'pages'];
const SORTS = ['newest', 'relevance'];
const LISTS = [
  () => `/newsroom?page=${number(50)}&year=${2017 + number(new Date().getUTCFullYear() - 2017)}`,
  () => `/newsroom?page=${number(50)}`,
  () => `/ideas?page=${number(50)}`,
  () => `/category/press-release?page=${number(50)}`,
  () => `/category/in-the-news?page=${number(50)}`,
  () => `/event?page=${number(50)}&view=${Math.random() < 0.5 ? 'past' : 'upcoming'}`,
  () => `/media?page=${number(50)}&type=${['downloads', 'external', 'images', 'videos'][number(4) - 1]}`,
];

/** A whole number from 1 to `max`. */
const number = (max) => 1 + Math.floor(Math.random() * max);

function residentMegabytes(pid) {
  return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

function searchState() {
  const first = number(FILTERS.length) - 1;
  const second = (first + number(FILTERS.length - 1)) % FILTERS.length;
  return `/search?page=${number(12_000)}&filter=${FILTERS[first]}&filter=${FILTERS[second]}&sort=${SORTS[number(2) - 1]}`;
}

ensureBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-floods-'));
// Pages stay fresh for the whole run (three floods take minutes on a loaded machine): a STALE here would
// be a page grown old, not one a flood pushed out, which is what is measured.
const redis = await startRedis();
const server = await startServer({ env: { DATA_DIR: dataDir, CONTENT_REVALIDATE_SECONDS: '86400', REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'floods:' } });
let largest = 0;
const sampler = setInterval(() => (largest = Math.max(largest, residentMegabytes(server.pid))), 200);
let failed = false;
try {
  const get = async (path) => {
    const response = await fetch(server.url + path, { redirect: 'manual' });
    await response.arrayBuffer();
    return response;
  };
  const state = async (path) => (await get(path)).headers.get('x-cache');

  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const articles = [...new Set([...sitemap.matchAll(/<loc>[^<]*?(\/newsroom\/[a-z-]+\/\d+)<\/loc>/g)].map((match) => match[1]))].slice(0, 4);
  const warm = [...FIXED, ...articles];
  for (const path of warm) await get(path);
  for (const path of VARIANTS) for (let ask = 0; ask < 3; ask += 1) await get(path);
  const before = await Promise.all(VARIANTS.map(state));
  console.log(`[floods] warmed ${warm.length} fixed pages and articles and ${VARIANTS.length} variants; variants: ${before.join(' ')}; ${Math.round(residentMegabytes(server.pid))} MB resident`);

  /** @param {() => string} pathOf */
  async function flood(pathOf) {
    /** @type {Record<number, number>} */
    const statuses = {};
    let sent = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (sent < FLOOD) {
          sent += 1;
          const response = await get(pathOf());
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        }
      }),
    );
    return { statuses, seconds: (Date.now() - started) / 1000 };
  }

  const floods = {
    'search states without a term': searchState,
    'search terms': () => `/search?term=${randomBytes(6).toString('hex')}`,
    'list pages within their limit': () => LISTS[number(LISTS.length) - 1](),
  };
  for (const [name, pathOf] of Object.entries(floods)) {
    const { statuses, seconds } = await flood(pathOf);
    const states = [];
    for (const path of VARIANTS) states.push(await state(path));
    const hits = states.filter((value) => value === 'HIT').length;
    console.log(
      `[floods] ${FLOOD} ${name} in ${seconds.toFixed(0)} s (${JSON.stringify(statuses)}): ${hits} of ${VARIANTS.length} variants HIT (${VARIANTS.map((path, index) => `${path} ${states[index]}`).join(', ')}); ${Math.round(residentMegabytes(server.pid))} MB resident`,
    );
    if (hits < BARS.variantsHit) failed = true;
  }
  const missed = [];
  for (const path of warm) {
    const answer = await state(path);
    if (answer !== 'HIT') missed.push(`${path} ${answer}`);
  }
  console.log(`[floods] after all three: ${warm.length - missed.length} of ${warm.length} fixed pages and articles HIT${missed.length ? ` (not: ${missed.join(', ')})` : ''}; largest resident memory ${Math.round(largest)} MB`);
  if (missed.length > 0 || largest >= BARS.residentMegabytes) failed = true;

  const client = new Redis(redis.url);
  try {
    const pageKeys = await client.keys('floods:page:*');
    const minted = pageKeys.filter((key) => key.includes('?'));
    const memory = /used_memory:(\d+)/.exec(await client.info('memory'))?.[1];
    console.log(
      `[floods] Redis: ${pageKeys.length} pages (${minted.length} of them minted by a flood), ${await client.dbsize()} keys in all, ${(Number(memory) / 1024 / 1024).toFixed(1)} MB used`,
    );
    if (minted.length > 0) failed = true;
  } finally {
    client.disconnect();
  }
} finally {
  clearInterval(sampler);
  await server.stop();
  await redis.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '[floods] FAILED a bar' : '[floods] every bar met');
process.exit(failed ? 1 : 0);
