// @ts-check
import { createAdmission } from './admission.mjs';
import { LRUCache } from 'lru-cache';
import { admissionOf, keptAcrossInstances, sharedKeepMs } from './policy.mjs';
import { createSpace, SPACE_NAMES, spaceBudgets } from './spaces.mjs';

/**
 * Rendered pages, kept until their content changes or their time runs out.
 *
 * Each process keeps the pages it served in memory, each kind in a space of its own (server/cache/spaces.mjs),
 * so what a stranger can mint (search terms, list pages, router variants, not-found addresses) never pushes
 * out a page of another kind. With a shared store (Redis), pages are also kept there, so an instance can serve
 * a fixed page or an article another instance rendered, and an invalidation reaches every instance; what a
 * stranger can mint (variants, not-found answers) stays in its process (policy.mjs, keptAcrossInstances).
 *
 * A page remembers the content tags it was rendered from. Invalidating a tag drops every page that
 * showed it, and records when, so a render that began before the invalidation (and so may show the old
 * content) is not stored afterwards.
 */

/**
 * @typedef {import('./spaces.mjs').SpaceName} SpaceName
 * @typedef {object} PageEntry
 * @property {string} key
 * @property {SpaceName} space  where it is kept (a 404 is always kept with the not-found answers)
 * @property {number} status
 * @property {Record<string, string | string[]>} headers  headers to send as they are (content type, security headers…)
 * @property {string} csp      the page's Content-Security-Policy, with its script hashes ('' when none applies)
 * @property {Buffer} body
 * @property {Buffer | null} gzip
 * @property {Buffer | null} br
 * @property {string} etag     strong validator of the identity body (quoted)
 * @property {string} cacheControl  what it is sent with: the policy's decision (server/cache/policy.mjs)
 * @property {string[]} tags   the content tags the page was rendered from
 * @property {number} storedAt ms since epoch
 * @property {number} ttlMs    fresh for this long; served stale (while refreshed) after
 */

/**
 * @typedef {object} SharedPageStore
 * @property {(key: string) => Promise<PageEntry | null>} get   null too for a copy older than an invalidation of one of its tags
 * @property {(entry: PageEntry, keepMs: number, seq: string) => Promise<boolean>} set  false: one of its tags was invalidated after `seq`
 * @property {(tags: readonly string[], at: number) => Promise<string>} invalidate  drops the pages carrying the tags, everywhere; the invalidation's id
 * @property {(tags: readonly string[]) => Promise<number>} lastInvalidation      the latest invalidation time of any of the tags
 * @property {() => Promise<void>} clear
 * @property {() => string | null} applied  the last invalidation this instance applied (null: not known yet)
 * @property {() => boolean} [available]  false while it is known to be out of reach (skipped without a warning each time)
 */

/**
 * When a render began, as the cache compares it with invalidations: this process's clock, and the last
 * invalidation this instance had applied from the shared store (null without one, or before it was found).
 * @typedef {{ at: number, seq: string | null }} RenderStamp
 */

/** @param {PageEntry} entry @returns {SpaceName} */
function spaceOf(entry) {
  if (entry.status === 404) return 'notFound';
  // A copy from the shared store that names no space of this version is kept with what visitors can mint.
  return SPACE_NAMES.includes(entry.space) ? entry.space : 'variants';
}

export class PageCache {
  /**
   * @param {{ maxBytes?: number, maxNotFoundBytes?: number, spaces?: Partial<Record<SpaceName, number>>, keepMs: number, now?: () => number, shared?: SharedPageStore | null, warn?: (message: string, error?: unknown) => void, admission?: ReturnType<typeof createAdmission> }} options
   *   maxBytes: the whole budget, shared out by spaceBudgets(); spaces: a space's own bytes instead;
   *   maxNotFoundBytes: the not-found answers' space; keepMs: how long a stale page may still be served
   *   (while it is refreshed, or while rendering fails); admission: the asks counted for the spaces that
   *   admit by frequency (server/cache/policy.mjs says which)
   */
  constructor({ maxBytes = 64 * 1024 * 1024, maxNotFoundBytes, spaces = {}, keepMs, now = Date.now, shared = null, warn = () => {}, admission = createAdmission() }) {
    const budgets = { ...spaceBudgets(maxBytes), ...(maxNotFoundBytes === undefined ? {} : { notFound: maxNotFoundBytes }), ...spaces };
    /** @type {Record<SpaceName, ReturnType<typeof createSpace>>} */
    this.spaces = /** @type {any} */ (
      Object.fromEntries(
        SPACE_NAMES.map((name) => [
          name,
          createSpace({
            maxBytes: budgets[name],
            keepMs,
            now,
            largestShare: name === 'notFound' ? 1 : 4,
            ...(admissionOf(name) === 'frequency' ? { admits: admission.admits } : {}),
          }),
        ]),
      )
    );
    this.admission = admission;
    this.keepMs = keepMs;
    this.now = now;
    this.shared = shared;
    this.warn = warn;
    /**
     * tag → when it was last invalidated (this process). Tags are as many as the CMS's posts and lists; the
     * bound keeps a runaway CMS from growing it without end.
     * @type {LRUCache<string, number>}
     */
    this.invalidatedAt = new LRUCache({ max: 50_000 });
    this.stats = { hits: 0, staleHits: 0, misses: 0, stored: 0, invalidated: 0 };
  }

  /**
   * The page under `key`, from memory or the shared store, while it may still be served.
   * @param {string} key
   * @returns {Promise<{ entry: PageEntry, fresh: boolean } | null>}
   */
  async get(key) {
    let entry = this.local(key);
    if (!entry && this.sharedUp()) {
      try {
        entry = (await this.shared.get(key)) ?? undefined;
      } catch (error) {
        this.warn('page cache: the shared store could not be read', error);
      }
      // A copy stored before this process invalidated one of its tags is old (Redis was away when that was told).
      if (entry && this.invalidatedSinceHere(entry.tags, entry.storedAt)) entry = undefined;
      if (entry && !this.spaces[spaceOf(entry)].put(entry, { admitted: true })) entry = undefined;
    }
    if (!entry) {
      this.stats.misses += 1;
      return null;
    }
    const fresh = this.now() - entry.storedAt < entry.ttlMs;
    if (fresh) this.stats.hits += 1;
    else this.stats.staleHits += 1;
    return { entry, fresh };
  }

  /**
   * Counts an ask for a key a stranger can mint (for the spaces that admit by frequency): how often it was
   * asked for before, lately.
   * @param {string} key
   */
  ask(key) {
    return this.admission.ask(key);
  }

  /** @param {string} key */
  local(key) {
    for (const name of SPACE_NAMES) {
      const entry = this.spaces[name].lru.get(key);
      if (entry) return entry;
    }
    return undefined;
  }

  /** When a render beginning now began (see RenderStamp). @returns {RenderStamp} */
  stamp() {
    return { at: this.now(), seq: this.shared?.applied() ?? null };
  }

  /**
   * Stores a page whose render began at `started`, unless one of its tags was invalidated since: here (this
   * process's clock), or in the shared store (by any instance, after the last invalidation this one had
   * applied when the render began). A page whose render began before this instance had found the
   * invalidation log is kept here only.
   * @param {PageEntry} entry
   * @param {RenderStamp} started
   * @returns {Promise<boolean>} whether it was stored
   */
  async set(entry, started) {
    if (this.invalidatedSinceHere(entry.tags, started.at)) return false;
    // A page already kept (a refresh) keeps its place; a new one is admitted by its space.
    const kept = SPACE_NAMES.some((name) => this.spaces[name].lru.has(entry.key));
    this.forget(entry.key);
    if (!this.spaces[spaceOf(entry)].put(entry, { admitted: kept })) return false;
    this.stats.stored += 1;
    if (started.seq !== null && this.sharedUp() && keptAcrossInstances(spaceOf(entry))) {
      try {
        // Refused when another instance invalidated one of its tags after the render began: this instance
        // applies that invalidation (and drops its own copy) as it reads the log.
        await this.shared.set(entry, sharedKeepMs(entry.ttlMs, this.keepMs), started.seq);
      } catch (error) {
        this.warn('page cache: the shared store could not be written', error);
      }
    }
    return true;
  }

  /**
   * Whether a page of about `bodyBytes` under `key` would be admitted to its space now (so that one that
   * would not is compressed only in the coding its visitor takes).
   * @param {string} key @param {SpaceName} space @param {number} bodyBytes
   */
  wouldAdmit(key, space, bodyBytes) {
    return this.spaces[space].wouldAdmit(key, bodyBytes);
  }

  /**
   * Counts a page that was rendered but not admitted to its space (a search term asked for once).
   * @param {SpaceName} space
   */
  refused(space) {
    this.spaces[space].refused();
  }

  /**
   * Drops this process's copies of the pages carrying the tags (another instance announced a change).
   * @param {readonly string[]} tags
   */
  invalidateLocal(tags) {
    const now = this.now();
    const wanted = new Set(tags);
    for (const tag of wanted) this.invalidatedAt.set(tag, now);
    let count = 0;
    for (const name of SPACE_NAMES) {
      const { lru } = this.spaces[name];
      for (const [key, entry] of [...lru.entries()]) {
        if (entry.tags.some((tag) => wanted.has(tag))) {
          lru.delete(key);
          count += 1;
        }
      }
    }
    this.stats.invalidated += count;
    return count;
  }

  /** Forgets this process's copies (e.g. after the shared store was out of reach and messages were missed). */
  clearLocal() {
    for (const name of SPACE_NAMES) this.spaces[name].lru.clear();
  }

  /**
   * @param {readonly string[]} tags
   * @param {number} since
   */
  async invalidatedSince(tags, since) {
    if (this.invalidatedSinceHere(tags, since)) return true;
    if (!this.sharedUp() || tags.length === 0) return false;
    try {
      return (await this.shared.lastInvalidation(tags)) >= since;
    } catch {
      return false;
    }
  }

  /**
   * Whether this process invalidated one of the tags at or after `since`.
   * @param {readonly string[]} tags @param {number} since
   */
  invalidatedSinceHere(tags, since) {
    return tags.some((tag) => (this.invalidatedAt.get(tag) ?? -Infinity) >= since);
  }

  /** @returns {this is { shared: SharedPageStore }} */
  sharedUp() {
    return Boolean(this.shared && (this.shared.available?.() ?? true));
  }

  /** The pages' spaces together (entries, bytes), the not-found answers', the counts, and each space's own figures. */
  getStats() {
    const spaces = /** @type {Record<SpaceName, ReturnType<ReturnType<typeof createSpace>['stats']>>} */ (
      Object.fromEntries(SPACE_NAMES.map((name) => [name, this.spaces[name].stats()]))
    );
    const pages = SPACE_NAMES.filter((name) => name !== 'notFound').map((name) => spaces[name]);
    return {
      entries: pages.reduce((sum, space) => sum + space.entries, 0),
      bytes: pages.reduce((sum, space) => sum + space.bytes, 0),
      notFoundEntries: spaces.notFound.entries,
      notFoundBytes: spaces.notFound.bytes,
      ...this.stats,
      spaces,
    };
  }

  /** @param {string} key */
  forget(key) {
    for (const name of SPACE_NAMES) this.spaces[name].lru.delete(key);
  }
}
