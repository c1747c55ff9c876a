import { invalidateNews } from '@/lib/news';
import { purgeCdn } from '@/lib/news/cdn-purge';
import { MAX_NOTICE_BYTES, isAuthorized, parseNotice, readLimitedBody } from '@/lib/news/revalidation';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * POST {"type": "post", "id": 123, "categories": [58]} with `Authorization: Bearer <REVALIDATE_SECRET>`:
 * the article and the lists it appears in are refreshed on their next read, the pages that show them
 * are dropped from the page cache (on every instance sharing Redis) and from the CDN when one is
 * configured. {"type": "post", "ids": [12, 34], "categories": [55, 58]} does the same for several
 * articles at once. {"all": true} refreshes everything. The secret is checked before the body is read.
 */
export async function POST(request: Request) {
  if (!isAuthorized(request.headers, env.REVALIDATE_SECRET)) {
    return Response.json({ error: 'Unauthorized.' }, { status: 401, headers: noStore });
  }
  const body = await readLimitedBody(request, MAX_NOTICE_BYTES);
  if (body === null) {
    return Response.json({ error: `The body must be at most ${MAX_NOTICE_BYTES} bytes.` }, { status: 413, headers: noStore });
  }
  const notice = parseNotice(body);
  if (!notice.ok) return Response.json({ error: notice.error }, { status: 400, headers: noStore });
  const { entries, pages } = await invalidateNews(notice.tags);
  const cdn = await purgeCdn(notice.tags);
  return Response.json({ revalidated: true, tags: notice.tags, entries, pages, cdn }, { headers: noStore });
}
