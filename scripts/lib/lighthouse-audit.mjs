// One Lighthouse audit of a page's performance (mobile preset) in Debian's Chromium, for the side-by-side
// benchmarks (bench:transforms, bench:hydration), and the median they report over rounds.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

/**
 * The performance score, LCP, FCP and TBT (ms) of `url`, and the bytes of script sent. Lighthouse on a busy
 * machine now and then records no trace: such a run is taken again, up to three times.
 * @param {string} url @param {string} tag  names the benchmark in the retry warning
 */
export async function auditPerformance(url, tag) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError || lhr.categories.performance.score === null) throw new Error(lhr?.runtimeError?.message ?? 'no score');
      const resources = /** @type {Array<{ resourceType: string, transferSize: number }>} */ (lhr.audits['resource-summary'].details?.items ?? []);
      return {
        score: Math.round(/** @type {number} */ (lhr.categories.performance.score) * 100),
        lcp: /** @type {number} */ (lhr.audits['largest-contentful-paint'].numericValue),
        fcp: /** @type {number} */ (lhr.audits['first-contentful-paint'].numericValue),
        tbt: /** @type {number} */ (lhr.audits['total-blocking-time'].numericValue),
        script: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      };
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`[${tag}] ${url}: retrying after ${error instanceof Error ? error.message : error}`);
    } finally {
      await chrome.kill();
    }
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
