import { randomUUID } from 'node:crypto';
import { FIELD_LIMITS, FORM_TEXTS, IDEMPOTENCY_FIELD, SUBSCRIPTION_FIELDS } from '@/config/forms';
import { env } from '@/lib/env';
import { countFormSubmission } from '@/lib/metrics';
import { CAPTCHA_FIELDS, captchaProvider, QUESTION_FIELDS, verifyCaptcha, type CaptchaOutcome } from './captcha';
import { getDb, type Db } from './db';
import { kickOutbox } from './outbox';
import { sharedRedis } from '@/lib/server-bridge';
import { FormRateLimiter } from './rate-limit';
import { CaptchaReplayedError, forgetExpiredClaims } from './replay';
import { readFormBody } from './request';
import { formFieldOrder, validateForm, type FieldErrors, type FormKind } from './schemas';
import { findSubmission, storeSubmission } from './store';
import { errorMessage, logger } from '@/lib/log';

const log = logger('forms');

/**
 * The one path every form post takes, whether it came from the page's script, a plain browser post or
 * anything else: read safely, validate, thank a form already stored under its key, limit, check the
 * captcha, store durably (with its outbox row and the captcha's claim), and only then thank the visitor.
 * Every refusal says what to do next.
 */

/** The key under which a field-independent message (captcha, rate limit, storage) is reported. */
export const CAPTCHA_ERROR_KEY = 'captcha';

export type SubmissionResult =
  | { ok: true; status: 201 | 200; kind: FormKind; title: string; message: string }
  | {
      ok: false;
      status: 400 | 413 | 415 | 422 | 429 | 503;
      kind: FormKind;
      message: string;
      errors: FieldErrors;
      /** What the visitor typed, as text, so a page rendered without JavaScript can show it again. */
      values: Record<string, string>;
      retryAfter?: number;
    };

const globalLimiter = globalThis as typeof globalThis & { __formRateLimiter?: FormRateLimiter };
function limiter(): FormRateLimiter {
  globalLimiter.__formRateLimiter ??= new FormRateLimiter(
    () => env.FORM_RATE_LIMIT,
    sharedRedis,
    (error) => log.warn({ err: error }, `the shared rate limit is unreachable; counting in this process: ${errorMessage(error)}`),
  );
  return globalLimiter.__formRateLimiter;
}

/** The typed values worth showing again: this form's text fields, cut to a little over their limits. */
export function echoValues(kind: FormKind, fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...formFieldOrder[kind], IDEMPOTENCY_FIELD]) {
    const value = fields[name];
    if (typeof value === 'string') values[name] = value.slice(0, FIELD_LIMITS.message + 100);
  }
  return values;
}

function thanks(kind: FormKind, result: 'stored' | 'duplicate' | 'rejected'): SubmissionResult {
  countFormSubmission(kind, result);
  return kind === 'contact'
    ? { ok: true, status: 201, kind, title: FORM_TEXTS.contactThanksTitle, message: FORM_TEXTS.contactThanksBody }
    : { ok: true, status: 201, kind, title: FORM_TEXTS.subscriptionThanksTitle, message: FORM_TEXTS.subscriptionThanksBody };
}

function captchaMessage(reason: Extract<CaptchaOutcome, { ok: false }>['reason'] | 'replayed'): string {
  switch (reason) {
    case 'missing':
      return FORM_TEXTS.captchaMissing;
    case 'expired':
      return 'The captcha has expired. Please complete it again.';
    case 'replayed':
      return 'This captcha has already been used. Please complete it again.';
    case 'unavailable':
      return 'We could not check the captcha just now. Please try again in a moment.';
    default:
      return 'The captcha answer was not accepted. Please try again.';
  }
}

/**
 * Whether a post carries any captcha answer (the widget's or the question's), looked at without verifying
 * it: a post refused for its fields must not use up a captcha the visitor solved.
 */
function captchaAnswered(fields: Record<string, unknown>): boolean {
  const widget = fields[CAPTCHA_FIELDS[captchaProvider()]];
  const token = fields[QUESTION_FIELDS.token];
  const answer = fields[QUESTION_FIELDS.answer];
  return (typeof widget === 'string' && widget !== '') || (typeof token === 'string' && token !== '' && typeof answer === 'string' && answer.trim() !== '');
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface SubmissionContext {
  ip: string | null;
  userAgent: string | null;
}

/** Handles already-read fields (the JSON API and the plain form post both end here). */
export async function handleFields(kind: FormKind, fields: Record<string, unknown>, context: SubmissionContext): Promise<SubmissionResult> {
  const values = echoValues(kind, fields);
  const refuse = (status: 400 | 422 | 429 | 503, message: string, errors: FieldErrors = {}, retryAfter?: number): SubmissionResult => ({
    ok: false,
    status,
    kind,
    message,
    errors,
    values,
    ...(retryAfter ? { retryAfter } : {}),
  });

  // A newsletter bot that fills the hidden field is thanked like a person and nothing is kept.
  const trap = fields[SUBSCRIPTION_FIELDS.trap];
  if (kind === 'newsletter' && trap !== undefined && trap !== '') return thanks(kind, 'rejected');

  const validation = validateForm(kind, fields);
  if (!validation.success) {
    // Every problem at once: a post without any captcha answer is told so with its field errors.
    const missing: FieldErrors = captchaAnswered(fields) ? {} : { [CAPTCHA_ERROR_KEY]: FORM_TEXTS.captchaMissing };
    return refuse(422, FORM_TEXTS.invalid, { ...validation.errors, ...missing });
  }

  const key = fields[IDEMPOTENCY_FIELD];
  const idempotencyKey = typeof key === 'string' && KEY_PATTERN.test(key) ? `${kind}:${key}` : null;
  let db: Db;
  try {
    db = await getDb();
    // The same form sent again (its answer was lost to a crash, a deploy or the network) is thanked as the
    // first time, before the rate limit and the captcha: it stores nothing, and its captcha is already used.
    if (idempotencyKey && (await findSubmission(db, idempotencyKey)) !== null) return thanks(kind, 'duplicate');
  } catch (error) {
    log.error({ err: error }, `could not read the submissions: ${errorMessage(error)}`);
    return refuse(503, FORM_TEXTS.storageFailed);
  }

  const decision = await limiter().hit(`${kind}:${context.ip ?? 'unknown'}`);
  if (!decision.allowed) return refuse(429, FORM_TEXTS.rateLimited, {}, decision.retryAfter);

  const captcha = await verifyCaptcha(fields, context.ip);
  if (!captcha.ok) {
    const message = captchaMessage(captcha.reason);
    return refuse(captcha.reason === 'unavailable' ? 503 : 422, message, { [CAPTCHA_ERROR_KEY]: message });
  }

  const data = validation.data;
  const stored: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(data)) if (value !== undefined && value !== '') stored[name] = value;
  let created: boolean;
  try {
    await forgetExpiredClaims(db).catch((error: unknown) => log.error({ err: error }, `could not forget expired captcha claims: ${errorMessage(error)}`));
    // Stored and the captcha claimed in one transaction: both, or (after a crash) neither.
    ({ created } = await storeSubmission(
      db,
      {
        kind,
        idempotencyKey: idempotencyKey ?? `${kind}:${randomUUID()}`,
        email: String(data.EMAIL),
        fields: stored,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 512) ?? null,
      },
      { captcha: captcha.claim },
    ));
  } catch (error) {
    if (error instanceof CaptchaReplayedError) {
      const message = captchaMessage('replayed');
      return refuse(422, message, { [CAPTCHA_ERROR_KEY]: message });
    }
    log.error({ err: error }, `could not store a submission: ${errorMessage(error)}`);
    return refuse(503, FORM_TEXTS.storageFailed);
  }
  if (created) kickOutbox();
  return thanks(kind, created ? 'stored' : 'duplicate');
}

/** Reads a posted request and handles it. */
export async function handleSubmission(kind: FormKind, request: Request, context: SubmissionContext): Promise<SubmissionResult> {
  const body = await readFormBody(request);
  if (!body.ok) {
    const message =
      body.reason === 'too-large' ? FORM_TEXTS.tooLarge : body.reason === 'unsupported' ? FORM_TEXTS.unsupported : FORM_TEXTS.unsupported;
    countFormSubmission(kind, 'rejected');
    return { ok: false, status: body.status, kind, message, errors: {}, values: {} };
  }
  const result = await handleFields(kind, body.fields, context);
  if (!result.ok) countFormSubmission(kind, result.status === 503 ? 'error' : 'rejected');
  return result;
}
