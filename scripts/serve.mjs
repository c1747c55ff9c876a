// Serves the production build: Next's request handler behind Node's own HTTP server, with the page
// cache in front of it (server/entry.mjs). The visitor's address the forms' rate limit keys on is the
// connection's, not a header the visitor wrote (`next start` keeps a client's own X-Forwarded-For).
// Every request gets an id, an access-log line and its place in the metrics (server/requests.mjs).
// Usage: node scripts/serve.mjs [port] [hostname]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { createRenderContextStorage, installBridge } from '../server/bridge.mjs';
import { createSiteHandler, responseFactsOf } from '../server/entry.mjs';
import { createRequestGate } from '../server/gate.mjs';
import { createStylesheetInliner } from '../server/inline-css.mjs';
import { scriptsAfterPaint } from '../server/scripts-after-paint.mjs';
import { getLogger, logSettings, routeConsoleToLogger } from '../server/log.mjs';
import { setMetricSource, siteMetrics } from '../server/metrics.mjs';
import { PageCache } from '../server/page-cache.mjs';
import { loadRedirects } from '../server/redirects.mjs';
import { connectRedis, redisPageStore } from '../server/redis.mjs';
import { createRequestObserver } from '../server/requests.mjs';
import { loadRouteLabeler } from '../server/routes.mjs';
import { readServerSettings } from '../server/settings.mjs';

try {
  logSettings();
} catch (error) {
  process.stderr.write(`[serve] ${error instanceof Error ? error.message : error}\n`);
  process.exit(2);
}
// Whatever the framework and libraries print becomes one of the logger's lines (JSON in production, scrubbed).
routeConsoleToLogger();
const log = getLogger('serve');

const ROOT = new URL('..', import.meta.url).pathname;
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const hostname = process.argv[3] ?? process.env.HOSTNAME ?? '0.0.0.0';
// Behind a reverse proxy that appends the visitor's address, keep its header and add the proxy's.
const trustProxy = process.env.TRUST_PROXY === 'true';

const warn = (message, error) => log.warn(error ? { err: error } : {}, message);

/** @type {Set<(tags: readonly string[]) => void>} */
const remoteListeners = new Set();
/** @type {Set<() => void>} */
const reconnectListeners = new Set();
/** @type {Set<() => Promise<unknown>>} */
const shutdownTasks = new Set();
/** @type {PageCache | undefined} */
let pageCache;
/** @type {ReturnType<typeof connectRedis> | null} */
let redis = null;
const INVALIDATION_CHANNEL = 'invalidate';

const bridge = {
  renderContext: createRenderContextStorage(),
  redis: null,
  redisPrefix: 'site:',
  redisAvailable: () => Boolean(redis?.available()),
  async invalidatePages(tags) {
    const count = (await pageCache?.invalidate(tags)) ?? 0;
    if (redis?.available()) {
      await redis.client.publish(redis.prefix + INVALIDATION_CHANNEL, JSON.stringify({ from: redis.instanceId, tags })).catch((error) => warn('could not announce an invalidation', error));
    }
    return count;
  },
  // The page cache records every invalidation (with Redis, for all instances); the content cache asks it too.
  invalidatedSince: async (tags, since) => (await pageCache?.invalidatedSince(tags, since)) ?? false,
  onRemoteInvalidation: (listener) => remoteListeners.add(listener),
  onShutdown: (task) => shutdownTasks.add(task),
  onReconnect: (listener) => reconnectListeners.add(listener),
};
installBridge(bridge);

let settings;
try {
  settings = readServerSettings();
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

if (settings.redisUrl) {
  redis = connectRedis({
    url: settings.redisUrl,
    prefix: settings.redisKeyPrefix,
    onDown: (error) => warn('Redis is unreachable; caching per process until it is back', error),
    onUp: () => {
      log.info('Redis is back; forgetting what may have changed meanwhile');
      pageCache?.clearLocal();
      for (const listener of reconnectListeners) listener();
    },
  });
  bridge.redis = redis.client;
  bridge.redisPrefix = redis.prefix;
  redis.subscribe(INVALIDATION_CHANNEL, (message) => {
    try {
      const { from, tags } = JSON.parse(message);
      if (from === redis?.instanceId || !Array.isArray(tags)) return;
      pageCache?.invalidateLocal(tags);
      for (const listener of remoteListeners) listener(tags);
    } catch (error) {
      warn('ignored a malformed invalidation message', error);
    }
  });
}

pageCache = new PageCache({
  maxBytes: settings.pageCacheMaxBytes,
  keepMs: settings.staleIfErrorSeconds * 1000,
  shared: redis ? redisPageStore(redis) : null,
  warn,
});

// Created here, before the application loads: it finds the same registry on its global.
const metrics = siteMetrics();
setMetricSource('pageCache', () => pageCache?.getStats());
setMetricSource('redis', () => (redis ? redis.available() : null));

const app = next({ dev: false, dir: ROOT, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

// Files the server sends as they are: build assets and everything in public/ (listed once: a deployment's
// files do not change while it runs).
const publicRoots = new Set(readdirSync(join(ROOT, 'public')));
/** Every file below `dir`, as the addresses `prefix` + its path (empty when `dir` is missing). */
function filesUnder(dir, prefix) {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${prefix}${join(entry.parentPath, entry.name).slice(dir.length + 1)}`),
  );
}
const publicFiles = filesUnder(join(ROOT, 'public'), '/');
const isPassThrough = (pathname) =>
  pathname.startsWith('/_next/static/') || pathname.startsWith('/_next/image') || pathname.startsWith('/api/') || publicRoots.has(pathname.split('/')[1] ?? '');
/** @param {string} pathname */
const decodedPath = (pathname) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};
const isPublicFile = (pathname) => publicFiles.has(decodedPath(pathname));
const isMissingFile = (pathname) => publicRoots.has(pathname.split('/')[1] ?? '') && !isPublicFile(pathname);
const routeOf = loadRouteLabeler(ROOT);
// The build's own assets, listed once: a request for any other /_next/static/ address is answered 404 at
// the entry (the site's catch-all page would otherwise take it).
const staticDir = join(ROOT, '.next', 'static');
const staticAssets = filesUnder(staticDir, '/_next/static/');
// Each page gets the style rules it uses written in, and the framework's scripts asked for after its first paint.
const inlineStylesheets = createStylesheetInliner({ staticDir });
const isMissingAsset = (pathname) => pathname.startsWith('/_next/static/') && !staticAssets.has(decodedPath(pathname));
// The build's draft-mode cookie value: only an editor's preview session, started by /api/preview, has it.
const prerenderManifest = join(ROOT, '.next', 'prerender-manifest.json');
const previewModeId = existsSync(prerenderManifest) ? (JSON.parse(readFileSync(prerenderManifest, 'utf8')).preview?.previewModeId ?? null) : null;

let address = null;
const siteHandler = createSiteHandler({
  handle,
  pageCache,
  renderContext: bridge.renderContext,
  buildId: readFileSync(join(ROOT, '.next', 'BUILD_ID'), 'utf8').trim(),
  ttlMs: settings.revalidateSeconds * 1000,
  degradedTtlMs: Math.min(10, settings.revalidateSeconds) * 1000,
  policy: { sMaxAge: settings.sMaxAgeSeconds, staleWhileRevalidate: settings.staleWhileRevalidateSeconds, staleIfError: settings.staleIfErrorSeconds },
  isPassThrough,
  isMissingFile,
  isMissingAsset,
  // Every address no page takes reaches the site's catch-all page, which shows the not-found page: answered 404.
  isUnknownPath: (pathname) => routeOf(pathname) === 'not-found',
  previewModeId,
  maxRenders: settings.maxRenders,
  maxQueuedRenders: settings.maxQueuedRenders,
  redirects: loadRedirects(join(ROOT, 'content', 'redirects.yaml'), warn),
  gate: createRequestGate({
    routeOf,
    isFile: (pathname) => pathname.startsWith('/_next/static/') || isPublicFile(pathname),
    revalidateSecret: process.env.REVALIDATE_SECRET || null,
  }),
  selfAddress: () => address,
  // The editing screen is drawn by its scripts alone: nothing to paint before them.
  transformHtml: (html, pathname) => (/^\/keystatic(\/|$)/.test(pathname) ? inlineStylesheets(html) : scriptsAfterPaint(inlineStylesheets(html))),
  refreshLock: redis
    ? async (key) => {
        if (!redis?.available()) return true;
        try {
          return (await redis.client.set(`${redis.prefix}page-refresh:${key}`, '1', 'PX', 30_000, 'NX')) === 'OK';
        } catch {
          return true;
        }
      }
    : undefined,
  warn,
});
bridge.pageCacheStats = () => pageCache?.getStats();
setMetricSource('renders', () => siteHandler.renderLoad());

const observe = createRequestObserver({ trustProxy, routeOf, metrics, factsOf: responseFactsOf });

const server = createServer((request, response) => {
  const connected = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${connected}` : connected;
  void observe(request, response, () => siteHandler(request, response));
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  const bound = server.address();
  address = { host: hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname, port: typeof bound === 'object' && bound ? bound.port : port };
  log.info(`ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${redis ? ' (sharing Redis)' : ''}`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight (a form being stored) and the saves they started (the content's last
    // good copies), then leave; never hang on idle keep-alive sockets.
    server.close(() => {
      void Promise.allSettled([...shutdownTasks].map((task) => task())).then(() => {
        void redis?.close();
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
