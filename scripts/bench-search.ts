// npm run bench:search: builds the search index over 10,000 generated articles and times a fixed set of
// queries. Fails (exit 1) when p95 latency is over 20 ms or the 2018 article is not found.
import { performance } from 'node:perf_hooks';
import type { Article, ArticleKind } from '@/lib/news/types';
import { NO_SEO } from '@/lib/news/wordpress/seo';
import { articleDocument } from '@/lib/search/documents';
import { createSearchIndex } from '@/lib/search/engine';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const P95_BUDGET_MS = 20;

/** A small deterministic generator (mulberry32), so every run indexes the same corpus. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20260521);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

// The archive of a reactor company: every article leans on a topic, uses the trade's words often
// (about half the articles say "reactor") and ordinary English the rest of the time, with common
// words far more frequent than rare ones, as in real text.
const DOMAIN = (
  'reactor molten salt fuel heat core unit graphite moderator uranium enrichment steam turbine grid coal plant ' +
  'chemical hydrogen ammonia data center licensing regulator review design safety passive cooling pump exchanger ' +
  'temperature efficiency megawatt thermal electric construction supply chain factory module site hectare ' +
  'investor financing partnership agreement engineering prototype qualification test loop materials corrosion ' +
  'alloy fluoride decay removal containment vessel waste emissions carbon industry refinery petrochemical ' +
  'utility transmission baseload demand market cost schedule milestone fleet deployment'
).split(' ');
const SYLLABLES = 'ba be bi bo bu da de di do du fa fe fi fo ka ke ki ko la le li lo lu ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to va ve vi vo za ze zi zo'.split(' ');
const GENERAL = Array.from({ length: 6000 }, (_, rank) => {
  let word = '';
  for (let value = rank + 7; value > 0; value = Math.floor(value / SYLLABLES.length)) word += SYLLABLES[value % SYLLABLES.length];
  return word;
});
// Zipf: the word of rank r is drawn with probability proportional to 1/r.
const zipfTotals: number[] = [];
GENERAL.reduce((sum, _word, rank) => {
  const total = sum + 1 / (rank + 1);
  zipfTotals.push(total);
  return total;
}, 0);
function generalWord(): string {
  const target = next() * (zipfTotals.at(-1) ?? 1);
  let low = 0;
  let high = zipfTotals.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((zipfTotals[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return GENERAL[low] ?? 'the';
}
const TOPICS = Array.from({ length: 40 }, () => Array.from({ length: 30 }, () => (next() < 0.3 ? pick(DOMAIN) : pick(GENERAL.slice(500, 6000)))));

const categories = [
  { id: 55, name: 'In the News' },
  { id: 56, name: 'Ideas' },
  { id: 58, name: 'Press Releases' },
  { id: 62, name: 'Blog' },
  { id: 63, name: 'Gen-IV' },
  { id: 64, name: 'Small Modular Reactors' },
];
const kinds: readonly ArticleKind[] = ['posts', 'posts', 'posts', 'posts', 'media', 'event'];

function words(count: number, topic: readonly string[]): string {
  return Array.from({ length: count }, () => {
    const roll = next();
    return roll < 0.2 ? pick(topic) : roll < 0.3 ? pick(DOMAIN) : generalWord();
  }).join(' ');
}

function sentence(topic: readonly string[]): string {
  const text = words(8 + Math.floor(next() * 14), topic);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function generated(id: number): Article {
  const kind = pick(kinds);
  const topic = pick(TOPICS);
  // Spread evenly from 2018 to 2026, as a real archive would be.
  const year = 2018 + Math.floor(next() * 9);
  const date = `${year}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}T09:00:00`;
  const paragraphs = Array.from({ length: 3 + Math.floor(next() * 6) }, () => Array.from({ length: 3 + Math.floor(next() * 3) }, () => sentence(topic)).join(' '));
  const title = sentence(topic).slice(0, 90).replace(/\.$/, '');
  return {
    id,
    kind,
    date,
    modified: date,
    title,
    titleText: title,
    excerpt: `<p>${sentence(topic)}</p>`,
    content: paragraphs.map((text) => `<p>${text}</p>`).join('\n'),
    categories: kind === 'posts' ? [pick(categories), ...(next() < 0.3 ? [pick(categories)] : [])] : [],
    author: 'Communications Team',
    image: null,
    externalUrl: null,
    blockquote: '',
    videoId: null,
    mediaType: '',
    resourceUrl: null,
    embed: '',
    eventStart: kind === 'event' ? date.slice(0, 10) : '',
    eventEnd: '',
    seo: NO_SEO,
  };
}

/** The one article the legacy design could never find: from 2018, far below the newest 100 of its kind. */
const TARGET_ID = 4242;
function target(): Article {
  const article = generated(TARGET_ID);
  return {
    ...article,
    kind: 'posts',
    date: '2018-06-12T09:00:00',
    titleText: 'Halden irradiation results for the graphite moderator',
    title: 'Halden irradiation results for the graphite moderator',
    content: '<p>Samples irradiated at the Halden test reactor kept their shape and strength after the full dose.</p>',
  };
}

// Common trade words (each in about half the archive), pairs, prefixes, typos, rare words, nothing, markup.
const QUERIES = [
  'reactor', 'molten salt', 'heat', 'Core-unit', 'fuel salt test loop', 'graphite moderator', 'hydrogen ammonia',
  'licens', 'qualif', 'temp', 'Reactor SAFETY', 'décay heat removal', 'coal plant grid', 'regulator design review safety',
  'moltne salt', 'reactr', 'hydrogn', 'Halden irradiation', GENERAL[3] ?? 'ba', `${GENERAL[40]} ${GENERAL[900]}`, GENERAL[4000] ?? 'ba',
  'zzzz qqqq', '<script>alert(1)</script>', 'financing partnership agreement investor',
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function heapMb(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const heapBefore = heapMb();
const articles = Array.from({ length: ARTICLES }, (_, i) => (i + 1 === TARGET_ID ? target() : generated(i + 1)));

let started = performance.now();
const documents = articles.map(articleDocument);
const documentsMs = performance.now() - started;
started = performance.now();
// Nothing remembered between queries: every timing below is a search from scratch.
const index = createSearchIndex(documents, { recentTerms: 0 });
const indexMs = performance.now() - started;
articles.length = 0;
const heapAfter = heapMb();

// Warm up once, then time every query ROUNDS times as a visitor's first page, sorted and filtered in turn.
for (const term of QUERIES) index.search({ term });
const timings: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const term of QUERIES) {
    const filters = round % 3 === 2 ? ['press-releases', 'gen-iv'] : [];
    const sort = round % 2 === 1 ? 'relevance' : 'newest';
    const start = performance.now();
    index.search({ term, filters, sort, page: 1 + (round % 4) });
    timings.push(performance.now() - start);
  }
}
timings.sort((a, b) => a - b);
const p50 = percentile(timings, 50);
const p95 = percentile(timings, 95);

const found = index.search({ term: 'Halden irradiation' });
const targetHit = found.hits.find((hit) => hit.id === `posts:${TARGET_ID}`);
const olderThanNewest100 = documents.filter((document) => document.kind === 'posts' && document.dateTime > '2018-06-12T09:00:00Z').length;

console.log(`search benchmark: ${index.size.toLocaleString('en')} documents, ${QUERIES.length} queries × ${ROUNDS} rounds`);
console.log(`  documents prepared  ${documentsMs.toFixed(0)} ms`);
console.log(`  index built         ${indexMs.toFixed(0)} ms`);
console.log(`  heap for the index  ${(heapAfter - heapBefore).toFixed(1)} MB${globalThis.gc ? '' : ' (approximate: run with --expose-gc)'}`);
console.log(`  query p50           ${p50.toFixed(2)} ms`);
console.log(`  query p95           ${p95.toFixed(2)} ms (budget ${P95_BUDGET_MS} ms)`);
console.log(`  query max           ${(timings.at(-1) ?? 0).toFixed(2)} ms`);
console.log(
  `  2018 article         ${targetHit ? `found: "${targetHit.titleText}" (${targetHit.dateText}), ${olderThanNewest100.toLocaleString('en')} newer posts` : 'NOT FOUND'}`,
);

const failures: string[] = [];
if (p95 > P95_BUDGET_MS) failures.push(`p95 ${p95.toFixed(2)} ms is over ${P95_BUDGET_MS} ms`);
if (!targetHit) failures.push('the 2018 article was not found');
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
