import { createHash } from 'node:crypto';
import type { Env } from '@/lib/env';
import type { SubmissionFields, SubmissionKind } from './store';

/** Delivery of stored submissions to a Mailchimp audience through the Marketing API (v3.0). */
export interface MailchimpConfig {
  apiKey: string;
  listId: string;
  /** e.g. https://us21.api.mailchimp.com/3.0, without a trailing slash. */
  apiUrl: string;
  timeoutMs: number;
}

/** The data centre a key belongs to: its suffix after the last hyphen (`…-us21` → `us21`). */
export function dataCentre(apiKey: string): string {
  const match = /-([a-z]+\d+)$/.exec(apiKey.trim());
  if (!match?.[1]) throw new Error('a Mailchimp API key ends in -<data centre>, e.g. -us21');
  return match[1];
}

/** Mailchimp settings, or null when it is not configured (env.ts refuses half a configuration). */
export function mailchimpConfig(
  source: Pick<Env, 'MAILCHIMP_API_KEY' | 'MAILCHIMP_LIST_ID' | 'MAILCHIMP_API_URL' | 'MAILCHIMP_TIMEOUT_MS'>,
): MailchimpConfig | null {
  const { MAILCHIMP_API_KEY: apiKey, MAILCHIMP_LIST_ID: listId } = source;
  if (!apiKey || !listId) return null;
  return {
    apiKey,
    listId,
    apiUrl: source.MAILCHIMP_API_URL ?? `https://${dataCentre(apiKey)}.api.mailchimp.com/3.0`,
    timeoutMs: source.MAILCHIMP_TIMEOUT_MS,
  };
}

/** Mailchimp's member id: the MD5 of the lower-cased address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

/** Text merge fields hold at most 255 characters; the full text stays in our database. */
export const MERGE_FIELD_LIMIT = 255;

/** The merge fields each form fills; optional ones are left out when empty. */
const MERGE_FIELDS: Record<SubmissionKind, readonly string[]> = {
  // FNAME name; MMERGE3 job title, MMERGE6 industry, MMERGE4 inquiry type, MMERGE5 subject, MMERGE7 message.
  contact: ['FNAME', 'MMERGE3', 'MMERGE6', 'MMERGE4', 'MMERGE5', 'MMERGE7'],
  newsletter: ['FNAME'],
};

export const TAGS: Record<SubmissionKind, string> = { contact: 'contact-form', newsletter: 'newsletter' };

export interface DeliverableSubmission {
  kind: SubmissionKind;
  email: string;
  fields: SubmissionFields;
}

/** The body of PUT /lists/{list_id}/members/{hash}: creates the member or updates its merge fields. */
export function memberPayload(submission: DeliverableSubmission) {
  const mergeFields: Record<string, string> = {};
  for (const name of MERGE_FIELDS[submission.kind]) {
    const value = submission.fields[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    mergeFields[name] = [...value.trim()].slice(0, MERGE_FIELD_LIMIT).join('');
  }
  return {
    email_address: submission.email.trim(),
    // Newsletter: double opt-in, Mailchimp sends the confirmation e-mail and only then subscribes.
    // Contact: asking a question is not consent to marketing, so the person is added as transactional
    // (reachable for the reply, never in campaigns). Either way an existing member keeps its status.
    status_if_new: submission.kind === 'newsletter' ? 'pending' : 'transactional',
    merge_fields: mergeFields,
  };
}

export type DeliveryResult =
  | {
      ok: true;
      /** The member was found already as this submission would leave it: nothing was sent. */
      alreadyThere?: boolean;
    }
  | {
      ok: false;
      /** true: try again later (timeouts, 429, 5xx, configuration); false: this submission never will work. */
      retry: boolean;
      error: string;
      /** The server's Retry-After, when it sent one. */
      retryAfterMs?: number;
    };

export interface DeliverOptions {
  /**
   * An earlier attempt may have reached Mailchimp without its result being recorded (the worker died):
   * look the member up first and send nothing when it already carries this submission's data.
   */
  checkFirst?: boolean;
}

export interface MailchimpClient {
  deliver(submission: DeliverableSubmission, options?: DeliverOptions): Promise<DeliveryResult>;
  /**
   * Deletes the member permanently (an erasure request): its data and history, and it can never be re-added
   * by an import. A member that is not there (deleted already) counts as done.
   */
  erase(memberHash: string): Promise<DeliveryResult>;
}

interface MemberJson {
  status?: unknown;
  merge_fields?: Record<string, unknown>;
  tags?: Array<{ name?: unknown } | null>;
}

/** How much of `submission` a member as Mailchimp returned it already carries: its fields and status, its tag. */
export function memberState(json: unknown, submission: DeliverableSubmission): { upserted: boolean; tagged: boolean } {
  if (!json || typeof json !== 'object') return { upserted: false, tagged: false };
  const member = json as MemberJson;
  const payload = memberPayload(submission);
  const fieldsMatch = Object.entries(payload.merge_fields).every(([name, value]) => member.merge_fields?.[name] === value);
  const tagged = (Array.isArray(member.tags) ? member.tags : []).some((tag) => tag?.name === TAGS[submission.kind]);
  const statusOk = submission.kind === 'contact' || member.status === 'pending' || member.status === 'subscribed';
  return { upserted: fieldsMatch && statusOk, tagged };
}

/** Whether a member as Mailchimp returned it already has what delivering `submission` would give it. */
export function memberHas(json: unknown, submission: DeliverableSubmission): boolean {
  const state = memberState(json, submission);
  return state.upserted && state.tagged;
}

type Fetch = typeof fetch;

/**
 * Sorts an error answer. 429 and 5xx are passing trouble. 401, 403 and 404 mean a wrong key or list id:
 * that is the operator's to fix and affects every submission, so those are retried too rather than
 * failing each submission for good. Any other 4xx (an address Mailchimp calls fake, a member in
 * compliance state) will never succeed: permanent, with Mailchimp's `detail` as the reason.
 */
export function classifyFailure(status: number, body: string, retryAfter?: string | null): Exclude<DeliveryResult, { ok: true }> {
  let reason = body.trim().slice(0, 300);
  try {
    const problem = JSON.parse(body) as { title?: unknown; detail?: unknown };
    if (typeof problem.detail === 'string' && problem.detail) reason = problem.detail;
    else if (typeof problem.title === 'string' && problem.title) reason = problem.title;
  } catch {
    // not JSON: keep the start of the text
  }
  const error = `Mailchimp ${status}${reason ? `: ${reason}` : ''}`;
  const retry = status === 429 || status >= 500 || status === 401 || status === 403 || status === 404 || status === 408;
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? { ok: false, retry, error, retryAfterMs: seconds * 1000 } : { ok: false, retry, error };
}

/** Upserts the member, asks for opt-in where needed, then tags it with the form it came from. */
export function createMailchimpClient(config: MailchimpConfig, fetchImpl: Fetch = fetch): MailchimpClient {
  const authorization = `Basic ${Buffer.from(`anystring:${config.apiKey}`).toString('base64')}`;

  type Failure = Exclude<DeliveryResult, { ok: true }> & { status?: number };

  async function call(method: string, path: string, body?: unknown): Promise<{ ok: true; json: unknown } | Failure> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      const message =
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${config.timeoutMs} ms`
          : `${(error as Error).message}${typeof code === 'string' ? ` (${code})` : ''}`;
      return { ok: false, retry: true, error: `Mailchimp ${method} failed: ${message}` };
    }
    if (!response.ok) {
      return { ...classifyFailure(response.status, text, response.headers.get('retry-after')), status: response.status };
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // a 2xx without JSON is still a success
    }
    return { ok: true, json };
  }

  const failure = ({ ok, retry, error, retryAfterMs }: Failure): DeliveryResult =>
    retryAfterMs === undefined ? { ok, retry, error } : { ok, retry, error, retryAfterMs };

  return {
    async deliver(submission, options = {}) {
      const member = `/lists/${encodeURIComponent(config.listId)}/members/${subscriberHash(submission.email)}`;
      let upserted = false;
      if (options.checkFirst) {
        const found = await call('GET', member);
        // 404: not there yet, so deliver; anything else: try again later.
        if (!found.ok && found.status !== 404) return failure(found);
        const state = found.ok ? memberState(found.json, submission) : { upserted: false, tagged: false };
        if (state.upserted && state.tagged) return { ok: true, alreadyThere: true };
        // The earlier attempt got as far as the member itself: only its tag is missing.
        upserted = state.upserted;
      }
      if (!upserted) {
        const put = await call('PUT', member, memberPayload(submission));
        if (!put.ok) return failure(put);
        const status = (put.json as { status?: unknown } | null)?.status;
        // status_if_new leaves an existing member alone: someone known only from the contact form (or who
        // unsubscribed earlier) and now asks for the newsletter gets the opt-in e-mail this way.
        if (submission.kind === 'newsletter' && (status === 'transactional' || status === 'unsubscribed')) {
          const patch = await call('PATCH', member, { status: 'pending' });
          if (!patch.ok) return failure(patch);
        }
      }
      const tags = await call('POST', `${member}/tags`, { tags: [{ name: TAGS[submission.kind], status: 'active' }] });
      if (!tags.ok) return failure(tags);
      return { ok: true };
    },

    async erase(memberHash) {
      if (!/^[0-9a-f]{32}$/.test(memberHash)) return { ok: false, retry: false, error: 'not a Mailchimp member id' };
      const list = `/lists/${encodeURIComponent(config.listId)}`;
      const deleted = await call('POST', `${list}/members/${memberHash}/actions/delete-permanent`);
      if (deleted.ok) return { ok: true };
      if (deleted.status !== 404) return failure(deleted);
      // 404: no such member, or no such list (a configuration error, which must be retried, not taken as done).
      const audience = await call('GET', `${list}?fields=id`);
      return audience.ok ? { ok: true, alreadyThere: false } : failure(audience);
    },
  };
}
