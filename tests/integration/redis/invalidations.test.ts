import Redis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, type PageEntry } from '../../../server/cache/page-cache.mjs';
import { MAX_ENTRIES } from '../../../server/invalidation-log.mjs';
import { connectInstances } from '../../../server/instances.mjs';
import { TAG_TIME_KEEP_MS } from '../../../server/redis.mjs';
import { startRedis } from '../../../scripts/lib/redis.mjs';
import { cuttableLink, type CuttableLink } from '../../support/cuttable-link';

/**
 * Two instances on one Redis (a private redis-server), each through a link the test can cut: an invalidation
 * made or announced while a link is down reaches the other instance and the shared store once it is mended,
 * and what Redis keeps is bounded (fixed pages and articles only, expiring close to their freshness).
 */

type Instance = ReturnType<typeof connectInstances> & { cache: PageCache; link: CuttableLink; lines: string[] };

let redis: Awaited<ReturnType<typeof startRedis>>;
/** The test's own connection, to look at what Redis holds. */
let direct: Redis;
const instances: Instance[] = [];

async function instance(prefix: string): Promise<Instance> {
  const link = await cuttableLink({ host: '127.0.0.1', port: redis.port });
  const lines: string[] = [];
  const log = {
    warn: (_: unknown, message: string) => lines.push(`warn ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  } as unknown as import('pino').Logger;
  const connected = connectInstances({ redisUrl: link.url, redisKeyPrefix: prefix, log });
  const cache = new PageCache({ maxBytes: 1_000_000, keepMs: 24 * 60 * 60 * 1000, shared: connected.sharedPages, warn: () => {} });
  connected.attachPageCache(cache);
  const made = { ...connected, cache, link, lines };
  instances.push(made);
  await expect.poll(() => connected.redis?.available()).toBe(true);
  // Only what is added to the log after the instance found its end reaches it: wait until it has.
  await expect.poll(() => connected.followingInvalidations()).toBe(true);
  return made;
}

function page(key: string, tags: string[], space: PageEntry['space'] = 'fixed'): PageEntry {
  return {
    key,
    space,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    csp: '',
    body: Buffer.from(`<html>${key}</html>`),
    gzip: null,
    br: null,
    etag: `"${key}"`,
    tags,
    storedAt: Date.now(),
    ttlMs: 60_000,
  };
}

/** Whether an instance's own memory still holds the page (not its shared store). */
const holds = (at: Instance, key: string) => at.cache.local(key) !== undefined;

beforeAll(async () => {
  redis = await startRedis();
  direct = new Redis(redis.url);
});
afterEach(async () => {
  await Promise.all(instances.splice(0).map(async (at) => (await at.close(), await at.link.close())));
});
afterAll(async () => {
  direct?.disconnect();
  await redis?.close();
});

describe('invalidations between two instances', () => {
  it('one announced while the other’s link is cut reaches it once the link is mended', async () => {
    const a = await instance('cut-reader:');
    const b = await instance('cut-reader:');
    await a.cache.set(page('/newsroom/posts/7', ['article:posts:7']), Date.now());
    expect((await b.cache.get('/newsroom/posts/7'))?.fresh).toBe(true);
    expect(holds(b, '/newsroom/posts/7')).toBe(true);

    b.link.cut();
    await expect.poll(() => b.redis?.available()).toBe(false);
    expect(await a.bridge.invalidatePages(['article:posts:7'])).toBe(1);
    // Cut off, b still has its copy (it cannot know yet); Redis has dropped the shared one.
    expect(holds(b, '/newsroom/posts/7')).toBe(true);
    expect(await direct.exists('cut-reader:page:/newsroom/posts/7')).toBe(0);

    b.link.mend();
    await expect.poll(() => holds(b, '/newsroom/posts/7')).toBe(false);
    // Resumed from the last entry it read: nothing was missed, so nothing else was forgotten.
    expect(b.lines.filter((line) => line.includes('forgetting'))).toEqual([]);
  });

  it('one made while its own instance’s link is cut is told once the link is mended: the shared copy goes and the other instance drops its own', async () => {
    const a = await instance('cut-writer:');
    const b = await instance('cut-writer:');
    await a.cache.set(page('/newsroom/posts/8', ['article:posts:8']), Date.now());
    await a.cache.set(page('/technology', []), Date.now());
    expect((await b.cache.get('/newsroom/posts/8'))?.fresh).toBe(true);
    expect((await b.cache.get('/technology'))?.fresh).toBe(true);

    a.link.cut();
    await expect.poll(() => a.redis?.available()).toBe(false);
    // The plugin's webhook arrives at a while its Redis is away.
    expect(await a.bridge.invalidatePages(['article:posts:8'])).toBe(1);
    expect(holds(a, '/newsroom/posts/8')).toBe(false);
    expect(holds(b, '/newsroom/posts/8')).toBe(true);
    expect(await direct.exists('cut-writer:page:/newsroom/posts/8')).toBe(1);

    a.link.mend();
    await expect.poll(() => holds(b, '/newsroom/posts/8')).toBe(false);
    expect(await direct.exists('cut-writer:page:/newsroom/posts/8')).toBe(0);
    // a does not read the old copy back from Redis, and the page that did not change is kept everywhere.
    expect(await a.cache.get('/newsroom/posts/8')).toBeNull();
    expect(holds(b, '/technology')).toBe(true);
    expect(holds(a, '/technology')).toBe(true);
  });

  it('a malformed entry in the log is passed over with a warning, and the next one applied', async () => {
    const a = await instance('malformed:');
    await a.cache.set(page('/newsroom/posts/5', ['article:posts:5']), Date.now());
    await direct.xadd('malformed:invalidations', '*', 'from', 'elsewhere', 'tags', '{not json');
    await direct.xadd('malformed:invalidations', '*', 'from', 'elsewhere', 'tags', JSON.stringify(['article:posts:5']));
    await expect.poll(() => holds(a, '/newsroom/posts/5')).toBe(false);
    expect(a.lines).toContain('warn ignored a malformed invalidation');
  });

  it('entries trimmed from the log before an instance read them make it forget its copies', async () => {
    const a = await instance('trimmed:');
    await a.cache.set(page('/technology', []), Date.now());
    a.link.cut();
    await expect.poll(() => a.redis?.available()).toBe(false);
    // More invalidations than the log keeps, told while a was away.
    const pipeline = direct.pipeline();
    for (let index = 0; index < MAX_ENTRIES + 500; index += 1) {
      pipeline.xadd('trimmed:invalidations', 'MAXLEN', '~', String(MAX_ENTRIES), '*', 'from', 'elsewhere', 'tags', JSON.stringify([`article:posts:${index}`]));
    }
    await pipeline.exec();
    a.link.mend();
    await expect.poll(() => holds(a, '/technology')).toBe(false);
    expect(a.lines).toContain('info Redis lost invalidations this instance had not read; forgetting what may have changed meanwhile');
  });

  it('a Redis restarted empty (its stream lost) makes each instance forget its copies', async () => {
    const a = await instance('restart:');
    await a.cache.set(page('/technology', []), Date.now());
    await redis.stop();
    await expect.poll(() => a.redis?.available()).toBe(false);
    await redis.start();
    await expect.poll(() => holds(a, '/technology')).toBe(false);
    expect(a.lines).toContain('info Redis lost invalidations this instance had not read; forgetting what may have changed meanwhile');
  });
});

describe('what Redis keeps', () => {
  it('fixed pages and articles only, each expiring after twice its freshness at most; tag times after ten minutes', async () => {
    const a = await instance('budget:');
    await a.cache.set(page('/technology', ['settings']), Date.now());
    await a.cache.set(page('/newsroom/posts/9', ['article:posts:9'], 'articles'), Date.now());
    await a.cache.set(page('/search?term=reactor', ['search'], 'variants'), Date.now());
    const client = direct;
    const keys = (await client.keys('budget:page:*')).sort();
    expect(keys).toEqual(['budget:page:/newsroom/posts/9', 'budget:page:/technology']);
    const ttl = await client.pttl('budget:page:/technology');
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    expect(await client.pttl('budget:page-tag:settings')).toBeLessThanOrEqual(120_000);

    await a.bridge.invalidatePages(['settings']);
    const timeTtl = await client.pttl('budget:page-tag-time:settings');
    expect(timeTtl).toBeGreaterThan(0);
    expect(timeTtl).toBeLessThanOrEqual(TAG_TIME_KEEP_MS);
    // The invalidation log is one capped stream.
    expect(await client.xlen('budget:invalidations')).toBe(1);
  });
});
