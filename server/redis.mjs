// @ts-check
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/**
 * The connection to the Redis that several instances share (REDIS_URL). Everything that uses it must
 * keep working without it: commands fail at once while it is away (no queue that would make visitors
 * wait), the connection is retried in the background, and the owner is told when it goes and comes back.
 */

/**
 * @typedef {object} SharedRedis
 * @property {import('ioredis').Redis} client
 * @property {import('ioredis').Redis} reader   a second connection, for blocking reads (server/invalidation-log.mjs)
 * @property {string} prefix          prepended to every key
 * @property {string} instanceId
 * @property {() => boolean} available
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ url: string, prefix?: string, onDown?: (error: unknown) => void, onUp?: () => void }} options
 * @returns {SharedRedis}
 */
export function connectRedis({ url, prefix = 'site:', onDown = () => {}, onUp = () => {} }) {
  const instanceId = randomUUID();
  const options = {
    // Never queue commands while disconnected: a page must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 3000,
    connectTimeout: 2000,
    retryStrategy: (/** @type {number} */ times) => Math.min(200 * times, 2000),
    lazyConnect: false,
    // Named, so an operator (and a test) can tell an instance's connections apart in CLIENT LIST.
    connectionName: `site-${instanceId}`,
  };
  const client = new Redis(url, options);
  const reader = new Redis(url, { ...options, commandTimeout: undefined });
  let up = false;
  /** Announced as away (once per outage, a failed first connection included) and not yet back. */
  let away = false;

  client.on('ready', () => {
    up = true;
    if (!away) return;
    away = false;
    onUp();
  });
  const down = (/** @type {unknown} */ error) => {
    up = false;
    if (away) return;
    away = true;
    onDown(error);
  };
  client.on('error', down);
  client.on('end', () => down(new Error('connection closed')));
  client.on('close', () => down(new Error('connection closed')));
  reader.on('error', () => {});

  return {
    client,
    reader,
    prefix,
    instanceId,
    available: () => up,
    async close() {
      client.disconnect();
      reader.disconnect();
    },
  };
}

/**
 * How long a tag's last invalidation is kept. It is asked whether an answer begun before it may still be
 * stored (a render, a CMS load), and each of those has a deadline of seconds (RENDER_TIMEOUT_MS,
 * WORDPRESS_TIMEOUT_MS): ten minutes is far past any of them.
 */
export const TAG_TIME_KEEP_MS = 10 * 60 * 1000;

/**
 * The page cache's shared half: each page is a hash (its metadata and bodies) that expires when the page
 * cache says (its freshness and a little more), each tag a set of page keys that expires with its newest
 * page, and each tag's last invalidation a key that expires after TAG_TIME_KEEP_MS.
 * @param {SharedRedis} redis
 * @returns {import('./cache/page-cache.mjs').SharedPageStore}
 */
export function redisPageStore(redis) {
  const { client, prefix } = redis;
  const pageKey = (/** @type {string} */ key) => `${prefix}page:${key}`;
  const tagKey = (/** @type {string} */ tag) => `${prefix}page-tag:${tag}`;
  const timeKey = (/** @type {string} */ tag) => `${prefix}page-tag-time:${tag}`;
  const ensure = () => {
    if (!redis.available()) throw new Error('Redis is not connected');
  };

  return {
    available: () => redis.available(),
    async get(key) {
      ensure();
      const stored = await client.hgetallBuffer(pageKey(key));
      const meta = stored.meta;
      const body = stored.body;
      if (!meta || !body) return null;
      const parsed = JSON.parse(meta.toString('utf8'));
      return { ...parsed, key, body, gzip: stored.gzip?.length ? stored.gzip : null, br: stored.br?.length ? stored.br : null };
    },
    async set(entry, keepMs) {
      ensure();
      const { body, gzip, br, ...meta } = entry;
      const multi = client
        .multi()
        .del(pageKey(entry.key))
        .hset(pageKey(entry.key), { meta: JSON.stringify(meta), body, gzip: gzip ?? '', br: br ?? '' })
        .pexpire(pageKey(entry.key), Math.max(1000, Math.round(keepMs)));
      for (const tag of entry.tags) {
        // The tag's set lives as long as its newest page; members whose page has gone are harmless.
        multi.sadd(tagKey(tag), entry.key).pexpire(tagKey(tag), Math.max(1000, Math.round(keepMs)));
      }
      await multi.exec();
    },
    async invalidate(tags, at) {
      ensure();
      if (tags.length === 0) return;
      const members = await client.pipeline(tags.map((tag) => ['smembers', tagKey(tag)])).exec();
      const keys = new Set();
      for (const [error, value] of members ?? []) if (!error && Array.isArray(value)) for (const key of value) keys.add(String(key));
      const multi = client.multi();
      for (const key of keys) multi.del(pageKey(key));
      for (const tag of tags) multi.del(tagKey(tag)).set(timeKey(tag), String(at), 'PX', TAG_TIME_KEEP_MS);
      await multi.exec();
    },
    async lastInvalidation(tags) {
      ensure();
      const times = await client.mget(...tags.map(timeKey));
      return Math.max(-Infinity, ...times.map((time) => (time === null ? -Infinity : Number(time))));
    },
    async clear() {
      ensure();
      for await (const keys of client.scanStream({ match: `${prefix}page*`, count: 200 })) {
        if (keys.length > 0) await client.del(...keys);
      }
    },
  };
}
