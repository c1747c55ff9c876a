import { getArticleDetail } from '@/lib/news/queries';
import { eventCalendarFilename } from '@/lib/feeds/ics';
import { calendarResponse } from '@/lib/feeds/responses';
import { eventRange } from '@/lib/format/dates';

export const dynamic = 'force-dynamic';

/** One event as an iCalendar file ("Add to calendar"). Only events with readable dates have one. */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  if (kind !== 'event' || !/^[1-9]\d{0,9}$/.test(id)) return new Response('Not found', { status: 404 });
  const state = await getArticleDetail('event', Number(id));
  if (state.status === 'unavailable') return new Response('The event cannot be read right now.', { status: 503, headers: { 'Retry-After': '60' } });
  if (state.status === 'missing' || !eventRange(state.article)) return new Response('Not found', { status: 404 });
  return calendarResponse([state.article], eventCalendarFilename(state.article));
}
