import { staticRoutes } from '@/config/routes';
import { rssResponse } from '@/lib/feeds/responses';

export const dynamic = 'force-dynamic';

export function GET() {
  return rssResponse(staticRoutes.newsroom, '/newsroom/feed.xml');
}
