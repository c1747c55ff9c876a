import type { Article } from '@/lib/news/types';

/** The Commons page's type filter. */
export type MediaFilter = 'downloads' | 'external' | 'images' | 'videos';

export interface MediaFilterOption {
  id: MediaFilter;
  label: string;
}

export const MEDIA_FILTERS: readonly MediaFilterOption[] = [
  { id: 'downloads', label: 'DOWNLOADS' },
  { id: 'external', label: 'EXTERNAL' },
  { id: 'images', label: 'IMAGES' },
  { id: 'videos', label: 'VIDEOS' },
];

/** A filter from a query parameter (any case; the first value when repeated), or null for none or junk. */
export function parseMediaFilter(value: unknown): MediaFilter | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return null;
  const wanted = first.trim().toLowerCase();
  return MEDIA_FILTERS.find((option) => option.id === wanted)?.id ?? null;
}

type FilterableArticle = Pick<Article, 'mediaType' | 'videoId' | 'image'>;

function isVideo(article: FilterableArticle): boolean {
  return article.mediaType === 'youtube' || article.mediaType === 'other' || Boolean(article.videoId);
}

/**
 * Whether a media item belongs under a filter. Images are the plain items (no acf type) with a
 * picture; an item carrying a video id is a video, as its card label says, not an image.
 */
export function matchesMediaFilter(article: FilterableArticle, filter: MediaFilter): boolean {
  switch (filter) {
    case 'downloads':
      return article.mediaType === 'download';
    case 'external':
      return article.mediaType === 'external';
    case 'videos':
      return isVideo(article);
    case 'images': {
      if (article.mediaType !== '' || isVideo(article) || !article.image) return false;
      const kind = article.image.mediaType;
      return kind === null || kind === 'image';
    }
  }
}
