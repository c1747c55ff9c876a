// @ts-check
import { timingSafeEqual } from 'node:crypto';
import {
  FORM_BODY_TYPES,
  FORM_PAGE_PATHS,
  MAX_FORM_BODY_BYTES,
  MAX_NOTICE_BYTES,
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './app-interface.mjs';

/**
 * What the server entry checks before a request reaches the application, from its request line and headers
 * alone: whether the path takes the method, and for a post, its size, its type and (for the webhook) its
 * secret. A refused request is answered at once, before a byte of its body is read, with a clean 4xx: an
 * HTML page for a visitor's page, JSON for the API. Nothing a stranger sends can make the server answer 5xx.
 */

/** @typedef {'page' | 'form-page' | 'file' | 'api' | 'not-found'} PathKind */

const READ = ['GET', 'HEAD'];

/**
 * The API's routes and the methods each one takes (their route.ts files export exactly these; a unit test
 * compares). HEAD is answered by a route's GET.
 * @type {Record<string, readonly string[]>}
 */
export const API_METHODS = {
  '/api/captcha/altcha': READ,
  '/api/forms/[form]': ['POST'],
  '/api/health': READ,
  '/api/health/live': READ,
  // The editing screen's API (its route answers 404 wherever the screen is off).
  '/api/keystatic/[...params]': [...READ, 'POST'],
  '/api/metrics': READ,
  '/api/preview': READ,
  '/api/preview/exit': [...READ, 'POST'],
  '/api/revalidate': ['POST'],
};

/**
 * What a post to each route may be: its largest body, the types it may have, and whether its secret must be
 * shown first.
 * @typedef {{ maxBytes: number, types: readonly string[], api: boolean, secret?: boolean }} PostRule
 * @type {Record<string, PostRule>}
 */
export const POST_RULES = {
  ...Object.fromEntries(FORM_PAGE_PATHS.map((path) => [path, { maxBytes: MAX_FORM_BODY_BYTES, types: FORM_BODY_TYPES, api: false }])),
  '/api/forms/[form]': { maxBytes: MAX_FORM_BODY_BYTES, types: FORM_BODY_TYPES, api: true },
  '/api/revalidate': { maxBytes: MAX_NOTICE_BYTES, types: ['application/json'], api: true, secret: true },
  // The editing screen's saves: a page's words, or an image an editor uploads.
  '/api/keystatic/[...params]': { maxBytes: 20 * 1024 * 1024, types: ['application/json', 'application/octet-stream', 'multipart/form-data', 'text/plain'], api: true },
  // The preview bar's "Exit preview" button: two short fields.
  '/api/preview/exit': { maxBytes: 4096, types: ['application/x-www-form-urlencoded', 'multipart/form-data'], api: true },
};

/** A plain page for the entry's own refusals: no script, no style sheet, nothing to load. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * @param {string | undefined} header
 * @returns {string} the media type, lower case, without parameters
 */
function mediaType(header) {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * @typedef {object} Refusal
 * @property {number} status
 * @property {Record<string, string | number>} headers
 * @property {string} body
 */

/**
 * The entry's own answer: JSON for the API, else a small HTML page under a policy that loads nothing.
 * @param {number} status
 * @param {boolean} api
 * @param {string} title
 * @param {string} message
 * @param {Record<string, string | number>} [extra]
 * @returns {Refusal}
 */
export function refusal(status, api, title, message, extra = {}) {
  /** @type {Record<string, string | number>} */
  const headers = { 'cache-control': 'no-store', ...extra };
  for (const { key, value } of STATIC_SECURITY_HEADERS) headers[key.toLowerCase()] = value;
  if (api) {
    headers['content-type'] = 'application/json; charset=utf-8';
    return { status, headers, body: JSON.stringify({ ok: false, status, message, error: message }) };
  }
  headers['content-type'] = 'text/html; charset=utf-8';
  headers['content-security-policy'] = PAGE_POLICY;
  const body = [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem;line-height:1.5;color:#0b1f3a}a{color:#0b1f3a}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
  ].join('');
  return { status, headers, body };
}

/**
 * @param {{
 *   routeOf: (pathname: string) => string,
 *   isFile: (pathname: string) => boolean,
 *   revalidateSecret?: string | null,
 * }} options
 *   routeOf: the route pattern of the build a path belongs to (server/routes.mjs); isFile: a path under
 *   public/ or the build's static assets
 */
export function createRequestGate({ routeOf, isFile, revalidateSecret = null }) {
  const formPages = new Set(/** @type {readonly string[]} */ (FORM_PAGE_PATHS));

  /**
   * @param {string} pathname
   * @returns {{ kind: PathKind, route: string, methods: readonly string[] }}
   */
  function classify(pathname) {
    if (isFile(pathname)) return { kind: 'file', route: pathname, methods: READ };
    const route = routeOf(pathname);
    if (route.startsWith('/api/') || route === '/api') {
      const methods = API_METHODS[route];
      return methods ? { kind: 'api', route, methods } : { kind: 'not-found', route, methods: READ };
    }
    if (formPages.has(route)) return { kind: 'form-page', route, methods: [...READ, 'POST'] };
    if (route === 'not-found' || route === 'public') return { kind: 'not-found', route, methods: READ };
    return { kind: 'page', route, methods: READ };
  }

  /** @param {string | string[] | undefined} authorization @param {string | string[] | undefined} alternative */
  function showsSecret(authorization, alternative) {
    if (!revalidateSecret) return false;
    const header = Array.isArray(authorization) ? authorization[0] : authorization;
    const presented = header?.startsWith('Bearer ') ? header.slice(7) : Array.isArray(alternative) ? alternative[0] : alternative;
    if (!presented) return false;
    const given = Buffer.from(presented);
    const expected = Buffer.from(revalidateSecret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The answer to give instead of handling the request, or null to go on.
   * @param {import('node:http').IncomingMessage} req
   * @returns {Refusal | null}
   */
  return function check(req) {
    const method = (req.method ?? 'GET').toUpperCase();
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const { kind, route, methods } = classify(pathname);
    const api = kind === 'api';
    const allow = methods.join(', ');
    if (method === 'OPTIONS') {
      const headers = /** @type {Record<string, string | number>} */ ({ allow, 'cache-control': 'no-store', 'content-length': 0 });
      return { status: 204, headers, body: '' };
    }
    if (!methods.includes(method)) {
      return refusal(405, api, 'Method not allowed', `This address answers ${methods.join(' and ')} only.`, { allow });
    }
    if (method !== 'POST') return null;

    const rule = POST_RULES[route];
    if (!rule) return refusal(405, api, 'Method not allowed', `This address answers ${methods.join(' and ')} only.`, { allow });
    // The webhook's secret first: a stranger learns nothing else about what it would accept.
    if (rule.secret && !showsSecret(req.headers.authorization, req.headers['x-revalidate-secret'])) {
      return refusal(401, true, 'Unauthorized', 'Unauthorized.', { 'www-authenticate': 'Bearer' });
    }
    const length = req.headers['content-length'];
    if (length === undefined) {
      // A body of unknown length could be anything; a browser always says how long its form is.
      if (req.headers['transfer-encoding'] !== undefined) {
        return refusal(411, rule.api, 'Length required', 'Send the form with its length (Content-Length).');
      }
    } else if (!/^\d{1,12}$/.test(length) || Number(length) > rule.maxBytes) {
      const message = `What you sent is larger than the ${Math.round(rule.maxBytes / 1024)} KB this address accepts. Shorten it and send it again.`;
      return refusal(413, rule.api, 'Too large to send', message);
    }
    const type = mediaType(req.headers['content-type']);
    if (!rule.types.includes(type)) {
      const message = `This address accepts ${rule.types.join(', ')} only. Please send the form from its page on this site.`;
      return refusal(415, rule.api, 'Unsupported form', message);
    }
    return null;
  };
}

/**
 * How much of a refused body the entry lets go by (dropped as it arrives, never kept), and for how long,
 * before it cuts the connection: enough for an honest client that sends its whole body before reading the
 * answer (as browsers and fetch do) to read it, as a web server's lingering close does.
 */
const DISCARD_BYTES = 64 * 1024 * 1024;
const DISCARD_MS = 10_000;

/**
 * Sends a refusal without reading the request's body: the answer goes out at once, what the client still
 * sends is dropped as it comes (never kept), and the connection is cut past DISCARD_BYTES or DISCARD_MS.
 * (Closing at once with bytes unread would reset the connection, and the client could lose the answer.)
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Refusal} refusal
 * @param {boolean} https
 */
export function sendRefusal(req, res, refusal, https) {
  const headers = { ...refusal.headers };
  if (https) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  if (refusal.status !== 204) headers['content-length'] = Buffer.byteLength(refusal.body);
  res.writeHead(refusal.status, headers);
  res.end(req.method === 'HEAD' ? undefined : refusal.body);
  // Node.js reads a body left unread after the answer (dropping it) to keep the connection; this bounds that.
  if (req.complete) return;
  let dropped = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DISCARD_MS);
  timer.unref();
  req.on('data', (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length;
    if (dropped > DISCARD_BYTES) cut();
  });
  req.on('close', () => clearTimeout(timer));
}
