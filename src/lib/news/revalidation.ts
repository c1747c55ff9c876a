import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { readLimitedBytes } from '@/lib/http/limited-body';
import { ALL_NEWS_TAG, type ChangeNotice, tagsForChange } from './cache-tags';
import { kindFromType } from './wordpress/mappers';

/**
 * The revalidation webhook's rules, apart from the HTTP plumbing so they can be tested directly.
 * WordPress (or the web team) calls it after a change with the shared secret.
 */

/** Bodies are a few dozen bytes; anything much larger is not a notice (the server entry refuses it unread). */
export { MAX_NOTICE_BYTES } from '../../../server/app-interface.mjs';
export const MAX_NOTICE_IDS = 200;

const noticeSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z
    .object({
      /** A post type ('post', 'app_media', 'app_event') or one of our kinds ('posts', 'media', 'event'). */
      type: z.string().min(1).max(40),
      id: z.number().int().positive().optional(),
      /** Several articles of the type (the plugin sends at most 100 per notice). */
      ids: z.array(z.number().int().positive()).min(1).max(MAX_NOTICE_IDS).optional(),
      categories: z.array(z.number().int().positive()).max(100).optional(),
    })
    .strict(),
]);

export type NoticeResult = { ok: true; tags: string[] } | { ok: false; error: string };

/** Constant-time comparison of the presented secret (Bearer token or X-Revalidate-Secret header). */
export function isAuthorized(headers: Headers, secret: string | undefined): boolean {
  if (!secret) return false;
  const authorization = headers.get('authorization');
  const presented = authorization?.startsWith('Bearer ') ? authorization.slice(7) : headers.get('x-revalidate-secret');
  if (!presented) return false;
  const expected = Buffer.from(secret);
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function parseNotice(text: string): NoticeResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The body must be JSON.' };
  }
  const result = noticeSchema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      error:
        'Expected {"type": "post" | "app_media" | "app_event", "id"?: number, "ids"?: number[], "categories"?: number[]} or {"all": true}.',
    };
  }
  if ('all' in result.data) return { ok: true, tags: [ALL_NEWS_TAG] };
  const type = result.data.type;
  const kind = ['posts', 'media', 'event'].includes(type) ? (type as ChangeNotice['kind']) : kindFromType(type);
  const { id, ids, categories } = result.data;
  return { ok: true, tags: tagsForChange({ kind, id, ids, categories }) };
}

/** Reads at most `limit` bytes of a request body as text; null when it is larger. */
export async function readLimitedBody(request: Request, limit: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, limit);
  return bytes ? Buffer.from(bytes).toString('utf8') : null;
}
