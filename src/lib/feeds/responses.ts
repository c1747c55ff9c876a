import type { StaticRoute } from '@/config/routes';
import { site } from '@/config/site';
import { MAX_PAGES, getEvents, getLatestArticles } from '@/lib/news/queries';
import type { Article } from '@/lib/news/types';
import { buildEventCalendar } from './ics';
import { buildRssFeed } from './rss';

/** How many items a news feed carries. */
export const FEED_SIZE = 20;

const cacheHeader = 'public, max-age=300';

/**
 * The RSS answer for a page's articles. When the CMS cannot be read and no copy is kept, the feed is
 * served empty rather than failing, so readers keep their subscription.
 */
export async function rssResponse(route: StaticRoute, feedPath: string, categories?: readonly number[]): Promise<Response> {
  const state = await getLatestArticles(FEED_SIZE, 'posts', categories);
  const xml = buildRssFeed({
    title: `${route.title ?? 'News'} | ${site.name}`,
    description: route.description,
    path: route.path,
    feedPath,
    articles: state.items,
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': cacheHeader },
  });
}

export function calendarResponse(events: readonly Article[], filename: string): Response {
  const body = buildEventCalendar(events, { now: new Date() });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': cacheHeader,
    },
  });
}

/** Every upcoming event, for one "add all to calendar" file. */
export async function upcomingCalendarResponse(): Promise<Response> {
  const state = await getEvents('upcoming', MAX_PAGES);
  return calendarResponse(state.items, 'upcoming-events.ics');
}
