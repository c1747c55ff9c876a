import MiniSearch, { type Query, type QueryCombination } from 'minisearch';
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

interface IndexedDocument {
  /** Position in `documents`, MiniSearch's id. */
  position: number;
  title: string;
  /** The label and the text: what the body field is searched in. */
  body: string;
}

/** One term's matches, kept for paging, filtering and re-sorting without searching again. */
interface Matches {
  /** The query as MiniSearch reads it: every word required, typo tolerance only for words that need it. */
  query: Query;
  /** Matched document positions. */
  matched: ReadonlySet<number>;
  /** The same documents newest first (undated last). */
  byDate: Int32Array;
  /** Best score first; scored only when a visitor asks for relevance. */
  byRelevance: Int32Array | null;
  /** Matched index words per document position, for highlighting (filled as results are shown). */
  terms: Map<number, readonly string[]>;
  /** Results per filter option. */
  counts: Map<string, number>;
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

/** Recent terms whose matches are kept by default: paging and filtering a search costs no new search. */
const RECENT_TERMS = 32;

export interface SearchIndexOptions {
  /** How many recent terms' matches to keep (0 searches every time, as a benchmark of cold queries needs). */
  recentTerms?: number;
}

/** No results: every filter option shown, none selectable. */
export function emptyResponse(term = '', sort: SearchSort = 'newest'): SearchResponse {
  return { term, sort, total: 0, page: 1, totalPages: 0, perPage: searchSettings.perPage, filters: filterOptions(new Map(), new Set()), hits: [] };
}

function filterOptions(counts: ReadonlyMap<string, number>, selected: ReadonlySet<string>): FilterOption[] {
  return searchFilters.map((filter) => {
    const count = counts.get(filter.id) ?? 0;
    return { id: filter.id, name: filter.name, count, selected: selected.has(filter.id) && count > 0, disabled: count === 0 };
  });
}

/**
 * The site's search index over `documents`: prefix and typo-tolerant matching that ignores case and
 * accents, all words required, newest first or by relevance, filter counts and pages.
 */
export function createSearchIndex(documents: readonly SearchDocument[], { recentTerms = RECENT_TERMS }: SearchIndexOptions = {}): SearchIndex {
  const docs = [...new Map(documents.map((document) => [document.id, document])).values()];
  // Each document's filter options as bits, and its rank in the newest-first order of the whole site.
  const filterBits = Int32Array.from(docs, (document) =>
    searchFilters.reduce((bits, filter, bit) => (belongsTo(document, filter) ? bits | (1 << bit) : bits), 0),
  );
  const datedOrder = docs
    .map((document, position) => ({ position, date: document.dateTime, id: document.id }))
    .filter((entry) => entry.date)
    .sort((a, b) => compareDates(a.date, b.date) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((entry) => entry.position);

  const index = new MiniSearch<IndexedDocument>({
    fields: ['title', 'body'],
    idField: 'position',
    tokenize: (text) => text.split(SEPARATOR),
    processTerm: (term) => normalizeWord(term) || null,
    searchOptions: { boost: { title: 3 }, combineWith: 'AND' },
  });
  index.addAll(docs.map((document, position) => ({ position, title: document.title, body: `${document.label} ${document.text}` })));

  const recent = new Map<string, Matches>();

  /**
   * The documents a query matches, without scoring them: MiniSearch asks `boostDocument` about every
   * candidate before it scores it, and a 0 skips the scoring. Scoring is what costs (ten times the
   * walk), so matching is done this way and only the results a visitor sees are scored.
   */
  function matchingPositions(query: Query): Set<number> {
    const positions = new Set<number>();
    index.search(query, {
      boostDocument: (id: number) => {
        positions.add(id);
        return 0;
      },
    });
    return positions;
  }

  /** The query's results among `positions`, scored, best first. */
  function scored(query: Query, positions: ReadonlySet<number>) {
    return index.search(query, { boostDocument: (id: number) => (positions.has(id) ? 1 : 0) });
  }

  function find(words: string[]): Matches {
    const key = words.join(' ');
    const known = recent.get(key);
    if (known) {
      recent.delete(key);
      recent.set(key, known);
      return known;
    }
    // Each word matches exactly or as a prefix; a word that matches nothing that way is taken for a typo.
    const perWord = words.map((word) => {
      const exact = matchingPositions({ queries: [word], prefix } as QueryCombination);
      if (exact.size > 0) return { query: { queries: [word], prefix } as QueryCombination, positions: exact };
      const typo: QueryCombination = { queries: [word], prefix, fuzzy, maxFuzzy: 2 };
      return { query: typo, positions: matchingPositions(typo) };
    });
    perWord.sort((a, b) => a.positions.size - b.positions.size);
    const [rarest, ...others] = perWord;
    const matched = new Set<number>();
    for (const position of rarest?.positions ?? []) {
      if (others.every((word) => word.positions.has(position))) matched.add(position);
    }

    const perBit = new Array<number>(searchFilters.length).fill(0);
    for (const position of matched) {
      const bits = filterBits[position] ?? 0;
      for (let bit = 0; bit < perBit.length; bit += 1) if (bits & (1 << bit)) perBit[bit] = (perBit[bit] ?? 0) + 1;
    }
    const query: Query = { combineWith: 'AND', queries: perWord.map((word) => word.query) };
    // Walking the site's date order picks the dated matches newest first without sorting them; the undated
    // ones (the site's pages) follow, best match first. There are few of those, so scoring them is cheap.
    const byDate = new Int32Array(matched.size);
    let next = 0;
    for (const position of datedOrder) if (matched.has(position)) byDate[next++] = position;
    const undated = new Set([...matched].filter((position) => !(docs[position] as SearchDocument).dateTime));
    if (undated.size > 0) for (const result of scored(query, undated)) byDate[next++] = result.id as number;

    const entry: Matches = {
      query,
      matched,
      byDate,
      byRelevance: null,
      terms: new Map(),
      counts: new Map(searchFilters.map((filter, bit) => [filter.id, perBit[bit] ?? 0])),
    };
    recent.set(key, entry);
    while (recent.size > recentTerms) recent.delete(recent.keys().next().value as string);
    return entry;
  }

  function byRelevance(matches: Matches): Int32Array {
    if (!matches.byRelevance) {
      const results = scored(matches.query, matches.matched);
      matches.byRelevance = Int32Array.from(results, (result) => result.id as number);
      for (const result of results) matches.terms.set(result.id as number, result.terms);
    }
    return matches.byRelevance;
  }

  /** The matched words of the shown documents, scoring just those. */
  function termsOf(matches: Matches, positions: readonly number[]): void {
    const missing = new Set(positions.filter((position) => !matches.terms.has(position)));
    if (missing.size === 0) return;
    for (const result of scored(matches.query, missing)) matches.terms.set(result.id as number, result.terms);
  }

  return {
    size: docs.length,
    search({ term: raw, filters = [], sort = 'newest', page = 1 }: SearchRequest): SearchResponse {
      const term = cleanTerm(raw, searchSettings.maxTermLength);
      const words = queryWords(term, searchSettings.maxQueryWords);
      if (words.length === 0) return emptyResponse(term, sort);

      const matches = find(words);
      const options = filterOptions(matches.counts, new Set(filters));
      const activeBits = searchFilters.reduce((bits, filter, bit) => (options[bit]?.selected ? bits | (1 << bit) : bits), 0);
      const ordered = sort === 'relevance' ? byRelevance(matches) : matches.byDate;
      const shown = activeBits === 0 ? ordered : ordered.filter((position) => ((filterBits[position] ?? 0) & activeBits) !== 0);

      const perPage = searchSettings.perPage;
      const totalPages = Math.ceil(shown.length / perPage);
      const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages));
      const onPage = Array.from(shown.subarray((current - 1) * perPage, current * perPage));
      termsOf(matches, onPage);
      const hits = onPage.map((position) => {
        const document = docs[position] as SearchDocument;
        const terms = new Set(matches.terms.get(position));
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
