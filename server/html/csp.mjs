// @ts-check
import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a rendered page: its scripts run because their SHA-256 hashes are
 * listed, not because of a nonce, so one rendered page (and its header) can be served to everyone.
 *
 * Only scripts the framework wrote are hashed. Each render is given a one-off marker nonce (the proxy
 * hands it to Next.js, which puts it on every script it emits); a script without that marker — one that
 * slipped into CMS HTML, say — is not hashed, so the browser still refuses to run it. The marker is then
 * removed from the page, so a page rendered again with unchanged content is the same bytes.
 */

/** `<script …>` with attributes that may quote a `>`; the text runs to the first `</script`. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Script types a browser executes (an absent or empty type is JavaScript). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/**
 * An HTML start tag's attributes, names lower-cased.
 * @param {string} text  what stands between the tag's name and its `>`
 */
export function parseAttributes(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** @param {RegExpMatchArray} match @param {string} marker  whether a `<script>` match is an inline script the framework marked */
function isMarkedInline(match, marker) {
  const attributes = parseAttributes(match[1] ?? '');
  if (attributes.has('src')) return false;
  if (!EXECUTABLE_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase())) return false;
  return attributes.get('nonce') === marker;
}

/** @param {string} text  the `'sha256-…'` source of a script's text */
function hashSource(text) {
  // The browser hashes the element's text after the HTML parser's newline normalisation.
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

/**
 * The `'sha256-…'` sources of the page's inline scripts that carry `marker` as their nonce, in page order
 * and without repeats. External scripts (`src`) are admitted by `'self'`; data blocks (JSON-LD) never run.
 * @param {string} html
 * @param {string} marker
 * @returns {string[]}
 */
export function inlineScriptHashes(html, marker) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const match of html.matchAll(SCRIPT)) if (isMarkedInline(match, marker)) hashes.add(hashSource(match[2] ?? ''));
  return [...hashes];
}

/**
 * The page as it is served, without its render marker, and the hashes of the marked inline scripts as
 * they then read. The policy names no nonce, so the marker admits nothing once its scripts are known;
 * left in, it would make every render of unchanged content different bytes (a new ETag each time). Its
 * ` nonce="…"` attributes are removed, and its other appearances (the framework repeats it in the page's
 * data, for elements it creates in the browser) left empty: 128 random bits appear nowhere by chance.
 * @param {string} html
 * @param {string} marker
 * @returns {{ html: string, hashes: string[] }}
 */
export function unmarkedPage(html, marker) {
  if (!marker) return { html, hashes: inlineScriptHashes(html, marker) };
  const unmarked = html.split(` nonce="${marker}"`).join('').split(marker).join('');
  const before = [...html.matchAll(SCRIPT)];
  const after = [...unmarked.matchAll(SCRIPT)];
  // Removing the marker cannot add or remove a script; if it ever did, the page is served as rendered.
  if (before.length !== after.length) return { html, hashes: inlineScriptHashes(html, marker) };
  /** @type {Set<string>} */
  const hashes = new Set();
  before.forEach((match, index) => {
    if (isMarkedInline(match, marker)) hashes.add(hashSource(after[index]?.[2] ?? ''));
  });
  return { html: unmarked, hashes: [...hashes] };
}

/**
 * The policy with `sources` added to its `script-src` directive (or a `script-src 'self' …` added when it
 * has none), and `upgrade-insecure-requests` when served over https.
 * @param {string} policy
 * @param {readonly string[]} sources
 */
export function withScriptSources(policy, sources) {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive));
  if (index === -1) directives.push(["script-src 'self'", ...sources].join(' '));
  else if (sources.length > 0) directives[index] = [directives[index], ...sources].join(' ');
  return directives.join('; ');
}

/** @param {string} policy */
export function withUpgradeInsecureRequests(policy) {
  return /(^|;\s*)upgrade-insecure-requests(\s*;|$)/.test(policy) ? policy : `${policy}; upgrade-insecure-requests`;
}
