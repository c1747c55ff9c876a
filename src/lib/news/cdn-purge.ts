import { env } from '@/lib/env';
import { errorMessage, logger } from '@/lib/log';

const log = logger('cdn');

/**
 * Tags a purge call carries at most: Cloudflare takes 30 tags a call on every plan (Fastly 256, Varnish any);
 * more are sent in several calls.
 */
export const PURGE_BATCH = 30;

/**
 * Tells the CDN in front of the site (when CDN_PURGE_URL is configured) to drop the pages carrying these
 * content tags: each cached page names its tags in its Cache-Tag header. One call speaks to each CDN's own
 * purge-by-tag API without an adapter: the body is Cloudflare's (`{"tags": [...]}`), the `Surrogate-Key`
 * header Fastly's and the project's Varnish's (the tags, space-separated), and the token goes in
 * CDN_PURGE_TOKEN_HEADER (`Authorization: Bearer …` by default, Cloudflare's; Fastly reads `Fastly-Key`).
 */
export async function purgeCdn(tags: readonly string[], fetchImpl: typeof fetch = fetch): Promise<'purged' | 'skipped' | 'failed'> {
  if (!env.CDN_PURGE_URL || tags.length === 0) return 'skipped';
  const token = env.CDN_PURGE_TOKEN;
  const tokenHeader = env.CDN_PURGE_TOKEN_HEADER;
  const authorization = token ? { [tokenHeader]: tokenHeader.toLowerCase() === 'authorization' ? `Bearer ${token}` : token } : {};
  let outcome: 'purged' | 'failed' = 'purged';
  for (let start = 0; start < tags.length; start += PURGE_BATCH) {
    const batch = tags.slice(start, start + PURGE_BATCH);
    try {
      const response = await fetchImpl(env.CDN_PURGE_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'surrogate-key': batch.join(' '), ...authorization },
        body: JSON.stringify({ tags: batch }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) {
        log.warn({ status: response.status }, `CDN purge answered ${response.status}; its copies expire after CACHE_S_MAXAGE instead`);
        outcome = 'failed';
      }
    } catch (error) {
      log.warn({ err: error }, `CDN purge failed; its copies expire after CACHE_S_MAXAGE instead: ${errorMessage(error)}`);
      outcome = 'failed';
    }
  }
  return outcome;
}
