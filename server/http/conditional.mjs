// @ts-check
import fresh from 'fresh';

/**
 * Conditional requests (If-None-Match; `fresh` applies the rules, weak comparison and `*` included): a
 * browser or CDN holding a page unchanged gets 304. A stored page has one ETag per coding (`"…"`,
 * `"…-gzip"`, `"…-br"`), and a copy held in any coding is the same page. Only a success is answered 304
 * (RFC 9110 §13.1.2: If-None-Match applies to a 2xx answer): a stored not-found page is sent as the 404 it
 * is, whatever ETag a client sends, `*` included.
 * @param {import('node:http').IncomingHttpHeaders} requestHeaders
 * @param {string} etag  the identity body's strong ETag, quoted
 * @param {number} status  the stored answer's status
 */
export function isUnchanged(requestHeaders, etag, status) {
  if (status < 200 || status > 299) return false;
  const ifNoneMatch = requestHeaders['if-none-match'];
  if (!ifNoneMatch) return false;
  // Only the validator: a request's `Cache-Control: no-cache` (fetch() adds it to every conditional request)
  // speaks to caches on the way; the page cache is the origin's own, and no header bypasses it.
  const conditional = { 'if-none-match': ifNoneMatch };
  const base = etag.slice(0, -1);
  return [etag, `${base}-gzip"`, `${base}-br"`].some((tag) => fresh(conditional, { etag: tag }));
}

/** The ETag of a page in one coding. @param {string} etag @param {import('./encoding.mjs').Coding} coding */
export function codingEtag(etag, coding) {
  return coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;
}
