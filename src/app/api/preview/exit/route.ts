import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { parseArticleParams } from '@/lib/news/article-path';
import { getArticleDetail } from '@/lib/news/queries';
import { PREVIEW_SCOPE_COOKIE } from '@/lib/preview/token';

export const dynamic = 'force-dynamic';

/** Where to go after leaving preview: the published article previewed, else (a draft) the newsroom. */
async function destination(kind: FormDataEntryValue | string | null, id: FormDataEntryValue | string | null): Promise<string> {
  const article = typeof kind === 'string' && typeof id === 'string' ? parseArticleParams(kind, id) : null;
  // The public read, as any visitor's: a draft is not found there.
  if (!article || (await getArticleDetail(article.kind, article.id)).status !== 'found') return '/newsroom';
  return `/newsroom/${article.kind}/${article.id}`;
}

async function exitPreview(location: string): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_SCOPE_COOKIE);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });
}

/** The preview bar's Exit preview button: draft mode off, the scope forgotten, back to the published page. */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  return exitPreview(await destination(form?.get('kind') ?? null, form?.get('id') ?? null));
}

/** The same as a link (`/api/preview/exit?kind=posts&id=12`), for an editor who prefers one. */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  return exitPreview(await destination(params.get('kind'), params.get('id')));
}
