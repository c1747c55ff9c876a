import { upcomingCalendarResponse } from '@/lib/feeds/responses';

export const dynamic = 'force-dynamic';

export function GET() {
  return upcomingCalendarResponse();
}
