// @ts-check
import { getLogger, REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from './log.mjs';

/**
 * What happens around every request the server answers: it gets an id (sent back as X-Request-Id and
 * carried by every line logged while it is handled, the application's included), one access-log line when
 * it ends, and its count and duration in the metrics. The access line names the method, the path without
 * its query string, the route, the status, the duration, the page cache's answer and the bytes sent; never
 * the query string, cookies, the visitor's address or user agent.
 */

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Paths are logged up to this length: enough for any page of the site, not a vehicle for junk. */
const MAX_LOGGED_PATH = 200;

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {{ cache?: 'HIT' | 'STALE' | 'MISS' | 'BYPASS', refresh?: boolean }} ResponseFacts
 */

/**
 * @param {{
 *   trustProxy: boolean,
 *   routeOf: (pathname: string) => string,
 *   metrics: Pick<import('./metrics.mjs').SiteMetrics, 'httpRequests' | 'httpDuration' | 'pageCacheRequests' | 'httpServerErrors'>,
 *   factsOf?: (res: ServerResponse) => ResponseFacts | undefined,
 *   log?: import('pino').Logger,
 * }} options
 */
export function createRequestObserver({ trustProxy, routeOf, metrics, factsOf = () => undefined, log = getLogger('http') }) {
  /**
   * Handles one request with `handler` inside its id's context; a handler that throws is logged and
   * answered 500 (or cut off, when its response had begun).
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {() => Promise<unknown>} handler
   */
  return function observe(req, res, handler) {
    // A visitor's own X-Request-Id is not trusted (it could be made to look like another's): only a proxy's.
    const requestId = requestIdFrom(trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    const socket = req.socket;
    const writtenBefore = socket.bytesWritten;
    /** @type {{ error: unknown } | undefined} */
    let failure;

    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const route = routeOf(pathname);
      const method = METHODS.has(req.method ?? '') ? /** @type {string} */ (req.method) : 'other';
      const finished = res.writableFinished;
      // 499: the client went away before anything was answered (nginx's convention).
      const status = finished || res.headersSent ? res.statusCode : 499;
      const facts = factsOf(res);
      const line = {
        reqId: requestId,
        method,
        path: pathname.length > MAX_LOGGED_PATH ? `${pathname.slice(0, MAX_LOGGED_PATH)}…` : pathname,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(facts?.cache ? { cache: facts.cache } : {}),
        bytes: Math.max(0, socket.bytesWritten - writtenBefore),
        ...(finished ? {} : { aborted: true }),
      };
      // The server's own background re-renders of stale pages are not visitors' requests.
      if (facts?.refresh) {
        log.debug(line, 'page refreshed in the background');
        return;
      }
      const labels = { route, method, status: String(status) };
      if (status >= 500) {
        metrics.httpServerErrors.inc({ route, status: String(status), cause: failure ? 'thrown' : 'answered' });
        if (status !== 503) {
          // Logged with what made it: the error the handler threw, or the note that none reached the server.
          log.error({ ...line, ...(failure ? { err: failure.error } : { cause: 'answered without an error thrown to the server' }) }, 'request');
        } else log.info(line, 'request');
      } else log.info(line, 'request');
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, seconds);
      if (facts?.cache) metrics.pageCacheRequests.inc({ result: facts.cache.toLowerCase() });
    });

    return runWithRequestId(requestId, async () => {
      try {
        await handler();
      } catch (error) {
        failure = { error };
        log.error({ err: error, reqId: requestId }, 'request failed');
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' });
          res.end('Internal Server Error');
        } else res.destroy();
      }
    });
  };
}
