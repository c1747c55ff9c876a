// @ts-check
import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a rendered page: its scripts run because their SHA-256 hashes are
 * listed, not because of a nonce, so one rendered page (and its header) can be served to everyone.
 *
 * Only scripts the framework wrote are hashed. Each render is given a one-off marker nonce (the proxy
 * hands it to Next.js, which puts it on every script it emits); a script without that marker — one that
 * slipped into CMS HTML, say — is not hashed, so the browser still refuses to run it.
 */

/** `<script …>` with attributes that may quote a `>`; the text runs to the first `</script`. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Script types a browser executes (an absent or empty type is JavaScript). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** @param {string} text */
function parseAttributes(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
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
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(match[1] ?? '');
    if (attributes.has('src')) continue;
    if (!EXECUTABLE_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase())) continue;
    if (attributes.get('nonce') !== marker) continue;
    // The browser hashes the element's text after the HTML parser's newline normalisation.
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
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
