import { env } from '@/lib/env';
import { clientAddress } from '@/lib/forms/request';
import { handleSubmission } from '@/lib/forms/submit';
import type { FormKind } from '@/lib/forms/schemas';

/** The forms' JSON endpoint: the page's script posts here; so may anyone, so it trusts nothing it is sent. */
const FORMS: Record<string, FormKind> = { contact: 'contact', subscription: 'newsletter' };

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const kind = FORMS[(await params).form];
  if (!kind) return Response.json({ ok: false, message: 'There is no such form.' }, { status: 404 });
  const result = await handleSubmission(kind, request, {
    ip: clientAddress(request.headers, env.TRUST_PROXY),
    userAgent: request.headers.get('user-agent'),
  });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (!result.ok && result.retryAfter) headers['Retry-After'] = String(result.retryAfter);
  // The visitor's own input is not sent back: the page that posted it still has it.
  const body = result.ok ? result : { ok: false, status: result.status, message: result.message, errors: result.errors };
  return Response.json(body, { status: result.status, headers });
}
