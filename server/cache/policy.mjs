// @ts-check
import { CACHE_MARK_HEADER } from '../app-interface.mjs';
import { hasDraftCookie } from '../http/draft-cookie.mjs';
import { ACTION_HEADER, PREFETCH_HEADER, RSC_HEADER, UNSTORED_REQUEST_HEADERS, VARIANT_HEADERS } from '../next-contract.mjs';

/**
 * The page cache's one policy: from a request and Next.js's answer to it, whether the answer is the same for
 * every visitor (shared), the space it is kept in, how it is admitted there, and its Cache-Control. Every
 * other module asks this one; tests/unit/cache-policy.test.ts reads as its table of rules.
 *
 * - Shared: a GET or HEAD, not a server action, not a router prefetch, not an editor's draft; answered 200
 *   or 404, marked `public` by the route (src/proxy.ts: a route opts in, the default is `private`), setting
 *   no cookie, and varying on no request header the cache key leaves out.
 * - Space (server/cache/spaces.mjs): a 404 with the not-found answers; an address with a query or a client
 *   navigation's data (router headers) with the variants; an address the build knows among the fixed pages;
 *   any other (an article) with the articles.
 * - Admission: what a stranger can mint without bound (every variant: search terms, search states, list
 *   pages, router states, any future parameter) by frequency (server/cache/admission.mjs); the rest always;
 *   a page that asked to stay out of the cache (a list page past its end) never.
 * - Cache-Control: a shared page `public` for CDNs (briefly when some content could not be read); a
 *   navigation's data `private, no-cache` (a shared cache keys on the URL only); a page whose render began
 *   before one of its tags was invalidated `no-store` (what it shows is already old: no CDN may keep it); an
 *   answer for one visitor `private, no-store`, except a redirect or an API answer, which keeps what it said.
 *   The decision is stored with the page and is what the server sends (server/http/send.mjs).
 */

/**
 * @typedef {import('./spaces.mjs').SpaceName} SpaceName
 * @typedef {'always' | 'frequency' | 'never'} Admission
 * @typedef {{ method?: string, headers: import('node:http').IncomingHttpHeaders }} RequestLike
 * @typedef {object} AnswerLike
 * @property {number} status
 * @property {Record<string, string | string[] | undefined>} headers  every header Next.js wrote
 * @property {boolean} [storable]   false: the page asked to stay out of the cache
 * @property {boolean} [degraded]   some of its content could not be read (kept briefly)
 * @property {boolean} [outdated]   its render began before one of its tags was invalidated (never kept)
 * @typedef {{ shared: true, space: SpaceName, admission: Admission, cacheControl: string, reason: string }} SharedDecision
 * @typedef {{ shared: false, space: null, admission: 'never', cacheControl: string, reason: string }} UnsharedDecision
 * @typedef {SharedDecision | UnsharedDecision} Decision
 *   shared: stored and sent to other visitors; space: where it is kept; admission: how it enters its space;
 *   reason: why, in a few words (for the log and the table test)
 * @typedef {{ sMaxAge: number, staleWhileRevalidate: number, staleIfError: number, degradedTtlMs: number }} Controls
 */

/** Request headers an answer may vary on and still be stored: those in the key, those never stored, and the coding. */
const KEYED = new Set([...VARIANT_HEADERS, ...UNSTORED_REQUEST_HEADERS, 'accept-encoding']);

/**
 * Before any render: whether this request's answer may be the same for every visitor. Headers that do not
 * change a page (a stray Authorization, say) do not make it one visitor's; a forged draft cookie is dropped
 * before this is asked.
 * @param {RequestLike} req
 * @returns {string | null}  why it is one visitor's, or null when it may be shared
 */
export function unsharedRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return `a ${req.method}`;
  if (req.headers[ACTION_HEADER]) return 'a server action';
  if (hasDraftCookie(req.headers.cookie)) return 'an editor’s draft';
  if (req.headers[PREFETCH_HEADER]) return 'a router prefetch';
  return null;
}

/** @param {RequestLike} req */
export function isSharedRequest(req) {
  return unsharedRequest(req) === null;
}

/**
 * A client navigation's data (keyed by the router's headers): the RSC header as Next.js reads it, `1`; any
 * other value is a document, so a stranger's made-up values never split its key.
 * @param {RequestLike} req
 */
export function isNavigationData(req) {
  return req.headers[RSC_HEADER] === '1';
}

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
 * Where a page for an address is kept and how it is admitted there, known before it renders (a 404 goes
 * with the not-found answers whatever this says).
 * @param {string} address  the canonical address
 * @param {boolean} navigation  a client navigation's data
 * @param {(pathname: string) => boolean} isFixedPath  an address the build knows
 * @returns {{ space: SpaceName, admission: Admission }}
 */
export function placement(address, navigation, isFixedPath) {
  if (navigation || address.includes('?')) return { space: 'variants', admission: 'frequency' };
  return { space: isFixedPath(address) ? 'fixed' : 'articles', admission: 'always' };
}

/**
 * How a space admits a page: by frequency where a stranger can mint keys, always elsewhere.
 * @param {SpaceName} space
 * @returns {Admission}
 */
export function admissionOf(space) {
  return space === 'variants' ? 'frequency' : 'always';
}

/**
 * Whether a space's pages are also kept in the store the instances share (Redis): only the fixed pages and
 * the articles, whose number the build and the CMS bound, so Redis holds at most one copy of each of them
 * and nothing a stranger can mint (variants, not-found answers stay in their process).
 * @param {SpaceName} space
 */
export function keptAcrossInstances(space) {
  return space === 'fixed' || space === 'articles';
}

/**
 * How long the shared store keeps a page: while it is fresh, and as long again (a stale copy served once
 * while it is rendered again), but never past the time a stale page may be served at all.
 * @param {number} ttlMs  the page's freshness
 * @param {number} keepMs how long a stale page may still be served
 */
export function sharedKeepMs(ttlMs, keepMs) {
  return ttlMs + Math.min(ttlMs, keepMs);
}

/**
 * How long the shared store keeps a tag's mark (its last invalidation): as long as a page carrying it may
 * stay there (so a copy an invalidation missed is never read again), and at least ten minutes, far past
 * the deadline of any render or CMS load begun before it (each is asked whether it may still be stored).
 * @param {number} ttlMs  the pages' freshness
 * @param {number} keepMs how long a stale page may still be served
 */
export function markKeepMs(ttlMs, keepMs) {
  return Math.max(10 * 60 * 1000, sharedKeepMs(ttlMs, keepMs));
}

/** A shared page already outdated when it was sent: its visitor gets it, no cache keeps it. */
export const OUTDATED_CACHE_CONTROL = 'no-store';

/**
 * The Cache-Control of the entry's own redirect to a page's corrected address (a malformed or out-of-range
 * query value): kept an hour by browsers and CDNs, as the same address is always corrected the same way.
 */
export const CORRECTION_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The Cache-Control of a shared page.
 * @param {{ navigation: boolean, degraded: boolean, outdated?: boolean }} page
 * @param {Controls} controls
 */
export function sharedCacheControl({ navigation, degraded, outdated = false }, controls) {
  if (navigation) return 'private, no-cache';
  if (outdated) return OUTDATED_CACHE_CONTROL;
  if (degraded) return `public, max-age=0, s-maxage=${Math.ceil(controls.degradedTtlMs / 1000)}`;
  return `public, max-age=0, s-maxage=${controls.sMaxAge}, stale-while-revalidate=${controls.staleWhileRevalidate}, stale-if-error=${controls.staleIfError}`;
}

/**
 * The Cache-Control of an answer for one visitor: a redirect or an API answer keeps what it said; a page is
 * never stored anywhere.
 * @param {Record<string, string | string[] | undefined>} headers  what Next.js wrote
 */
export function privateCacheControl(headers) {
  const said = headerValue(headers['cache-control']);
  return said && !/text\/html/.test(headerValue(headers['content-type'])) ? said : 'private, no-store';
}

/** @param {string | string[] | undefined} value */
function headerValue(value) {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * Why Next.js's answer is one visitor's, or null when it may be shared.
 * @param {AnswerLike} answer
 */
export function unsharedAnswer(answer) {
  const mark = answer.headers[CACHE_MARK_HEADER];
  if (mark !== 'public') return mark === 'private' ? 'marked private by its route' : 'its route did not opt in to sharing';
  if (answer.status !== 200 && answer.status !== 404) return `a ${answer.status}`;
  if (answer.headers['set-cookie'] !== undefined) return 'it sets a cookie';
  const unkeyed = unkeyedVary(answer.headers.vary);
  if (unkeyed.length > 0) return `it varies on ${unkeyed.join(', ')}, which the key does not hold`;
  return null;
}

/**
 * The decision for one request and Next.js's answer to it.
 * @param {{ request: RequestLike, address: string, answer: AnswerLike, isFixedPath: (pathname: string) => boolean, controls: Controls }} input
 * @returns {Decision}
 */
export function decide({ request, address, answer, isFixedPath, controls }) {
  const navigation = isNavigationData(request);
  const placed = placement(address, navigation, isFixedPath);
  const unshared = unsharedRequest(request) ?? unsharedAnswer(answer);
  if (unshared) return { shared: false, space: null, admission: 'never', cacheControl: privateCacheControl(answer.headers), reason: unshared };
  /** @type {SpaceName} */
  const space = answer.status === 404 ? 'notFound' : placed.space;
  const outdated = Boolean(answer.outdated);
  /** @type {Admission} */
  const admission = answer.storable === false || outdated ? 'never' : admissionOf(space);
  const cacheControl = sharedCacheControl({ navigation, degraded: Boolean(answer.degraded), outdated }, controls);
  const reason = outdated ? 'its render began before one of its tags was invalidated' : admission === 'never' ? 'it asked to stay out of the cache' : 'the same for every visitor';
  return { shared: true, space, admission, cacheControl, reason };
}
