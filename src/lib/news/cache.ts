/**
 * The news cache: pages read CMS content from here, never straight from the CMS.
 *
 * - Fresh entries are served with no request.
 * - Entries older than the time-to-live are served at once and refreshed in the background.
 * - Entries marked stale by the revalidation webhook are refreshed before they are served.
 * - When a refresh fails (the CMS is down), the last good copy keeps being served.
 * - Concurrent reads of one key share one request.
 * - A load that began before one of its tags was invalidated (here, or on another instance sharing Redis)
 *   may carry what the CMS said before the change: its callers get it, but it is not kept.
 * - Every good copy is also saved beyond the process (disk or Redis, see persistence.ts): a server
 *   restarted while the CMS is down serves those instead of nothing.
 * - Each read tells the page being rendered which content tags it shows, so the page cache can drop
 *   exactly the pages a change reaches; a background re-render of a page refreshes expired content
 *   before using it.
 *
 * The framework's data cache cannot promise the last rule (a failed refresh of an entry it has
 * expired leaves nothing to serve), which is why the site keeps its own.
 */

import { isRefreshRender, markRenderDegraded, recordContentTags } from '@/lib/server-bridge';
import type { CopyStore } from './persistence';

interface Entry {
  value: unknown;
  storedAt: number;
  tags: readonly string[];
  /** Set by invalidate(): refresh before serving. */
  invalidated: boolean;
}

export interface CacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Told about failed background refreshes (the stale copy is still being served). */
  onRefreshError?: (key: string, error: unknown) => void;
  /** Keeps last good copies beyond the process. */
  copies?: CopyStore;
  /** Told when a copy could not be saved (once per failure streak is enough for logs). */
  onSaveError?: (error: unknown) => void;
  /** Told how each read was answered (see ReadResult). */
  onRead?: (result: ReadResult) => void;
  /**
   * Whether another instance invalidated one of the tags at or after `since` (ms since epoch): the
   * shared record of invalidations, asked before a completed load is kept. Absent: this process only.
   */
  invalidatedElsewhere?: (tags: readonly string[], since: number) => Promise<boolean>;
}

export interface ReadOptions {
  /**
   * Only what the CMS says now: a copy past its time or marked changed is refreshed first, and when the
   * CMS fails the read fails instead of answering with an older copy. For content built from many reads
   * (the search index), which must not be kept as new when part of it is old.
   */
  current?: boolean;
}

interface Load {
  promise: Promise<unknown>;
  /** When it began (ms since epoch, for the shared record) and how many invalidations this process had seen then. */
  startedAt: number;
  seen: number;
}

/**
 * How one read was answered: `hit`, a copy within its time, no request; `miss`, the read waited for the
 * CMS (nothing in memory, or a copy marked changed by the webhook or past its time in a background
 * re-render), whether or not the CMS answered; `stale`, an older copy: past its time while its refresh
 * runs in the background, or the last good copy because the CMS failed.
 */
export type ReadResult = 'hit' | 'miss' | 'stale';

export interface CacheStats {
  entries: number;
  hits: number;
  misses: number;
  staleServed: number;
}

const MAX_REMEMBERED_TAGS = 10_000;
const REMEMBER_INVALIDATION_MS = 10 * 60 * 1000;

export class NewsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Load>();
  /** Invalidations in this process so far; each tag remembers the number of its latest, and when it was. */
  private invalidations = 0;
  private readonly invalidatedAt = new Map<string, { number: number; at: number }>();
  private readonly stats = { hits: 0, misses: 0, staleServed: 0 };
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly onRefreshError: (key: string, error: unknown) => void;
  private readonly copies: CopyStore | undefined;
  private readonly onSaveError: (error: unknown) => void;
  private readonly onRead: (result: ReadResult) => void;
  private readonly invalidatedElsewhere: (tags: readonly string[], since: number) => Promise<boolean>;

  constructor(options: CacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
    this.onRefreshError = options.onRefreshError ?? (() => {});
    this.copies = options.copies;
    this.onSaveError = options.onSaveError ?? (() => {});
    this.onRead = options.onRead ?? (() => {});
    this.invalidatedElsewhere = options.invalidatedElsewhere ?? (async () => false);
  }

  /** The cached value of `key`, loading it with `load` when needed (see the rules above). */
  async get<T>(key: string, tags: readonly string[], load: () => Promise<T>, options: ReadOptions = {}): Promise<T> {
    recordContentTags(tags);
    const entry = this.entries.get(key);
    if (options.current) return this.getCurrent(key, tags, load, entry);
    if (!entry) {
      this.stats.misses += 1;
      try {
        const value = await this.refresh(key, tags, load);
        this.onRead('miss');
        return value;
      } catch (error) {
        const copy = await this.lastGoodCopy<T>(key, tags);
        this.onRead(copy.found ? 'stale' : 'miss');
        if (copy.found) return copy.value;
        markRenderDegraded();
        throw error;
      }
    }
    this.touch(key, entry);
    const expired = this.now() - entry.storedAt >= this.ttlMs;
    if (entry.invalidated || (expired && isRefreshRender())) {
      try {
        const value = await this.refresh(key, tags, load);
        this.onRead('miss');
        return value;
      } catch {
        this.stats.staleServed += 1;
        this.onRead('stale');
        // The page shows an old copy because the CMS failed: keep it only briefly.
        markRenderDegraded();
        return entry.value as T;
      }
    }
    if (expired && !this.inFlight.has(key)) {
      this.refresh(key, tags, load).catch((error: unknown) => this.onRefreshError(key, error));
      this.stats.staleServed += 1;
    } else {
      this.stats.hits += 1;
    }
    this.onRead(expired ? 'stale' : 'hit');
    return entry.value as T;
  }

  /**
   * The copy this process would fall back on for `key` (in memory, or saved beyond the process), without
   * asking the CMS; found: false when there is none.
   */
  async keptCopy<T>(key: string, tags: readonly string[]): Promise<{ found: true; value: T } | { found: false }> {
    recordContentTags(tags);
    const entry = this.entries.get(key);
    if (entry) {
      this.touch(key, entry);
      return { found: true, value: entry.value as T };
    }
    return this.lastGoodCopy<T>(key, tags);
  }

  /**
   * Keeps `value`, made from older copies while the CMS could not be read, as a copy past its time: it is
   * served while a refresh is tried, and replaced by the first refresh that succeeds.
   */
  keepStale(key: string, tags: readonly string[], value: unknown): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, { value, storedAt: this.now() - this.ttlMs, tags, invalidated: false });
    this.evict();
  }

  /**
   * Marks every entry carrying one of `tags` for refresh on its next read, and remembers when, so that a
   * load already under way is not kept. Returns how many entries were marked.
   */
  invalidate(tags: readonly string[]): number {
    const wanted = new Set(tags);
    const now = this.now();
    if (this.invalidatedAt.size > MAX_REMEMBERED_TAGS) {
      // Only loads still under way need these, and no load runs for long.
      for (const [tag, { at }] of this.invalidatedAt) if (now - at > REMEMBER_INVALIDATION_MS) this.invalidatedAt.delete(tag);
    }
    this.invalidations += 1;
    for (const tag of wanted) this.invalidatedAt.set(tag, { number: this.invalidations, at: now });
    let count = 0;
    for (const entry of this.entries.values()) {
      if (!entry.invalidated && entry.tags.some((tag) => wanted.has(tag))) {
        entry.invalidated = true;
        count += 1;
      }
    }
    return count;
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.invalidatedAt.clear();
  }

  getStats(): CacheStats {
    return { entries: this.entries.size, ...this.stats };
  }

  /** The copy saved beyond the process, kept here as an expired entry (so it is refreshed when the CMS is back). */
  private async lastGoodCopy<T>(key: string, tags: readonly string[]): Promise<{ found: true; value: T } | { found: false }> {
    if (!this.copies) return { found: false };
    const copy = await this.copies.load(key).catch(() => null);
    if (!copy) return { found: false };
    this.stats.staleServed += 1;
    markRenderDegraded();
    if (!this.entries.has(key)) {
      this.entries.set(key, { value: copy.value, storedAt: Math.min(copy.storedAt, this.now() - this.ttlMs), tags, invalidated: false });
      this.evict();
    }
    return { found: true, value: copy.value as T };
  }

  /** A read with ReadOptions.current: a copy within its time and unchanged, or a successful load. */
  private async getCurrent<T>(key: string, tags: readonly string[], load: () => Promise<T>, entry: Entry | undefined): Promise<T> {
    if (entry) this.touch(key, entry);
    if (entry && !entry.invalidated && this.now() - entry.storedAt < this.ttlMs) {
      this.stats.hits += 1;
      this.onRead('hit');
      return entry.value as T;
    }
    this.stats.misses += 1;
    this.onRead('miss');
    return this.refresh(key, tags, load);
  }

  /** Whether one of `tags` was invalidated in this process after a load that had seen `seen` invalidations began. */
  private invalidatedHereSince(tags: readonly string[], seen: number): boolean {
    return tags.some((tag) => (this.invalidatedAt.get(tag)?.number ?? 0) > seen);
  }

  private refresh<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    // A load begun before the latest change of its tags would answer with the old content: start anew.
    if (running && !this.invalidatedHereSince(tags, running.seen)) return running.promise as Promise<T>;
    const startedAt = this.now();
    const seen = this.invalidations;
    const current: Load = {
      startedAt,
      seen,
      promise: load()
        .then(async (value) => {
          const changedElsewhere = tags.length > 0 && (await this.invalidatedElsewhere(tags, startedAt).catch(() => false));
          // What the CMS said before a change: the callers get it, the cache does not keep it.
          if (changedElsewhere || this.invalidatedHereSince(tags, seen)) return value;
          const storedAt = this.now();
          this.entries.delete(key);
          this.entries.set(key, { value, storedAt, tags, invalidated: false });
          this.evict();
          // "Nothing there" is not worth keeping beyond the process: a visitor probing ids would fill the store.
          if (value !== null && value !== undefined) this.copies?.save(key, { value, storedAt, tags }).catch(this.onSaveError);
          return value;
        })
        .finally(() => {
          if (this.inFlight.get(key) === current) this.inFlight.delete(key);
        }),
    };
    this.inFlight.set(key, current);
    return current.promise as Promise<T>;
  }

  /** Most recently used last, so eviction drops the oldest reads first. */
  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
