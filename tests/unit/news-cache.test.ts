import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRenderContextStorage, installBridge } from '../../server/bridge.mjs';
import { NewsCache } from '@/lib/news/cache';
import { COPY_FORMAT, type CopyStore, type StoredCopy, diskCopyStore, parseCopy } from '@/lib/news/persistence';
import { HANG_GUARD } from './support/hang-guard';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/**
 * Copies kept beyond the process, in memory. The cache saves every copy it keeps, so `kept` is how a test
 * knows a background refresh has ended with its answer kept: it waits for that save, not for a moment.
 */
function memoryStore() {
  const copies = new Map<string, StoredCopy>();
  const saves: Array<[string, unknown]> = [];
  const store: CopyStore = {
    load: async (key) => copies.get(key) ?? null,
    save: async (key, copy) => {
      copies.set(key, copy);
      saves.push([key, copy.value]);
    },
  };
  const kept = (key: string, value: unknown) => vi.waitFor(() => expect(saves).toContainEqual([key, value]), HANG_GUARD);
  return { copies, store, kept };
}

describe('NewsCache', () => {
  it('loads once, then serves fresh copies with no further load', async () => {
    const cache = new NewsCache({ ttlMs: 1000 });
    const load = vi.fn(async () => ['article 1']);
    expect(await cache.get('k', ['list:posts'], load)).toEqual(['article 1']);
    expect(await cache.get('k', ['list:posts'], load)).toEqual(['article 1']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.getStats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('shares one load between concurrent reads of a key', async () => {
    const cache = new NewsCache({ ttlMs: 1000 });
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const reads = [cache.get('k', [], load), cache.get('k', [], load), cache.get('k', [], load)];
    release('once');
    expect(await Promise.all(reads)).toEqual(['once', 'once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves an expired copy at once and refreshes it in the background', async () => {
    const time = clock();
    const { store, kept } = memoryStore();
    const cache = new NewsCache({ ttlMs: 1000, now: time.now, copies: store });
    await cache.get('k', [], async () => 'v1');
    time.advance(1500);
    let release: (value: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    expect(await cache.get('k', [], refresh)).toBe('v1');
    expect(refresh).toHaveBeenCalledTimes(1);
    release('v2');
    await kept('k', 'v2');
    expect(await cache.get('k', [], refresh)).toBe('v2');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the last good copy when a background refresh fails', async () => {
    const time = clock();
    const onRefreshError = vi.fn();
    const cache = new NewsCache({ ttlMs: 1000, now: time.now, onRefreshError });
    await cache.get('k', [], async () => 'good');
    time.advance(5000);
    const failing = vi.fn(async () => {
      throw new Error('WordPress is down');
    });
    expect(await cache.get('k', [], failing)).toBe('good');
    await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalledWith('k', expect.objectContaining({ message: 'WordPress is down' })), HANG_GUARD);
    expect(await cache.get('k', [], failing)).toBe('good');
  });

  it('refreshes invalidated entries before serving them, falling back to the old copy on failure', async () => {
    const cache = new NewsCache({ ttlMs: 60_000 });
    await cache.get('press', ['list:posts', 'list:posts:category:58'], async () => 'old press list');
    await cache.get('ideas', ['list:posts', 'list:posts:category:56'], async () => 'old ideas list');
    expect(cache.invalidate(['list:posts:category:58'])).toBe(1);
    expect(await cache.get('press', [], async () => 'new press list')).toBe('new press list');
    // Untouched by the notice: still the cached copy, no load.
    const ideasLoad = vi.fn(async () => 'new ideas list');
    expect(await cache.get('ideas', [], ideasLoad)).toBe('old ideas list');
    expect(ideasLoad).not.toHaveBeenCalled();

    cache.invalidate(['list:posts']);
    expect(
      await cache.get('ideas', [], async () => {
        throw new Error('down');
      }),
    ).toBe('old ideas list');
  });

  it('tells how each read was answered: hit, miss (waited for the CMS) or stale (an older copy)', async () => {
    const time = clock();
    const reads: string[] = [];
    const { store, kept } = memoryStore();
    const cache = new NewsCache({ ttlMs: 1000, now: time.now, copies: store, onRead: (result) => reads.push(result) });
    const failing = async (): Promise<string> => {
      throw new Error('CMS down');
    };
    await cache.get('k', ['list:posts'], async () => 'v1');
    await cache.get('k', ['list:posts'], async () => 'unused');
    time.advance(1500);
    // Past its time: served at once while the refresh runs, and again while it is still pending.
    let release: (value: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    await cache.get('k', ['list:posts'], slow);
    await cache.get('k', ['list:posts'], slow);
    release('v2');
    await kept('k', 'v2');
    // Marked changed by the webhook: waits for the CMS; when the CMS fails, the older copy.
    cache.invalidate(['list:posts']);
    await cache.get('k', ['list:posts'], async () => 'v3');
    cache.invalidate(['list:posts']);
    expect(await cache.get('k', ['list:posts'], failing)).toBe('v3');
    await expect(cache.get('never-read', [], failing)).rejects.toThrow('CMS down');
    expect(reads).toEqual(['miss', 'hit', 'stale', 'stale', 'miss', 'stale', 'miss']);
  });

  it('passes a failure through when there is no copy to fall back on, and caches nothing', async () => {
    const cache = new NewsCache({ ttlMs: 1000 });
    await expect(
      cache.get('k', [], async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get('k', [], async () => 'back')).toBe('back');
  });

  it('drops the least recently read entries beyond its size', async () => {
    const cache = new NewsCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', [], async () => 'a');
    await cache.get('b', [], async () => 'b');
    await cache.get('a', [], async () => 'a again');
    await cache.get('c', [], async () => 'c');
    expect(await cache.get('a', [], async () => 'never')).toBe('a');
    const reloadB = vi.fn(async () => 'b reloaded');
    expect(await cache.get('b', [], reloadB)).toBe('b reloaded');
    expect(reloadB).toHaveBeenCalledTimes(1);
  });
});

describe('NewsCache beyond the process', () => {
  it('saves every good copy, and serves it when the source fails after a restart', async () => {
    const { copies, store } = memoryStore();
    const before = new NewsCache({ ttlMs: 1000, copies: store });
    await before.get('list', ['list:posts'], async () => ['card 1', 'card 2']);
    await vi.waitFor(() => expect(copies.get('list')?.value).toEqual(['card 1', 'card 2']), HANG_GUARD);

    // A new process, the source down: the saved copy, not an error.
    const after = new NewsCache({ ttlMs: 1000, copies: store });
    const failing = vi.fn(async (): Promise<string[]> => {
      throw new Error('CMS down');
    });
    expect(await after.get('list', ['list:posts'], failing)).toEqual(['card 1', 'card 2']);
    expect(after.getStats().staleServed).toBe(1);
    await expect(after.get('other', [], failing)).rejects.toThrow('CMS down');
  });

  it('tells the page being rendered which tags it read, and when it could only show an old copy', async () => {
    const bridge = {
      renderContext: createRenderContextStorage(),
      redis: null,
      redisPrefix: 'x:',
      redisAvailable: () => false,
      invalidatePages: async () => 0,
      onRemoteInvalidation: () => {},
      onMissedInvalidations: () => {},
    };
    installBridge(bridge);
    try {
      const cache = new NewsCache({ ttlMs: 1000 });
      const fine = { tags: new Set<string>(), degraded: false, refresh: false, unstored: false };
      await bridge.renderContext.run(fine, () => cache.get('a', ['content', 'list:posts'], async () => 1));
      expect([...fine.tags]).toEqual(['content', 'list:posts']);
      expect(fine.degraded).toBe(false);

      const broken = { tags: new Set<string>(), degraded: false, refresh: false, unstored: false };
      await bridge.renderContext
        .run(broken, () =>
          cache.get('b', ['article:posts:9'], async () => {
            throw new Error('down');
          }),
        )
        .catch(() => {});
      expect([...broken.tags]).toEqual(['article:posts:9']);
      expect(broken.degraded).toBe(true);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.server-bridge')];
    }
  });

  it('refreshes expired content before use in a background re-render', async () => {
    const time = clock();
    const bridge = { renderContext: createRenderContextStorage() };
    installBridge(bridge as unknown as Parameters<typeof installBridge>[0]);
    try {
      const cache = new NewsCache({ ttlMs: 1000, now: time.now });
      await cache.get('k', [], async () => 'old');
      time.advance(1001);
      const refreshed = await bridge.renderContext.run({ tags: new Set(), degraded: false, refresh: true, unstored: false }, () => cache.get('k', [], async () => 'new'));
      expect(refreshed).toBe('new');
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.server-bridge')];
    }
  });
});

describe('NewsCache and changes during a load', () => {
  it('does not keep a load that began before its tag was invalidated: the next read loads the new value', async () => {
    const cache = new NewsCache({ ttlMs: 60_000 });
    let answer: (value: string) => void = () => {};
    const held = cache.get('article:posts:7', ['article:posts:7'], () => new Promise<string>((resolve) => (answer = resolve)));
    // The webhook arrives while WordPress's (old) answer is still on its way.
    cache.invalidate(['article:posts:7']);
    answer('Old title');
    // Its own caller gets what the CMS said…
    expect(await held).toBe('Old title');
    // …but the cache does not keep it.
    const reload = vi.fn(async () => 'New title');
    expect(await cache.get('article:posts:7', ['article:posts:7'], reload)).toBe('New title');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await cache.get('article:posts:7', ['article:posts:7'], async () => 'never')).toBe('New title');
  });

  it('does not keep a refresh of a cached copy that began before the invalidation either', async () => {
    const time = clock();
    const cache = new NewsCache({ ttlMs: 1000, now: time.now });
    await cache.get('list', ['list:posts'], async () => ['Old title']);
    time.advance(1500);
    let answer: (value: string[]) => void = () => {};
    // Past its time: served at once while the refresh runs in the background.
    expect(await cache.get('list', ['list:posts'], () => new Promise<string[]>((resolve) => (answer = resolve)))).toEqual(['Old title']);
    // A read of current content shares the refresh under way: it ends when that refresh has ended.
    const refreshEnded = cache.get('list', ['list:posts'], async () => ['never'], { current: true });
    time.advance(10);
    cache.invalidate(['list:posts']);
    answer(['Old title']);
    expect(await refreshEnded).toEqual(['Old title']);
    expect(await cache.get('list', ['list:posts'], async () => ['New title'])).toEqual(['New title']);
  });

  it('keeps a load whose tags were not touched, and one that began after the invalidation', async () => {
    const time = clock();
    const cache = new NewsCache({ ttlMs: 60_000, now: time.now });
    cache.invalidate(['article:posts:8']);
    time.advance(1);
    await cache.get('seven', ['article:posts:7'], async () => 'Seven');
    await cache.get('eight', ['article:posts:8'], async () => 'Eight');
    const never = vi.fn(async () => 'reloaded');
    expect(await cache.get('seven', ['article:posts:7'], never)).toBe('Seven');
    expect(await cache.get('eight', ['article:posts:8'], never)).toBe('Eight');
    expect(never).not.toHaveBeenCalled();
  });

  it('does not hand a read made after the invalidation the load that began before it', async () => {
    const cache = new NewsCache({ ttlMs: 60_000 });
    let answer: (value: string) => void = () => {};
    const held = cache.get('k', ['article:posts:7'], () => new Promise<string>((resolve) => (answer = resolve)));
    cache.invalidate(['article:posts:7']);
    const after = cache.get('k', ['article:posts:7'], async () => 'New title');
    answer('Old title');
    expect(await held).toBe('Old title');
    expect(await after).toBe('New title');
    expect(await cache.get('k', ['article:posts:7'], async () => 'never')).toBe('New title');
  });

  it('asks the shared record of invalidations (another instance) before keeping a load', async () => {
    const asked: Array<{ tags: readonly string[]; since: number }> = [];
    let changedElsewhere = true;
    const time = clock(5000);
    const cache = new NewsCache({
      ttlMs: 60_000,
      now: time.now,
      invalidatedElsewhere: async (tags, since) => {
        asked.push({ tags, since });
        return changedElsewhere;
      },
    });
    expect(await cache.get('k', ['article:posts:7'], async () => 'Old title')).toBe('Old title');
    expect(asked).toEqual([{ tags: ['article:posts:7'], since: 5000 }]);
    changedElsewhere = false;
    expect(await cache.get('k', ['article:posts:7'], async () => 'New title')).toBe('New title');
    expect(await cache.get('k', ['article:posts:7'], async () => 'never')).toBe('New title');
  });

  it('does not save a load it does not keep, nor "nothing there"', async () => {
    const saved: string[] = [];
    const copies: CopyStore = { load: async () => null, save: async (key) => void saved.push(key) };
    const cache = new NewsCache({ ttlMs: 60_000, copies });
    let answer: (value: string) => void = () => {};
    const held = cache.get('old', ['article:posts:7'], () => new Promise<string>((resolve) => (answer = resolve)));
    cache.invalidate(['article:posts:7']);
    answer('Old title');
    await held;
    await cache.get('missing', ['article:posts:9'], async () => null);
    await cache.get('good', ['article:posts:10'], async () => 'Kept');
    await vi.waitFor(() => expect(saved).toEqual(['good']), HANG_GUARD);
  });
});

describe('NewsCache reads of current content', () => {
  const failing = async (): Promise<string> => {
    throw new Error('CMS down');
  };

  it('fails instead of answering with an older copy, and refreshes a copy past its time first', async () => {
    const time = clock();
    const cache = new NewsCache({ ttlMs: 1000, now: time.now });
    await cache.get('k', ['list:posts'], async () => 'v1');
    expect(await cache.get('k', ['list:posts'], failing, { current: true })).toBe('v1');
    time.advance(1500);
    await expect(cache.get('k', ['list:posts'], failing, { current: true })).rejects.toThrow('CMS down');
    expect(await cache.get('k', ['list:posts'], async () => 'v2', { current: true })).toBe('v2');
    cache.invalidate(['list:posts']);
    await expect(cache.get('k', ['list:posts'], failing, { current: true })).rejects.toThrow('CMS down');
    // Other readers still get the last good copy.
    expect(await cache.get('k', ['list:posts'], failing)).toBe('v2');
  });

  it('gives the kept copy without asking the CMS, and keeps a stand-in as past its time', async () => {
    const time = clock();
    const { store, kept } = memoryStore();
    await store.save('saved', { value: 'from disk', storedAt: 0, tags: [] });
    const cache = new NewsCache({ ttlMs: 1000, now: time.now, copies: store });
    expect(await cache.keptCopy('saved', [])).toEqual({ found: true, value: 'from disk' });
    expect(await cache.keptCopy('unknown', [])).toEqual({ found: false });

    cache.keepStale('index', ['content'], 'made from copies');
    let answer: (value: string) => void = () => {};
    // Served at once while the refresh runs; replaced once it succeeds.
    expect(await cache.get('index', ['content'], () => new Promise<string>((resolve) => (answer = resolve)))).toBe('made from copies');
    answer('fresh');
    await kept('index', 'fresh');
    expect(await cache.get('index', ['content'], failing)).toBe('fresh');
  });
});

describe('last good copies on disk', () => {
  const made: string[] = [];
  const directory = () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-copies-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  const copy = (value: unknown, storedAt = Date.now()): StoredCopy => ({ value, storedAt, tags: ['list:posts'] });

  it('reads back what it saved, in a new store over the same directory (a restarted server)', async () => {
    const dir = directory();
    await diskCopyStore(dir).save('wordpress:list:a', copy(['Halden irradiation results']));
    expect((await diskCopyStore(dir).load('wordpress:list:a'))?.value).toEqual(['Halden irradiation results']);
    expect(await diskCopyStore(dir).load('wordpress:list:b')).toBeNull();
  });

  it('keeps at most its number of files and bytes, dropping the copies saved longest ago', async () => {
    const dir = directory();
    const store = diskCopyStore(dir, { maxFiles: 3, maxBytes: 10_000 });
    for (const key of ['a', 'b', 'c', 'd']) await store.save(key, copy(`value ${key}`));
    expect(readdirSync(dir)).toHaveLength(3);
    expect(await store.load('a')).toBeNull();
    expect((await store.load('d'))?.value).toBe('value d');

    const small = diskCopyStore(directory(), { maxFiles: 100, maxBytes: 1500 });
    for (const key of ['a', 'b', 'c']) await small.save(key, copy('x'.repeat(600)));
    expect(await small.load('a')).toBeNull();
    expect((await small.load('c'))?.value).toBe('x'.repeat(600));
  });

  it('never gives a copy of another format or older than copies are kept', () => {
    const now = Date.now();
    const text = (fields: object) => JSON.stringify({ value: 'v', storedAt: now, tags: [], ...fields });
    expect(parseCopy(text({ format: COPY_FORMAT }), now)?.value).toBe('v');
    // Written before copies carried a number: format 1, older than articles with their SEO head.
    expect(parseCopy(text({}), now)).toBeNull();
    expect(parseCopy(text({ format: COPY_FORMAT - 1 }), now)).toBeNull();
    expect(parseCopy(text({ format: COPY_FORMAT + 1 }), now)).toBeNull();
    expect(parseCopy(text({ storedAt: now - 31 * 24 * 60 * 60 * 1000 }), now)).toBeNull();
    expect(parseCopy('{"value": "half', now)).toBeNull();
  });
});
