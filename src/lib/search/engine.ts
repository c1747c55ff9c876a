import MiniSearch, { type SearchResult } from 'minisearch';
import { type SearchFilterDefinition, searchFilters, searchSettings } from '@/config/search';
import type { SearchDocument, SearchKind } from './documents';
import { type Segment, highlight, snippet } from './snippet';
import { SEPARATOR, cleanTerm, normalizeWord, queryWords } from './text';

export type SearchSort = 'newest' | 'relevance';

export interface SearchRequest {
  /** What the visitor typed; cleaned here. */
  term: string;
  /** Selected filter ids; unknown ids are ignored. */
  filters?: readonly string[];
  sort?: SearchSort;
  /** 1-based; past the last page means the last page. */
  page?: number;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  href: string;
  title: Segment[];
  /** The title as plain text (for accessible names). */
  titleText: string;
  label: string;
  dateText: string;
  dateTime: string;
  snippet: Segment[];
}

export interface FilterOption {
  id: string;
  name: string;
  /** Results of the term in this option, whatever else is selected. */
  count: number;
  selected: boolean;
  /** No result of the term is in this option. */
  disabled: boolean;
}

export interface SearchResponse {
  /** The term as searched ('' when there was nothing to search for). */
  term: string;
  sort: SearchSort;
  /** Results after the filters. */
  total: number;
  page: number;
  totalPages: number;
  perPage: number;
  filters: FilterOption[];
  hits: SearchHit[];
}

export interface SearchIndex {
  readonly size: number;
  search(request: SearchRequest): SearchResponse;
}

interface IndexedDocument extends SearchDocument {
  filterIds: readonly string[];
}

function belongsTo(document: SearchDocument, filter: SearchFilterDefinition): boolean {
  if (filter.kinds?.includes(document.kind)) return true;
  const names = new Set((filter.categoryNames ?? []).map(normalizeWord));
  return document.categories.some(
    (category) => filter.categoryIds?.includes(category.id) || names.has(normalizeWord(category.name.trim())),
  );
}

/** Prefix matching only for words of 3 letters or more: 'u' (of 'U-235') must not match every word starting with u. */
const prefix = (term: string) => term.length >= 3;
/** About one typo per four letters, at most two; none in words under 4 letters. */
const fuzzy = (term: string) => (term.length >= 4 ? 0.25 : false);

/** No results: every filter option shown, none selectable. */
export function emptyResponse(term = '', sort: SearchSort = 'newest'): SearchResponse {
  return { term, sort, total: 0, page: 1, totalPages: 0, perPage: searchSettings.perPage, filters: filterOptions(new Map(), new Set()), hits: [] };
}

function filterOptions(counts: Map<string, number>, selected: ReadonlySet<string>): FilterOption[] {
  return searchFilters.map((filter) => {
    const count = counts.get(filter.id) ?? 0;
    return { id: filter.id, name: filter.name, count, selected: selected.has(filter.id) && count > 0, disabled: count === 0 };
  });
}

/**
 * The site's search index over `documents`: prefix and typo-tolerant matching that ignores case and
 * accents, all words required, newest first or by relevance, filter counts and pages.
 */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const byId = new Map<string, IndexedDocument>();
  for (const document of documents) {
    byId.set(document.id, { ...document, filterIds: searchFilters.filter((filter) => belongsTo(document, filter)).map((filter) => filter.id) });
  }
  const index = new MiniSearch<IndexedDocument>({
    fields: ['title', 'label', 'text'],
    idField: 'id',
    tokenize: (text) => text.split(SEPARATOR),
    processTerm: (term) => normalizeWord(term) || null,
    searchOptions: { boost: { title: 3, label: 1.5 }, combineWith: 'AND' },
  });
  index.addAll([...byId.values()]);

  function find(words: string[]): SearchResult[] {
    const query = words.join(' ');
    // Exact and prefix matches first; only when there are none is the term taken for a typo.
    const exact = index.search(query, { prefix });
    return exact.length > 0 ? exact : index.search(query, { prefix, fuzzy, maxFuzzy: 2 });
  }

  return {
    size: byId.size,
    search({ term: raw, filters = [], sort = 'newest', page = 1 }: SearchRequest): SearchResponse {
      const term = cleanTerm(raw, searchSettings.maxTermLength);
      const words = queryWords(term, searchSettings.maxQueryWords);
      const requested = new Set(filters);
      if (words.length === 0) return emptyResponse(term, sort);

      const matches = find(words)
        .map((result) => ({ result, document: byId.get(String(result.id)) }))
        .filter((match): match is { result: SearchResult; document: IndexedDocument } => match.document !== undefined);

      const counts = new Map<string, number>();
      for (const { document } of matches) {
        for (const id of document.filterIds) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const options = filterOptions(counts, requested);
      const active = new Set(options.filter((option) => option.selected).map((option) => option.id));
      const shown = active.size === 0 ? matches : matches.filter(({ document }) => document.filterIds.some((id) => active.has(id)));

      shown.sort((a, b) => {
        const byDate = compareDates(a.document.dateTime, b.document.dateTime);
        const byScore = b.result.score - a.result.score;
        return (sort === 'relevance' ? byScore || byDate : byDate || byScore) || a.document.id.localeCompare(b.document.id);
      });

      const perPage = searchSettings.perPage;
      const totalPages = Math.ceil(shown.length / perPage);
      const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages));
      const hits = shown.slice((current - 1) * perPage, current * perPage).map(({ result, document }) => {
        const terms = new Set(result.terms);
        return {
          id: document.id,
          kind: document.kind,
          href: document.href,
          title: highlight(document.title, terms),
          titleText: document.title,
          label: document.label,
          dateText: document.dateText,
          dateTime: document.dateTime,
          snippet: snippet(document.text, terms, searchSettings.snippetLength),
        };
      });
      return { term, sort, total: shown.length, page: current, totalPages, perPage, filters: options, hits };
    },
  };
}

/** Newest first; results without a date after every dated one. */
function compareDates(a: string, b: string): number {
  if (a === b) return 0;
  if (!a) return 1;
  if (!b) return -1;
  return a < b ? 1 : -1;
}
