import { newsCategories } from '@/config/news';
import { staticRoutes } from '@/config/routes';
import { rssResponse } from '@/lib/feeds/responses';

export const dynamic = 'force-dynamic';

export function GET() {
  return rssResponse(staticRoutes.inTheNews, '/category/in-the-news/feed.xml', [newsCategories.inTheNews.id]);
}
