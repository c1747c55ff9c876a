// npm run lighthouse: audits the production build with Lighthouse (mobile preset) and fails under budget.
// Usage: node scripts/lighthouse.mjs [--url http://host:port] [--budget lighthouse-budget.json] [--runs N] [--route PATH]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ensureBuild } from './lib/build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const budget = JSON.parse(readFileSync(join(ROOT, option('--budget') ?? 'lighthouse-budget.json'), 'utf8'));
const runs = Number(option('--runs') ?? budget.runs ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A category's score (0-100) with the exempt audits left out of the weighted mean, as Lighthouse weighs it. */
function categoryScore(lhr, category, exempt = {}) {
  const refs = lhr.categories[category].auditRefs.filter(
    (ref) => ref.weight > 0 && !(ref.id in exempt) && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id] !== undefined,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight;
  return Math.round(score * 100);
}

function scriptKiB(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}

async function auditOnce(url, ignoreStatusCode) {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse occasionally fails to record a trace (NO_NAVSTART and the like); such a run is retried. */
async function audit(url, ignoreStatusCode, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, ignoreStatusCode);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`[lighthouse] retrying after: ${error instanceof Error ? error.message : error}`);
    }
  }
}

ensureChromium();
let server;
let base = option('--url');
if (!base) {
  ensureBuild();
  server = await startServer();
  base = server.url;
}

const outDir = join(ROOT, '.lighthouse');
mkdirSync(outDir, { recursive: true });
const rows = [];
const problems = [];
try {
  const only = option('--route');
  for (const route of budget.routes.filter((entry) => !only || entry.path === only)) {
    const url = new URL(route.path, base).toString();
    const status = (await fetch(url, { redirect: 'manual' })).status;
    if (route.status && status !== route.status) problems.push(`${route.path}: answered HTTP ${status}, expected ${route.status}`);
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`[lighthouse] ${route.path} run ${run}/${runs}\n`);
      // A route budgeted as a 4xx page is audited as such instead of being refused.
      lhrs.push(await audit(url, (route.status ?? 200) >= 400));
    }
    const lhr = computeMedianRun(lhrs);
    writeFileSync(join(outDir, `${route.label}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, categoryScore(lhr, category, route.exempt?.[category])]));
    const metrics = {
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsKiB: scriptKiB(lhr),
    };
    for (const [category, minimum] of Object.entries(route.minScores ?? {})) {
      if (scores[category] < minimum) {
        const failing = lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && !(ref.id in (route.exempt?.[category] ?? {})))
          .map((ref) => ref.id);
        problems.push(`${route.path}: ${category} ${scores[category]} < ${minimum} (failing: ${failing.join(', ')})`);
      }
    }
    for (const [metric, maximum] of Object.entries(route.maxMetrics ?? {})) {
      if (metrics[metric] > maximum) problems.push(`${route.path}: ${metric} ${metrics[metric]} > ${maximum}`);
    }
    for (const [category, audits] of Object.entries(route.exempt ?? {})) {
      for (const [id, reason] of Object.entries(audits)) {
        const score = lhr.audits[id]?.score;
        if (score === 1) problems.push(`${route.path}: exempt audit ${id} passed, so its exemption is stale`);
        else console.log(`[lighthouse] ${route.path}: ${category}/${id} left out of the score: ${reason}`);
        // Console errors are exempt only when every one is the page's own HTTP status.
        if (id === 'errors-in-console') {
          const others = (lhr.audits[id].details?.items ?? []).filter((item) => (item.sourceLocation?.url ?? item.url) !== url);
          if (others.length) problems.push(`${route.path}: console errors besides the page's own status: ${others.map((item) => item.description).join('; ')}`);
        }
      }
      const raw = Math.round(lhr.categories[category].score * 100);
      console.log(`[lighthouse] ${route.path}: ${category} is ${raw} with every audit counted`);
    }
    rows.push({ route: route.path, ...scores, ...metrics });
  }
} finally {
  await server?.stop();
}

const header = ['route', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB'];
const table = rows.map((row) => [
  row.route,
  row.performance,
  row.accessibility,
  row['best-practices'],
  row.seo,
  row.lcpMs,
  row.tbtMs,
  row.cls,
  row.jsKiB,
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => String(row[column]).length)));
const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ');
console.log(`\nLighthouse ${runs}-run median, mobile preset\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
for (const row of table) console.log(line(row));
if (problems.length) {
  console.error(`\nOver budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll routes within budget.');
