import type { WordPressClientOptions } from '@/lib/news/wordpress/client';
import { env } from '@/lib/env';

/** Next.js's draft-mode cookie (the server entry never caches a request that carries it). */
export { DRAFT_MODE_COOKIE } from '../../../server/next-contract.mjs';

export interface PreviewSettings {
  /** Signs the links (the plugin holds the same secret) and the scope cookie. */
  secret: string;
  /** The WordPress client with the preview user's application password. */
  client: WordPressClientOptions;
}

/** Null until every part is configured: the links' secret, the CMS and the preview user's password. */
export function previewSettings(source: Pick<typeof env, 'REVALIDATE_SECRET' | 'WORDPRESS_API_URL' | 'WORDPRESS_PREVIEW_USER' | 'WORDPRESS_PREVIEW_PASSWORD' | 'WORDPRESS_TIMEOUT_MS'> = env): PreviewSettings | null {
  const { REVALIDATE_SECRET, WORDPRESS_API_URL, WORDPRESS_PREVIEW_USER, WORDPRESS_PREVIEW_PASSWORD } = source;
  if (!REVALIDATE_SECRET || !WORDPRESS_API_URL || !WORDPRESS_PREVIEW_USER || !WORDPRESS_PREVIEW_PASSWORD) return null;
  return {
    secret: REVALIDATE_SECRET,
    client: {
      apiUrl: WORDPRESS_API_URL,
      timeoutMs: source.WORDPRESS_TIMEOUT_MS,
      auth: { user: WORDPRESS_PREVIEW_USER, password: WORDPRESS_PREVIEW_PASSWORD },
    },
  };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
