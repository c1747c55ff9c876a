import { newsCategories } from './news';

/**
 * Site search settings the web team may change: the filter options shown beside the results, and
 * how many results a page shows.
 */

export interface SearchFilterDefinition {
  /** The value in the URL (`?filter=press-releases`). */
  id: string;
  /** The checkbox label. */
  name: string;
  /** CMS category ids that belong to the option. */
  categoryIds?: readonly number[];
  /** CMS category names that belong to it (compared ignoring case and accents), for terms whose id differs per site. */
  categoryNames?: readonly string[];
  /** Result kinds that belong to it whatever their categories. */
  kinds?: readonly ('posts' | 'media' | 'event' | 'page')[];
}

/** Shown in this order. A result belongs to every option it matches; options combine as "any of". */
export const searchFilters: readonly SearchFilterDefinition[] = [
  { id: 'in-the-news', name: 'In the News', categoryIds: [newsCategories.inTheNews.id], categoryNames: ['In the News'] },
  { id: 'press-releases', name: 'Press Releases', categoryIds: [newsCategories.pressReleases.id], categoryNames: ['Press Releases', 'Press Release'] },
  { id: 'events', name: 'Events', kinds: ['event'], categoryNames: ['Events'] },
  { id: 'blog', name: 'Blog', categoryNames: ['Blog'] },
  { id: 'gen-iv', name: 'Gen-IV', categoryNames: ['Gen-IV', 'Gen IV', 'Generation IV'] },
  { id: 'small-modular-reactors', name: 'Small Modular Reactors', categoryNames: ['Small Modular Reactors', 'SMR', 'SMRs'] },
  { id: 'pages', name: 'Pages', kinds: ['page'] },
];

export const searchSettings = {
  /** Results per page. */
  perPage: 5,
  /** Longest term searched; anything beyond is ignored (a search box, not a document store). */
  maxTermLength: 200,
  /** Words of a term that take part in the query; the rest are ignored, so a pasted paragraph stays fast. */
  maxQueryWords: 12,
  /** Characters of text around the first match shown under a result. */
  snippetLength: 240,
  /** The newest CMS pages read per kind when the index is built (100 articles each, WordPress's largest page). */
  maxPagesPerKind: 200,
} as const;
