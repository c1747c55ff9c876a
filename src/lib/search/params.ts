import { searchFilters, searchSettings } from '@/config/search';
import type { DeclaredParam, SearchParams } from '@/lib/news/search-params';
import { cleanTerm } from './text';
import { DEFAULT_SORT, type SearchState } from './url';

/** Every value of a query parameter, however Next.js handed it over. */
function allValues(params: SearchParams, name: DeclaredParam): string[] {
  const value = params[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The search page's state from its query string, whatever a visitor or a crawler put there: the first
 * `term`, `sort` and `page` win; unknown or repeated filters are dropped; a page that is not a plain
 * positive number is the first (one past the last is clamped by the search itself).
 */
export function parseSearchState(params: SearchParams): SearchState {
  const term = cleanTerm(allValues(params, 'term')[0] ?? '', searchSettings.maxTermLength);
  const requested = new Set(allValues(params, 'filter').map((value) => value.trim()));
  const filters = searchFilters.map((filter) => filter.id).filter((id) => requested.has(id));
  const sort = allValues(params, 'sort')[0] === 'relevance' ? 'relevance' : DEFAULT_SORT;
  const rawPage = allValues(params, 'page')[0]?.trim() ?? '';
  const number = /^\d{1,15}$/.test(rawPage) ? Number(rawPage) : 1;
  return { term, filters, sort, page: Math.max(1, number) };
}
