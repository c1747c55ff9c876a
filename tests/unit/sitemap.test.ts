import { describe, expect, it, vi } from 'vitest';
import { sitemapRoutes } from '@/config/routes';
import type { Article, ArticleKind } from '@/lib/news/types';
import { NO_SEO } from '@/lib/news/wordpress/seo';
import { makeArticle } from './support/article';

const articles: Record<ArticleKind, Article[]> = {
  posts: [makeArticle({ id: 1 }), makeArticle({ id: 2, seo: { ...NO_SEO, noindex: true } }), makeArticle({ id: 3, seo: { ...NO_SEO, nofollow: true } })],
  media: [makeArticle({ id: 4, kind: 'media', seo: { ...NO_SEO, noindex: true } })],
  event: [makeArticle({ id: 5, kind: 'event' })],
};
vi.mock('@/lib/news/queries', () => ({ getAllArticles: async (kind: ArticleKind) => articles[kind] }));

const { default: sitemap } = await import('@/app/sitemap');

describe('sitemap.xml', () => {
  it('lists every page and every article but those the SEO plugin marks noindex', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.slice(0, sitemapRoutes.length)).toEqual(sitemapRoutes.map((route) => `http://localhost:3000${route.path === '/' ? '' : route.path}`));
    expect(urls.slice(sitemapRoutes.length)).toEqual([
      'http://localhost:3000/newsroom/posts/1',
      'http://localhost:3000/newsroom/posts/3',
      'http://localhost:3000/newsroom/event/5',
    ]);
  });
});
