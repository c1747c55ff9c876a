// @ts-check
import { VARIANT_HEADERS } from '../next-contract.mjs';
import { isNavigationData } from './policy.mjs';

/**
 * The page-cache key of a request: the build, the variant (a document, or a client navigation's data with
 * the router headers it varies on) and the canonical address (server/cache/query-params.mjs). Next.js's
 * `_rsc` is not part of it: it is a hash of those same router headers. Whether a request's answer may be
 * stored at all is server/cache/policy.mjs's to say.
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} address  the canonical address, without `_rsc`
 * @param {string} buildId
 */
export function cacheKey(req, address, buildId) {
  const variant = isNavigationData(req) ? `rsc:${VARIANT_HEADERS.map((name) => String(req.headers[name] ?? '')).join('|')}` : 'doc';
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
  for (const name of VARIANT_HEADERS) if (req.headers[name] !== undefined) headers[name] = String(req.headers[name]);
  return headers;
}
