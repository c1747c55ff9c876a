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
}

const RUNTIME_KEY = Symbol.for('northwind.content-runtime');
type GlobalWithRuntime = typeof globalThis & { [RUNTIME_KEY]?: ContentRuntime };

function createRuntime(): ContentRuntime {
  const source = env.WORDPRESS_API_URL
    ? createWordPressSource({ apiUrl: env.WORDPRESS_API_URL, timeoutMs: env.WORDPRESS_TIMEOUT_MS })
    : createDemoSource();
  const cache = new ContentCache({
    ttlMs: env.CONTENT_REVALIDATE_SECONDS * 1000,
    onRefreshError: (key, error) => {
      console.warn(`Could not refresh ${key}; serving the last good copy.`, error instanceof Error ? error.message : error);
    },
  });
  return { source, cache };
}

export function contentRuntime(): ContentRuntime {
  const holder = globalThis as GlobalWithRuntime;
  holder[RUNTIME_KEY] ??= createRuntime();
  return holder[RUNTIME_KEY];
}
