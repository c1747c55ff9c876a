import type { Db } from './db';
import { CaptchaReplayedError, claimCaptcha, type CaptchaClaim } from './replay';

export type SubmissionKind = 'contact' | 'newsletter';

/** A form's fields under their wire names (FNAME, EMAIL, MMERGE3..MMERGE7) plus its consent flags. */
export type SubmissionFields = Record<string, string | boolean>;

export interface NewSubmission {
  kind: SubmissionKind;
  /** The form's one-off id: a repeated post with the same key is stored once. */
  idempotencyKey: string;
  email: string;
  fields: SubmissionFields;
  ip?: string | null;
  userAgent?: string | null;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface StoredSubmission {
  id: number;
  kind: SubmissionKind;
  idempotencyKey: string;
  email: string;
  fields: SubmissionFields;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  delivery: {
    state: DeliveryState;
    attempts: number;
    lastError: string | null;
    deliveredAt: Date | null;
    failedAt: Date | null;
    /** When a pending row is next tried (null once delivered or failed). */
    nextAttemptAt: Date | null;
  };
}

const KINDS: readonly SubmissionKind[] = ['contact', 'newsletter'];
const MAX_KEY_LENGTH = 200;

/**
 * Stores a submission and its outbox row in one transaction, so a stored submission is always queued for
 * delivery. Resolves only after COMMIT: confirm to the visitor after this, never before. A key seen before
 * writes nothing and returns the first submission's id with `created: false`.
 *
 * With `captcha`, the captcha the submission was verified with is claimed in the same transaction, and only
 * when the submission is new: a repeat of a stored key claims nothing (it is thanked whatever its captcha),
 * and a captcha already claimed by another submission rolls everything back with CaptchaReplayedError.
 */
export async function storeSubmission(
  db: Db,
  input: NewSubmission,
  options: { captcha?: CaptchaClaim } = {},
): Promise<{ id: number; created: boolean }> {
  if (!KINDS.includes(input.kind)) throw new Error(`unknown submission kind: ${String(input.kind)}`);
  const key = normaliseKey(input.idempotencyKey);
  return db.transaction(async (tx) => {
    // A concurrent insert of the same key waits for the first one's commit, then does nothing (or, if the
    // first rolled back, inserts). The captcha is claimed after it: a transaction that holds a claim never
    // waits for another, so two posts cannot deadlock over a key and a captcha.
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO submissions (kind, idempotency_key, email, fields, ip, user_agent)
       VALUES ($1, $2, $3, $4::text::jsonb, $5, $6)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [input.kind, key, input.email.trim(), JSON.stringify(input.fields), input.ip ?? null, input.userAgent ?? null],
    );
    const row = inserted[0];
    if (row) {
      if (options.captcha && !(await claimCaptcha(tx, options.captcha))) throw new CaptchaReplayedError();
      await tx.query('INSERT INTO outbox (submission_id) VALUES ($1)', [row.id]);
      return { id: Number(row.id), created: true };
    }
    const existing = await tx.query<{ id: number }>('SELECT id FROM submissions WHERE idempotency_key = $1', [key]);
    if (!existing[0]) throw new Error('submission with this idempotency key vanished');
    return { id: Number(existing[0].id), created: false };
  });
}

/** The id of the submission stored under this key, or null: a re-sent form is answered from this. */
export async function findSubmission(db: Db, idempotencyKey: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('SELECT id FROM submissions WHERE idempotency_key = $1', [normaliseKey(idempotencyKey)]);
  return rows[0] ? Number(rows[0].id) : null;
}

function normaliseKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (!key || key.length > MAX_KEY_LENGTH) throw new Error(`idempotency key must be 1 to ${MAX_KEY_LENGTH} characters`);
  return key;
}

export interface ListOptions {
  kind?: SubmissionKind;
  /** Only submissions created at or after this instant. */
  since?: Date;
  /** Only this person's submissions (the address compared without regard to case or surrounding spaces). */
  email?: string;
  limit?: number;
}

interface Row {
  id: number;
  kind: SubmissionKind;
  idempotency_key: string;
  email: string;
  fields: SubmissionFields;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  attempts: number | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

/** Stored submissions, newest first, each with its delivery state. */
export async function listSubmissions(db: Db, options: ListOptions = {}): Promise<StoredSubmission[]> {
  const rows = await db.query<Row>(
    `SELECT s.id, s.kind, s.idempotency_key, s.email, s.fields, s.ip, s.user_agent, s.created_at,
            o.attempts, o.next_attempt_at, o.delivered_at, o.failed_at, o.last_error
       FROM submissions s
       LEFT JOIN outbox o ON o.submission_id = s.id
      WHERE ($1::text IS NULL OR s.kind = $1::text)
        AND ($2::timestamptz IS NULL OR s.created_at >= $2::timestamptz)
        AND ($4::text IS NULL OR lower(s.email) = $4::text)
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT $3::integer`,
    [options.kind ?? null, options.since ?? null, options.limit ?? null, options.email === undefined ? null : options.email.trim().toLowerCase()],
  );
  return rows.map((row) => {
    const state: DeliveryState = row.delivered_at ? 'delivered' : row.failed_at ? 'failed' : 'pending';
    return {
      id: Number(row.id),
      kind: row.kind,
      idempotencyKey: row.idempotency_key,
      email: row.email,
      fields: row.fields,
      ip: row.ip,
      userAgent: row.user_agent,
      createdAt: new Date(row.created_at),
      delivery: {
        state,
        attempts: row.attempts ?? 0,
        lastError: row.last_error,
        deliveredAt: row.delivered_at && new Date(row.delivered_at),
        failedAt: row.failed_at && new Date(row.failed_at),
        nextAttemptAt: state === 'pending' && row.next_attempt_at ? new Date(row.next_attempt_at) : null,
      },
    };
  });
}
