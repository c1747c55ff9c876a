// @ts-check
import { scriptsAfterPaint } from './scripts-after-paint.mjs';

/**
 * The page transform the server runs on each rendered page, with its switch (server/settings.mjs): the
 * framework's scripts asked for after the first paint (scripts-after-paint.mjs). It stayed because it won a
 * side-by-side measurement (npm run bench:transforms; the figures are in docs/architecture.md). The editing
 * screen is drawn by its scripts alone: they stay where Next.js put them there.
 * @param {{ scriptsAfterPaint: boolean }} options
 * @returns {import('./pipeline.mjs').PageTransform | null}
 */
export function createPageTransform({ scriptsAfterPaint: afterPaint }) {
  if (!afterPaint) return null;
  return (html, pathname) => (/^\/keystatic(\/|$)/.test(pathname) ? html : scriptsAfterPaint(html));
}
