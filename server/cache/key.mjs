// @ts-check
import { hasDraftCookie } from '../http/draft-cookie.mjs';

/**
 * The page-cache key of a request: the build, the variant (a document, or a client navigation's data with
 * the router headers it varies on) and the canonical address (server/cache/query-params.mjs). Next.js's
 * `_rsc` is not part of it: it is a hash of those same router headers.
 */

/** The request headers an answer of Next.js varies on (its Vary names them), in the key of a navigation's data. */
export const RSC_VARIANT_HEADERS = ['rsc', 'next-router-state-tree', 'next-url', 'next-router-segment-prefetch'];

/**
 * Whether a request's answer may be the same for every visitor: a GET or HEAD, not a server action, not an
 * editor's preview (a forged draft cookie is dropped before this is asked), not a router prefetch.
 * Headers that do not change a page (a stray Authorization, say) do not make it one visitor's.
 * @param {import('node:http').IncomingMessage} req
 */
export function isShared(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers['next-action'] || hasDraftCookie(req.headers.cookie)) return false;
  return !req.headers['next-router-prefetch'];
}

/** @param {import('node:http').IncomingMessage} req */
export function isNavigationData(req) {
  return Boolean(req.headers.rsc);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} address  the canonical address, without `_rsc`
 * @param {string} buildId
 */
export function cacheKey(req, address, buildId) {
  const variant = isNavigationData(req) ? `rsc:${RSC_VARIANT_HEADERS.map((name) => String(req.headers[name] ?? '')).join('|')}` : 'doc';
  return `${buildId}|${variant}|${address}`;
}

/**
 * The headers a re-render of the same key must carry.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function variantHeaders(req) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of RSC_VARIANT_HEADERS) if (req.headers[name] !== undefined) headers[name] = String(req.headers[name]);
  return headers;
}
