import { searchSettings } from '@/config/search';
import { contentRuntime } from '@/lib/content';
import type { ContentCache } from '@/lib/content/cache';
import { readPages } from '@/lib/content/queries';
import type { ContentSource } from '@/lib/content/source';
import { ALL_CONTENT_TAG, kindListTag, unfilteredListTag } from '@/lib/content/tags';
import { ARTICLE_KINDS, type Article, type ArticleKind } from '@/lib/content/types';
import { articleDocument, type SearchDocument } from './documents';
import { type SearchIndex, type SearchRequest, type SearchResponse, createSearchIndex, emptyResponse } from './engine';
import { staticPageDocuments } from './static-pages';
import { errorMessage, logger } from '@/lib/log';

/**
 * The live index: every article of every kind (read in pages of 100) and every static page. It is one
 * entry of the search cache, tagged like the unfiltered lists, so the revalidation webhook refreshes
 * it exactly when it refreshes the news pages; a refresh that fails keeps the last index serving.
 */

export const SEARCH_INDEX_TAGS: readonly string[] = [
  ALL_CONTENT_TAG,
  ...ARTICLE_KINDS.flatMap((kind) => [kindListTag(kind), unfilteredListTag(kind)]),
];

/** Every article of a kind, straight from the source (not the pages' cache): a failure anywhere fails the whole read. */
async function readEveryArticle(source: ContentSource, kind: ArticleKind): Promise<Article[]> {
  const { items } = await readPages((page, perPage) => source.listArticles({ kind, page, perPage }), searchSettings.maxPagesPerKind);
  return items;
}

export async function buildSearchIndex(source: ContentSource, pages: readonly SearchDocument[] = staticPageDocuments()): Promise<SearchIndex> {
  const collections = await Promise.all(ARTICLE_KINDS.map((kind) => readEveryArticle(source, kind)));
  return createSearchIndex([...collections.flat().map(articleDocument), ...pages]);
}

interface Dependencies {
  source: ContentSource;
  cache: ContentCache;
  pages?: readonly SearchDocument[];
  onError?: (error: unknown) => void;
}

function defaults(): Dependencies {
  const { source, searchCache } = contentRuntime();
  return {
    source,
    cache: searchCache,
    onError: (error) => logger('search').warn({ err: error }, `search index could not be built: ${errorMessage(error)}`),
  };
}

const pagesOnly = new WeakMap<readonly SearchDocument[], SearchIndex>();

/**
 * The index to answer from. With no index yet and the CMS unreachable, the site's own pages are still
 * searchable (news results appear once the CMS answers); null only if even that fails.
 */
export async function getSearchIndex(deps: Dependencies = defaults()): Promise<SearchIndex | null> {
  const pages = deps.pages ?? staticPageDocuments();
  try {
    return await deps.cache.get(`${deps.source.name}:search-index`, SEARCH_INDEX_TAGS, () => buildSearchIndex(deps.source, pages));
  } catch (error) {
    deps.onError?.(error);
    try {
      let fallback = pagesOnly.get(pages);
      if (!fallback) {
        fallback = createSearchIndex(pages);
        pagesOnly.set(pages, fallback);
      }
      return fallback;
    } catch (fallbackError) {
      deps.onError?.(fallbackError);
      return null;
    }
  }
}

/** The answer to a search; an empty one when nothing can be searched, never an exception. */
export async function searchSite(request: SearchRequest, deps: Dependencies = defaults()): Promise<SearchResponse> {
  const index = await getSearchIndex(deps);
  if (!index) return emptyResponse(request.term.trim(), request.sort);
  try {
    return index.search(request);
  } catch (error) {
    deps.onError?.(error);
    return emptyResponse(request.term.trim(), request.sort);
  }
}
