// @ts-check
import { createRenderContextStorage, installBridge } from './bridge.mjs';
import { followInvalidations } from './invalidation-log.mjs';
import { connectRedis, redisPageStore } from './redis.mjs';

/**
 * What this process shares with the application it serves (the bridge, server/bridge.mjs) and, with
 * `REDIS_URL`, with the other instances of the site: pages, invalidations announced to all, and one
 * background refresh per page at a time. Without Redis, or while it is out of reach, everything stays in
 * this process.
 */

/**
 * @param {{ redisUrl: string | null, redisKeyPrefix: string, log: import('pino').Logger }} options
 */
export function connectInstances({ redisUrl, redisKeyPrefix, log }) {
  const warn = (/** @type {string} */ message, /** @type {unknown} */ error) => log.warn(error ? { err: error } : {}, message);
  /** @type {Set<(tags: readonly string[]) => void>} */
  const remoteListeners = new Set();
  /** @type {Set<() => void>} */
  const missedListeners = new Set();
  /** @type {Set<() => Promise<unknown>>} */
  const shutdownTasks = new Set();
  /** @type {import('./cache/page-cache.mjs').PageCache | undefined} */
  let pageCache;

  /**
   * Tags invalidated here that the shared store and the other instances have not been told of yet (Redis
   * was away): told once it is back, so the page it still holds is dropped and no instance keeps the old one.
   * @type {Set<string>}
   */
  const untold = new Set();
  /** @type {ReturnType<typeof followInvalidations> | null} */
  let invalidations = null;

  /** Tells the shared store and the other instances; what cannot be told now waits for the connection. */
  async function tell(/** @type {readonly string[]} */ tags) {
    if (!redis || !invalidations || !sharedPages) return;
    for (const tag of tags) untold.add(tag);
    if (!redis.available()) return;
    const now = [...untold];
    untold.clear();
    try {
      await sharedPages.invalidate(now, Date.now());
      await invalidations.announce(now);
    } catch (error) {
      for (const tag of now) untold.add(tag);
      warn('could not announce an invalidation; it is told when Redis is back', error);
    }
  }

  /** @type {ReturnType<typeof connectRedis> | null} */
  const redis = redisUrl
    ? connectRedis({
        url: redisUrl,
        prefix: redisKeyPrefix,
        onDown: (error) => warn('Redis is unreachable; caching per process until it is back', error),
        onUp: () => {
          log.info('Redis is back');
          if (untold.size > 0) void tell([]);
        },
      })
    : null;
  const sharedPages = redis ? redisPageStore(redis) : null;

  /** @type {import('./bridge.mjs').ServerBridge & { pageCacheStats?: () => unknown }} */
  const bridge = {
    renderContext: createRenderContextStorage(),
    redis: redis?.client ?? null,
    redisPrefix: redis?.prefix ?? 'site:',
    redisAvailable: () => Boolean(redis?.available()),
    async invalidatePages(tags) {
      const count = pageCache?.invalidateLocal(tags) ?? 0;
      await tell(tags);
      return count;
    },
    // The page cache records every invalidation (with Redis, for all instances); the news cache asks it too.
    invalidatedSince: async (tags, since) => (await pageCache?.invalidatedSince(tags, since)) ?? false,
    onRemoteInvalidation: (listener) => remoteListeners.add(listener),
    onShutdown: (task) => shutdownTasks.add(task),
    onMissedInvalidations: (listener) => missedListeners.add(listener),
    pageCacheStats: () => pageCache?.getStats(),
  };
  installBridge(bridge);

  invalidations = redis
    ? followInvalidations(redis, {
        onEntry: (tags) => {
          pageCache?.invalidateLocal(tags);
          for (const listener of remoteListeners) listener(tags);
        },
        onGap: () => {
          log.info('Redis lost invalidations this instance had not read; forgetting what may have changed meanwhile');
          pageCache?.clearLocal();
          for (const listener of missedListeners) listener();
        },
        warn,
      })
    : null;

  return {
    bridge,
    redis,
    sharedPages,
    /** Whether this instance reads the other instances' invalidations: what is announced from now on reaches it. */
    followingInvalidations: () => Boolean(invalidations?.following()),
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
      invalidations?.close();
      await redis?.close();
    },
  };
}
