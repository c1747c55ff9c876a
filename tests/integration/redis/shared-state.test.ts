import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderContextStorage, installBridge } from '../../../server/bridge.mjs';
import { PageCache, type PageEntry } from '../../../server/cache/page-cache.mjs';
import { sharedPageStore } from '../../../server/cache/shared-pages.mjs';
import { connectRedis, type SharedRedis } from '../../../server/redis.mjs';
import { startRedis } from '../../../scripts/lib/redis.mjs';
import { redisCopyStore } from '@/lib/news/persistence';
import { FormRateLimiter } from '@/lib/forms/rate-limit';
import { checkRedis } from '@/lib/health-checks';

/**
 * What several instances share through one Redis (a private redis-server started for this file): rendered
 * pages, their invalidation, the form rate limit and the content's last good copies, and how each part
 * carries on when Redis goes away and comes back.
 */

let redis: Awaited<ReturnType<typeof startRedis>>;
let one: SharedRedis;
let two: SharedRedis;
const events: string[] = [];

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  redis = await startRedis();
  one = connectRedis({ url: redis.url, prefix: 'test:', onDown: () => events.push('one down'), onUp: () => events.push('one up') });
  two = connectRedis({ url: redis.url, prefix: 'test:' });
  await until(() => one.available() && two.available());
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await redis?.close();
});

function page(key: string, tags: string[]): PageEntry {
  return {
    key,
    space: 'fixed',
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', vary: 'rsc' },
    csp: "script-src 'self' 'sha256-AAA='",
    body: Buffer.from(`<html>${key}</html>`),
    gzip: Buffer.from([0x1f, 0x8b, 1, 2, 3]),
    br: null,
    etag: `"etag-${key}"`,
    cacheControl: 'public, max-age=0, s-maxage=60',
    tags,
    storedAt: Date.now(),
    ttlMs: 60_000,
  };
}

/**
 * The page store of an instance that has applied the invalidation log up to `known.seq` (the test says how
 * far: no instance follows the log in this file).
 */
function store(connection: SharedRedis, known: { seq: string } = { seq: '0-0' }) {
  return sharedPageStore(connection, { markKeepMs: 600_000, applied: () => known.seq });
}

describe('pages in Redis', () => {
  it('a page one instance rendered is served by the other, bodies and policy intact', async () => {
    const a = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, shared: store(one) });
    const b = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, shared: store(two) });
    await a.set(page('build|doc|/newsroom', ['list:posts']), a.stamp());
    const found = await b.get('build|doc|/newsroom');
    expect(found?.fresh).toBe(true);
    expect(found?.entry.body.toString()).toBe('<html>build|doc|/newsroom</html>');
    expect(found?.entry.gzip).toEqual(Buffer.from([0x1f, 0x8b, 1, 2, 3]));
    expect(found?.entry.br).toBeNull();
    expect(found?.entry.csp).toBe("script-src 'self' 'sha256-AAA='");
    expect(found?.entry.tags).toEqual(['list:posts']);
    expect(found?.entry.cacheControl).toBe('public, max-age=0, s-maxage=60');
  });

  it('an invalidation on one instance removes the shared copy, and a render older than it is not stored by the other', async () => {
    const onB = { seq: '0-0' };
    const a = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, shared: store(one) });
    const b = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, shared: store(two, onB) });
    await a.set(page('build|doc|/ideas', ['list:posts:category:56']), a.stamp());
    await a.set(page('build|doc|/technology', []), a.stamp());
    const renderStartedOnB = b.stamp();
    const invalidation = await store(one).invalidate(['list:posts:category:56'], Date.now());
    const fresh = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, shared: store(two) });
    expect(await fresh.get('build|doc|/ideas')).toBeNull();
    expect(await fresh.get('build|doc|/technology')).not.toBeNull();
    expect(await b.set(page('build|doc|/ideas', ['list:posts:category:56']), renderStartedOnB)).toBe(true);
    // Kept in b's memory (b applies the invalidation as it reads the log), never in Redis.
    expect(await fresh.get('build|doc|/ideas')).toBeNull();
    // Once b has applied it, a new render is shared again.
    onB.seq = invalidation;
    expect(await b.set(page('build|doc|/ideas', ['list:posts:category:56']), b.stamp())).toBe(true);
    expect((await fresh.get('build|doc|/ideas'))?.entry.key).toBe('build|doc|/ideas');
  });
});

describe('the form rate limit', () => {
  it('is counted once across instances', async () => {
    const limit = () => ({ count: 3, seconds: 60 });
    const a = new FormRateLimiter(limit, () => ({ client: one.client, prefix: one.prefix }));
    const b = new FormRateLimiter(limit, () => ({ client: two.client, prefix: two.prefix }));
    const decisions = [await a.hit('contact:203.0.113.9'), await b.hit('contact:203.0.113.9'), await a.hit('contact:203.0.113.9'), await b.hit('contact:203.0.113.9')];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfter).toBeGreaterThan(50);
    expect((await b.hit('contact:198.51.100.7')).allowed).toBe(true);
  });
});

/** The server entry's bridge, as an instance connected to `connection` would install it. */
function installBridgeOn(connection: SharedRedis) {
  installBridge({
    renderContext: createRenderContextStorage(),
    redis: connection.client,
    redisPrefix: connection.prefix,
    redisAvailable: () => connection.available(),
    invalidatePages: async () => 0,
    onRemoteInvalidation: () => {},
    onMissedInvalidations: () => {},
  });
}

describe('last good copies', () => {
  it('are kept in Redis for any instance to read', async () => {
    installBridgeOn(one);
    const store = redisCopyStore('ns');
    const copy = { value: { items: [{ id: 7, title: 'Kept' }] }, storedAt: Date.now() - 60_000, tags: ['list:posts'] };
    await store.save('wordpress:list:x', copy);
    expect(await store.load('wordpress:list:x')).toEqual(copy);
    expect(await store.load('wordpress:list:unknown')).toBeNull();
    // A copy past the 30 days copies are kept is never served.
    await store.save('wordpress:list:old', { ...copy, storedAt: Date.now() - 31 * 24 * 60 * 60 * 1000 });
    expect(await store.load('wordpress:list:old')).toBeNull();
  });
});

describe('when Redis goes away', () => {
  it('everything carries on in the process, and the connection is announced when it comes back', async () => {
    installBridgeOn(one);
    // The readiness check reports Redis as it is: connected (with its answer time), then away (degraded).
    expect(await checkRedis()).toMatchObject({ status: 'ok', configured: true, connected: true });
    const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 60_000, shared: store(one), warn: () => {} });
    const limiterErrors: unknown[] = [];
    const limiter = new FormRateLimiter(
      () => ({ count: 2, seconds: 60 }),
      () => ({ client: one.client, prefix: one.prefix }),
      (error) => limiterErrors.push(error),
    );
    await redis.stop();
    await until(() => !one.available());
    expect(events).toContain('one down');
    expect(await checkRedis()).toEqual({ status: 'degraded', configured: true, connected: false, reason: 'unreachable' });

    // Pages are still stored and served from memory; nothing throws.
    expect(await cache.set(page('build|doc|/while-down', ['list:posts']), cache.stamp())).toBe(true);
    expect((await cache.get('build|doc|/while-down'))?.fresh).toBe(true);
    expect(await cache.get('build|doc|/never-stored')).toBeNull();
    expect(cache.invalidateLocal(['list:posts'])).toBe(1);
    // The rate limit counts in memory instead.
    expect([(await limiter.hit('newsletter:192.0.2.1')).allowed, (await limiter.hit('newsletter:192.0.2.1')).allowed, (await limiter.hit('newsletter:192.0.2.1')).allowed]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiterErrors.length).toBeGreaterThan(0);
    // A copy cannot be read; the cache treats that as "no copy".
    expect(await redisCopyStore('ns').load('wordpress:list:x')).toBeNull();

    await redis.start();
    await until(() => one.available(), 15_000);
    expect(events).toContain('one up');
    expect(await checkRedis()).toMatchObject({ status: 'ok', connected: true });
  }, 40_000);
});
