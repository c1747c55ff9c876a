import type { NewsSource } from '../source';
import { type Article, type ArticleKind, type ArticleQuery, NewsUnavailableError, type Page } from '../types';
import { type QueryParams, type WordPressClientOptions, wordpressGet } from './client';
import { endpointForKind, errorCode, hasYoastHead, mapArticle, mapArticles, mapSourceLogos, sourceLogoId, withSourceLogos } from './mappers';
import { createRankMath } from './rank-math';
import { mapSeo } from './seo';
import { errorMessage, logger } from '@/lib/log';

/** The error catalogue's 'Media fetch fails: logged'. */
const mediaLog = logger('content');

/** Year bounds for `after`/`before`: both are exclusive and in site time, so step just outside the year. */
export function yearBounds(year: number): { after: string; before: string } {
  return { after: `${year - 1}-12-31T23:59:59`, before: `${year + 1}-01-01T00:00:00` };
}

export function listParams(query: ArticleQuery): QueryParams {
  const params: QueryParams = {
    // One request per list: author, featured media and terms come inline.
    _embed: 'author,wp:featuredmedia,wp:term',
    per_page: query.perPage,
    page: query.page,
    orderby: 'date',
    order: 'desc',
  };
  if (query.categories && query.categories.length > 0) params.categories = query.categories.join(',');
  if (query.year !== undefined) Object.assign(params, yearBounds(query.year));
  if (query.search) params.search = query.search;
  return params;
}

/**
 * The outlets' logos of one list page, in one request: `/media?include=…` with every logo id of the page.
 * A logo that is missing, deleted or not public is simply absent from the answer; a failed request leaves
 * every card as it was (no logos), never the list.
 */
async function addSourceLogos(client: WordPressClientOptions, baseUrl: string, posts: unknown[], items: Article[]): Promise<Article[]> {
  const logoIds = new Map<number, number>();
  for (const post of posts) {
    const postId = (post as { id?: unknown } | null)?.id;
    const logoId = sourceLogoId(post);
    if (typeof postId === 'number' && logoId !== null) logoIds.set(postId, logoId);
  }
  const ids = [...new Set(logoIds.values())].sort((a, b) => a - b);
  if (ids.length === 0) return items;
  try {
    const response = await wordpressGet(client, 'media', {
      include: ids.join(','),
      per_page: Math.min(ids.length, 100),
      _fields: 'id,source_url,alt_text,media_details',
    });
    if (response.status !== 200) {
      mediaLog.warn({ status: response.status }, `Could not fetch media: WordPress answered ${response.status}; the cards show their outlet's name without its logo`);
      return items;
    }
    return withSourceLogos(items, logoIds, mapSourceLogos(response.body, baseUrl));
  } catch (error) {
    mediaLog.warn({ err: error }, `Could not fetch media: ${errorMessage(error)}; the cards show their outlet's name without its logo`);
    return items;
  }
}

export interface WordPressSourceOptions {
  /** Origins besides the WordPress host that serve CMS media (CONTENT_MEDIA_ORIGINS). */
  mediaOrigins?: readonly string[];
}

export function createWordPressSource(client: WordPressClientOptions, { mediaOrigins = [] }: WordPressSourceOptions = {}): NewsSource {
  const baseUrl = new URL(client.apiUrl).origin;
  const rankMath = createRankMath(client);

  return {
    name: 'wordpress',

    async listArticles(query: ArticleQuery): Promise<Page<Article>> {
      const response = await wordpressGet(client, endpointForKind(query.kind), listParams(query));
      if (response.status === 400 && errorCode(response.body) === 'rest_post_invalid_page_number') {
        // A page past the last one: "no more", not an outage.
        return { items: [], page: query.page, perPage: query.perPage, total: response.total ?? 0, totalPages: query.page - 1 };
      }
      if (response.status !== 200 || !Array.isArray(response.body)) {
        throw new NewsUnavailableError(
          `WordPress answered ${response.status} (${errorCode(response.body) ?? 'no code'}) for a ${query.kind} list`,
        );
      }
      let items = mapArticles(response.body, { baseUrl, mediaOrigins });
      if (query.sourceLogos) items = await addSourceLogos(client, baseUrl, response.body, items);
      const totalPages = response.totalPages ?? (items.length < query.perPage ? query.page : query.page + 1);
      return { items, page: query.page, perPage: query.perPage, total: response.total ?? items.length, totalPages };
    },

    async getArticle(kind: ArticleKind, id: number): Promise<Article | null> {
      const response = await wordpressGet(client, `${endpointForKind(kind)}/${id}`, {
        _embed: 'author,wp:featuredmedia,wp:term',
      });
      // Missing (404), not public (401/403) or a malformed id (400): the article cannot be found.
      if (response.status >= 400) return null;
      const article = mapArticle(response.body, { baseUrl, mediaOrigins });
      if (!article || article.kind !== kind) return null;
      // Read with the article and cached with it; without Rank Math, or when it fails, the article stands as it is.
      if (!hasYoastHead(response.body)) {
        const head = await rankMath.headOf(article.id, (response.body as { link?: unknown }).link);
        if (head) article.seo = mapSeo(head, { postId: article.id, baseUrl, mediaOrigins, featured: article.image });
      }
      return article;
    },
  };
}
