import type { MetadataRoute } from 'next';
import { sitemapRoutes } from '@/config/routes';
import { getAllArticles } from '@/lib/news/queries';
import { ARTICLE_KINDS } from '@/lib/news/types';
import { articlePath } from '@/lib/format/cards';
import { isoDate } from '@/lib/format/dates';
import { absoluteUrl } from '@/lib/metadata';

// Rendered per request so SITE_URL is read at run time, not frozen at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = sitemapRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const collections = await Promise.all(ARTICLE_KINDS.map((kind) => getAllArticles(kind)));
  // An article the SEO plugin marks noindex stays on the site (and in its search), not in the sitemap.
  const articles: MetadataRoute.Sitemap = collections.flat().filter((article) => !article.seo.noindex).map((article) => {
    const modified = isoDate(article.modified);
    return {
      url: absoluteUrl(articlePath(article)),
      ...(modified ? { lastModified: modified } : {}),
      changeFrequency: 'monthly',
      priority: 0.5,
    };
  });
  return [...pages, ...articles];
}
