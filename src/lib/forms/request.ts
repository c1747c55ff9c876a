import { MAX_FORM_BODY_BYTES } from '@/config/forms';
import { FORM_BODY_TYPES } from '../../../server/app-interface.mjs';
import { readLimitedBytes } from '@/lib/http/limited-body';

/** Reading a posted form safely: a size cap enforced while reading, three body types, flat string fields only. */

export type BodyResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; reason: 'malformed' | 'too-large' | 'unsupported' };

/** Form fields as posted. Repeated names keep their first value, as a browser's form would have one. */
export async function readFormBody(request: Request, cap = MAX_FORM_BODY_BYTES): Promise<BodyResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(FORM_BODY_TYPES as readonly string[]).includes(type)) {
    return { ok: false, status: 415, reason: 'unsupported' };
  }
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readLimitedBytes(request, cap);
  } catch {
    return { ok: false, status: 400, reason: 'malformed' };
  }
  if (!body) return { ok: false, status: 413, reason: 'too-large' };

  try {
    if (type === 'application/json') {
      const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, status: 400, reason: 'malformed' };
      return { ok: true, fields: parsed as Record<string, unknown> };
    }
    const form =
      type === 'multipart/form-data'
        ? await new Response(body, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
        : new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body));
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (name in fields) continue;
      // A file where text belongs is a malformed post; it is refused like any other wrong type.
      fields[name] = typeof value === 'string' ? value : { file: true };
    }
    return { ok: true, fields };
  } catch {
    return { ok: false, status: 400, reason: 'malformed' };
  }
}

/**
 * The visitor's address for the rate limit. Next's server appends the connecting address to
 * X-Forwarded-For, so its last entry is who connected to us; behind a trusted proxy the entry before it is.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string | null {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return headers.get('x-real-ip');
  const index = trustProxy && forwarded.length > 1 ? forwarded.length - 2 : forwarded.length - 1;
  return forwarded[index] ?? null;
}
