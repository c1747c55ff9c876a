import type { MetadataRoute } from 'next';
import { sitemapRoutes } from '@/config/routes';
import { absoluteUrl } from '@/lib/metadata';

// Rendered per request so SITE_URL is read at run time, not frozen at build time.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
