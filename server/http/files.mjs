// @ts-check
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRICT_TRANSPORT_SECURITY } from '../app-interface.mjs';
import { STATIC_ASSET_PREFIX } from '../next-contract.mjs';
import { isUnsatisfiableRange } from './ranges.mjs';
import { isHttps } from './scheme.mjs';

/**
 * Files the server sends as they are (build assets, everything in public/) and the API: handed straight to
 * Next.js, with the transport policy every answer carries and the lifetime a file may be kept.
 */

/** Build assets: their names carry their content's hash, so a copy never needs asking about again. */
export const BUILD_ASSET_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Files under public/ keep their names when replaced: kept an hour, then shown from the copy at hand for
 * up to a day while it is revalidated in the background (the file's ETag and Last-Modified answer 304 while
 * it is unchanged, the new bytes once it was replaced).
 */
export const PUBLIC_FILE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
/** The policy of an image, video or build asset opened on its own: it may show itself, nothing runs. */
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const runsNothing = (/** @type {string} */ pathname) => /^\/(images|videos)\//.test(pathname) || pathname.startsWith(STATIC_ASSET_PREFIX);

/**
 * The Cache-Control of a file the server sends as it is, or null for what keeps its own (the API).
 * @param {string} pathname
 */
export function fileCacheControl(pathname) {
  if (pathname.startsWith(STATIC_ASSET_PREFIX)) return BUILD_ASSET_CONTROL;
  // The API says its own.
  if (pathname === '/api' || pathname.startsWith('/api/')) return null;
  return PUBLIC_FILE_CONTROL;
}

/**
 * Hands a file or API request to Next.js with its headers set first (Next's file sender keeps a
 * Cache-Control set before it). A document under /files/ is left to the browser's viewer. A Range past the
 * file's end is dropped (http/ranges.mjs): the whole file, not Next's 500.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>} handle
 */
export async function sendFile(req, res, pathname, handle) {
  const range = req.headers.range;
  if (range) {
    const size = await sizeOnDisk(pathname);
    if (size !== null && isUnsatisfiableRange(range, size)) delete req.headers.range;
  }
  if (isHttps(req)) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  if (runsNothing(pathname)) res.setHeader('content-security-policy', FILE_POLICY);
  const control = fileCacheControl(pathname);
  if (control) res.setHeader('cache-control', control);
  return handle(req, res);
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_DIR = join(ROOT, 'public');
const STATIC_DIR = join(ROOT, '.next', 'static');

/**
 * The size of the file of the build or of public/ a path names, or null (the API, no such file, or a path
 * that would leave those folders).
 * @param {string} pathname
 */
async function sizeOnDisk(pathname) {
  if (pathname === '/api' || pathname.startsWith('/api/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const [dir, rest] = decoded.startsWith(STATIC_ASSET_PREFIX) ? [STATIC_DIR, decoded.slice(STATIC_ASSET_PREFIX.length)] : [PUBLIC_DIR, decoded];
  const file = join(dir, rest);
  if (!file.startsWith(`${dir}/`)) return null;
  try {
    const facts = await stat(file);
    return facts.isFile() ? facts.size : null;
  } catch {
    return null;
  }
}

/**
 * A build asset this build does not have (an old page's, or made up): a plain 404, never a page.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function sendMissingAsset(req, res) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(req.method === 'HEAD' ? undefined : 'Not Found');
}
