// @ts-check
import { createHash } from 'node:crypto';
import { compress, isCompressible } from '../http/encoding.mjs';

/**
 * A rendered page made into what the cache keeps: its body in each coding (compressed once, here), a strong
 * ETag of its identity body, its content tags, how long it stays fresh (briefly when some content could
 * not be read), and the Cache-Control the policy decided for it (server/cache/policy.mjs), which is what it
 * is sent with. A page that will not be stored is compressed in the one coding its visitor takes.
 * @param {{ key: string, space: import('./spaces.mjs').SpaceName, rendered: import('../render.mjs').Rendered, cacheControl: string, ttlMs: number, degradedTtlMs: number, now: () => number, only?: import('../http/encoding.mjs').Coding }} options
 * @returns {Promise<import('./page-cache.mjs').PageEntry>}
 */
export async function pageEntry({ key, space, rendered, cacheControl, ttlMs, degradedTtlMs, now, only }) {
  const { status, body, headers, csp, context } = rendered;
  const wanted = (/** @type {'br' | 'gzip'} */ coding) => (only === undefined || only === coding ? compress(body, coding) : null);
  const [gzipped, brotli] = isCompressible(body, headers['content-type']) ? await Promise.all([wanted('gzip'), wanted('br')]) : [null, null];
  return {
    key,
    space,
    status,
    headers,
    csp,
    body,
    gzip: gzipped,
    br: brotli,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    cacheControl,
    tags: [...context.tags].sort(),
    storedAt: now(),
    ttlMs: context.degraded ? degradedTtlMs : ttlMs,
  };
}
