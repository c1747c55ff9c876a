import { newsSettings } from '@/config/news';
import { searchSettings } from '@/config/search';
import { newsRuntime } from '@/lib/news';
import type { NewsCache } from '@/lib/news/cache';
import { listCacheKey, readPages } from '@/lib/news/queries';
import type { NewsSource } from '@/lib/news/source';
import { ALL_NEWS_TAG, kindListTag, listTags, unfilteredListTag } from '@/lib/news/cache-tags';
import { ARTICLE_KINDS, type Article, type ArticleKind, type ArticleQuery, type Page } from '@/lib/news/types';
import { articleDocument, type SearchDocument } from './documents';
import { type SearchIndex, type SearchRequest, type SearchResponse, createSearchIndex, emptyResponse } from './engine';
import { staticPageDocuments } from './static-pages';
import { errorMessage, logger } from '@/lib/log';
import { markRenderDegraded } from '@/lib/server-bridge';

/**
 * The live index: every article of every kind (read in pages of 100) and every static page. It is one
 * entry of the search cache, tagged like the unfiltered lists, so the revalidation webhook refreshes
 * it exactly when it refreshes the news pages; a refresh that fails keeps the last index serving.
 *
 * The articles are read through the pages' news cache, as the same pages of 100 the sitemap and the
 * events page read, so they share its kept copies: a site restarted while the CMS is away builds its
 * index from those copies, and finds every article it found before.
 */

export const SEARCH_INDEX_TAGS: readonly string[] = [
  ALL_NEWS_TAG,
  ...ARTICLE_KINDS.flatMap((kind) => [kindListTag(kind), unfilteredListTag(kind)]),
];

const bulkQuery = (kind: ArticleKind, page: number): ArticleQuery => ({ kind, page, perPage: newsSettings.bulkPageSize });

/**
 * Every article of a kind as the CMS says now: through the news cache when given (a page past its time
 * or changed is read again, and an old copy never stands in), straight from the source otherwise. A
 * failure anywhere fails the whole read, so an index is only ever kept as new when all of it is.
 */
async function readEveryArticle(source: NewsSource, kind: ArticleKind, content?: NewsCache): Promise<Article[]> {
  const { items } = await readPages((page, perPage) => {
    const query = { ...bulkQuery(kind, page), perPage };
    if (!content) return source.listArticles(query);
    return content.get(listCacheKey(source.name, query), listTags(query), () => source.listArticles(query), { current: true });
  }, searchSettings.maxPagesPerKind);
  return items;
}

function isArticlePage(value: unknown): value is Page<Article> {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Partial<Page<Article>>;
  return Array.isArray(page.items) && typeof page.totalPages === 'number';
}

/** The search document of each article that still makes one (a kept copy is checked before it is shown). */
function articleDocuments(articles: readonly unknown[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const article of articles) {
    if (typeof article !== 'object' || article === null) continue;
    const { id, kind, titleText } = article as Partial<Article>;
    if (typeof id !== 'number' || !ARTICLE_KINDS.includes(kind as ArticleKind) || typeof titleText !== 'string') continue;
    try {
      documents.push(articleDocument(article as Article));
    } catch {
      // Not an article as this release makes them: left out rather than shown wrong.
    }
  }
  return documents;
}

/**
 * The articles the news cache's kept copies hold (in memory or saved beyond the process), without
 * asking the CMS: each kind's pages of 100 in order, up to the first page that is not kept.
 */
async function keptArticles(source: NewsSource, content: NewsCache): Promise<unknown[]> {
  const articles: unknown[] = [];
  for (const kind of ARTICLE_KINDS) {
    for (let page = 1; page <= searchSettings.maxPagesPerKind; page += 1) {
      const query = bulkQuery(kind, page);
      const copy = await content.keptCopy<unknown>(listCacheKey(source.name, query), listTags(query));
      if (!copy.found || !isArticlePage(copy.value)) break;
      articles.push(...copy.value.items);
      if (page >= copy.value.totalPages || copy.value.items.length < query.perPage) break;
    }
  }
  return articles;
}

export async function buildSearchIndex(
  source: NewsSource,
  pages: readonly SearchDocument[] = staticPageDocuments(),
  content?: NewsCache,
): Promise<SearchIndex> {
  const collections = await Promise.all(ARTICLE_KINDS.map((kind) => readEveryArticle(source, kind, content)));
  return createSearchIndex([...collections.flat().map(articleDocument), ...pages]);
}

interface Dependencies {
  source: NewsSource;
  /** The search cache: the index, one entry. */
  cache: NewsCache;
  /** The pages' news cache the articles are read through, with its kept copies; absent: straight from the source. */
  content?: NewsCache;
  pages?: readonly SearchDocument[];
  onError?: (error: unknown) => void;
}

function defaults(): Dependencies {
  const { source, cache, searchCache } = newsRuntime();
  return {
    source,
    cache: searchCache,
    content: cache,
    onError: (error) => logger('search').warn({ err: error }, `search index could not be built: ${errorMessage(error)}`),
  };
}

const pagesOnly = new WeakMap<readonly SearchDocument[], SearchIndex>();

/**
 * The index to answer from. With no index yet and the CMS unreachable (a restart during an outage), one
 * made from the articles the kept copies hold and the site's own pages, kept as an old index so that it
 * is replaced as soon as the CMS answers; with no kept copies either, the site's own pages alone (news
 * results appear once the CMS answers); null only if even that fails.
 */
export async function getSearchIndex(deps: Dependencies = defaults()): Promise<SearchIndex | null> {
  const pages = deps.pages ?? staticPageDocuments();
  const key = `${deps.source.name}:search-index`;
  try {
    return await deps.cache.get(key, SEARCH_INDEX_TAGS, () => buildSearchIndex(deps.source, pages, deps.content));
  } catch (error) {
    deps.onError?.(error);
    try {
      const kept = deps.content ? articleDocuments(await keptArticles(deps.source, deps.content)) : [];
      if (kept.length > 0) {
        const index = createSearchIndex([...kept, ...pages]);
        deps.cache.keepStale(key, SEARCH_INDEX_TAGS, index);
        markRenderDegraded();
        return index;
      }
    } catch (keptError) {
      deps.onError?.(keptError);
    }
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
