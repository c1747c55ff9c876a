import type { Article, ArticleKind, ArticleQuery, Page } from './types';

/**
 * What every news source offers. WordPress and the shipped demo content both implement it;
 * the rest of the site only talks to this.
 */
export interface NewsSource {
  /** A short name for logs and the health check. */
  readonly name: 'wordpress' | 'demo';
  /**
   * One page of articles, newest first. A page past the last one is an empty page, not an error.
   * Throws NewsUnavailableError when the source cannot be reached.
   */
  listArticles(query: ArticleQuery): Promise<Page<Article>>;
  /**
   * One article with its full content, or null when it does not exist or is not public.
   * Throws NewsUnavailableError when the source cannot be reached.
   */
  getArticle(kind: ArticleKind, id: number): Promise<Article | null>;
}
