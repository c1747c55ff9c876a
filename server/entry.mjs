// @ts-check
import { NOT_FOUND_HEADER, RENDER_NONCE_HEADER } from './app-interface.mjs';
import { ROUTER_STATE_TREE_HEADER } from './next-contract.mjs';
import { cacheKey } from './cache/key.mjs';
import { isNavigationData, isSharedRequest } from './cache/policy.mjs';
import { canonicalPath, checkQuery } from './cache/query-params.mjs';
import { refusal, sendRefusal } from './gate.mjs';
import { dropForgedDraftCookie } from './http/draft-cookie.mjs';
import { sendFile, sendMissingAsset } from './http/files.mjs';
import { dropRouterHeaders, isUndecodablePath } from './http/path-escapes.mjs';
import { readRequestTarget } from './http/request-target.mjs';
import { isReadableRouterState } from './http/router-state.mjs';
import { isHttps } from './http/scheme.mjs';
import { createSender } from './http/send.mjs';
import { createPageServer } from './pages.mjs';
import { redirectAnswer } from './redirects.mjs';
import { createRenderer } from './render.mjs';
import { BusyError, createRenderSlots } from './render-slots.mjs';

/**
 * Where every request enters, and which way it goes:
 *
 *   an absolute-form or asterisk-form target            → its path and Host (RFC 9112), or 400 (http/request-target.mjs)
 *   refused by the gate (method, size, type, secret)   → a clean 4xx, before its body is read (gate.mjs)
 *   a router state Next.js cannot read                  → 400 (http/router-state.mjs)
 *   one of the web team's redirects (content/)          → 308 or 307, the query passed on (redirects.mjs)
 *   a file of the build or of public/, the API          → Next.js, with the file's headers (http/files.mjs)
 *   a missing build asset, the image optimiser's address → a plain 404 (no page shows an image through it)
 *   a path with a malformed percent escape, a missing  → the not-found page, as a document (http/path-escapes.mjs)
 *     file under public/, a page of Next.js's own
 *   one visitor's (a post, a preview, a server action)  → rendered for them alone (pages.mjs)
 *   a malformed or out-of-range query value             → 308 to the corrected address (cache/query-params.mjs)
 *   anything else                                      → the page cache, under its key (pages.mjs, cache/)
 *
 * Every render runs in a slot (render-slots.mjs); with none free and the queue full, the answer is a 503.
 */

/** Where the site's not-found page is rendered (an address no route takes), for every address no page takes. */
const NOT_FOUND_PATH = '/not-found';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ sMaxAge: number, staleWhileRevalidate: number, staleIfError: number }} CachePolicy
 */

/**
 * @param {{
 *   handle: (req: Request, res: Response) => Promise<unknown>,
 *   pageCache: import('./cache/page-cache.mjs').PageCache,
 *   renderContext: import('node:async_hooks').AsyncLocalStorage<import('./bridge.mjs').RenderContext>,
 *   buildId: string,
 *   ttlMs: number,
 *   degradedTtlMs: number,
 *   policy: CachePolicy,
 *   isPassThrough: (pathname: string) => boolean,
 *   isFixedPath?: (pathname: string) => boolean,
 *   refreshLock?: (key: string) => Promise<boolean>,
 *   gate?: (req: Request) => import('./gate.mjs').Refusal | null,
 *   redirects?: import('./redirects.mjs').RedirectMatcher,
 *   isMissingFile?: (pathname: string) => boolean,
 *   isFrameworkPage?: (pathname: string) => boolean,
 *   isUnknownPath?: (pathname: string) => boolean,
 *   isMissingAsset?: (pathname: string) => boolean,
 *   previewModeId?: string | null,
 *   maxRenders?: number,
 *   maxQueuedRenders?: number,
 *   maxFirstAskRenders?: number,
 *   maxQueuedFirstAskRenders?: number,
 *   renderTimeoutMs?: number,
 *   renderTimer?: import('./render-slots.mjs').Timer,
 *   warn?: (message: string, error?: unknown) => void,
 *   debug?: (facts: object, message: string) => void,
 *   now?: () => number,
 *   transformHtml?: import('./html/pipeline.mjs').PageTransform | null,
 * }} options
 *   isFixedPath: an address the build knows (its page is kept in the fixed pages' space); gate: refuses what
 *   the site does not take; redirects: the web team's redirects (content/redirects.yaml); isMissingFile: a
 *   path under public/ that names no file (answered with the site's not-found page); isFrameworkPage: a page of
 *   Next.js's own (`/_global-error`), answered the same; isUnknownPath: an address
 *   no page takes (answered 404); previewModeId: the build's draft-mode cookie value; maxRenders: renders at
 *   once (8), more wait in a queue of maxQueuedRenders (256); maxFirstAskRenders: renders of an address a
 *   visitor can make up without bound asked for the first time (2, in a queue of maxQueuedFirstAskRenders,
 *   32), so a flood of them leaves the server's time to the pages in the cache; transformHtml: applied to
 *   each rendered HTML page before it is hashed, compressed and stored
 */
export function createSiteHandler(options) {
  const { handle, pageCache, buildId, isPassThrough } = options;
  const warn = options.warn ?? (() => {});
  const now = options.now ?? Date.now;
  const gate = options.gate ?? (() => null);
  const isMissingFile = options.isMissingFile ?? (() => false);
  const isFrameworkPage = options.isFrameworkPage ?? (() => false);
  const isUnknownPath = options.isUnknownPath ?? (() => false);
  const isMissingAsset = options.isMissingAsset ?? (() => false);
  const previewModeId = options.previewModeId ?? null;
  const slots = createRenderSlots(options.maxRenders ?? 8, options.maxQueuedRenders ?? 256);
  const firstAskSlots = createRenderSlots(options.maxFirstAskRenders ?? 2, options.maxQueuedFirstAskRenders ?? 32);
  const send = createSender();
  const pages = createPageServer({
    pageCache,
    render: createRenderer({ handle, renderContext: options.renderContext, transformHtml: options.transformHtml ?? null, stamp: () => pageCache.stamp() }),
    slots,
    firstAskSlots,
    send,
    isFixedPath: options.isFixedPath ?? (() => true),
    controls: { ...options.policy, degradedTtlMs: options.degradedTtlMs },
    renderTimeoutMs: options.renderTimeoutMs,
    renderTimer: options.renderTimer,
    ttlMs: options.ttlMs,
    degradedTtlMs: options.degradedTtlMs,
    now,
    refreshLock: options.refreshLock,
    warn,
    debug: options.debug,
  });
  let lastBusyWarning = -Infinity;

  /**
   * @param {Request} req
   * @param {Response} res
   */
  async function siteHandler(req, res) {
    // Only the entry hands out render markers and not-found marks.
    delete req.headers[RENDER_NONCE_HEADER];
    delete req.headers[NOT_FOUND_HEADER];
    const unreadable = readRequestTarget(req);
    if (unreadable) return sendRefusal(req, res, unreadable, isHttps(req));
    const refused = gate(req);
    if (refused) return sendRefusal(req, res, refused, isHttps(req));
    if (!isReadableRouterState(req.headers[ROUTER_STATE_TREE_HEADER])) {
      return sendRefusal(req, res, refusal(400, false, 'Bad request', 'This request carried a navigation state the site cannot read. Load the page again.'), isHttps(req));
    }
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    let pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    let search = queryAt === -1 ? '' : url.slice(queryAt);
    // A map read, before the cache and any render, so a deleted file's address can be redirected too.
    const redirect = options.redirects?.(pathname, search.slice(1));
    if (redirect) return sendRefusal(req, res, redirectAnswer(redirect), isHttps(req));
    if (isMissingAsset(pathname)) return sendMissingAsset(req, res);
    const undecodable = isUndecodablePath(pathname);
    const missingFile = isMissingFile(pathname);
    // None names a page of the site (Next.js would answer its own error page to a navigation's data): the
    // not-found page, as a document, whatever the router's headers asked for.
    if (undecodable || missingFile || isFrameworkPage(pathname)) dropRouterHeaders(req);
    if (!missingFile && !undecodable && isPassThrough(pathname)) return sendFile(req, res, pathname, handle);
    let slashed = pathname.length > 1 && pathname.endsWith('/');
    if (undecodable || ((missingFile || isUnknownPath(pathname)) && !isNavigationData(req) && !slashed)) {
      // The site's own not-found page, rendered once for every address no page takes (a missing file, a
      // mistyped link, a stranger's million made-up paths), with its 404, its policy and its headers. The
      // visitor's address stays in the address bar; the access log keeps it too. (An address ending in a slash
      // is first redirected to the one without, as every address is.)
      pathname = NOT_FOUND_PATH;
      search = '';
      slashed = false;
    }
    if (isUnknownPath(pathname)) req.headers[NOT_FOUND_HEADER] = '1';
    dropForgedDraftCookie(req, previewModeId);

    const method = req.method;
    try {
      // An address ending in a slash goes as it came: Next.js redirects it to the one without, query and all.
      if (!isSharedRequest(req) || slashed) return await pages.serveOne(req, res, `${pathname}${search}`);
      const query = checkQuery(pathname, search);
      if (query.correction) return send.sendCorrection(req, res, query.correction);
      const address = canonicalPath(pathname, query.search, { framework: false });
      const navigation = isNavigationData(req);
      // The page is rendered from its canonical address: a parameter it does not read never reaches it.
      await pages.serve(req, res, {
        key: cacheKey(req, address, buildId),
        address,
        url: navigation ? canonicalPath(pathname, query.search) : address,
      });
    } catch (error) {
      if (!(error instanceof BusyError) || res.headersSent) throw error;
      if (now() - lastBusyWarning > 10_000) {
        lastBusyWarning = now();
        warn(`page cache: every render slot is taken and ${slots.stats().waiting} renders wait; answering 503 until one is free`);
      }
      send.sendBusy(req, res, method);
    }
  }
  /** Renders in progress and waiting, and those abandoned at their deadline so far (for the metrics). */
  siteHandler.renderLoad = () => {
    const [all, firstAsks] = [slots.stats(), firstAskSlots.stats()];
    return { active: all.active + firstAsks.active, waiting: all.waiting + firstAsks.waiting, timeouts: pages.stats().renderTimeouts };
  };
  return siteHandler;
}
