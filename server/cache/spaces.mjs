// @ts-check
import { LRUCache } from 'lru-cache';

/**
 * The page cache's spaces: each holds its own kind of page within its own bytes, least recently used
 * dropped first, so no kind can push another out.
 * - fixed: the addresses the build knows, without a query (the home page, /technology, the feeds…);
 * - articles: article pages (an address of one only answers 200 when the CMS has the article);
 * - variants: pages keyed by query values or by the router's headers (list pages, years, filters, search
 *   results, client navigations), which a visitor can mint;
 * - notFound: not-found answers, which anyone can mint by the million.
 */

/** @typedef {'fixed' | 'articles' | 'variants' | 'notFound'} SpaceName */

/** @type {readonly SpaceName[]} */
export const SPACE_NAMES = ['fixed', 'articles', 'variants', 'notFound'];

/**
 * The bytes of each space out of the page cache's whole budget: not-found answers a sixteenth (at most
 * 4 MB), then of the rest 40 % for the fixed pages (all of them take a few MB), 30 % each for articles and
 * for variants.
 * @param {number} maxBytes
 * @returns {Record<SpaceName, number>}
 */
export function spaceBudgets(maxBytes) {
  const notFound = Math.min(Math.floor(maxBytes / 16), 4 * 1024 * 1024);
  const rest = maxBytes - notFound;
  const fixed = Math.floor(rest * 0.4);
  const articles = Math.floor(rest * 0.3);
  return { fixed, articles, variants: rest - fixed - articles, notFound };
}

/**
 * What a stored page costs: its three codings and a kilobyte for its key and headers.
 * @param {import('./page-cache.mjs').PageEntry} entry
 */
export function entrySize(entry) {
  return entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + 1024;
}

/**
 * One space: an LRU bounded by bytes, whose pages expire once they may no longer be served (their time,
 * then `keepMs` more while stale), with what it refused and dropped counted.
 * @param {{ maxBytes: number, keepMs: number, now: () => number, largestShare?: number, admits?: (candidate: string, victim: string) => boolean }} options
 *   largestShare: the largest page as a share of the space (a quarter; a not-found space takes any size);
 *   admits: when the space is full, whether a page may push out the least recently used one (the
 *   frequency admission of server/cache/admission.mjs); without it, any page may
 */
export function createSpace({ maxBytes, keepMs, now, largestShare = 4, admits }) {
  const counts = { refused: 0, evictions: 0 };
  /** @type {LRUCache<string, import('./page-cache.mjs').PageEntry>} */
  const lru = new LRUCache({
    maxSize: Math.max(1, maxBytes),
    maxEntrySize: Math.max(1, Math.floor(maxBytes / largestShare)),
    sizeCalculation: entrySize,
    // The clock may be a test's; read it on every check rather than once a millisecond.
    perf: { now },
    ttlResolution: 0,
    dispose: (_entry, _key, reason) => {
      if (reason === 'evict') counts.evictions += 1;
    },
  });
  /**
   * Whether a page of `size` bytes under `key` may enter: there is room, or it may push out the least
   * recently used page.
   * @param {string} key @param {number} size
   */
  function admittable(key, size) {
    if (!admits || lru.has(key) || lru.calculatedSize + size <= maxBytes) return true;
    const victim = lru.rkeys().next().value;
    return victim === undefined || admits(key, victim);
  }
  return {
    lru,
    /** @param {string} key @param {number} bodyBytes  the identity body's (its codings and headers are guessed) */
    wouldAdmit: (key, bodyBytes) => admittable(key, Math.ceil(bodyBytes * 1.5) + 1024),
    /**
     * Keeps a page, unless the space is full and its key was asked for no more often than the key of the
     * page it would push out (then counted as refused).
     * @param {import('./page-cache.mjs').PageEntry} entry
     * @param {{ admitted?: boolean }} [options]  admitted: already admitted elsewhere (a copy from the shared store)
     */
    put(entry, { admitted = false } = {}) {
      if (!admitted && !admittable(entry.key, entrySize(entry))) {
        counts.refused += 1;
        return false;
      }
      lru.set(entry.key, entry, { ttl: Math.max(1, entry.ttlMs + keepMs), start: entry.storedAt });
      return lru.has(entry.key);
    },
    refused() {
      counts.refused += 1;
    },
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize, maxBytes, refused: counts.refused, evictions: counts.evictions }),
  };
}
