// @ts-check
import { createRenderContextStorage, installBridge } from './bridge.mjs';
import { sharedPageStore } from './cache/shared-pages.mjs';
import { followInvalidations } from './invalidation-log.mjs';
import { connectRedis } from './redis.mjs';
import { createUntoldInvalidations } from './untold-invalidations.mjs';

/**
 * What this process shares with the application it serves (the bridge, server/bridge.mjs) and, with
 * `REDIS_URL`, with the other instances of the site: pages, invalidations announced to all, and one
 * background refresh per page at a time. Without Redis, or while it is out of reach, everything stays in
 * this process.
 */

/**
 * @param {{ redisUrl: string | null, redisKeyPrefix: string, log: import('pino').Logger, markKeepMs: number, untoldFile?: string | null }} options
 *   markKeepMs: how long Redis keeps a tag's last invalidation (server/cache/policy.mjs, markKeepMs);
 *   untoldFile: where the invalidations Redis has not been told of yet are kept across a restart
 */
export function connectInstances({ redisUrl, redisKeyPrefix, log, markKeepMs, untoldFile = null }) {
  const warn = (/** @type {string} */ message, /** @type {unknown} */ error) => log.warn(error ? { err: error } : {}, message);
  /** @type {Set<(tags: readonly string[]) => void>} */
  const remoteListeners = new Set();
  /** @type {Set<() => void>} */
  const missedListeners = new Set();
  /** @type {Set<() => Promise<unknown>>} */
  const shutdownTasks = new Set();
  /** @type {import('./cache/page-cache.mjs').PageCache | undefined} */
  let pageCache;

  /** @type {ReturnType<typeof followInvalidations> | null} */
  let invalidations = null;

  /** @type {ReturnType<typeof connectRedis> | null} */
  const redis = redisUrl
    ? connectRedis({
        url: redisUrl,
        prefix: redisKeyPrefix,
        onDown: (error) => warn('Redis is unreachable; caching per process until it is back', error),
        onUp: () => log.info('Redis is back'),
      })
    : null;
  const sharedPages = redis ? sharedPageStore(redis, { markKeepMs, applied: () => invalidations?.applied() ?? null }) : null;
  /**
   * Tags invalidated here that the shared store and the other instances have not been told of yet: told as
   * soon as Redis takes them, kept on disk meanwhile (server/untold-invalidations.mjs).
   */
  const untold =
    redis && sharedPages
      ? createUntoldInvalidations({
          file: untoldFile,
          // One step: the shared pages dropped, the tags marked, the other instances told (the log).
          tell: async (tags) => void (await sharedPages.invalidate(tags, Date.now())),
          canTell: () => redis.available(),
          warn,
        })
      : null;
  // Each (re)connection, the first included (tags kept on disk by the last run wait for it), tells what waits.
  redis?.client.on('ready', () => void untold?.connected());

  /** @type {import('./bridge.mjs').ServerBridge & { pageCacheStats?: () => unknown }} */
  const bridge = {
    renderContext: createRenderContextStorage(),
    redis: redis?.client ?? null,
    redisPrefix: redis?.prefix ?? 'site:',
    redisAvailable: () => Boolean(redis?.available()),
    async invalidatePages(tags) {
      const count = pageCache?.invalidateLocal(tags) ?? 0;
      await untold?.add(tags);
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
    /** The id of the last invalidation this instance applied from the log (null before it found the log). */
    lastAppliedInvalidation: () => invalidations?.applied() ?? null,
    /** The tags invalidated here that Redis has not been told of yet. */
    untoldInvalidations: () => untold?.list() ?? [],
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
      untold?.close();
      invalidations?.close();
      await redis?.close();
    },
  };
}
