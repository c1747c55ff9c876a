// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { BUILD_STYLESHEET_ADDRESS, STATIC_ASSET_PREFIX } from '../next-contract.mjs';
import { parseAttributes } from './csp.mjs';

/**
 * The first paint needs no request but the page itself: each of the build's stylesheets a page links is
 * written into the page as a `<style>` (once, when the page is rendered and stored), and its `<link>` stays
 * in place `disabled`, so the browser does not fetch it while React, which finds the stylesheet it rendered
 * by that `<link>`, adopts it on hydration instead of adding it again. A page with four stylesheets used to
 * wait for four requests before it could paint anything.
 *
 * Only the rules the page can use are written: a rule is left out when each of its selectors names a class
 * that appears neither in the page nor in any of the build's scripts (a class a script may add, such as an
 * open menu's, is always kept). The full stylesheets are switched on when the visitor heads for another
 * page without a reload (`StylesheetsAfterLoad`), which that page may need.
 *
 * Pages stay cacheable as before: the styles are part of the stored page, compressed with it, and the
 * policy already admits inline styles (`style-src 'self' 'unsafe-inline'`; scripts stay hash-only).
 */

/** `<link …>` whose attributes may quote a `>`. */
const LINK = /<link\b((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>/gi;
/** `url(…)` in CSS, quoted or not. */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g;


/**
 * The stylesheet's text made to work inside the page: relative `url()`s (fonts, images) resolved against
 * the stylesheet's own address, and nothing that could close the `<style>` element early.
 * @param {string} css
 * @param {string} href  the stylesheet's address, e.g. /_next/static/chunks/abc.css
 */
export function rebaseCss(css, href) {
  const base = new URL(href, 'http://site.invalid');
  const rebased = css.replace(CSS_URL, (whole, doubleQuoted, singleQuoted, bare) => {
    const value = doubleQuoted ?? singleQuoted ?? bare ?? '';
    if (value === '' || /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(value)) return whole;
    const resolved = new URL(value, base);
    return `url(${resolved.pathname}${resolved.search}${resolved.hash})`;
  });
  // `</style` inside a CSS string or comment would end the element; `\/` is the same character in CSS.
  return rebased.replace(/<\/(style)/gi, '<\\/$1');
}

/** A class in a selector: `.name`, with CSS escapes. */
const CLASS_IN_SELECTOR = /\.((?:[\w-]|\\.)+)/g;
/** Pseudo-classes whose argument can widen a selector (`:not(.x)` matches where `.x` is absent). */
const WIDENING = /:(?:not|is|where|has|matches|-webkit-any|-moz-any)\(/i;
/** Words of an HTML page or a script: class names appear among them whole. */
const WORD = /[A-Za-z_-][\w-]*/g;

/** @param {string} text */
export function wordsOf(text) {
  return new Set(text.match(WORD) ?? []);
}

/**
 * True when the selector can match nothing on a page whose words are `present`: it names a class that is
 * not there. Selectors that could match through the absence of a class are always kept.
 * @param {string} selector
 * @param {(name: string) => boolean} present
 */
function cannotMatch(selector, present) {
  if (WIDENING.test(selector)) return false;
  for (const match of selector.matchAll(CLASS_IN_SELECTOR)) {
    const name = (match[1] ?? '').replace(/\\(.)/g, '$1');
    if (!present(name)) return true;
  }
  return false;
}

/**
 * Removes grouping at-rules (`@media`, `@supports`…) left with no rules, innermost first, so a group that
 * held only emptied groups goes too.
 * @param {import('postcss').Container} container
 */
function removeEmptyGroups(container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !/^(media|supports|container|layer)$/i.test(node.name) || !node.nodes) return;
    removeEmptyGroups(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * The stylesheet without the rules that can match nothing on the page; at-rules left empty go too.
 * @param {import('postcss').Root} root  parsed once, never changed
 * @param {(name: string) => boolean} present
 */
export function usedRules(root, present) {
  const copy = root.clone();
  copy.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (rule.parent).name)) return;
    if (rule.selectors.every((selector) => cannotMatch(selector, present))) rule.remove();
  });
  removeEmptyGroups(copy);
  return copy.toString();
}

/**
 * Every word of the build's scripts: the class names any script can put on the page.
 * @param {string} staticDir
 */
function scriptWords(staticDir) {
  const words = new Set();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) for (const word of wordsOf(readFileSync(path, 'utf8'))) words.add(word);
    }
  };
  try {
    walk(staticDir);
  } catch {
    // No scripts: nothing a script adds.
  }
  return words;
}

/**
 * @param {{ staticDir: string }} options  the build's `.next/static` folder
 * @returns {(html: string) => string}
 */
export function createStylesheetInliner({ staticDir }) {
  /** @type {Map<string, import('postcss').Root | null>} */
  const sheets = new Map();
  /** @type {Set<string> | null} */
  let fromScripts = null;

  /** @param {string} href */
  function sheet(href) {
    if (sheets.has(href)) return sheets.get(href) ?? null;
    let root = null;
    try {
      root = postcss.parse(rebaseCss(readFileSync(join(staticDir, href.slice(STATIC_ASSET_PREFIX.length)), 'utf8'), href));
    } catch {
      // A stylesheet this build does not have (or cannot be read) stays a link: the browser asks for it.
    }
    sheets.set(href, root);
    return root;
  }

  return function inlineStylesheets(html) {
    fromScripts ??= scriptWords(staticDir);
    const scripts = fromScripts;
    const onPage = wordsOf(html);
    const present = (/** @type {string} */ name) => onPage.has(name) || scripts.has(name);
    return html.replace(LINK, (tag, attributeText) => {
      const attributes = parseAttributes(attributeText);
      if ((attributes.get('rel') ?? '').toLowerCase() !== 'stylesheet' || attributes.has('disabled') || attributes.has('media')) return tag;
      const href = attributes.get('href') ?? '';
      // A build stylesheet: only these are read from disk, never an address taken from the page at large.
      if (!BUILD_STYLESHEET_ADDRESS.test(href)) return tag;
      const root = sheet(href);
      if (root === null) return tag;
      const css = usedRules(root, present);
      const link = tag.replace(/\s*\/?>$/, ' disabled=""/>');
      return `<style data-inlined-from="${href}">${css}</style>${link}`;
    });
  };
}
