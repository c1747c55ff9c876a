import { invalidateContent } from '@/lib/content';
import { MAX_NOTICE_BYTES, isAuthorized, parseNotice, readLimitedBody } from '@/lib/content/revalidation';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * POST {"type": "post", "id": 123, "categories": [58]} with `Authorization: Bearer <REVALIDATE_SECRET>`:
 * the article and the lists it appears in are refreshed on their next read. {"all": true} refreshes
 * everything. The secret is checked before the body is read.
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
  const refreshed = invalidateContent(notice.tags);
  return Response.json({ revalidated: true, tags: notice.tags, entries: refreshed }, { headers: noStore });
}
