import { env } from '@/lib/env';
import { errorMessage, logger } from '@/lib/log';
import { siteMetrics } from '@/lib/metrics';
import { serverBridge } from '@/lib/server-bridge';
import { NewsCache } from './cache';
import { purgeCdn } from './cdn-purge';
import { createDemoSource } from './demo/source';
import { defaultCopyStore } from './persistence';
import type { NewsSource } from './source';
import { ALL_NEWS_TAG } from './cache-tags';
import { createWordPressSource } from './wordpress/source';

/**
 * The news source the site runs on: WordPress when WORDPRESS_API_URL is set, the shipped demo
 * content otherwise; and the one cache in front of it. Both live on globalThis so that every part of
 * the server (pages, feeds, the webhook) shares them, whichever bundle loaded this module.
 */

interface NewsRuntime {
  source: NewsSource;
  cache: NewsCache;
  /** The search index's own cache: one entry that the pages' reads can never evict. */
  searchCache: NewsCache;
}

const RUNTIME_KEY = Symbol.for('northwind.content-runtime');
const log = logger('content');
type GlobalWithRuntime = typeof globalThis & { [RUNTIME_KEY]?: NewsRuntime };

function createRuntime(): NewsRuntime {
  const source = env.WORDPRESS_API_URL
    ? createWordPressSource({ apiUrl: env.WORDPRESS_API_URL, timeoutMs: env.WORDPRESS_TIMEOUT_MS }, { mediaOrigins: env.CONTENT_MEDIA_ORIGINS })
    : createDemoSource();
  const options = {
    ttlMs: env.CONTENT_REVALIDATE_SECONDS * 1000,
    onRefreshError: (key: string, error: unknown) => {
      log.warn({ key, err: error }, `could not refresh content; serving the last good copy: ${errorMessage(error)}`);
    },
    onRead: (result: 'hit' | 'miss' | 'stale') => siteMetrics().contentCache.inc({ result }),
    // With Redis, a change announced by another instance may reach this one after a load it outdates.
    invalidatedElsewhere: async (tags: readonly string[], since: number) => (await serverBridge()?.invalidatedSince?.(tags, since)) ?? false,
  };
  let saveFailing = false;
  const copies = defaultCopyStore(env.DATA_DIR, env.WORDPRESS_API_URL ?? source.name);
  const runtime: NewsRuntime = {
    source,
    cache: new NewsCache({
      ...options,
      copies,
      onSaveError: (error) => {
        if (saveFailing) return;
        saveFailing = true;
        setTimeout(() => (saveFailing = false), 60_000).unref();
        log.warn({ err: error }, `could not save a last good copy of the content: ${errorMessage(error)}`);
      },
    }),
    // The index is made from the news cache's reads (and, while the CMS is away, from their kept copies),
    // so it keeps no copy of its own.
    searchCache: new NewsCache({ ...options, maxEntries: 1 }),
  };
  // Another instance announced a change (through the shared Redis), or Redis lost some this one had not read.
  // Once this instance has dropped its copies (the page cache's first, then the content's), it purges the CDN
  // too: the CDN may have fetched the old page from it after the instance that took the change purged.
  const bridge = serverBridge();
  bridge?.onRemoteInvalidation((tags) => {
    invalidateLocally(runtime, tags);
    void purgeCdn(tags);
  });
  bridge?.onMissedInvalidations(() => {
    invalidateLocally(runtime, [ALL_NEWS_TAG]);
    void purgeCdn([ALL_NEWS_TAG]);
  });
  return runtime;
}

function invalidateLocally({ cache, searchCache }: NewsRuntime, tags: readonly string[]): number {
  return cache.invalidate(tags) + searchCache.invalidate(tags);
}

/**
 * Refreshes the content carrying `tags` in every cache (pages' content and search), drops the rendered
 * pages that show it, and tells every other instance sharing Redis to do the same. Returns how many
 * content entries and pages were here.
 */
export async function invalidateNews(tags: readonly string[]): Promise<{ entries: number; pages: number }> {
  const entries = invalidateLocally(newsRuntime(), tags);
  const pages = (await serverBridge()?.invalidatePages(tags)) ?? 0;
  return { entries, pages };
}

export function newsRuntime(): NewsRuntime {
  const holder = globalThis as GlobalWithRuntime;
  holder[RUNTIME_KEY] ??= createRuntime();
  return holder[RUNTIME_KEY];
}
