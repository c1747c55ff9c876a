// @ts-check
import { createStylesheetInliner } from './inline-css.mjs';
import { scriptsAfterPaint } from './scripts-after-paint.mjs';

/**
 * The page transforms the server runs on each rendered page, each with its own switch (server/settings.mjs):
 * the page's style rules written into it (inline-css.mjs), and the framework's scripts asked for after the
 * first paint (scripts-after-paint.mjs). The editing screen is drawn by its scripts alone: they stay where
 * Next.js put them there.
 * @param {{ staticDir: string, inlineStyles: boolean, scriptsAfterPaint: boolean }} options
 * @returns {import('./pipeline.mjs').PageTransform | null}
 */
export function createPageTransform({ staticDir, inlineStyles, scriptsAfterPaint: afterPaint }) {
  if (!inlineStyles && !afterPaint) return null;
  const inline = inlineStyles ? createStylesheetInliner({ staticDir }) : (/** @type {string} */ html) => html;
  return (html, pathname) => {
    const styled = inline(html);
    return afterPaint && !/^\/keystatic(\/|$)/.test(pathname) ? scriptsAfterPaint(styled) : styled;
  };
}
