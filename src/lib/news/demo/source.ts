import { htmlToText } from '../sanitize';
import type { NewsSource } from '../source';
import type { Article, ArticleKind, ArticleQuery, Page, SourceLogo } from '../types';
import { mapArticle } from '../wordpress/mappers';
import { newsCategories } from '@/config/news';
import { DEMO_EVENTS_CATEGORY, DEMO_TOPIC_CATEGORIES, type DemoRecord, demoRecords } from './records';

/**
 * The demo content behind the same interface as WordPress, with WordPress's semantics: newest first,
 * categories as OR, a page past the last one empty. Records go through the same sanitiser.
 */

const categoryNames = new Map<number, string>(
  [...Object.values(newsCategories), DEMO_EVENTS_CATEGORY, ...Object.values(DEMO_TOPIC_CATEGORIES)].map((category) => [category.id, category.name]),
);

/**
 * A demo record as WordPress's REST API would answer it with `_embed`, so the demo goes through the very
 * mapper (and sanitiser) that WordPress content does.
 */
function toWordPressJson(record: DemoRecord): Record<string, unknown> {
  return {
    id: record.id,
    type: record.type,
    date: record.date,
    modified: record.date,
    title: { rendered: record.title },
    excerpt: { rendered: record.excerpt },
    content: { rendered: record.content },
    categories: record.categories,
    featured_media: record.image ? record.id : 0,
    acf: Object.keys(record.acf).length > 0 ? record.acf : false,
    _embedded: {
      author: [{ id: 1, name: record.author }],
      'wp:featuredmedia': record.image
        ? [
            {
              id: record.id,
              source_url: record.image.src,
              alt_text: record.image.alt,
              media_type: 'image',
              media_details: { width: record.image.width, height: record.image.height },
            },
          ]
        : [],
      'wp:term': [record.categories.map((id) => ({ id, name: categoryNames.get(id) ?? '', taxonomy: 'category' }))],
    },
  };
}

function toArticle(record: DemoRecord): Article | null {
  // Site-relative links and images stay relative: the demo's files are this site's own.
  return mapArticle(toWordPressJson(record), { baseUrl: '' });
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

export function createDemoSource({ now = () => new Date() }: DemoSourceOptions = {}): NewsSource {
  // Mapped once per day: the relative dates only move when the date does.
  let cached: { day: string; articles: Article[]; logos: Map<number, SourceLogo> } | null = null;
  function load() {
    const current = now();
    const day = current.toISOString().slice(0, 10);
    if (cached?.day !== day) {
      const records = demoRecords(current);
      const mapped = records.map(toArticle).filter((article) => article !== null);
      mapped.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
      const logos = new Map<number, SourceLogo>();
      for (const record of records) {
        // The outlet's name is the logo's text alternative.
        if (record.sourceLogo) logos.set(record.id, { ...record.sourceLogo, alt: record.acf.source ?? '' });
      }
      cached = { day, articles: mapped, logos };
    }
    return cached;
  }
  const articles = () => load().articles;

  return {
    name: 'demo',

    async listArticles(query: ArticleQuery): Promise<Page<Article>> {
      const matching = articles().filter((article) => matches(article, query));
      const start = (query.page - 1) * query.perPage;
      const items = structuredClone(matching.slice(start, start + query.perPage));
      if (query.sourceLogos) {
        const { logos } = load();
        for (const item of items) {
          const logo = logos.get(item.id);
          if (logo) item.sourceLogo = { ...logo };
        }
      }
      return {
        items,
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
