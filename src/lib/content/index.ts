import { env } from '@/lib/env';
import { ContentCache } from './cache';
import { createDemoSource } from './demo/source';
import type { ContentSource } from './source';
import { createWordPressSource } from './wordpress/source';

/**
 * The content source the site runs on: WordPress when WORDPRESS_API_URL is set, the shipped demo
 * content otherwise; and the one cache in front of it. Both live on globalThis so that every part of
 * the server (pages, feeds, the webhook) shares them, whichever bundle loaded this module.
 */

interface ContentRuntime {
  source: ContentSource;
  cache: ContentCache;
  /** The search index's own cache: one entry that the pages' reads can never evict. */
  searchCache: ContentCache;
}

const RUNTIME_KEY = Symbol.for('northwind.content-runtime');
type GlobalWithRuntime = typeof globalThis & { [RUNTIME_KEY]?: ContentRuntime };

function createRuntime(): ContentRuntime {
  const source = env.WORDPRESS_API_URL
    ? createWordPressSource({ apiUrl: env.WORDPRESS_API_URL, timeoutMs: env.WORDPRESS_TIMEOUT_MS })
    : createDemoSource();
  const options = {
    ttlMs: env.CONTENT_REVALIDATE_SECONDS * 1000,
    onRefreshError: (key: string, error: unknown) => {
      console.warn(`Could not refresh ${key}; serving the last good copy.`, error instanceof Error ? error.message : error);
    },
  };
  return { source, cache: new ContentCache(options), searchCache: new ContentCache({ ...options, maxEntries: 1 }) };
}

/** Marks the entries carrying `tags` for refresh in every cache (pages and search). Returns how many. */
export function invalidateContent(tags: readonly string[]): number {
  const { cache, searchCache } = contentRuntime();
  return cache.invalidate(tags) + searchCache.invalidate(tags);
}

export function contentRuntime(): ContentRuntime {
  const holder = globalThis as GlobalWithRuntime;
  holder[RUNTIME_KEY] ??= createRuntime();
  return holder[RUNTIME_KEY];
}
