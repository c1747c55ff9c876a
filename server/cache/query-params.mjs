// @ts-check
import { RSC_QUERY_PARAM } from '../next-contract.mjs';

/**
 * The query parameters each page reads, and the values each may take. Everything else in a query string (a
 * campaign's `utm_*`, a social network's `fbclid`, a crawler's junk) cannot change what a page shows, so the
 * server entry drops it before the page is looked up in the cache or rendered: `/?utm_source=x&fbclid=y` is `/`.
 *
 * A page that starts reading a parameter must declare it here, or it never sees it: the render is given
 * the same URL as the cache key. Pages read their parameters through the names typed from this list
 * (src/lib/news/search-params.ts), and a unit test checks each page's source against it, and the choices
 * below against the settings the pages use.
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

/** The deepest Show More page of a list (src/lib/news/queries.ts clamps to the same). */
export const MAX_LIST_PAGES = 50;
/** The search's last possible page: 200 pages of 100 articles for each of its three kinds, five results a page. */
export const MAX_SEARCH_PAGES = 12_000;
/** The newsroom's first year tab (src/config/news.ts). */
export const FIRST_NEWSROOM_YEAR = 2018;
/** The longest search term (src/config/search.ts): the rest of a longer one is never searched. */
export const MAX_TERM_LENGTH = 200;

/** The values of the parameters that take one of a few (the pages' settings name the same; a unit test compares). */
export const PARAM_CHOICES = /** @type {const} */ ({
  view: ['upcoming', 'past'],
  type: ['downloads', 'external', 'images', 'videos'],
  sort: ['newest', 'relevance'],
  filter: ['in-the-news', 'press-releases', 'events', 'blog', 'gen-iv', 'small-modular-reactors', 'pages'],
  redirected: ['true'],
  sent: ['1'],
});

/** Parameters a page reads every value of; of the others, the first value counts. */
export const MULTI_VALUED = new Set(['filter']);

/** Next.js's own (server/next-contract.mjs): kept for a render, left out of the cache key. */
export const FRAMEWORK_PARAMS = [RSC_QUERY_PARAM];

/** @typedef {typeof ROUTE_QUERY_PARAMS} RouteQueryParams */
/** @typedef {RouteQueryParams[keyof RouteQueryParams][number]} DeclaredParam */

/** @param {string} pathname @returns {readonly string[]} */
function declaredFor(pathname) {
  return /** @type {Record<string, readonly string[]>} */ (ROUTE_QUERY_PARAMS)[pathname] ?? [];
}

/** @param {string} search @returns {URLSearchParams | null} */
function parse(search) {
  try {
    return new URLSearchParams(search);
  } catch {
    return null;
  }
}

/**
 * The canonical form of a page's address: the path, then only the parameters the page reads, sorted by
 * name (each name's values kept in their order), without empty values. The same for every order of the
 * parameters and every spelling of their encoding.
 * @param {string} pathname
 * @param {string} search  the query string, with or without its `?`
 * @param {{ framework?: boolean }} [options]  framework: keep Next.js's `_rsc` (the address a render is given; the cache key leaves it out)
 * @returns {string} `pathname` or `pathname?name=value…`
 */
export function canonicalPath(pathname, search, { framework = true } = {}) {
  if (!search || search === '?') return pathname;
  const allowed = new Set([...declaredFor(pathname), ...(framework ? FRAMEWORK_PARAMS : [])]);
  const params = parse(search);
  if (!params) return pathname;
  /** @type {[string, string][]} */
  const kept = [];
  for (const [name, value] of params) if (allowed.has(name) && value !== '') kept.push([name, value]);
  if (kept.length === 0) return pathname;
  // Array.prototype.sort is stable: a repeated name keeps its values' order (a page reads the first).
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${pathname}?${new URLSearchParams(kept).toString()}`;
}

/** @typedef {{ value: string } | { dropped: true } | { clamped: string }} ValueCheck */

/**
 * @param {string} raw
 * @param {number} max
 * @returns {ValueCheck}
 */
function wholeNumber(raw, max) {
  const digits = raw.trim();
  if (!/^\d+$/.test(digits)) return { dropped: true };
  const text = digits.replace(/^0+/, '');
  if (text === '') return { dropped: true };
  return text.length > 15 || Number(text) > max ? { clamped: String(max) } : { value: text };
}

/**
 * One value of a declared parameter, checked: kept (in its one spelling), dropped, or clamped to its bound.
 * @param {string} name
 * @param {string} raw
 * @param {string} pathname
 * @param {number} year  this year
 * @returns {ValueCheck}
 */
function checkValue(name, raw, pathname, year) {
  if (name === 'page') return wholeNumber(raw, pathname === '/search' ? MAX_SEARCH_PAGES : MAX_LIST_PAGES);
  if (name === 'year') {
    const text = raw.trim();
    // Up to next year: an article dated in the site's time zone may already be in it.
    return /^\d{4}$/.test(text) && Number(text) >= FIRST_NEWSROOM_YEAR && Number(text) <= year + 1 ? { value: text } : { dropped: true };
  }
  if (name === 'term') return { value: Array.from(raw.replace(/\s+/gu, ' ').trim()).slice(0, MAX_TERM_LENGTH).join('').trim() };
  const choices = /** @type {Record<string, readonly string[]>} */ (PARAM_CHOICES)[name];
  const wanted = raw.trim().toLowerCase();
  return choices?.includes(wanted) ? { value: wanted } : { dropped: true };
}

/**
 * @typedef {object} CheckedQuery
 * @property {string} search       the query with each declared value in its one spelling: the first value of a
 *                                 name read once, a name read whole (`filter`) sorted and without repeats;
 *                                 every other parameter as it came (the key leaves those out)
 * @property {string | null} correction  when a value was malformed or out of range: the address with it
 *                                 removed, or clamped to its bound (a redirect, so it never makes a key)
 * @property {boolean} freeText    a value is free text (a search term): unbounded, so a page for it is stored
 *                                 only once it was asked for again
 */

/**
 * Checks the values of the parameters `pathname` reads before they make a cache key: a whole number within
 * its bound for `page`, one of the newsroom's years for `year`, one of its choices for `view`, `type`,
 * `filter`, `sort`, `redirected` and `sent`. An empty value (and a blank term) is no value.
 * @param {string} pathname
 * @param {string} search  the query string, with or without its `?`
 * @param {number} [year]  this year (the newsroom's newest possible tab)
 * @returns {CheckedQuery}
 */
export function checkQuery(pathname, search, year = new Date().getUTCFullYear()) {
  const declared = declaredFor(pathname);
  const params = declared.length > 0 && search && search !== '?' ? parse(search) : null;
  if (!params) return { search, correction: null, freeText: false };
  const checked = new URLSearchParams();
  /** @type {Set<string>} names read once whose value was decided */
  const decided = new Set();
  let corrected = false;
  let freeText = false;
  for (const [name, raw] of params) {
    if (!declared.includes(name)) {
      checked.append(name, raw);
      continue;
    }
    const multi = MULTI_VALUED.has(name);
    if (raw === '' || (!multi && decided.has(name))) continue;
    const check = checkValue(name, raw, pathname, year);
    if ('value' in check && check.value === '') continue;
    if (!multi) decided.add(name);
    if ('dropped' in check) {
      corrected = true;
      continue;
    }
    if ('clamped' in check) corrected = true;
    const value = 'clamped' in check ? check.clamped : check.value;
    if (name === 'term') freeText = true;
    if (!checked.getAll(name).includes(value)) checked.append(name, value);
  }
  for (const name of MULTI_VALUED) {
    const values = checked.getAll(name).sort();
    checked.delete(name);
    for (const value of values) checked.append(name, value);
  }
  const text = checked.toString();
  const query = text ? `?${text}` : '';
  return { search: query, correction: corrected ? `${pathname}${query}` : null, freeText };
}
