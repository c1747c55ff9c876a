// @ts-check
import { unmarkedPage, withScriptSources } from './csp.mjs';

/**
 * A rendered HTML page on its way to being stored and sent: the render's marker nonce comes out, its
 * scripts' hashes go into the policy (server/html/csp.mjs), and the page transforms that are switched on
 * run, each bringing the hash of any script it adds.
 */

/** @typedef {(html: string, pathname: string) => string | { html: string, scriptHashes?: readonly string[] }} PageTransform */

/**
 * @param {{ html: string, marker: string, csp: string, pathname: string, transform: PageTransform | null }} page
 * @returns {{ html: string, csp: string }}
 */
export function finishPage({ html, marker, csp, pathname, transform }) {
  // Served without the marker: unchanged content renders to the same bytes, and the same ETag.
  const page = unmarkedPage(html, marker);
  // The page's own inline scripts keep their hashes; a script the transform adds brings its own.
  const transformed = transform ? transform(page.html, pathname) : page.html;
  const finished = typeof transformed === 'string' ? { html: transformed, scriptHashes: [] } : transformed;
  const hashes = [...new Set([...page.hashes, ...(finished.scriptHashes ?? [])])];
  return { html: finished.html, csp: csp ? withScriptSources(csp, hashes) : csp };
}
