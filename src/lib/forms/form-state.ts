import type { DeclaredParam } from '../../../server/cache/query-params.mjs';
import type { FieldErrors, FormKind } from './schemas';

/**
 * What a form page shows after a post: nothing yet, the thank-you, or the refusal with the visitor's
 * input. A post made without JavaScript is handled before the page renders and its refusal reaches the
 * page in a request header; the thank-you comes after a redirect (?sent=1) so a reload never re-posts.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'error'; httpStatus: number; message: string; errors: FieldErrors; values: Record<string, string> };

export const FORM_STATE_HEADER = 'x-form-state';
/** The thank-you state of a form page (declared for those pages in server/cache/query-params.mjs). */
export const SENT_PARAM: DeclaredParam = 'sent';

export function encodeFormState(state: Extract<FormState, { status: 'error' }>): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function decodeFormState(header: string | null): FormState | null {
  if (!header || header.length > 200_000) return null;
  try {
    const raw = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (raw.status !== 'error' || typeof raw.message !== 'string' || typeof raw.httpStatus !== 'number') return null;
    return { status: 'error', httpStatus: raw.httpStatus, message: raw.message, errors: stringRecord(raw.errors), values: stringRecord(raw.values) };
  } catch {
    return null;
  }
}

/** The form pages and the form each one posts. */
export const FORM_PAGES: Record<string, FormKind> = { '/contact': 'contact', '/subscription': 'newsletter' };
