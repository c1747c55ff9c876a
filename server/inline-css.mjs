// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The first paint needs no request but the page itself: each of the build's stylesheets a page links is
 * written into the page as a `<style>` (once, when the page is rendered and stored), and its `<link>` stays
 * in place `disabled`, so the browser does not fetch it while React, which finds the stylesheet it rendered
 * by that `<link>`, adopts it on hydration instead of adding it again. A page with four stylesheets used to
 * wait for four requests before it could paint anything.
 *
 * Pages stay cacheable as before: the styles are part of the stored page, compressed with it, and the
 * policy already admits inline styles (`style-src 'self' 'unsafe-inline'`; scripts stay hash-only).
 */

/** `<link …>` whose attributes may quote a `>`. */
const LINK = /<link\b((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** A build stylesheet: only these are read from disk, never an address taken from the page at large. */
const BUILD_STYLESHEET = /^\/_next\/static\/(?:chunks|css)\/[\w.-]+\.css$/;
/** `url(…)` in CSS, quoted or not. */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g;

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

/**
 * @param {{ staticDir: string }} options  the build's `.next/static` folder
 * @returns {(html: string) => string}
 */
export function createStylesheetInliner({ staticDir }) {
  /** @type {Map<string, string | null>} */
  const sheets = new Map();

  /** @param {string} href */
  function sheet(href) {
    if (sheets.has(href)) return sheets.get(href) ?? null;
    let css = null;
    try {
      css = rebaseCss(readFileSync(join(staticDir, href.slice('/_next/static/'.length)), 'utf8'), href);
    } catch {
      // A stylesheet this build does not have stays a link: the browser asks for it as before.
    }
    sheets.set(href, css);
    return css;
  }

  return function inlineStylesheets(html) {
    return html.replace(LINK, (tag, attributeText) => {
      const attributes = parseAttributes(attributeText);
      if ((attributes.get('rel') ?? '').toLowerCase() !== 'stylesheet' || attributes.has('disabled') || attributes.has('media')) return tag;
      const href = attributes.get('href') ?? '';
      if (!BUILD_STYLESHEET.test(href)) return tag;
      const css = sheet(href);
      if (css === null) return tag;
      const link = tag.replace(/\s*\/?>$/, ' disabled=""/>');
      return `<style data-inlined-from="${href}">${css}</style>${link}`;
    });
  };
}
