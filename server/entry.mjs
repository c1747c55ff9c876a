// @ts-check
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { CACHE_MARK_HEADER, DRAFT_MODE_COOKIE, NOT_FOUND_HEADER, POLICY_HEADER, RENDER_NONCE_HEADER, STRICT_TRANSPORT_SECURITY } from './contract.mjs';
import { unmarkedPage, withScriptSources, withUpgradeInsecureRequests } from './csp.mjs';
import { refusal, sendRefusal } from './gate.mjs';
import { REQUEST_ID_HEADER } from './log.mjs';
import { canonicalPath } from './query-params.mjs';
import { redirectAnswer } from './redirects.mjs';

/**
 * Where every request enters: a request the site does not take is refused from its headers (server/gate.mjs);
 * pages the same for every visitor are served from the page cache, under their canonical address (only the
 * query parameters a page reads: server/query-params.mjs); the rest are rendered by Next.js, at most a few
 * at a time, their Content-Security-Policy completed with the hashes of their inline scripts, and stored
 * when they may be shared.
 */

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Marks a background re-render the entry asked itself for. */
const REFRESH_HEADER = 'x-page-cache-refresh';
const RSC_VARIANT_HEADERS = ['rsc', 'next-router-state-tree', 'next-url', 'next-router-segment-prefetch'];
/** The policy of an image, video or build asset opened on its own: it may show itself, nothing runs. */
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const FILE_POLICY_PATHS = /^\/(images|videos)\/|^\/_next\/static\//;
/** Build assets: their names carry their content's hash, so a copy never needs asking about again. */
export const BUILD_ASSET_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Files under public/ keep their names when replaced: kept an hour, then shown from the copy at hand for
 * up to a day while it is revalidated in the background (the file's ETag and Last-Modified answer 304 while
 * it is unchanged, the new bytes once it was replaced).
 */
export const PUBLIC_FILE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The Cache-Control of a file the server sends as it is (an address the entry passes straight to Next.js),
 * or null for what keeps its own (the API, the image optimiser).
 * @param {string} pathname
 */
export function fileCacheControl(pathname) {
  if (pathname.startsWith('/_next/static/')) return BUILD_ASSET_CONTROL;
  if (pathname.startsWith('/_next/') || pathname === '/api' || pathname.startsWith('/api/')) return null;
  return PUBLIC_FILE_CONTROL;
}

/** Where a missing file under public/ is rendered: the site's not-found page (no route has this address). */
export const MISSING_FILE_PATH = '/not-found';

/** Headers that are per response, or that the entry writes itself. */
const UNSTORED = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'cache-control',
  'etag',
  'content-encoding',
  'x-powered-by',
  'content-security-policy',
  'strict-transport-security',
  'age',
  'x-cache',
  'cache-tag',
  CACHE_MARK_HEADER,
  POLICY_HEADER,
  // Each response's own, set before the request reaches the entry.
  REQUEST_ID_HEADER,
]);
/** How many addresses rendered for one visitor the entry remembers (it forgets them all when full). */
const MAX_PER_VISITOR_ADDRESSES = 1000;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml|text\/calendar)/;

/**
 * @typedef {import('./page-cache.mjs').PageEntry} PageEntry
 * @typedef {import('./bridge.mjs').RenderContext} RenderContext
 * @typedef {{ sMaxAge: number, staleWhileRevalidate: number, staleIfError: number }} CachePolicy
 * @typedef {import('./requests.mjs').ResponseFacts} ResponseFacts
 */

/** How the entry answered each response (for its access-log line and the metrics). */
/** @type {WeakMap<import('node:http').ServerResponse, ResponseFacts>} */
const responseFacts = new WeakMap();

/**
 * The page cache's answer to a response (its X-Cache), and whether it was a background re-render the
 * entry asked itself for; undefined for what the entry passed straight through (build assets, the API).
 * @param {import('node:http').ServerResponse} res
 * @returns {ResponseFacts | undefined}
 */
export function responseFactsOf(res) {
  return responseFacts.get(res);
}

/** @param {import('node:http').IncomingMessage} req */
function isHttps(req) {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  if (forwarded) return forwarded === 'https';
  return Boolean(/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted);
}

/** @param {string | undefined} header */
function hasDraftCookie(header) {
  return Boolean(header && header.split(';').some((part) => part.trim().startsWith(`${DRAFT_MODE_COOKIE}=`)));
}

/**
 * Removes a draft-mode cookie that is not this build's own (Next.js sets it to the build's preview id):
 * a forged one neither bypasses the cache nor reaches the application.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | null} previewModeId
 */
export function dropForgedDraftCookie(req, previewModeId) {
  const header = req.headers.cookie;
  if (!hasDraftCookie(header)) return;
  const parts = String(header).split(';');
  const kept = parts.filter((part) => {
    const trimmed = part.trim();
    if (!trimmed.startsWith(`${DRAFT_MODE_COOKIE}=`)) return true;
    const value = trimmed.slice(DRAFT_MODE_COOKIE.length + 1);
    if (!previewModeId || value.length !== previewModeId.length) return false;
    return timingSafeEqual(Buffer.from(value), Buffer.from(previewModeId));
  });
  if (kept.length === parts.length) return;
  if (kept.length === 0) delete req.headers.cookie;
  else req.headers.cookie = kept.join(';');
}

/**
 * The page-cache key of a request, or null when its answer may be one visitor's. Its address is the
 * canonical one (campaign and unknown parameters dropped); headers that do not change a page (a stray
 * Authorization, say) do not make it one visitor's.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} buildId
 */
export function cacheKey(req, buildId) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // A valid preview session only: the entry drops a forged draft cookie before this is asked.
  if (req.headers['next-action'] || hasDraftCookie(req.headers.cookie)) return null;
  if (req.headers['next-router-prefetch']) return null;
  const variant = req.headers.rsc ? `rsc:${RSC_VARIANT_HEADERS.map((name) => String(req.headers[name] ?? '')).join('|')}` : 'doc';
  return `${buildId}|${variant}|${canonicalUrl(req.url ?? '/')}`;
}

/** @param {string} url */
export function canonicalUrl(url) {
  const index = url.indexOf('?');
  return index === -1 ? url : canonicalPath(url.slice(0, index), url.slice(index));
}

/** @param {unknown} chunk @param {BufferEncoding | undefined} encoding */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}

/**
 * Lets Next.js write its whole response into memory instead of the socket: the headers (the policy
 * needs the body's hashes) can only be written once the body is complete.
 * @param {import('node:http').ServerResponse} res
 * @param {() => unknown} run
 * @returns {Promise<{ status: number, body: Buffer }>}
 */
export function captureResponse(res, run) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const own = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (res));
    const restore = () => {
      for (const name of ['writeHead', 'write', 'end', 'flushHeaders']) delete own[name];
    };
    own.writeHead = (/** @type {number} */ status, /** @type {unknown} */ reason, /** @type {unknown} */ headers) => {
      res.statusCode = status;
      const list = typeof reason === 'string' ? headers : reason;
      if (Array.isArray(list)) {
        const pairs = Array.isArray(list[0]) ? list : Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]]);
        for (const [name, value] of pairs) res.setHeader(String(name), value);
      } else if (list && typeof list === 'object') {
        for (const [name, value] of Object.entries(list)) if (value !== undefined) res.setHeader(name, /** @type {string} */ (value));
      }
      return res;
    };
    own.flushHeaders = () => {};
    own.write = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ callback) => {
      const done = typeof encoding === 'function' ? encoding : callback;
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined));
      if (typeof done === 'function') process.nextTick(done);
      return true;
    };
    own.end = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(toBuffer(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined));
      }
      restore();
      resolve({ status: res.statusCode, body: Buffer.concat(chunks) });
      return res;
    };
    Promise.resolve()
      .then(run)
      .catch((error) => {
        restore();
        reject(error);
      });
  });
}

/** @param {string | string[] | number | undefined} value */
function headerText(value) {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

/** @param {string} vary */
function withAcceptEncoding(vary) {
  const names = vary
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

/**
 * The policy (upgrading sub-resources over https) and HSTS: per scheme, the rest of a page's headers are not.
 * @param {string} csp
 * @param {boolean} https
 */
function securityHeaders(csp, https) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (csp) headers['content-security-policy'] = https ? withUpgradeInsecureRequests(csp) : csp;
  if (https) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/** Bodies worth compressing: text of more than 1 KiB. @param {Buffer} body @param {string | string[] | number | undefined} contentType */
function isCompressible(body, contentType) {
  return body.length > 1024 && COMPRESSIBLE.test(headerText(contentType));
}

/** A page in one coding, at levels quick enough to run per request. @param {Buffer} body @param {'br' | 'gzip'} coding */
function compress(body, coding) {
  return coding === 'br'
    ? brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/** @param {string} header @param {'br' | 'gzip'} coding */
function accepts(header, coding) {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>,
 *   pageCache: import('./page-cache.mjs').PageCache,
 *   renderContext: import('node:async_hooks').AsyncLocalStorage<RenderContext>,
 *   buildId: string,
 *   ttlMs: number,
 *   degradedTtlMs: number,
 *   policy: CachePolicy,
 *   isPassThrough: (pathname: string) => boolean,
 *   selfAddress: () => { host: string, port: number } | null,
 *   refreshLock?: (key: string) => Promise<boolean>,
 *   gate?: (req: import('node:http').IncomingMessage) => import('./gate.mjs').Refusal | null,
 *   redirects?: import('./redirects.mjs').RedirectMatcher,
 *   isMissingFile?: (pathname: string) => boolean,
 *   isUnknownPath?: (pathname: string) => boolean,
 *   isMissingAsset?: (pathname: string) => boolean,
 *   previewModeId?: string | null,
 *   maxRenders?: number,
 *   maxQueuedRenders?: number,
 *   warn?: (message: string, error?: unknown) => void,
 *   now?: () => number,
 *   transformHtml?: (html: string, pathname: string) => string | { html: string, scriptHashes?: readonly string[] },
 * }} options
 *   gate: refuses what the site does not take, before anything is read; redirects: the web team's redirects
 *   (content/redirects.yaml), answered right after the gate; isMissingFile: a path under public/
 *   that names no file (answered with the site's not-found page); previewModeId: the build's draft-mode
 *   cookie value; maxRenders: renders at once (8), more wait in a queue of maxQueuedRenders (256), past
 *   which a request is answered 503 with Retry-After; transformHtml: applied to each rendered HTML page
 *   before it is hashed, compressed and stored (the build's stylesheets written into the page, its scripts
 *   made to wait for the first paint); the hashes of any inline script it adds join the page's policy
 */
export function createSiteHandler(options) {
  const { handle, pageCache, renderContext, buildId, ttlMs, degradedTtlMs, policy, isPassThrough, selfAddress } = options;
  const warn = options.warn ?? (() => {});
  const now = options.now ?? Date.now;
  const gate = options.gate ?? (() => null);
  const isMissingFile = options.isMissingFile ?? (() => false);
  const isUnknownPath = options.isUnknownPath ?? (() => false);
  const isMissingAsset = options.isMissingAsset ?? (() => false);
  const previewModeId = options.previewModeId ?? null;
  const transformHtml = options.transformHtml ?? null;
  const renderSlots = createSlots(options.maxRenders ?? 8, options.maxQueuedRenders ?? 256);
  let lastBusyWarning = -Infinity;
  const refreshSecret = randomBytes(24).toString('base64url');
  /** @type {Map<string, Promise<PageEntry | null>>} */
  const rendering = new Map();
  /** @type {Set<string>} */
  const refreshing = new Set();
  /**
   * Addresses whose last render was for one visitor (the form pages): their visitors render side by side
   * rather than one after the other waiting for a page to share. Bounded: forgotten wholesale when full.
   * @type {Set<string>}
   */
  const perVisitor = new Set();
  /** Response headers for each entry and body coding, built once. */
  /** @type {WeakMap<PageEntry, Map<string, Record<string, string | string[] | number>>>} */
  const headerSets = new WeakMap();

  const publicControl = `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}`;
  const degradedControl = `public, max-age=0, s-maxage=${Math.ceil(degradedTtlMs / 1000)}`;

  /** @param {import('node:http').IncomingMessage} req */
  function isRefresh(req) {
    const presented = req.headers[REFRESH_HEADER];
    if (typeof presented !== 'string') return false;
    // A random secret of this process, only ever sent to itself: nobody else can ask for a re-render.
    const given = Buffer.from(presented);
    const expected = Buffer.from(refreshSecret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * @param {PageEntry} entry
   * @param {'identity' | 'gzip' | 'br'} coding
   * @param {boolean} https
   */
  function headersFor(entry, coding, https) {
    let sets = headerSets.get(entry);
    if (!sets) {
      sets = new Map();
      headerSets.set(entry, sets);
    }
    const variant = `${coding}|${https}`;
    let headers = sets.get(variant);
    if (!headers) {
      const body = coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : entry.body;
      const rsc = entry.key.includes('|rsc:');
      headers = {
        ...entry.headers,
        ...securityHeaders(entry.csp, https),
        'cache-control': rsc ? 'private, no-cache' : entry.ttlMs < ttlMs ? degradedControl : publicControl,
        etag: coding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${coding}"`,
        vary: withAcceptEncoding(headerText(entry.headers.vary)),
        'content-length': body?.length ?? 0,
      };
      if (entry.tags.length > 0) headers['cache-tag'] = entry.tags.join(',');
      if (coding !== 'identity') headers['content-encoding'] = coding;
      sets.set(variant, headers);
    }
    return headers;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {PageEntry} entry
   * @param {'HIT' | 'STALE' | 'MISS'} state
   * @param {string} acceptEncoding
   * @param {string | undefined} method  the request's own (the entry renders a HEAD as a GET)
   */
  function sendEntry(req, res, entry, state, acceptEncoding, method) {
    const coding = entry.br && accepts(acceptEncoding, 'br') ? 'br' : entry.gzip && accepts(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
    const headers = headersFor(entry, coding, isHttps(req));
    // Merged by writeHead with the stored set, which a hit never copies.
    res.setHeader('x-cache', state);
    responseFacts.set(res, { cache: state });
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && matchesEtag(ifNoneMatch, entry)) {
      const notModified = { ...headers };
      delete notModified['content-length'];
      delete notModified['content-encoding'];
      res.writeHead(304, notModified);
      res.end();
      return;
    }
    res.writeHead(entry.status, headers);
    res.end(method === 'HEAD' ? undefined : coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : entry.body);
  }

  /** @param {string} header @param {PageEntry} entry */
  function matchesEtag(header, entry) {
    const base = entry.etag.slice(1, -1);
    return header.split(',').some((tag) => {
      const value = tag.trim().replace(/^W\//, '');
      return value === '*' || value === entry.etag || value === `"${base}-gzip"` || value === `"${base}-br"`;
    });
  }

  /**
   * Renders the request through Next.js into memory; returns what to send and, when it may be shared,
   * the entry to store.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string | null} key
   * @param {boolean} refresh
   */
  async function render(req, res, key, refresh) {
    const release = await renderSlots.acquire();
    try {
      return await renderNow(req, res, key, refresh);
    } finally {
      release();
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string | null} key
   * @param {boolean} refresh
   */
  async function renderNow(req, res, key, refresh) {
    const marker = randomBytes(16).toString('base64');
    req.headers[RENDER_NONCE_HEADER] = marker;
    // Next.js would compress; the entry compresses what it stores, once.
    delete req.headers['accept-encoding'];
    /** @type {RenderContext} */
    const context = { tags: new Set(), degraded: false, refresh };
    const startedAt = now();
    const captured = await captureResponse(res, () => renderContext.run(context, () => handle(req, res)));
    const { status } = captured;
    let { body } = captured;
    const raw = res.getHeaders();
    for (const name of res.getHeaderNames()) if (name !== REQUEST_ID_HEADER) res.removeHeader(name);

    let csp = headerText(raw[POLICY_HEADER] ?? raw['content-security-policy']);
    const contentType = headerText(raw['content-type']);
    if (contentType.startsWith('text/html')) {
      // Served without the marker: unchanged content renders to the same bytes, and the same ETag.
      const page = unmarkedPage(body.toString('utf8'), marker);
      // The page's own inline scripts keep their hashes; a script the transform adds brings its own.
      const transformed = transformHtml ? transformHtml(page.html, new URL(req.url ?? '/', 'http://site.invalid').pathname) : page.html;
      const html = typeof transformed === 'string' ? transformed : transformed.html;
      const added = typeof transformed === 'string' ? [] : (transformed.scriptHashes ?? []);
      body = Buffer.from(html, 'utf8');
      if (csp) csp = withScriptSources(csp, [...new Set([...page.hashes, ...added])]);
    }
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(raw)) {
      if (!UNSTORED.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
    }
    const shareable =
      key !== null && (req.method === 'GET' || req.method === 'HEAD') && raw[CACHE_MARK_HEADER] === 'public' && (status === 200 || status === 404) && raw['set-cookie'] === undefined;
    return { status, body, headers, csp, raw, shareable, context, startedAt };
  }

  /**
   * @param {string} key
   * @param {Awaited<ReturnType<typeof render>>} rendered
   * @returns {Promise<PageEntry>}
   */
  async function toEntry(key, rendered) {
    const { status, body, headers, csp, context } = rendered;
    const [gzipped, brotli] = isCompressible(body, headers['content-type'])
      ? await Promise.all([compress(body, 'gzip'), compress(body, 'br')])
      : [null, null];
    return {
      key,
      status,
      headers,
      csp,
      body,
      gzip: gzipped,
      br: brotli,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      tags: [...context.tags].sort(),
      storedAt: now(),
      ttlMs: context.degraded ? degradedTtlMs : ttlMs,
    };
  }

  /**
   * A response for this visitor alone (or one that failed): sent with its hashes and `private, no-store`.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Awaited<ReturnType<typeof render>>} rendered
   * @param {string | undefined} method
   * @param {string} acceptEncoding
   */
  async function sendPrivate(req, res, rendered, method, acceptEncoding) {
    const https = isHttps(req);
    const headers = /** @type {Record<string, string | string[] | number>} */ ({ ...rendered.headers });
    // Compressed as a stored page is (a form page is one visitor's, but no smaller for it), in the one coding sent.
    let body = rendered.body;
    if (method !== 'HEAD' && isCompressible(body, headers['content-type'])) {
      const coding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
      if (coding) {
        body = await compress(body, coding);
        headers['content-encoding'] = coding;
      }
      headers.vary = withAcceptEncoding(headerText(headers.vary));
    }
    const setCookie = rendered.raw['set-cookie'];
    if (setCookie !== undefined) headers['set-cookie'] = Array.isArray(setCookie) ? setCookie : String(setCookie);
    const nextControl = headerText(rendered.raw['cache-control']);
    // Redirects and API answers keep what they said; pages for one visitor are never stored anywhere.
    headers['cache-control'] = nextControl && !/text\/html/.test(headerText(headers['content-type'])) ? nextControl : 'private, no-store';
    Object.assign(headers, securityHeaders(rendered.csp, https));
    headers['content-length'] = body.length;
    headers['x-cache'] = 'BYPASS';
    responseFacts.set(res, { cache: 'BYPASS' });
    res.writeHead(rendered.status, headers);
    res.end(method === 'HEAD' ? undefined : body);
  }

  /**
   * Every render slot taken and the queue full: a short answer to come back, not another request held.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string | undefined} method
   */
  function sendBusy(req, res, method) {
    responseFacts.set(res, { cache: 'BYPASS' });
    if (now() - lastBusyWarning > 10_000) {
      lastBusyWarning = now();
      warn(`page cache: every render slot is taken and ${renderSlots.stats().waiting} renders wait; answering 503 until one is free`);
    }
    const busy = refusal(503, false, 'Busy for a moment', 'Many pages are being prepared at once. Please try again in a few seconds.', { 'retry-after': 5 });
    sendRefusal(req, res, method === 'HEAD' ? { ...busy, body: '' } : busy, isHttps(req));
  }

  /**
   * Asks this server for a fresh copy of a stale page, in the background (the visitor already has the
   * stale one). One refresh per page at a time, and with Redis one across all instances.
   * @param {string} key
   * @param {import('node:http').IncomingMessage} req
   */
  function scheduleRefresh(key, req) {
    if (refreshing.has(key)) return;
    const address = selfAddress();
    if (!address) return;
    refreshing.add(key);
    (async () => {
      if (options.refreshLock && !(await options.refreshLock(key))) return;
      /** @type {Record<string, string>} */
      const headers = { [REFRESH_HEADER]: refreshSecret, host: String(req.headers.host ?? 'localhost') };
      for (const name of RSC_VARIANT_HEADERS) if (req.headers[name] !== undefined) headers[name] = String(req.headers[name]);
      await new Promise((resolve) => {
        const request = httpRequest({ host: address.host, port: address.port, path: req.url, method: 'GET', headers, timeout: 60_000 }, (response) => {
          response.resume();
          response.on('end', resolve);
          response.on('error', resolve);
        });
        request.on('error', (error) => {
          warn(`page cache: could not refresh ${req.url}`, error);
          resolve(undefined);
        });
        request.on('timeout', () => request.destroy(new Error('timed out')));
        request.end();
      });
    })()
      .catch((error) => warn(`page cache: could not refresh ${req.url}`, error))
      .finally(() => refreshing.delete(key));
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function siteHandler(req, res) {
    // Only the entry hands out render markers, refresh permissions and not-found marks.
    delete req.headers[RENDER_NONCE_HEADER];
    delete req.headers[NOT_FOUND_HEADER];
    const refresh = isRefresh(req);
    delete req.headers[REFRESH_HEADER];
    const refused = gate(req);
    if (refused) {
      sendRefusal(req, res, refused, isHttps(req));
      return;
    }
    // A redirect of content/redirects.yaml: a map read, before the cache and any render, the query passed on.
    const redirect = options.redirects?.((req.url ?? '/').split('?')[0] ?? '/', (req.url ?? '').split('?').slice(1).join('?'));
    if (redirect) {
      sendRefusal(req, res, redirectAnswer(redirect), isHttps(req));
      return;
    }
    let pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (isMissingFile(pathname)) {
      // The site's own not-found page, with its policy and headers, one copy for every missing file.
      req.url = MISSING_FILE_PATH;
      pathname = MISSING_FILE_PATH;
    }
    if (isMissingAsset(pathname)) {
      // A build asset this build does not have (an old page's, or made up): a plain 404, never a page.
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : 'Not Found');
      return;
    }
    if (isUnknownPath(pathname)) req.headers[NOT_FOUND_HEADER] = '1';
    if (isPassThrough(pathname)) {
      // Files and the API carry the same transport policy as pages; an image or video opened on its own
      // gets a policy that lets nothing run (a document under /files/ is left to the browser's viewer).
      if (isHttps(req)) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      if (FILE_POLICY_PATHS.test(pathname)) res.setHeader('content-security-policy', FILE_POLICY);
      // Next.js (its file sender) keeps a Cache-Control set before it.
      const control = fileCacheControl(pathname);
      if (control) res.setHeader('cache-control', control);
      return handle(req, res);
    }
    dropForgedDraftCookie(req, previewModeId);

    const acceptEncoding = headerText(req.headers['accept-encoding']);
    const key = cacheKey(req, buildId);
    const method = req.method;
    if (key) {
      // The page is rendered from the address it is stored under: a parameter it does not read never reaches it.
      // (An address ending in a slash is redirected to the one without, keeping its whole query for that page.)
      if (!(pathname.length > 1 && pathname.endsWith('/'))) req.url = canonicalUrl(req.url ?? '/');
      // A HEAD is answered from the page a GET would store.
      req.method = 'GET';
    }

    try {
      if (key && refresh) {
        responseFacts.set(res, { refresh: true });
        const rendered = await render(req, res, key, true);
        let stored = false;
        if (rendered.shareable) stored = await pageCache.set(await toEntry(key, rendered), rendered.startedAt);
        res.writeHead(stored ? 204 : 202, { 'cache-control': 'no-store' });
        res.end();
        return;
      }

      if (key) {
        const found = await pageCache.get(key);
        if (found) {
          if (!found.fresh) scheduleRefresh(key, req);
          sendEntry(req, res, found.entry, found.fresh ? 'HIT' : 'STALE', acceptEncoding, method);
          return;
        }
        // The same page asked for while it renders: one render, every visitor its answer.
        // (A turn found again after it ended is never awaited twice: that would spin without yielding.)
        /** @type {Promise<PageEntry | null> | undefined} */
        let waited;
        for (let running = rendering.get(key); running && running !== waited && !perVisitor.has(key); running = rendering.get(key)) {
          waited = running;
          const entry = await running;
          if (entry) {
            sendEntry(req, res, entry, 'HIT', acceptEncoding, method);
            return;
          }
        }
        // An address known to render per visitor takes no turn: its visitors render side by side.
        /** @type {(entry: PageEntry | null) => void} */
        let settle = () => {};
        /** @type {Promise<PageEntry | null> | null} */
        const turn = perVisitor.has(key) ? null : new Promise((resolve) => (settle = resolve));
        if (turn) rendering.set(key, turn);
        // Waiters loop until the address has no turn or they get an entry, so a turn that has nothing to
        // share leaves the map before it wakes them (awaiting a settled turn in that loop again and again
        // would starve the event loop); a turn with an entry stays until the entry is stored, serving it.
        const free = () => {
          if (turn && rendering.get(key) === turn) rendering.delete(key);
        };
        try {
          const rendered = await render(req, res, key, false);
          if (!rendered.shareable) {
            // Only a page that says it is one visitor's; a failed render is waited for as before.
            if (rendered.raw[CACHE_MARK_HEADER] === 'private' && !perVisitor.has(key)) {
              if (perVisitor.size >= MAX_PER_VISITOR_ADDRESSES) perVisitor.clear();
              perVisitor.add(key);
            }
            free();
            settle(null);
            await sendPrivate(req, res, rendered, method, acceptEncoding);
            return;
          }
          // Shareable (again, if the page changed): stored, and waited for from now on.
          perVisitor.delete(key);
          const entry = await toEntry(key, rendered);
          settle(entry);
          sendEntry(req, res, entry, 'MISS', acceptEncoding, method);
          await pageCache.set(entry, rendered.startedAt);
        } catch (error) {
          free();
          settle(null);
          throw error;
        } finally {
          free();
        }
        return;
      }

      await sendPrivate(req, res, await render(req, res, null, false), method, acceptEncoding);
    } catch (error) {
      if (!(error instanceof BusyError) || res.headersSent) throw error;
      sendBusy(req, res, method);
    }
  }
  /** Renders in progress and waiting (for the metrics). */
  siteHandler.renderLoad = () => renderSlots.stats();
  return siteHandler;
}

/** Thrown when every render slot is taken and the queue is full. */
export class BusyError extends Error {
  constructor() {
    super('too many pages are being rendered; try again shortly');
    this.name = 'BusyError';
  }
}

/**
 * At most `size` holders at once; up to `maxQueued` more wait their turn in order, and past that
 * acquire() fails at once with a BusyError (a flood is answered 503, not held in memory).
 * @param {number} size
 * @param {number} maxQueued
 */
export function createSlots(size, maxQueued) {
  let active = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    /** @returns {Promise<() => void>} */
    acquire() {
      if (active < size) {
        active += 1;
        return Promise.resolve(once(release));
      }
      if (waiting.length >= maxQueued) return Promise.reject(new BusyError());
      return new Promise((resolve) => waiting.push(() => resolve(once(release))));
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}

/** @param {() => void} fn */
function once(fn) {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}
