import { newsSettings } from '@/config/news';
import { isEventPast, compareUpcomingEvents, comparePastEvents } from '@/lib/format/dates';
import { type MediaFilter, matchesMediaFilter } from '@/lib/format/media-filter';
import { errorMessage, logger } from '@/lib/log';
import { newsRuntime } from './index';
import type { NewsSource } from './source';
import { detailTags, listTags } from './cache-tags';
import type { Article, ArticleKind, ArticleQuery, Page } from './types';
import type { NewsCache } from './cache';

/**
 * What the pages ask for. Every read goes through the cache; every failure becomes a state the page
 * can show (the specification's 'Loading...' and not-found texts), never an exception.
 */

export interface ListState {
  items: Article[];
  /** Pages shown (the `?page=` a Show More link builds on). */
  page: number;
  /** More items exist: show the Show More link. */
  hasMore: boolean;
  /** A page could not be loaded: 'Loading...' stays and paging stops. */
  failed: boolean;
}

export type ListFilter = Pick<ArticleQuery, 'kind' | 'categories' | 'year' | 'sourceLogos'>;

const log = logger('content');

/**
 * A list that could not be read (no fresh copy, no last good one): logged with the specification's text,
 * 'Could not fetch posts', and shown as 'Loading...' with paging stopped, keeping the pages read before.
 */
function failedList(error: unknown, kind: ArticleKind, items: Article[] = [], page = 1): ListState {
  log.error({ err: error, kind }, `Could not fetch posts: ${errorMessage(error)}`);
  return { items, page, hasMore: false, failed: true };
}

/** Beyond this many pages a Show More URL is clamped: a crafted ?page= must not fan out requests. */
export const MAX_PAGES = 50;

/**
 * Whether `?page=requested` showed nothing the page before it did not: a number past the list's end, which
 * the site never links to. The page is still shown whole, but kept out of the page cache
 * (keepOutOfCache), so made-up numbers cannot fill it.
 */
export function isPastTheEnd(state: ListState, requested: number): boolean {
  return requested > 1 && !state.failed && state.items.length <= (requested - 1) * newsSettings.pageSize;
}

/** Pages beyond the first that a list reads when every item must be seen (events, filtered Commons). */
const MAX_BULK_PAGES = 20;

export function clampPage(value: unknown): number {
  const page = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : 1;
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), MAX_PAGES);
}

interface Dependencies {
  source: NewsSource;
  cache: NewsCache;
  now: () => Date;
}

function defaults(): Dependencies {
  const { source, cache } = newsRuntime();
  return { source, cache, now: () => new Date() };
}

/** The news cache's key of one page of a list (shared by every reader of that page: pages, feeds, search). */
export function listCacheKey(sourceName: string, query: ArticleQuery): string {
  return `${sourceName}:list:${JSON.stringify([query.kind, query.categories ?? [], query.year ?? null, query.search ?? '', query.page, query.perPage, query.sourceLogos === true])}`;
}

function cachedPage(deps: Dependencies, query: ArticleQuery): Promise<Page<Article>> {
  return deps.cache.get(listCacheKey(deps.source.name, query), listTags(query), () => deps.source.listArticles(query));
}

/** Pages 1..pages of a list, appended, as Show More builds them. */
export async function getArticleList(filter: ListFilter, pages: number, deps: Dependencies = defaults()): Promise<ListState> {
  const perPage = newsSettings.pageSize;
  const items: Article[] = [];
  const wanted = clampPage(pages);
  for (let page = 1; page <= wanted; page += 1) {
    let result: Page<Article>;
    try {
      result = await cachedPage(deps, { ...filter, page, perPage });
    } catch (error) {
      return failedList(error, filter.kind, items, Math.max(1, page - 1));
    }
    items.push(...result.items);
    if (page >= result.totalPages || result.items.length < perPage) {
      return { items, page, hasMore: false, failed: false };
    }
  }
  return { items, page: wanted, hasMore: true, failed: false };
}

/**
 * Pages of a list, read in pages of 100 (WordPress's largest) until the last one, `maxPages`, or until
 * `enough` says so. A failed page fails the whole read.
 */
export async function readPages(
  load: (page: number, perPage: number) => Promise<Page<Article>>,
  maxPages: number,
  enough?: (items: Article[]) => boolean,
): Promise<{ items: Article[]; exhausted: boolean }> {
  const perPage = newsSettings.bulkPageSize;
  const items: Article[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await load(page, perPage);
    items.push(...result.items);
    const exhausted = page >= result.totalPages || result.items.length < perPage;
    if (exhausted) return { items, exhausted: true };
    if (enough?.(items)) return { items, exhausted: false };
  }
  return { items, exhausted: false };
}

/** Every article of a list, through the cache. */
function readAll(filter: ListFilter, deps: Dependencies, enough?: (items: Article[]) => boolean) {
  return readPages((page, perPage) => cachedPage(deps, { ...filter, page, perPage }), MAX_BULK_PAGES, enough);
}

/** Commons: media items, optionally of one type; a filtered list reads on until enough items are found. */
export async function getMediaList(filter: MediaFilter | null, pages: number, deps: Dependencies = defaults()): Promise<ListState> {
  if (!filter) return getArticleList({ kind: 'media' }, pages, deps);
  const wanted = clampPage(pages);
  const shown = wanted * newsSettings.pageSize;
  try {
    const { items, exhausted } = await readAll({ kind: 'media' }, deps, (all) =>
      all.filter((item) => matchesMediaFilter(item, filter)).length > shown,
    );
    const matching = items.filter((item) => matchesMediaFilter(item, filter));
    return {
      items: matching.slice(0, shown),
      page: wanted,
      hasMore: matching.length > shown || (!exhausted && matching.length === shown),
      failed: false,
    };
  } catch (error) {
    return failedList(error, 'media');
  }
}

export type EventView = 'upcoming' | 'past';

/** Events cannot be ordered by event date over REST: read them all, then filter and sort here. */
export async function getEvents(view: EventView, pages: number, deps: Dependencies = defaults()): Promise<ListState> {
  const wanted = clampPage(pages);
  const shown = wanted * newsSettings.pageSize;
  try {
    const { items } = await readAll({ kind: 'event' }, deps);
    const now = deps.now();
    const selected = items
      .filter((event) => isEventPast(event, now) === (view === 'past'))
      .sort(view === 'past' ? comparePastEvents : compareUpcomingEvents);
    return { items: selected.slice(0, shown), page: wanted, hasMore: selected.length > shown, failed: false };
  } catch (error) {
    return failedList(error, 'event');
  }
}

/** The newest articles (home strip, latest updates, feeds). */
export async function getLatestArticles(count: number, kind: ArticleKind = 'posts', categories?: readonly number[], deps: Dependencies = defaults()): Promise<ListState> {
  try {
    const result = await cachedPage(deps, { kind, categories, page: 1, perPage: count });
    return { items: result.items, page: 1, hasMore: result.totalPages > 1, failed: false };
  } catch (error) {
    return failedList(error, kind);
  }
}

/** The year of the newest post, which the newsroom's tabs start from; this year when it cannot be read. */
export async function getNewestYear(deps: Dependencies = defaults()): Promise<number> {
  const currentYear = deps.now().getFullYear();
  try {
    const result = await cachedPage(deps, { kind: 'posts', page: 1, perPage: 1 });
    const year = Number.parseInt(result.items[0]?.date.slice(0, 4) ?? '', 10);
    return Number.isInteger(year) && year >= newsSettings.firstYear ? year : currentYear;
  } catch {
    return currentYear;
  }
}

export type ArticleState = { status: 'found'; article: Article } | { status: 'missing' } | { status: 'unavailable' };

export async function getArticleDetail(kind: ArticleKind, id: number, deps: Dependencies = defaults()): Promise<ArticleState> {
  try {
    const key = `${deps.source.name}:article:${kind}:${id}`;
    const article = await deps.cache.get(key, detailTags(kind, id), () => deps.source.getArticle(kind, id));
    return article ? { status: 'found', article } : { status: 'missing' };
  } catch {
    return { status: 'unavailable' };
  }
}

/** Every article of a kind (sitemap, search index); empty when the source cannot be read. */
export async function getAllArticles(kind: ArticleKind, deps: Dependencies = defaults()): Promise<Article[]> {
  try {
    return (await readAll({ kind }, deps)).items;
  } catch {
    return [];
  }
}
