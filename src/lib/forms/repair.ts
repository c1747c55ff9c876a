import type { Db } from './db';
import type { SubmissionKind } from './store';

/**
 * Repairing delivery: the outbox rows that failed for good (Mailchimp refused them, or the retries ran out),
 * and putting them back in the queue once the cause is fixed.
 */

export interface FailedDelivery {
  /** The outbox row's id: what `retry` takes. */
  id: number;
  action: 'deliver' | 'erase';
  submissionId: number | null;
  kind: SubmissionKind | null;
  erasureId: number | null;
  attempts: number;
  failedAt: string;
  lastError: string | null;
  /** When the submission (or the erasure request) came in. */
  queuedAt: string;
}

export async function listFailed(db: Db): Promise<FailedDelivery[]> {
  const rows = await db.query<{
    id: number;
    action: 'deliver' | 'erase';
    submission_id: number | null;
    kind: SubmissionKind | null;
    erasure_id: number | null;
    attempts: number;
    failed_at: Date;
    last_error: string | null;
    queued_at: Date;
  }>(
    `SELECT o.id, o.action, o.submission_id, s.kind, o.erasure_id, o.attempts, o.failed_at, o.last_error,
            coalesce(s.created_at, o.created_at) AS queued_at
       FROM outbox o LEFT JOIN submissions s ON s.id = o.submission_id
      WHERE o.failed_at IS NOT NULL
      ORDER BY o.failed_at, o.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    submissionId: row.submission_id === null ? null : Number(row.submission_id),
    kind: row.kind,
    erasureId: row.erasure_id === null ? null : Number(row.erasure_id),
    attempts: row.attempts,
    failedAt: new Date(row.failed_at).toISOString(),
    lastError: row.last_error,
    queuedAt: new Date(row.queued_at).toISOString(),
  }));
}

export interface RetryReport {
  /** Rows put back in the queue, due now with a fresh set of attempts. */
  requeued: number[];
  /** Asked for by id but not failed: why. */
  refused: Array<{ id: number; reason: string }>;
}

/**
 * Puts failed rows back in the queue: due now, attempts counted afresh, the last error kept until the next
 * try replaces it. `ids: 'all'` takes every failed row. A row's in-doubt mark (outbox.ts) stays: a delivery that may
 * have reached Mailchimp is asked for first, not sent again.
 */
export async function retryFailed(db: Db, ids: readonly number[] | 'all', now: Date = new Date()): Promise<RetryReport> {
  return db.transaction(async (tx) => {
    const requeued = await tx.query<{ id: number; erasure_id: number | null }>(
      `UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = $2::timestamptz, locked_until = NULL
        WHERE failed_at IS NOT NULL AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
        RETURNING id, erasure_id`,
      [ids === 'all' ? null : ids, now],
    );
    const erasures = requeued.map((row) => row.erasure_id).filter((id): id is number => id !== null);
    if (erasures.length > 0) {
      await tx.query(`UPDATE erasures SET mailchimp = 'pending', completed_at = NULL WHERE id = ANY($1::bigint[])`, [erasures]);
    }
    const done = new Set(requeued.map((row) => Number(row.id)));
    const refused: RetryReport['refused'] = [];
    if (ids !== 'all') {
      const others = ids.filter((id) => !done.has(id));
      const states = others.length
        ? await tx.query<{ id: number; delivered_at: Date | null }>('SELECT id, delivered_at FROM outbox WHERE id = ANY($1::bigint[])', [others])
        : [];
      for (const id of others) {
        const state = states.find((row) => Number(row.id) === id);
        refused.push({
          id,
          reason: !state ? 'there is no delivery with this id' : state.delivered_at ? 'it was delivered already' : 'it has not failed (it is waiting for its next try)',
        });
      }
    }
    return { requeued: [...done].sort((a, b) => a - b), refused };
  });
}

export interface OutboxState {
  /** Rows waiting for delivery (including those between retries). */
  backlog: number;
  /** When the oldest waiting row was queued, or null when none waits. */
  oldestWaitingSince: string | null;
  failed: number;
}

export async function outboxState(db: Db): Promise<OutboxState> {
  const [row] = await db.query<{ backlog: number; oldest: Date | null; failed: number }>(
    `SELECT count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL)::integer AS backlog,
            min(created_at) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS oldest,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::integer AS failed
       FROM outbox`,
  );
  return {
    backlog: row?.backlog ?? 0,
    oldestWaitingSince: row?.oldest ? new Date(row.oldest).toISOString() : null,
    failed: row?.failed ?? 0,
  };
}
