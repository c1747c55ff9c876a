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
 * @param {{ maxBytes: number, keepMs: number, now: () => number, largestShare?: number, admits?: (candidate: string, victims: readonly string[]) => boolean }} options
 *   largestShare: the largest page as a share of the space (a quarter; a not-found space takes any size);
 *   admits: when the space is full, whether a page may push out the least recently used pages its size
 *   needs (the frequency admission of server/cache/admission.mjs); without it, any page may
 */
export function createSpace({ maxBytes, keepMs, now, largestShare = 4, admits }) {
  const counts = { refused: 0, evictions: 0 };
  /**
   * Keys wouldAdmit let in by admission that put has not stored yet: put keeps that verdict, so a page the
   * admission let in by chance (server/cache/admission.mjs) is not drawn for a second time when it is stored.
   * @type {LRUCache<string, true>}
   */
  const letIn = new LRUCache({ max: 256 });
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
   * The keys a page of `size` bytes would push out, least recently used first (none while there is room).
   * Pages past their time are dropped first: they can no longer be served, so nothing is compared with them.
   * @param {number} size
   */
  function victimsOf(size) {
    if (lru.calculatedSize + size <= maxBytes) return [];
    lru.purgeStale();
    /** @type {string[]} */
    const victims = [];
    let room = maxBytes - lru.calculatedSize;
    for (const pair of lru.rentries()) {
      if (room >= size) break;
      const [key, entry] = /** @type {[string, import('./page-cache.mjs').PageEntry]} */ (pair);
      victims.push(key);
      room += entrySize(entry);
    }
    return victims;
  }
  /**
   * Whether a page of `size` bytes under `key` may enter: 'room' (or no admission, or a page it replaces),
   * 'admitted' to push out the pages its size needs, or 'refused'.
   * @param {string} key @param {number} size
   */
  function admittance(key, size) {
    if (!admits || lru.has(key)) return 'room';
    const victims = victimsOf(size);
    if (victims.length === 0) return 'room';
    return admits(key, victims) ? 'admitted' : 'refused';
  }
  return {
    lru,
    /** @param {string} key @param {number} bodyBytes  the identity body's (its codings and headers are guessed) */
    wouldAdmit(key, bodyBytes) {
      const verdict = admittance(key, Math.ceil(bodyBytes * 1.5) + 1024);
      if (verdict === 'admitted') letIn.set(key, true);
      return verdict !== 'refused';
    },
    /**
     * Keeps a page, unless the space is full and the admission refuses it the pages it would push out (then
     * counted as refused).
     * @param {import('./page-cache.mjs').PageEntry} entry
     * @param {{ admitted?: boolean }} [options]  admitted: already admitted elsewhere (a copy from the shared store)
     */
    put(entry, { admitted = false } = {}) {
      const decided = letIn.delete(entry.key);
      if (!admitted && !decided && admittance(entry.key, entrySize(entry)) === 'refused') {
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
