import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, type PageEntry } from '../../../server/cache/page-cache.mjs';
import { MAX_ENTRIES } from '../../../server/invalidation-log.mjs';
import { connectInstances } from '../../../server/instances.mjs';
import { markKeepMs } from '../../../server/cache/policy.mjs';
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

/** What the site keeps marks for with pages fresh a minute and stale ones served a day (policy.mjs). */
const MARK_KEEP_MS = markKeepMs(60_000, 24 * 60 * 60 * 1000);

async function instance(prefix: string, { untoldFile = null }: { untoldFile?: string | null } = {}): Promise<Instance> {
  const link = await cuttableLink({ host: '127.0.0.1', port: redis.port });
  const lines: string[] = [];
  const log = {
    warn: (_: unknown, message: string) => lines.push(`warn ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  } as unknown as import('pino').Logger;
  const connected = connectInstances({ redisUrl: link.url, redisKeyPrefix: prefix, log, markKeepMs: MARK_KEEP_MS, untoldFile });
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
    cacheControl: 'public, max-age=0, s-maxage=60',
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
    await a.cache.set(page('/newsroom/posts/7', ['article:posts:7']), a.cache.stamp());
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
    await a.cache.set(page('/newsroom/posts/8', ['article:posts:8']), a.cache.stamp());
    await a.cache.set(page('/technology', []), a.cache.stamp());
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
    await a.cache.set(page('/newsroom/posts/5', ['article:posts:5']), a.cache.stamp());
    await direct.xadd('malformed:invalidations', '*', 'from', 'elsewhere', 'tags', '{not json');
    await direct.xadd('malformed:invalidations', '*', 'from', 'elsewhere', 'tags', JSON.stringify(['article:posts:5']));
    await expect.poll(() => holds(a, '/newsroom/posts/5')).toBe(false);
    expect(a.lines).toContain('warn ignored a malformed invalidation');
  });

  it('entries trimmed from the log before an instance read them make it forget its copies', async () => {
    const a = await instance('trimmed:');
    await a.cache.set(page('/technology', []), a.cache.stamp());
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
    await a.cache.set(page('/technology', []), a.cache.stamp());
    await redis.stop();
    await expect.poll(() => a.redis?.available()).toBe(false);
    await redis.start();
    await expect.poll(() => holds(a, '/technology')).toBe(false);
    expect(a.lines).toContain('info Redis lost invalidations this instance had not read; forgetting what may have changed meanwhile');
  });
});

describe('what Redis keeps', () => {
  it('fixed pages and articles only, each expiring after twice its freshness at most; tag sets and marks bounded', async () => {
    const a = await instance('budget:');
    await a.cache.set(page('/technology', ['settings']), a.cache.stamp());
    await a.cache.set(page('/newsroom/posts/9', ['article:posts:9'], 'articles'), a.cache.stamp());
    await a.cache.set(page('/search?term=reactor', ['search'], 'variants'), a.cache.stamp());
    const client = direct;
    const keys = (await client.keys('budget:page:*')).sort();
    expect(keys).toEqual(['budget:page:/newsroom/posts/9', 'budget:page:/technology']);
    const ttl = await client.pttl('budget:page:/technology');
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    // A tag's set expires (-1: never; -2: no such key), and no later than the page budget.
    const setTtl = await client.pttl('budget:page-tag:settings');
    expect(setTtl).toBeGreaterThan(0);
    expect(setTtl).toBeLessThanOrEqual(120_000);

    await a.bridge.invalidatePages(['settings']);
    const markTtl = await client.pttl('budget:page-tag-mark:settings');
    expect(markTtl).toBeGreaterThan(0);
    expect(markTtl).toBeLessThanOrEqual(MARK_KEEP_MS);
    // The invalidation log is one capped stream.
    expect(await client.xlen('budget:invalidations')).toBe(1);
  });
});

/** The id of the log's newest entry. */
async function lastEntry(prefix: string) {
  const [newest] = await direct.xrevrange(`${prefix}invalidations`, '+', '-', 'COUNT', 1);
  return newest?.[0];
}

/** The page as any instance started now would read it from Redis (a fresh cache on its own connection). */
async function readByANewInstance(prefix: string, key: string) {
  const late = await instance(prefix);
  return late.cache.get(key);
}

describe('no copy older than an invalidation of its tags is served', () => {
  it('a tag’s set outlives every page in it: a briefly kept page does not shorten it (case 2)', async () => {
    const a = await instance('set-time:');
    await a.cache.set({ ...page('/newsroom', ['list:posts']), ttlMs: 60_000 }, a.cache.stamp());
    // Some content could not be read: kept only briefly (twice 10 s in Redis).
    await a.cache.set({ ...page('/ideas', ['list:posts']), ttlMs: 10_000 }, a.cache.stamp());
    // When each key expires (Redis's own clock, so the two are compared as of one moment).
    const expiresAt = async (key: string) => Number(await direct.call('PEXPIRETIME', key));
    expect(await expiresAt('set-time:page:/newsroom')).toBeGreaterThan(await expiresAt('set-time:page:/ideas'));
    expect(await expiresAt('set-time:page-tag:list:posts')).toBeGreaterThanOrEqual(await expiresAt('set-time:page:/newsroom'));
    // So an invalidation still finds the longer-lived page, once the short one has long gone.
    await direct.del('set-time:page:/ideas');
    await a.bridge.invalidatePages(['list:posts']);
    expect(await direct.exists('set-time:page:/newsroom')).toBe(0);
  });

  it('a copy an invalidation missed (its tag’s set evicted) is not served by an instance started after it (case 3)', async () => {
    const a = await instance('late-reader:');
    await a.cache.set(page('/newsroom/posts/11', ['article:posts:11']), a.cache.stamp());
    // Redis evicted the tag's set under memory pressure: the invalidation cannot find the page through it.
    await direct.del('late-reader:page-tag:article:posts:11');
    await a.bridge.invalidatePages(['article:posts:11']);
    expect(await readByANewInstance('late-reader:', '/newsroom/posts/11')).toBeNull();
  });

  it('a page stored while an invalidation runs is dropped by it or refused: the invalidation is one step (case 4)', async () => {
    const a = await instance('one-step:');
    const b = await instance('one-step:');
    // b's link to Redis holds what the invalidation sends after its first command: one in two steps (read the
    // tag's set, then delete) stops between them and a stores the page then; one in a single step (a script)
    // has finished, and a stores after it.
    const renderBegan = a.cache.stamp();
    const held = b.link.holdAfter(/SMEMBERS|EVALSHA|EVAL/i);
    const invalidated = b.bridge.invalidatePages(['list:posts:category:58']);
    const between = await Promise.race([held.reached.then(() => 'held'), invalidated.then(() => 'done')]);
    await a.cache.set(page('/category/press-release', ['list:posts:category:58']), renderBegan);
    held.release();
    await invalidated;
    expect(['held', 'done']).toContain(between);
    expect(await readByANewInstance('one-step:', '/category/press-release')).toBeNull();
  });

  it('a tag Redis refused while connected (out of memory) is told as soon as Redis takes it, without a reconnect (case 5)', async () => {
    const a = await instance('refused:');
    const b = await instance('refused:');
    await a.cache.set(page('/technology', ['settings']), a.cache.stamp());
    expect(holds(a, '/technology')).toBe(true);
    await direct.config('SET', 'maxmemory-policy', 'noeviction');
    await direct.config('SET', 'maxmemory', '1');
    try {
      await b.bridge.invalidatePages(['settings']);
      expect(b.untoldInvalidations()).toEqual(['settings']);
      expect(b.lines.some((line) => line.startsWith('warn could not tell Redis of an invalidation'))).toBe(true);
    } finally {
      await direct.config('SET', 'maxmemory', '0');
    }
    // Still connected all along: told by the retry, and a drops its copy.
    expect(b.redis?.available()).toBe(true);
    await expect.poll(() => holds(a, '/technology'), { timeout: 60_000 }).toBe(false);
    // b notes the tag told once Redis's answer reaches it, which may come after a has heard of it.
    await expect.poll(() => b.untoldInvalidations(), { timeout: 60_000 }).toEqual([]);
    expect(await direct.exists('refused:page:/technology')).toBe(0);
  });

  it('a tag still untold when its instance stops is told by the next start (case 5)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'untold-'));
    const untoldFile = join(folder, 'untold-invalidations.json');
    try {
      const a = await instance('restarted:');
      const b = await instance('restarted:', { untoldFile });
      await a.cache.set(page('/newsroom/posts/12', ['article:posts:12']), a.cache.stamp());
      await direct.config('SET', 'maxmemory-policy', 'noeviction');
      await direct.config('SET', 'maxmemory', '1');
      try {
        await b.bridge.invalidatePages(['article:posts:12']);
        expect(b.untoldInvalidations()).toEqual(['article:posts:12']);
        await b.close();
      } finally {
        await direct.config('SET', 'maxmemory', '0');
      }
      // Not told by the stopped instance: the copies are still there.
      expect(holds(a, '/newsroom/posts/12')).toBe(true);
      expect(await direct.exists('restarted:page:/newsroom/posts/12')).toBe(1);
      // The same instance started again (its data folder kept) tells it.
      await instance('restarted:', { untoldFile });
      await expect.poll(() => holds(a, '/newsroom/posts/12'), { timeout: 60_000 }).toBe(false);
      expect(await direct.exists('restarted:page:/newsroom/posts/12')).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a log deleted or evicted while an instance was cut off reads as a gap, not as nothing new (case 5)', async () => {
    const a = await instance('lost-log:');
    const b = await instance('lost-log:');
    await b.cache.set(page('/technology', []), b.cache.stamp());
    await a.bridge.invalidatePages(['article:posts:1']);
    // b has read that entry.
    await expect.poll(async () => b.lastAppliedInvalidation() === (await lastEntry('lost-log:'))).toBe(true);
    b.link.cut();
    await expect.poll(() => b.redis?.available()).toBe(false);
    // While b is away, an invalidation it never reads, and then the log itself is evicted.
    await a.bridge.invalidatePages(['article:posts:2']);
    await direct.del('lost-log:invalidations');
    b.link.mend();
    await expect.poll(() => holds(b, '/technology')).toBe(false);
    expect(b.lines).toContain('info Redis lost invalidations this instance had not read; forgetting what may have changed meanwhile');
  });

  it('a log deleted while an instance waits on it, and written again, reads as a gap (case 5)', async () => {
    const a = await instance('recreated-log:');
    const b = await instance('recreated-log:');
    await a.bridge.invalidatePages(['article:posts:1']);
    await a.bridge.invalidatePages(['article:posts:2']);
    await b.cache.set(page('/technology', []), b.cache.stamp());
    await expect.poll(async () => b.lastAppliedInvalidation() === (await lastEntry('recreated-log:'))).toBe(true);
    await direct.del('recreated-log:invalidations');
    await direct.xadd('recreated-log:invalidations', '*', 'from', 'elsewhere', 'tags', JSON.stringify(['article:posts:3']));
    await expect.poll(() => holds(b, '/technology')).toBe(false);
    expect(b.lines).toContain('info Redis lost invalidations this instance had not read; forgetting what may have changed meanwhile');
  });
});
