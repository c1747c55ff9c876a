// @ts-check
import { createRenderContextStorage, installBridge } from './bridge.mjs';
import { connectRedis, redisPageStore } from './redis.mjs';

/**
 * What this process shares with the application it serves (the bridge, server/bridge.mjs) and, with
 * `REDIS_URL`, with the other instances of the site: pages, invalidations announced to all, and one
 * background refresh per page at a time. Without Redis, or while it is out of reach, everything stays in
 * this process.
 */

const INVALIDATION_CHANNEL = 'invalidate';

/**
 * @param {{ redisUrl: string | null, redisKeyPrefix: string, log: import('pino').Logger }} options
 */
export function connectInstances({ redisUrl, redisKeyPrefix, log }) {
  const warn = (/** @type {string} */ message, /** @type {unknown} */ error) => log.warn(error ? { err: error } : {}, message);
  /** @type {Set<(tags: readonly string[]) => void>} */
  const remoteListeners = new Set();
  /** @type {Set<() => void>} */
  const reconnectListeners = new Set();
  /** @type {Set<() => Promise<unknown>>} */
  const shutdownTasks = new Set();
  /** @type {import('./cache/page-cache.mjs').PageCache | undefined} */
  let pageCache;

  /** @type {ReturnType<typeof connectRedis> | null} */
  const redis = redisUrl
    ? connectRedis({
        url: redisUrl,
        prefix: redisKeyPrefix,
        onDown: (error) => warn('Redis is unreachable; caching per process until it is back', error),
        onUp: () => {
          log.info('Redis is back; forgetting what may have changed meanwhile');
          pageCache?.clearLocal();
          for (const listener of reconnectListeners) listener();
        },
      })
    : null;

  /** @type {import('./bridge.mjs').ServerBridge & { pageCacheStats?: () => unknown }} */
  const bridge = {
    renderContext: createRenderContextStorage(),
    redis: redis?.client ?? null,
    redisPrefix: redis?.prefix ?? 'site:',
    redisAvailable: () => Boolean(redis?.available()),
    async invalidatePages(tags) {
      const count = (await pageCache?.invalidate(tags)) ?? 0;
      if (redis?.available()) {
        await redis.client.publish(redis.prefix + INVALIDATION_CHANNEL, JSON.stringify({ from: redis.instanceId, tags })).catch((error) => warn('could not announce an invalidation', error));
      }
      return count;
    },
    // The page cache records every invalidation (with Redis, for all instances); the news cache asks it too.
    invalidatedSince: async (tags, since) => (await pageCache?.invalidatedSince(tags, since)) ?? false,
    onRemoteInvalidation: (listener) => remoteListeners.add(listener),
    onShutdown: (task) => shutdownTasks.add(task),
    onReconnect: (listener) => reconnectListeners.add(listener),
    pageCacheStats: () => pageCache?.getStats(),
  };
  installBridge(bridge);

  redis?.subscribe(INVALIDATION_CHANNEL, (message) => {
    try {
      const { from, tags } = JSON.parse(message);
      if (from === redis?.instanceId || !Array.isArray(tags)) return;
      pageCache?.invalidateLocal(tags);
      for (const listener of remoteListeners) listener(tags);
    } catch (error) {
      warn('ignored a malformed invalidation message', error);
    }
  });

  return {
    bridge,
    redis,
    sharedPages: redis ? redisPageStore(redis) : null,
    /** @param {import('./cache/page-cache.mjs').PageCache} cache */
    attachPageCache(cache) {
      pageCache = cache;
    },
    /** One background refresh of a page across all instances (any instance, when Redis cannot be asked). */
    refreshLock: redis
      ? async (/** @type {string} */ key) => {
          if (!redis.available()) return true;
          try {
            return (await redis.client.set(`${redis.prefix}page-refresh:${key}`, '1', 'PX', 30_000, 'NX')) === 'OK';
          } catch {
            return true;
          }
        }
      : undefined,
    /** Finishes the work the application asked to finish before the process exits, then lets Redis go. */
    async close() {
      await Promise.allSettled([...shutdownTasks].map((task) => task()));
      await redis?.close();
    },
  };
}
