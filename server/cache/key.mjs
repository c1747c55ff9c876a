// @ts-check
import { hasDraftCookie } from '../http/draft-cookie.mjs';
import { ACTION_HEADER, PREFETCH_HEADER, RSC_HEADER, UNSTORED_REQUEST_HEADERS, VARIANT_HEADERS } from '../next-contract.mjs';

/**
 * The page-cache key of a request: the build, the variant (a document, or a client navigation's data with
 * the router headers it varies on) and the canonical address (server/cache/query-params.mjs). Next.js's
 * `_rsc` is not part of it: it is a hash of those same router headers.
 */

/**
 * Whether a request's answer may be the same for every visitor: a GET or HEAD, not a server action, not an
 * editor's preview (a forged draft cookie is dropped before this is asked), not a router prefetch.
 * Headers that do not change a page (a stray Authorization, say) do not make it one visitor's.
 * @param {import('node:http').IncomingMessage} req
 */
export function isShared(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers[ACTION_HEADER] || hasDraftCookie(req.headers.cookie)) return false;
  return !req.headers[PREFETCH_HEADER];
}

/** @param {import('node:http').IncomingMessage} req */
export function isNavigationData(req) {
  return Boolean(req.headers[RSC_HEADER]);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} address  the canonical address, without `_rsc`
 * @param {string} buildId
 */
export function cacheKey(req, address, buildId) {
  const variant = isNavigationData(req) ? `rsc:${VARIANT_HEADERS.map((name) => String(req.headers[name] ?? '')).join('|')}` : 'doc';
  return `${buildId}|${variant}|${address}`;
}

/** Request headers an answer may vary on and still be stored: those in the key, those never stored, and the coding. */
const KEYED = new Set([...VARIANT_HEADERS, ...UNSTORED_REQUEST_HEADERS, 'accept-encoding']);

/**
 * The request headers an answer's Vary names that the cache key does not hold (lower case): such an answer
 * cannot be shared, as the key would hand it to requests it was not made for.
 * @param {string | string[] | undefined} vary
 * @returns {string[]}
 */
export function unkeyedVary(vary) {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? '')).split(',').map((name) => name.trim().toLowerCase());
  return names.filter((name) => name !== '' && !KEYED.has(name));
}

/**
 * The headers a re-render of the same key must carry.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function variantHeaders(req) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of VARIANT_HEADERS) if (req.headers[name] !== undefined) headers[name] = String(req.headers[name]);
  return headers;
}
