import { describe, expect, it } from 'vitest';
import { PageCache, type PageEntry, type SharedPageStore } from '../../server/cache/page-cache.mjs';
import { startedAt, testPageEntry } from './support/page-entry';

/** Every cache here reads a clock of the test's, which stands still unless a test moves it on. */
const START = 1_000_000;

function entry(key: string, tags: string[], options: { size?: number; storedAt?: number; ttlMs?: number } = {}): PageEntry {
  return testPageEntry(key, { tags, ...options, storedAt: options.storedAt ?? START });
}

/** A render begun at `ms` by an instance that has read the shared store's invalidations (up to its first entry). */
const sharing = (ms: number) => ({ at: ms, seq: '0-0' });

function clock(start = START) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the page cache', () => {
  it('serves a page fresh within its time, stale after it, and forgets it once it may no longer be served', async () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 30_000, now: time.now });
    await cache.set(entry('/a', [], { storedAt: time.now() }), startedAt(time.now()));
    expect((await cache.get('/a'))?.fresh).toBe(true);
    time.advance(60_000);
    expect((await cache.get('/a'))?.fresh).toBe(false);
    time.advance(30_001);
    expect(await cache.get('/a')).toBeNull();
    expect(cache.getStats()).toMatchObject({ hits: 1, staleHits: 1, misses: 1 });
  });

  it('drops exactly the pages carrying an invalidated tag', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 0, now: clock().now });
    await cache.set(entry('/ideas', ['list:posts:category:56']), startedAt(0));
    await cache.set(entry('/press', ['list:posts:category:58']), startedAt(0));
    await cache.set(entry('/technology', []), startedAt(0));
    expect(cache.invalidateLocal(['list:posts:category:56', 'article:posts:9'])).toBe(1);
    expect(await cache.get('/ideas')).toBeNull();
    expect(await cache.get('/press')).not.toBeNull();
    expect(await cache.get('/technology')).not.toBeNull();
  });

  it('does not store a render that began before its content was invalidated', async () => {
    const time = clock(1000);
    const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 0, now: time.now });
    const began = startedAt(time.now());
    time.advance(5);
    cache.invalidateLocal(['article:posts:1']);
    time.advance(5);
    expect(await cache.set(entry('/newsroom/posts/1', ['article:posts:1'], { storedAt: time.now() }), began)).toBe(false);
    expect(await cache.get('/newsroom/posts/1')).toBeNull();
    expect(await cache.set(entry('/newsroom/posts/1', ['article:posts:1'], { storedAt: time.now() }), startedAt(time.now()))).toBe(true);
  });

  it('keeps to its memory budget, dropping the least recently used page first', async () => {
    const cache = new PageCache({ spaces: { fixed: 13_000 }, keepMs: 0, now: clock().now });
    for (const key of ['/1', '/2', '/3', '/4']) await cache.set(entry(key, [], { size: 2000 }), startedAt(0));
    await cache.get('/1');
    await cache.set(entry('/5', [], { size: 2000 }), startedAt(0));
    expect(cache.getStats().bytes).toBeLessThanOrEqual(13_000);
    expect(await cache.get('/2')).toBeNull();
    expect(await cache.get('/1')).not.toBeNull();
    expect(await cache.get('/5')).not.toBeNull();
  });

  it('reads through to the shared store, and keeps answering from memory when the store fails', async () => {
    const shared = new Map<string, PageEntry>();
    let failing = false;
    const store: SharedPageStore = {
      get: async (key) => {
        if (failing) throw new Error('down');
        return shared.get(key) ?? null;
      },
      set: async (value) => {
        if (failing) throw new Error('down');
        shared.set(value.key, value);
        return true;
      },
      invalidate: async () => {
        if (failing) throw new Error('down');
        return '1-0';
      },
      applied: () => '0-0',
      lastInvalidation: async () => {
        if (failing) throw new Error('down');
        return 0;
      },
      clear: async () => shared.clear(),
    };
    const warnings: string[] = [];
    const one = new PageCache({ maxBytes: 1_000_000, keepMs: 0, now: clock().now, shared: store, warn: (message) => warnings.push(message) });
    const two = new PageCache({ maxBytes: 1_000_000, keepMs: 0, now: clock().now, shared: store });
    await one.set(entry('/a', []), sharing(0));
    expect((await two.get('/a'))?.entry.etag).toBe('"/a"');
    failing = true;
    expect(await one.set(entry('/b', []), sharing(0))).toBe(true);
    expect(await one.get('/b')).not.toBeNull();
    expect(await one.get('/nothing')).toBeNull();
    expect(warnings.length).toBeGreaterThan(0);
  });
});

describe('not-found answers', () => {
  const notFound = (key: string, size = 1000) => ({ ...entry(key, [], { size }), status: 404 });

  it('live in their own small space and never push a page out', async () => {
    const cache = new PageCache({ spaces: { fixed: 100_000, notFound: 20_000 }, keepMs: 0, now: clock().now });
    const pages = ['/', '/technology', '/newsroom', '/contact'];
    for (const key of pages) await cache.set(entry(key, [], { size: 10_000 }), startedAt(0));
    for (let index = 0; index < 2000; index += 1) await cache.set(notFound(`/missing-${index}`), startedAt(0));
    for (const key of pages) expect((await cache.get(key))?.entry.key).toBe(key);
    const stats = cache.getStats();
    expect(stats).toMatchObject({ entries: 4, bytes: 4 * (10_000 + 1024) });
    expect(stats.notFoundBytes).toBeLessThanOrEqual(20_000);
    expect(stats.notFoundEntries).toBe(Math.floor(20_000 / 2024));
    // The newest not-found answers are the ones kept.
    expect((await cache.get('/missing-1999'))?.entry.status).toBe(404);
    expect(await cache.get('/missing-0')).toBeNull();
  });

  it('are dropped with their tags and never written to the shared store', async () => {
    const written: string[] = [];
    const shared: SharedPageStore = {
      get: async () => null,
      set: async (stored) => (written.push(stored.key), true),
      invalidate: async () => '1-0',
      applied: () => '0-0',
      lastInvalidation: async () => 0,
      clear: async () => {},
    };
    const cache = new PageCache({ maxBytes: 100_000, keepMs: 0, now: clock().now, shared });
    // Rendered after the store's last invalidation (time 0).
    await cache.set({ ...notFound('/newsroom/posts/999'), tags: ['post:999'] }, sharing(1));
    await cache.set(entry('/ideas', ['list:posts']), sharing(1));
    expect(written).toEqual(['/ideas']);
    expect(cache.invalidateLocal(['post:999'])).toBe(1);
    expect(await cache.get('/newsroom/posts/999')).toBeNull();
  });
});

describe('the shared store', () => {
  function recordingStore(stored: PageEntry[] = []) {
    const written: Array<{ key: string; keepMs: number }> = [];
    const shared: SharedPageStore = {
      get: async (key) => stored.find((page) => page.key === key) ?? null,
      set: async (page, keepMs) => (written.push({ key: page.key, keepMs }), true),
      invalidate: async () => '1-0',
      applied: () => '0-0',
      lastInvalidation: async () => -Infinity,
      clear: async () => {},
    };
    return { shared, written };
  }

  it('keeps fixed pages and articles for twice their freshness at most, and nothing a stranger can mint', async () => {
    const { shared, written } = recordingStore();
    const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 24 * 60 * 60 * 1000, now: clock().now, shared });
    await cache.set(entry('/technology', [], { ttlMs: 300_000 }), sharing(START));
    await cache.set({ ...entry('/newsroom/posts/9', ['article:posts:9'], { ttlMs: 60_000 }), space: 'articles' }, sharing(START));
    await cache.set({ ...entry('/search?term=salt', ['search'], { ttlMs: 60_000 }), space: 'variants' }, sharing(START));
    expect(written).toEqual([
      { key: '/technology', keepMs: 600_000 },
      { key: '/newsroom/posts/9', keepMs: 120_000 },
    ]);
  });

  it('is not written a page whose render began before this instance found the invalidation log', async () => {
    const { shared, written } = recordingStore();
    const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, now: clock().now, shared });
    expect(await cache.set(entry('/technology', []), startedAt(START))).toBe(true);
    expect(written).toEqual([]);
    expect((await cache.get('/technology'))?.entry.key).toBe('/technology');
  });

  it('is not read back for a page whose tags this process invalidated after it was stored (Redis missed that)', async () => {
    const time = clock();
    const old = entry('/newsroom/posts/8', ['article:posts:8'], { storedAt: time.now() });
    const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, now: time.now, shared: recordingStore([old, entry('/technology', [])]).shared });
    time.advance(10);
    cache.invalidateLocal(['article:posts:8']);
    expect(await cache.get('/newsroom/posts/8')).toBeNull();
    expect((await cache.get('/technology'))?.entry.key).toBe('/technology');
  });
});
