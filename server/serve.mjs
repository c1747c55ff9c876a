// Serves the production build: Next's request handler behind Node's own HTTP server, with the page cache in
// front of it (server/entry.mjs). The visitor's address the forms' rate limit keys on is the connection's,
// not a header the visitor wrote (`next start` keeps a client's own X-Forwarded-For), and the hop headers
// (X-Forwarded-Proto, -Host…) count only behind a trusted proxy (server/http/forwarded.mjs). Every request
// gets an id, an access-log line and its place in the metrics (server/requests.mjs).
// Usage: node server/serve.mjs [port] [hostname]
import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { readBuildOutput } from './build-output.mjs';
import { PageCache } from './cache/page-cache.mjs';
import { markKeepMs } from './cache/policy.mjs';
import { createSiteHandler } from './entry.mjs';
import { createRequestGate } from './gate.mjs';
import { createPageTransform } from './html/transforms.mjs';
import { applyForwarding } from './http/forwarded.mjs';
import { refuseTunnel } from './http/request-target.mjs';
import { responseFactsOf } from './http/send.mjs';
import { connectInstances } from './instances.mjs';
import { getLogger, logSettings, routeConsoleToLogger } from './log.mjs';
import { setMetricSource, siteMetrics } from './metrics.mjs';
import { WEBSOCKET_SERVER_OPTION } from './next-contract.mjs';
import { loadRedirects } from './redirects.mjs';
import { createRequestObserver } from './requests.mjs';
import { readServerSettings } from './settings.mjs';

let settings;
try {
  logSettings();
  settings = readServerSettings();
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
const { trustProxy } = settings;
const warn = (/** @type {string} */ message, /** @type {unknown} */ error) => log.warn(error ? { err: error } : {}, message);

// Before the application loads: it finds the bridge, and the metrics registry, on its global.
const instances = connectInstances({
  redisUrl: settings.redisUrl,
  redisKeyPrefix: settings.redisKeyPrefix,
  log,
  markKeepMs: markKeepMs(settings.revalidateSeconds * 1000, settings.staleIfErrorSeconds * 1000),
  untoldFile: join(settings.dataDir, 'untold-invalidations.json'),
});
const pageCache = new PageCache({ maxBytes: settings.pageCacheMaxBytes, keepMs: settings.staleIfErrorSeconds * 1000, shared: instances.sharedPages, warn });
instances.attachPageCache(pageCache);
const metrics = siteMetrics();
setMetricSource('pageCache', () => pageCache.getStats());
setMetricSource('redis', () => (instances.redis ? instances.redis.available() : null));

// Next.js's websocket handler goes on a server that never listens: the site has no websocket, and on the real
// server it would leave every request asking to upgrade unanswered (WEBSOCKET_SERVER_OPTION).
const app = next({ dev: false, dir: ROOT, hostname, port, [WEBSOCKET_SERVER_OPTION]: createServer() });
await app.prepare();
const handle = app.getRequestHandler();
const build = readBuildOutput(ROOT);

const siteHandler = createSiteHandler({
  handle,
  pageCache,
  renderContext: instances.bridge.renderContext,
  buildId: build.buildId,
  ttlMs: settings.revalidateSeconds * 1000,
  degradedTtlMs: Math.min(10, settings.revalidateSeconds) * 1000,
  policy: { sMaxAge: settings.sMaxAgeSeconds, staleWhileRevalidate: settings.staleWhileRevalidateSeconds, staleIfError: settings.staleIfErrorSeconds },
  isPassThrough: build.isPassThrough,
  isFixedPath: build.isFixedPath,
  isMissingFile: build.isMissingFile,
  isFrameworkPage: build.isFrameworkPage,
  isMissingAsset: build.isMissingAsset,
  isUnknownPath: build.isUnknownPath,
  previewModeId: build.previewModeId,
  maxRenders: settings.maxRenders,
  renderTimeoutMs: settings.renderTimeoutMs,
  maxQueuedRenders: settings.maxQueuedRenders,
  maxFirstAskRenders: settings.maxFirstAskRenders,
  maxQueuedFirstAskRenders: settings.maxQueuedFirstAskRenders,
  redirects: loadRedirects(new URL('../content/redirects.yaml', import.meta.url).pathname, warn),
  gate: createRequestGate({ routeOf: build.routeOf, isFile: build.isBuildFile, revalidateSecret: process.env.REVALIDATE_SECRET || null }),
  transformHtml: createPageTransform({ scriptsAfterPaint: settings.scriptsAfterPaint }),
  refreshLock: instances.refreshLock,
  warn,
  debug: (facts, message) => log.debug(facts, message),
});
setMetricSource('renders', () => siteHandler.renderLoad());

const observe = createRequestObserver({ trustProxy, routeOf: build.routeOf, metrics, factsOf: responseFactsOf });
const server = createServer((request, response) => {
  applyForwarding(request, trustProxy);
  void observe(request, response, () => siteHandler(request, response));
});
// A CONNECT (a proxy's tunnel) comes as a socket, not a request: without this it would be closed unanswered.
server.on('connect', (_request, socket) => {
  refuseTunnel(socket);
  getLogger('http').info({ method: 'CONNECT', route: 'tunnel', status: 405 }, 'request');
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  log.info(`ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${instances.redis ? ' (sharing Redis)' : ''}`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight (a form being stored) and the saves they started (the content's last
    // good copies), then leave; never hang on idle keep-alive sockets.
    server.close(() => void instances.close().then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
