// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { STATIC_SECURITY_HEADERS } from './app-interface.mjs';

/**
 * The redirects the web team keeps in content/redirects.yaml (edited on /keystatic, checked by
 * `npm run content:check`): read once when the server starts, answered by the entry before the page cache.
 * A request's path is looked up in a map under its key (lower case, no final slash), so `/IMSR/` finds
 * `/imsr` and a lookup costs the same for two redirects or two thousand. The visitor's query string is
 * passed on, so a vanity link's campaign parameters arrive.
 */

/** @typedef {{ status: 307 | 308, location: string }} Redirect */
/** @typedef {{ from: string, to: string, permanent: boolean }} RedirectEntry */
/** @typedef {(pathname: string, query: string) => Redirect | null} RedirectMatcher */

/**
 * The key a path is looked up under: capitals and final slashes do not tell two addresses apart.
 * (The content check compares `from`s and pages with this same key.)
 * @param {string} pathname
 */
export function redirectKey(pathname) {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/**
 * Anything but printable ASCII percent-encoded, so a Location header is always one Node.js will send.
 * @param {string} text
 */
function headerSafe(text) {
  return text.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}

/**
 * `to` with the visitor's query added: after the target's own query, before its #fragment.
 * @param {string} to
 * @param {string} query  without its `?`
 */
function withQuery(to, query) {
  if (!query) return to;
  const hash = to.indexOf('#');
  const [target, fragment] = hash === -1 ? [to, ''] : [to.slice(0, hash), to.slice(hash)];
  return `${target}${target.includes('?') ? '&' : '?'}${headerSafe(query)}${fragment}`;
}

/**
 * The usable entries of the file's data. Anything malformed is left out (the content check names it; the
 * server never stops for a redirect): a `from` that is no path, a `to` that is neither a path nor https://.
 * @param {unknown} data
 * @returns {{ entries: RedirectEntry[], skipped: number }}
 */
export function redirectEntries(data) {
  const list = data && typeof data === 'object' && !Array.isArray(data) ? /** @type {Record<string, unknown>} */ (data).redirects : undefined;
  if (!Array.isArray(list)) return { entries: [], skipped: 0 };
  /** @type {RedirectEntry[]} */
  const entries = [];
  let skipped = 0;
  for (const item of list) {
    const record = item && typeof item === 'object' ? /** @type {Record<string, unknown>} */ (item) : {};
    const { from, to, type } = record;
    const usable =
      typeof from === 'string' && /^\/[^?#\s]*$/.test(from) && typeof to === 'string' && (/^\/(?!\/)\S*$/.test(to) || /^https:\/\/\S+$/.test(to));
    if (!usable) {
      skipped += 1;
      continue;
    }
    entries.push({ from, to: headerSafe(to), permanent: type !== 'temporary' });
  }
  return { entries, skipped };
}

/**
 * The matcher of a list of redirects: a path and its query string (without `?`) → where to send the
 * visitor, or null. The first entry of a `from` wins (the content check refuses a second).
 * @param {readonly RedirectEntry[]} entries
 * @returns {RedirectMatcher}
 */
export function createRedirects(entries) {
  /** @type {Map<string, { status: 307 | 308, to: string }>} */
  const table = new Map();
  for (const entry of entries) {
    const key = redirectKey(entry.from);
    if (!table.has(key)) table.set(key, { status: entry.permanent ? 308 : 307, to: entry.to });
  }
  return (pathname, query) => {
    if (table.size === 0) return null;
    const found = table.get(redirectKey(pathname));
    return found ? { status: found.status, location: withQuery(found.to, query) } : null;
  };
}

/**
 * The matcher of content/redirects.yaml. A missing file is no redirects; a file that cannot be read, or
 * entries that cannot be used, are reported through `warn` and left out: the pages are served regardless.
 * @param {string} file
 * @param {(message: string, error?: unknown) => void} [warn]
 * @returns {RedirectMatcher}
 */
export function loadRedirects(file, warn = () => {}) {
  if (!existsSync(file)) return createRedirects([]);
  let data;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    warn(`redirects: ${file} cannot be read, so no redirect is answered (npm run content:check says why)`, error);
    return createRedirects([]);
  }
  const { entries, skipped } = redirectEntries(data);
  if (skipped > 0) warn(`redirects: ${skipped} entr${skipped === 1 ? 'y' : 'ies'} of ${file} left out (npm run content:check says why)`);
  return createRedirects(entries);
}

/**
 * The entry's answer for a redirect, with the headers of its other own answers. A permanent one may be kept
 * an hour by browsers and CDNs (without a Cache-Control a browser keeps a 308 for good, so a corrected
 * redirect would never reach it); a temporary one is asked for every time, as it may change any day.
 * @param {Redirect} redirect
 * @returns {import('./gate.mjs').Refusal}
 */
export function redirectAnswer(redirect) {
  /** @type {Record<string, string | number>} */
  const headers = { location: redirect.location, 'cache-control': redirect.status === 308 ? 'public, max-age=3600' : 'no-store' };
  for (const { key, value } of STATIC_SECURITY_HEADERS) headers[key.toLowerCase()] = value;
  return { status: redirect.status, headers, body: '' };
}
