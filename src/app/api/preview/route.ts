import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { errorMessage, logger } from '@/lib/log';
import { isHttpsRequest } from '@/lib/security-headers';
import { previewRefusal } from '@/lib/preview/refusal';
import { claimPreviewLink } from '@/lib/preview/replay';
import { nowSeconds, previewSettings } from '@/lib/preview/settings';
import {
  encodePreviewScope,
  extendPreviewScope,
  PREVIEW_SCOPE_COOKIE,
  PREVIEW_SESSION_SECONDS,
  readPreviewScope,
  verifyPreviewToken,
} from '@/lib/preview/token';

export const dynamic = 'force-dynamic';

/**
 * The plugin's preview link: `/api/preview?token=…`. A good, unused link turns on draft mode for this
 * browser, adds its article to the browser's signed scope, and sends it to the article page (303).
 * Anything else gets a page saying why, with its status, and no draft.
 */
export async function GET(request: NextRequest) {
  const settings = previewSettings();
  if (!settings) return previewRefusal('not-configured');
  const now = nowSeconds();
  const verified = verifyPreviewToken(request.nextUrl.searchParams.get('token'), settings.secret, now);
  if (!verified.ok) return previewRefusal(verified.reason);
  const { claim } = verified;
  try {
    if (!(await claimPreviewLink(claim))) return previewRefusal('replayed');
  } catch (error) {
    logger('preview').warn({ err: error }, `could not record a preview link as used; refusing it: ${errorMessage(error)}`);
    return previewRefusal('unavailable');
  }

  const jar = await cookies();
  const scope = extendPreviewScope(readPreviewScope(jar.get(PREVIEW_SCOPE_COOKIE)?.value, settings.secret, now), claim.kind, claim.postId, now);
  (await draftMode()).enable();
  jar.set({
    name: PREVIEW_SCOPE_COOKIE,
    value: encodePreviewScope(settings.secret, scope),
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request.nextUrl.protocol, request.headers.get('x-forwarded-proto')),
    path: '/',
    maxAge: PREVIEW_SESSION_SECONDS,
  });
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/newsroom/${claim.kind}/${claim.postId}`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // The token must not travel on to the article page's links.
      'Referrer-Policy': 'no-referrer',
    },
  });
}
