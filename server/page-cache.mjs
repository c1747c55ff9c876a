// @ts-check

/**
 * Rendered pages, kept until their content changes or their time runs out.
 *
 * Each process keeps the pages it served in memory (bounded by bytes, least recently used dropped
 * first). With a shared store (Redis), pages are also kept there, so an instance can serve a page
 * another instance rendered, and an invalidation reaches every instance.
 *
 * Not-found answers are kept apart, in a small space of their own (and only in this process): anyone can
 * ask for any number of addresses that do not exist, and those answers must never push a page out.
 *
 * A page remembers the content tags it was rendered from. Invalidating a tag drops every page that
 * showed it, and records when, so a render that began before the invalidation (and so may show the old
 * content) is not stored afterwards.
 */

/**
 * @typedef {object} PageEntry
 * @property {string} key
 * @property {number} status
 * @property {Record<string, string | string[]>} headers  headers to send as they are (content type, security headers…)
 * @property {string} csp      the page's Content-Security-Policy, with its script hashes ('' when none applies)
 * @property {Buffer} body
 * @property {Buffer | null} gzip
 * @property {Buffer | null} br
 * @property {string} etag     strong validator of the identity body (quoted)
 * @property {string[]} tags   the content tags the page was rendered from
 * @property {number} storedAt ms since epoch
 * @property {number} ttlMs    fresh for this long; served stale (while refreshed) after
 */

/**
 * @typedef {object} SharedPageStore
 * @property {(key: string) => Promise<PageEntry | null>} get
 * @property {(entry: PageEntry, keepMs: number) => Promise<void>} set
 * @property {(tags: readonly string[], at: number) => Promise<void>} invalidate  drops the pages carrying the tags, everywhere
 * @property {(tags: readonly string[]) => Promise<number>} lastInvalidation      the latest invalidation time of any of the tags
 * @property {() => Promise<void>} clear
 * @property {() => boolean} [available]  false while it is known to be out of reach (skipped without a warning each time)
 */

/** @param {PageEntry} entry */
export function entrySize(entry) {
  return entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + 1024;
}

/** @param {PageEntry} entry */
function isNotFound(entry) {
  return entry.status === 404;
}

export class PageCache {
  /**
   * @param {{ maxBytes: number, maxNotFoundBytes?: number, keepMs: number, now?: () => number, shared?: SharedPageStore | null, warn?: (message: string, error?: unknown) => void }} options
   *   keepMs: how long a stale page may still be served (while it is refreshed, or while rendering fails);
   *   maxNotFoundBytes: the not-found answers' own space (a sixteenth of maxBytes by default, at most 4 MB)
   */
  constructor({ maxBytes, maxNotFoundBytes, keepMs, now = Date.now, shared = null, warn = () => {} }) {
    /** @type {Map<string, PageEntry>} */
    this.entries = new Map();
    this.bytes = 0;
    this.maxBytes = maxBytes;
    /** @type {Map<string, PageEntry>} not-found answers, least recently used first */
    this.notFound = new Map();
    this.notFoundBytes = 0;
    this.maxNotFoundBytes = maxNotFoundBytes ?? Math.min(Math.floor(maxBytes / 16), 4 * 1024 * 1024);
    this.keepMs = keepMs;
    this.now = now;
    this.shared = shared;
    this.warn = warn;
    /** @type {Map<string, number>} tag → when it was last invalidated (this process) */
    this.invalidatedAt = new Map();
    this.stats = { hits: 0, staleHits: 0, misses: 0, stored: 0, invalidated: 0 };
  }

  /**
   * The page under `key`, from memory or the shared store, while it may still be served.
   * @param {string} key
   * @returns {Promise<{ entry: PageEntry, fresh: boolean } | null>}
   */
  async get(key) {
    const space = this.entries.has(key) ? this.entries : this.notFound.has(key) ? this.notFound : null;
    let entry = space?.get(key);
    if (space && entry) {
      space.delete(key);
      space.set(key, entry);
    } else if (this.sharedUp()) {
      try {
        entry = (await this.shared.get(key)) ?? undefined;
      } catch (error) {
        this.warn('page cache: the shared store could not be read', error);
      }
      if (entry) this.remember(entry);
    }
    if (!entry) {
      this.stats.misses += 1;
      return null;
    }
    const age = this.now() - entry.storedAt;
    if (age > entry.ttlMs + this.keepMs) {
      this.forget(key);
      this.stats.misses += 1;
      return null;
    }
    const fresh = age < entry.ttlMs;
    if (fresh) this.stats.hits += 1;
    else this.stats.staleHits += 1;
    return { entry, fresh };
  }

  /**
   * Stores a page rendered from `renderStartedAt` on, unless one of its tags was invalidated since.
   * @param {PageEntry} entry
   * @param {number} renderStartedAt
   * @returns {Promise<boolean>} whether it was stored
   */
  async set(entry, renderStartedAt) {
    if (await this.invalidatedSince(entry.tags, renderStartedAt)) return false;
    this.remember(entry);
    this.stats.stored += 1;
    // Not-found answers stay in this process: the shared store is for pages.
    if (this.sharedUp() && !isNotFound(entry)) {
      try {
        await this.shared.set(entry, entry.ttlMs + this.keepMs);
      } catch (error) {
        this.warn('page cache: the shared store could not be written', error);
      }
    }
    return true;
  }

  /**
   * Drops every page carrying one of the tags, here and in the shared store. Returns how many were here.
   * @param {readonly string[]} tags
   */
  async invalidate(tags) {
    const count = this.invalidateLocal(tags);
    if (this.sharedUp()) {
      try {
        await this.shared.invalidate(tags, this.now());
      } catch (error) {
        this.warn('page cache: the shared store could not be invalidated', error);
      }
    }
    return count;
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
    for (const space of [this.entries, this.notFound]) {
      for (const [key, entry] of space) {
        if (entry.tags.some((tag) => wanted.has(tag))) {
          this.forget(key);
          count += 1;
        }
      }
    }
    this.stats.invalidated += count;
    return count;
  }

  /** Forgets this process's copies (e.g. after the shared store was out of reach and messages were missed). */
  clearLocal() {
    this.entries.clear();
    this.bytes = 0;
    this.notFound.clear();
    this.notFoundBytes = 0;
  }

  /**
   * @param {readonly string[]} tags
   * @param {number} since
   */
  async invalidatedSince(tags, since) {
    if (tags.some((tag) => (this.invalidatedAt.get(tag) ?? -Infinity) >= since)) return true;
    if (!this.sharedUp() || tags.length === 0) return false;
    try {
      return (await this.shared.lastInvalidation(tags)) >= since;
    } catch {
      return false;
    }
  }

  /** @returns {this is { shared: SharedPageStore }} */
  sharedUp() {
    return Boolean(this.shared && (this.shared.available?.() ?? true));
  }

  getStats() {
    return { entries: this.entries.size, bytes: this.bytes, notFoundEntries: this.notFound.size, notFoundBytes: this.notFoundBytes, ...this.stats };
  }

  /** @param {PageEntry} entry */
  remember(entry) {
    const size = entrySize(entry);
    const missing = isNotFound(entry);
    if (size > (missing ? this.maxNotFoundBytes : this.maxBytes / 4)) return;
    this.forget(entry.key);
    const space = missing ? this.notFound : this.entries;
    space.set(entry.key, entry);
    if (missing) this.notFoundBytes += size;
    else this.bytes += size;
    const limit = missing ? this.maxNotFoundBytes : this.maxBytes;
    while ((missing ? this.notFoundBytes : this.bytes) > limit) {
      const oldest = space.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
  }

  /** @param {string} key */
  forget(key) {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.bytes -= entrySize(entry);
    }
    entry = this.notFound.get(key);
    if (entry) {
      this.notFound.delete(key);
      this.notFoundBytes -= entrySize(entry);
    }
  }
}
