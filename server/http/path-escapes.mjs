// @ts-check
import { UNSTORED_REQUEST_HEADERS, VARIANT_HEADERS } from '../next-contract.mjs';

/**
 * A path with a malformed percent escape (`/newsroom/%X6d9`, a lone `%` at the end) names no page: Next.js
 * cannot decode it and answers 500 to it (a route's parameters, the API, a navigation's data). The entry
 * answers it the site's not-found page instead, as a document: the router's headers are dropped, and a
 * client router that asked for a page's data and gets HTML loads the address as a page, which is that 404.
 */

/** @param {string} pathname  the raw path, as the request line had it */
export function isUndecodablePath(pathname) {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Drops the headers that ask Next.js for a page's data, or a server action, instead of the page. @param {import('node:http').IncomingMessage} req */
export function dropRouterHeaders(req) {
  for (const name of [...VARIANT_HEADERS, ...UNSTORED_REQUEST_HEADERS]) delete req.headers[name];
}
