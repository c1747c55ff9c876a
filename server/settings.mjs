// @ts-check

/**
 * The server entry's settings, read from the environment before Next.js starts (the application's own
 * variables are validated by src/lib/env.ts). A bad value stops the server with a message naming it.
 */

/**
 * @param {Record<string, string | undefined>} source
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function integer(source, name, fallback, min, max) {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

/**
 * @param {Record<string, string | undefined>} source
 * @param {string} name
 * @param {boolean} fallback
 */
function flag(source, name, fallback) {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

/** @param {Record<string, string | undefined>} source */
export function readServerSettings(source = process.env) {
  const redisUrl = source.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\/./.test(redisUrl)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  const redisKeyPrefix = source.REDIS_KEY_PREFIX || 'site:';
  if (!/^[\w:.-]{1,40}$/.test(redisKeyPrefix)) throw new Error('REDIS_KEY_PREFIX may hold letters, digits and _ : . - only (at most 40)');
  // Same rule and default as the application's CONTENT_REVALIDATE_SECONDS (src/lib/env.ts).
  const revalidateSeconds = integer(source, 'CONTENT_REVALIDATE_SECONDS', 300, 1, 86_400);
  return {
    revalidateSeconds,
    // The application's too (src/lib/env.ts): the invalidations Redis has not been told of yet are kept there.
    dataDir: source.DATA_DIR || 'data',
    redisUrl,
    redisKeyPrefix,
    pageCacheMaxBytes: integer(source, 'PAGE_CACHE_MAX_MB', 64, 1, 4096) * 1024 * 1024,
    // Renders at once, and how many more may wait: past both, a request is answered 503 with Retry-After.
    maxRenders: integer(source, 'RENDER_CONCURRENCY', 8, 1, 256),
    maxQueuedRenders: integer(source, 'RENDER_QUEUE', 256, 0, 100_000),
    // Renders of a search term or a router state asked for the first time: slots of their own, few, a short queue.
    maxFirstAskRenders: integer(source, 'RENDER_FIRST_ASK_CONCURRENCY', 2, 1, 256),
    maxQueuedFirstAskRenders: integer(source, 'RENDER_FIRST_ASK_QUEUE', 32, 0, 100_000),
    // A render's deadline: past it the render is abandoned, its waiters answered (the last good copy, else 503).
    renderTimeoutMs: integer(source, 'RENDER_TIMEOUT_MS', 5000, 100, 600_000),
    sMaxAgeSeconds: integer(source, 'CACHE_S_MAXAGE', revalidateSeconds, 0, 31_536_000),
    staleWhileRevalidateSeconds: integer(source, 'CACHE_STALE_WHILE_REVALIDATE', 60, 0, 31_536_000),
    staleIfErrorSeconds: integer(source, 'CACHE_STALE_IF_ERROR', 86_400, 0, 31_536_000),
    // Behind a reverse proxy: its X-Forwarded-* headers are believed (server/http/forwarded.mjs).
    trustProxy: flag(source, 'TRUST_PROXY', false),
    // The page transform's switch (server/html/transforms.mjs).
    scriptsAfterPaint: flag(source, 'PAGE_SCRIPTS_AFTER_PAINT', true),
  };
}
