import { htmlToText, safeUrl, sanitizeInlineHtml, sanitizeRichHtml } from '../sanitize';
import type { ContentSource } from '../source';
import type { Article, ArticleKind, ArticleQuery, Category, MediaItemType, Page } from '../types';
import { kindFromType } from '../wordpress/mappers';
import { newsCategories } from '@/config/news';
import { type DemoRecord, demoRecords } from './records';

/**
 * The demo content behind the same interface as WordPress, with WordPress's semantics: newest first,
 * categories as OR, a page past the last one empty. Records go through the same sanitiser.
 */

const categoryNames = new Map<number, string>(Object.values(newsCategories).map((category) => [category.id, category.name]));

const MEDIA_TYPES: readonly string[] = ['download', 'external', 'youtube', 'other'];

function toArticle(record: DemoRecord): Article {
  const { acf } = record;
  const categories: Category[] = record.categories.map((id) => ({ id, name: categoryNames.get(id) ?? 'Unknown' }));
  return {
    id: record.id,
    kind: kindFromType(record.type),
    date: record.date,
    modified: record.date,
    title: sanitizeInlineHtml(record.title),
    titleText: htmlToText(record.title),
    excerpt: sanitizeRichHtml(record.excerpt),
    content: sanitizeRichHtml(record.content),
    categories,
    author: acf.source ? htmlToText(acf.source) : record.author || 'Anonymous',
    image: record.image ? { src: record.image.src, alt: record.image.alt, mediaType: 'image', width: record.image.width, height: record.image.height } : null,
    externalUrl: safeUrl(acf.url),
    blockquote: sanitizeRichHtml(acf.blockquote),
    videoId: acf.video_id && /^[A-Za-z0-9_-]{11}$/.test(acf.video_id) ? acf.video_id : null,
    mediaType: (acf.type && MEDIA_TYPES.includes(acf.type) ? acf.type : '') as MediaItemType,
    resourceUrl: safeUrl(acf.resource),
    embed: sanitizeRichHtml(acf.embed, { allowEmbeds: true }),
    eventStart: acf.start_date ?? '',
    eventEnd: acf.end_date ?? '',
  };
}

function matches(article: Article, query: ArticleQuery): boolean {
  if (article.kind !== query.kind) return false;
  if (query.categories?.length && !article.categories.some((category) => query.categories?.includes(category.id))) return false;
  if (query.year !== undefined && !article.date.startsWith(`${query.year}-`)) return false;
  if (query.search) {
    const needle = query.search.toLocaleLowerCase();
    const haystack = `${article.titleText} ${htmlToText(article.excerpt)} ${htmlToText(article.content)}`.toLocaleLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

export interface DemoSourceOptions {
  /** The clock the relative dates (upcoming events, newest posts) are computed from. */
  now?: () => Date;
}

export function createDemoSource({ now = () => new Date() }: DemoSourceOptions = {}): ContentSource {
  // Mapped once per day: the relative dates only move when the date does.
  let cached: { day: string; articles: Article[] } | null = null;
  function articles(): Article[] {
    const current = now();
    const day = current.toISOString().slice(0, 10);
    if (cached?.day !== day) {
      const mapped = demoRecords(current).map(toArticle);
      mapped.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
      cached = { day, articles: mapped };
    }
    return cached.articles;
  }

  return {
    name: 'demo',

    async listArticles(query: ArticleQuery): Promise<Page<Article>> {
      const matching = articles().filter((article) => matches(article, query));
      const start = (query.page - 1) * query.perPage;
      return {
        items: structuredClone(matching.slice(start, start + query.perPage)),
        page: query.page,
        perPage: query.perPage,
        total: matching.length,
        totalPages: Math.ceil(matching.length / query.perPage),
      };
    },

    async getArticle(kind: ArticleKind, id: number): Promise<Article | null> {
      const article = articles().find((item) => item.kind === kind && item.id === id);
      return article ? structuredClone(article) : null;
    },
  };
}
