import { ALL_NEWS_TAG } from '../../../server/app-interface.mjs';
import type { ArticleKind, ArticleQuery } from './types';

/**
 * Cache tags, built in one place: the pages' reads and the revalidation webhook both use these,
 * so a refresh reaches exactly the entries it should.
 */

/** On every page that shows news (named where the server entry reads it too). */
export { ALL_NEWS_TAG };

export function articleTag(kind: ArticleKind, id: number): string {
  return `article:${kind}:${id}`;
}

/** Every list of a kind. */
export function kindListTag(kind: ArticleKind): string {
  return `list:${kind}`;
}

/** Lists of a kind filtered to one category. */
export function categoryListTag(kind: ArticleKind, categoryId: number): string {
  return `list:${kind}:category:${categoryId}`;
}

/** Lists of a kind that are not filtered by category (newsroom years, latest updates, Commons, events). */
export function unfilteredListTag(kind: ArticleKind): string {
  return `list:${kind}:unfiltered`;
}

export function listTags(query: Pick<ArticleQuery, 'kind' | 'categories'>): string[] {
  const tags = [ALL_NEWS_TAG, kindListTag(query.kind)];
  if (query.categories && query.categories.length > 0) {
    for (const id of query.categories) tags.push(categoryListTag(query.kind, id));
  } else {
    tags.push(unfilteredListTag(query.kind));
  }
  return tags;
}

export function detailTags(kind: ArticleKind, id: number): string[] {
  return [ALL_NEWS_TAG, articleTag(kind, id)];
}

export interface ChangeNotice {
  kind: ArticleKind;
  id?: number;
  /** Several articles of the kind at once (a renamed category, an author's new name, a replaced image). */
  ids?: readonly number[];
  /** The categories the articles are in (and were in, when they changed); unknown → every list of the kind. */
  categories?: readonly number[];
}

/** The tags a change to articles makes stale: the articles and the lists they can appear in. */
export function tagsForChange({ kind, id, ids, categories }: ChangeNotice): string[] {
  const tags = new Set<string>();
  for (const articleId of [...(id === undefined ? [] : [id]), ...(ids ?? [])]) tags.add(articleTag(kind, articleId));
  if (categories && categories.length > 0) {
    tags.add(unfilteredListTag(kind));
    for (const categoryId of categories) tags.add(categoryListTag(kind, categoryId));
  } else {
    tags.add(kindListTag(kind));
  }
  return [...tags];
}
