// @ts-check
import { LRUCache } from 'lru-cache';

/**
 * The doorkeeper in front of the space for addresses a visitor can mint without bound (a search term, a
 * router state): as in W-TinyLFU (Caffeine, Ristretto), a page for such an address is stored only when the
 * address was asked for before, within the window. A term asked for once (a bot's random string) is
 * rendered, answered and forgotten, leaving only its address here; a term many people search is stored on
 * its second request, and served from the cache from the third. The doorkeeper holds at most `size`
 * addresses, each for `windowMs`, the oldest forgotten first.
 * @param {{ size?: number, windowMs?: number, now?: () => number }} [options]
 */
export function createDoorkeeper({ size = 10_000, windowMs = 10 * 60_000, now = Date.now } = {}) {
  /** @type {LRUCache<string, true>} */
  const seen = new LRUCache({ max: size, ttl: windowMs, perf: { now }, ttlResolution: 0 });
  return {
    /**
     * Records an ask for `key`: true when it was asked for before within the window.
     * @param {string} key
     */
    ask(key) {
      if (seen.has(key)) return true;
      seen.set(key, true);
      return false;
    },
  };
}
