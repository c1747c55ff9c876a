import { env } from '@/lib/env';
import { errorMessage, logger } from '@/lib/log';

const log = logger('cdn');

/**
 * Tells the CDN in front of the site (when CDN_PURGE_URL is configured) to drop the pages carrying
 * these content tags: each cached page names its tags in its Cache-Tag header. The CDN's own API sits
 * behind that URL (directly, or through a small adapter); the site only ever sends {"tags": [...]}.
 */
export async function purgeCdn(tags: readonly string[], fetchImpl: typeof fetch = fetch): Promise<'purged' | 'skipped' | 'failed'> {
  if (!env.CDN_PURGE_URL || tags.length === 0) return 'skipped';
  try {
    const response = await fetchImpl(env.CDN_PURGE_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(env.CDN_PURGE_TOKEN ? { authorization: `Bearer ${env.CDN_PURGE_TOKEN}` } : {}),
      },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, `CDN purge answered ${response.status}; its copies expire after CACHE_S_MAXAGE instead`);
      return 'failed';
    }
    return 'purged';
  } catch (error) {
    log.warn({ err: error }, `CDN purge failed; its copies expire after CACHE_S_MAXAGE instead: ${errorMessage(error)}`);
    return 'failed';
  }
}
