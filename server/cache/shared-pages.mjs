// @ts-check
import { readFileSync } from 'node:fs';
import { INVALIDATION_LOG, MAX_ENTRIES } from '../invalidation-log.mjs';

/**
 * The page cache's shared half, in the Redis the instances share (REDIS_URL):
 * - each page a hash (its metadata, bodies, tags, and the mark of its render: the last invalidation its
 *   instance had applied when the render began), expiring when the page cache says (its freshness and a
 *   little more);
 * - each tag a set of the pages carrying it, whose time is only ever lengthened, so it outlives them all;
 * - each tag's mark: the id of its last invalidation in the log, and the time, kept as long as a page can be.
 *
 * Each operation is one Lua script, so it is one step for Redis: an invalidation deletes the pages, marks
 * the tags and writes the log entry the other instances follow at once (nothing can be stored between);
 * a page is stored only if none of its tags was marked after its render began, and read only if none was
 * since (a copy that outlived an invalidation, its tag's set evicted say, is never served by any instance,
 * including one started after it). Marks are log ids, never clocks: instances on different machines agree
 * on their order.
 */

const script = (/** @type {string} */ name) => readFileSync(new URL(`./redis-scripts/${name}.lua`, import.meta.url), 'utf8');
const ORDER = script('entry-order');
const SCRIPTS = {
  storePage: ORDER + script('store-page'),
  readPage: ORDER + script('read-page'),
  invalidateTags: script('invalidate-tags'),
};

/**
 * @typedef {import('./page-cache.mjs').PageEntry} PageEntry
 * @typedef {import('ioredis').Redis & {
 *   sitePageStore: (...args: (string | Buffer | number)[]) => Promise<number>,
 *   sitePageReadBuffer: (...args: (string | Buffer | number)[]) => Promise<Buffer[] | null>,
 *   siteInvalidateTags: (...args: (string | Buffer | number)[]) => Promise<string>,
 * }} ScriptedRedis
 */

/** @param {import('ioredis').Redis} client */
function withScripts(client) {
  const scripted = /** @type {ScriptedRedis} */ (client);
  if (typeof scripted.sitePageStore !== 'function') {
    client.defineCommand('sitePageStore', { lua: SCRIPTS.storePage });
    client.defineCommand('sitePageRead', { lua: SCRIPTS.readPage, numberOfKeys: 1 });
    client.defineCommand('siteInvalidateTags', { lua: SCRIPTS.invalidateTags });
  }
  return scripted;
}

/**
 * @param {import('../redis.mjs').SharedRedis} redis
 * @param {{ markKeepMs: number, applied: () => string | null }} options
 *   markKeepMs: how long a tag's mark is kept, at least as long as any page may stay in Redis;
 *   applied: the id of the last log entry this instance has applied (null until it has found the log)
 * @returns {import('./page-cache.mjs').SharedPageStore}
 */
export function sharedPageStore(redis, { markKeepMs, applied }) {
  const { prefix } = redis;
  const client = withScripts(redis.client);
  const pagePrefix = `${prefix}page:`;
  const setKey = (/** @type {string} */ tag) => `${prefix}page-tag:${tag}`;
  const markPrefix = `${prefix}page-tag-mark:`;
  const ensure = () => {
    if (!redis.available()) throw new Error('Redis is not connected');
  };

  return {
    available: () => redis.available(),
    applied,
    async get(key) {
      ensure();
      // The bodies are bytes: read as Buffers (ioredis names each defined command's Buffer form so).
      const fields = await client.sitePageReadBuffer(pagePrefix + key, markPrefix);
      if (!fields) return null;
      /** @type {Record<string, Buffer>} */
      const stored = {};
      for (let index = 0; index + 1 < fields.length; index += 2) stored[String(fields[index])] = /** @type {Buffer} */ (fields[index + 1]);
      const { meta, body } = stored;
      if (!meta || !body) return null;
      const parsed = JSON.parse(meta.toString('utf8'));
      return { ...parsed, key, body, gzip: stored.gzip?.length ? stored.gzip : null, br: stored.br?.length ? stored.br : null };
    },
    async set(entry, keepMs, seq) {
      ensure();
      const { body, gzip, br, ...meta } = entry;
      const tags = entry.tags;
      const keys = [pagePrefix + entry.key, ...tags.map(setKey), ...tags.map((tag) => markPrefix + tag)];
      const args = [JSON.stringify(meta), body, gzip ?? '', br ?? '', Math.max(1000, Math.round(keepMs)), seq, tags.join('\n'), tags.length, entry.key];
      return (await client.sitePageStore(keys.length, ...keys, ...args)) === 1;
    },
    async invalidate(tags, at) {
      ensure();
      const keys = [prefix + INVALIDATION_LOG, ...tags.map(setKey), ...tags.map((tag) => markPrefix + tag)];
      const args = [redis.instanceId, JSON.stringify(tags), MAX_ENTRIES, Math.round(markKeepMs), Math.round(at), tags.length, pagePrefix];
      return String(await client.siteInvalidateTags(keys.length, ...keys, ...args));
    },
    async lastInvalidation(tags) {
      ensure();
      if (tags.length === 0) return -Infinity;
      const replies = await client.pipeline(tags.map((tag) => ['hget', markPrefix + tag, 'at'])).exec();
      let latest = -Infinity;
      for (const [error, value] of replies ?? []) {
        if (error) throw error;
        if (value !== null && value !== undefined) latest = Math.max(latest, Number(value));
      }
      return latest;
    },
    async clear() {
      ensure();
      for await (const keys of client.scanStream({ match: `${prefix}page*`, count: 200 })) {
        if (keys.length > 0) await client.del(...keys);
      }
    },
  };
}
