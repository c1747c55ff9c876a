import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import type { Article, ArticleKind } from '@/lib/news/types';
import { getPreviewArticle } from '@/lib/news/wordpress/preview';
import { nowSeconds, previewSettings } from './settings';
import { PREVIEW_SCOPE_COOKIE, readPreviewScope, scopeAllows } from './token';

export type PreviewState = { preview: false } | { preview: true; article: Article | null };

/**
 * Whether this request previews this article, and what it shows: only in draft mode, and only for an
 * article this browser was given a valid link for (the signed scope cookie). A draft-mode cookie alone
 * shows nothing but what everyone sees. Read once per request (metadata and page share it).
 */
export const previewState = cache(async (kind: ArticleKind, id: number): Promise<PreviewState> => {
  const settings = previewSettings();
  if (!settings || !(await draftMode()).isEnabled) return { preview: false };
  const scope = readPreviewScope((await cookies()).get(PREVIEW_SCOPE_COOKIE)?.value, settings.secret, nowSeconds());
  if (!scopeAllows(scope, kind, id)) return { preview: false };
  try {
    return { preview: true, article: await getPreviewArticle(settings.client, kind, id) };
  } catch {
    // WordPress unreachable: say the draft cannot be found rather than show anything stale or public.
    return { preview: true, article: null };
  }
});
