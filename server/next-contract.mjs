// @ts-check

/**
 * Everything this site takes from Next.js's own output and conventions that Next.js does not document as an
 * interface, in one place, each with what breaks if a release changes it. The browser suite's contract test
 * (tests/e2e/next-contract.test.ts) checks every item against the real build and names the item that changed;
 * docs/upgrading-next.md says how to take a release.
 *
 * Plain constants and pure functions only: the application's proxy and client code import this file too.
 */

/* ---- Requests the router sends ---- */

/** Marks a client navigation's request for a page's data (RSC) instead of its HTML. Renamed: navigations would be keyed, stored and answered as documents. */
export const RSC_HEADER = 'rsc';
/** The router's state, sent with a navigation's request; the data depends on it. Renamed: two navigations from different pages would share one stored answer. */
export const ROUTER_STATE_TREE_HEADER = 'next-router-state-tree';
/** The page a navigation starts from, for intercepted routes. Renamed: as above, for intercepting routes. */
export const NEXT_URL_HEADER = 'next-url';
/**
 * Next.js's own check of a router state header, which it runs while rendering (a malformed one throws: a 500
 * with a stack in the log). The entry runs it first and answers 400. Moved or renamed: the server stops at
 * start with the module's name.
 */
export const ROUTER_STATE_VALIDATOR_MODULE = 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';
/** A prefetch of one segment's data. Renamed: a segment's data and a whole page's would share one stored answer. */
export const SEGMENT_PREFETCH_HEADER = 'next-router-segment-prefetch';
/** A prefetch of a page's data: never stored (its answer is partial). Renamed: prefetches would be stored, and answered to full navigations. */
export const PREFETCH_HEADER = 'next-router-prefetch';
/** A server action's post: always one visitor's. Renamed: an action sent as a GET-like request could be answered from the cache. */
export const ACTION_HEADER = 'next-action';

/**
 * The request headers a navigation's answer varies on, as Next.js names them in its Vary header, and so the
 * headers the page cache keys a navigation's data by. Next.js adding one: navigations that differ only in it
 * would share one stored answer; the server refuses to store an answer whose Vary names a header this list
 * (or UNSTORED_REQUEST_HEADERS) does not, and the contract test fails.
 */
export const VARIANT_HEADERS = /** @type {const} */ ([RSC_HEADER, ROUTER_STATE_TREE_HEADER, NEXT_URL_HEADER, SEGMENT_PREFETCH_HEADER]);
/** Request headers whose answers the cache never stores (so they need not be in its key). */
export const UNSTORED_REQUEST_HEADERS = /** @type {const} */ ([PREFETCH_HEADER, ACTION_HEADER]);

/** The hash of the router's headers a navigation's address carries, which Next.js checks (307 to the right one otherwise). Renamed: every navigation would make a cache key of its own. */
export const RSC_QUERY_PARAM = '_rsc';

/** The request header Next.js reads the nonce for its scripts from: the proxy writes the render's marker there. Changed: Next.js's scripts carry no nonce, the server hashes none of them, and the browser refuses them all. */
export const NONCE_REQUEST_HEADER = 'content-security-policy';

/**
 * The option of next() naming the HTTP server Next.js hangs its websocket handler on (the development
 * server's hot reload); without it, the server of the first request's socket. Once that server has an
 * 'upgrade' listener, Node hands it every request that asks to upgrade (`Upgrade: websocket`), and in
 * production Next.js answers none of them: a connection asking to upgrade an address no route takes stays
 * open, unanswered. The entry gives it a server that never listens (server/serve.mjs), so such a request is
 * answered as any other. Renamed or ignored: those requests go unanswered again.
 */
export const WEBSOCKET_SERVER_OPTION = 'httpServer';

/* ---- Cookies and the build's manifests ---- */

/** Draft mode's cookie, set by draftMode().enable() to the build's preview id. Renamed: previews would be cached and served to everyone, or never start. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The build's id, in .next/BUILD_ID: part of every cache key, so a new build never serves an old build's page. */
export const BUILD_ID_FILE = 'BUILD_ID';
/** Where the build's draft-mode cookie value is: .next/prerender-manifest.json, `preview.previewModeId`. Moved: no preview session is recognised; forged cookies are still dropped. */
export const PRERENDER_MANIFEST_FILE = 'prerender-manifest.json';
/** The routes of the build: .next/routes-manifest.json, `staticRoutes` and `dynamicRoutes`, each `{ page, regex }`. Changed: every address is taken for a not-found one (404) and every metric's route label reads "not-found". */
export const ROUTES_MANIFEST_FILE = 'routes-manifest.json';
/** The build's assets, under .next/static and served from this prefix with their content hash in their names. */
export const STATIC_ASSETS_DIR = 'static';
export const STATIC_ASSET_PREFIX = '/_next/static/';
/**
 * The image optimiser's address: Next.js takes every path that starts with it, before any route, and decodes
 * and fetches the `url` it is given (a malformed one threw inside Next.js: a 500). No page of the site uses
 * next/image (next.config.mjs turns the optimiser off), so the entry answers these paths a plain 404 itself
 * and none reaches Next.js. Moved: the new address reaches Next.js's optimiser, or renders its 404 page.
 */
export const IMAGE_OPTIMIZER_PATH = '/_next/image';
/**
 * Pages of Next.js's own (`/_not-found`, `/_global-error`) in the routes manifest: no address anyone asks for,
 * but Next.js answers them, its global error page with a 500 to a navigation's data; the entry answers their
 * addresses the site's not-found page. Renamed: that 500 comes back.
 */
export const INTERNAL_PAGE_PREFIX = '/_';

/**
 * The preview id in a parsed prerender manifest, or null.
 * @param {unknown} manifest
 * @returns {string | null}
 */
export function previewModeIdOf(manifest) {
  const preview = /** @type {{ preview?: { previewModeId?: unknown } } | null} */ (manifest)?.preview;
  return typeof preview?.previewModeId === 'string' && preview.previewModeId ? preview.previewModeId : null;
}

/**
 * @typedef {{ page: string, regex: string }} ManifestRoute
 * @typedef {{ staticRoutes: ManifestRoute[], dynamicRoutes: ManifestRoute[] }} BuildRoutes
 */

/**
 * The routes of a parsed routes manifest (entries without a page or a regex left out).
 * @param {unknown} manifest
 * @returns {BuildRoutes}
 */
export function routesOf(manifest) {
  const list = (/** @type {unknown} */ value) =>
    Array.isArray(value) ? value.filter((route) => typeof route?.page === 'string' && typeof route?.regex === 'string').map(({ page, regex }) => ({ page, regex })) : [];
  const routes = /** @type {{ staticRoutes?: unknown, dynamicRoutes?: unknown } | null} */ (manifest);
  return { staticRoutes: list(routes?.staticRoutes), dynamicRoutes: list(routes?.dynamicRoutes) };
}

/* ---- The HTML Next.js writes ---- */

/**
 * A build chunk's address as Next.js writes it in a script's `src` or a preload's `href`. Changed: the
 * after-paint loader leaves the chunks where they are (the page is still whole), or mistakes another script
 * for one.
 */
export const BUILD_SCRIPT_ADDRESS = /^(?:https?:\/\/[^/"]+)?(?:\/[^"]*)?\/_next\/static\/[^"?#]+\.js$/;
/**
 * Next.js writes its chunks as `<script src="…" async>` in <head> and the bootstrap chunk in <body>, and
 * preloads one with `<link rel="preload" as="script">`; nothing else on a page is a build script. A new form
 * (a `type="module"` chunk, `rel="modulepreload"`): that script is fetched and run before the first paint.
 */
export const BUILD_SCRIPT_FORMS = /** @type {const} */ ({ scriptAttribute: 'async', preloadRel: 'preload', preloadAs: 'script' });
/**
 * Next.js puts the request's nonce on every script it writes and repeats it in the page's inline data
 * (`self.__next_f.push(…)`), for scripts it creates in the browser. The server hashes the scripts marked with
 * it, then removes it everywhere. Changed: a page's hashes are missing (its scripts refused), or its bytes
 * differ per render (a new ETag each time).
 */
export const INLINE_DATA_SCRIPT = 'self.__next_f';

/**
 * Next.js links a page's CSS as `<link rel="stylesheet" href="/_next/static/…" data-precedence="…">`; React
 * adopts those links at hydration and on each client navigation by their precedence (one link per sheet,
 * every one on). The server rewrites none of them. Changed: a page opened without a reload lacks its style
 * rules, or keeps a second copy of a sheet enabled (the contract test's navigations).
 */
export const STYLESHEET_PRECEDENCE_ATTRIBUTE = 'data-precedence';
