import type { SearchSort } from './engine';

/** Everything a visitor can change on the search page; all of it lives in the URL. */
export interface SearchState {
  term: string;
  /** Selected filter ids, in the order the options are shown. */
  filters: readonly string[];
  sort: SearchSort;
  /** 1-based. */
  page: number;
}

/** The search page's address (the same as staticRoutes.search.path; written here because the browser's code uses it). */
export const SEARCH_PATH = '/search';
export const DEFAULT_SORT: SearchSort = 'newest';

/**
 * The one URL of a search state: `term`, one `filter` per selected option, `sort` only when it is not
 * the default, `page` only past the first. The GET forms on the page produce the same shape.
 */
export function searchUrl({ term = '', filters = [], sort = DEFAULT_SORT, page = 1 }: Partial<SearchState>): string {
  const query = new URLSearchParams();
  if (term) query.set('term', term);
  for (const filter of filters) query.append('filter', filter);
  if (sort !== DEFAULT_SORT) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}
