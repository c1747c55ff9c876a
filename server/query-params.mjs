// @ts-check

/**
 * The query parameters each page reads. Everything else in a query string (a campaign's `utm_*`, a social
 * network's `fbclid`, a crawler's junk) cannot change what a page shows, so the server entry drops it
 * before the page is looked up in the cache or rendered: `/?utm_source=x&fbclid=y` is `/`.
 *
 * A page that starts reading a parameter must declare it here, or it never sees it: the render is given
 * the same URL as the cache key. Pages read their parameters through the names typed from this list
 * (src/lib/news/search-params.ts), and a unit test checks each page's source against it.
 */
export const ROUTE_QUERY_PARAMS = /** @type {const} */ ({
  '/newsroom': ['year', 'page'],
  '/event': ['view', 'page'],
  '/media': ['type', 'page'],
  '/ideas': ['page'],
  '/category/press-release': ['page'],
  '/category/in-the-news': ['page'],
  '/search': ['term', 'filter', 'sort', 'page'],
  '/our-team/advisors': ['redirected'],
  '/contact': ['sent'],
  '/subscription': ['sent'],
});

/**
 * Next.js's own: a client navigation's request for a page's data carries a hash of its router headers as
 * `_rsc` (the cache key already holds those headers), and Next.js checks it.
 */
const FRAMEWORK_PARAMS = ['_rsc'];

/** @typedef {typeof ROUTE_QUERY_PARAMS} RouteQueryParams */
/** @typedef {RouteQueryParams[keyof RouteQueryParams][number]} DeclaredParam */

/**
 * The canonical form of a page's address: the path, then only the parameters the page reads, sorted by
 * name (each name's values kept in their order), without empty values. The same for every order of the
 * parameters and every spelling of their encoding.
 * @param {string} pathname
 * @param {string} search  the query string, with or without its `?`
 * @returns {string} `pathname` or `pathname?name=value…`
 */
export function canonicalPath(pathname, search) {
  if (!search || search === '?') return pathname;
  /** @type {readonly string[]} */
  const declared = /** @type {Record<string, readonly string[]>} */ (ROUTE_QUERY_PARAMS)[pathname] ?? [];
  const allowed = new Set([...declared, ...FRAMEWORK_PARAMS]);
  /** @type {[string, string][]} */
  const kept = [];
  let params;
  try {
    params = new URLSearchParams(search);
  } catch {
    return pathname;
  }
  for (const [name, value] of params) if (allowed.has(name) && value !== '') kept.push([name, value]);
  if (kept.length === 0) return pathname;
  // Array.prototype.sort is stable: a repeated name keeps its values' order (a page reads the first).
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${pathname}?${new URLSearchParams(kept).toString()}`;
}
