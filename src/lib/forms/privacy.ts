import type { Db } from './db';
import { subscriberHash } from './mailchimp';
import { listSubmissions, type StoredSubmission, type SubmissionKind } from './store';

/**
 * What the privacy policy promises about form submissions: they are kept for SUBMISSION_RETENTION_DAYS and
 * then deleted (counted, anonymously, for statistics), and a person can see, take away or have erased what
 * is held under their e-mail address. Nothing here logs or returns an address it was not given.
 */

const DAY_MS = 86_400_000;

/** Any constant: one purge at a time across every instance sharing the database. */
const PURGE_LOCK = 7410520262;

export class InvalidEmailError extends Error {
  constructor() {
    super('That is not an e-mail address (expected something like name@example.org).');
    this.name = 'InvalidEmailError';
  }
}

/** The address as submissions are matched on: trimmed and lower-cased; refused when it is not one. */
export function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (value.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(value)) throw new InvalidEmailError();
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Retention

export interface PurgeOptions {
  retentionDays: number;
  /** The clock (tests set it); default: the current time. */
  now?: Date;
  /** Count what would go, change nothing. */
  dryRun?: boolean;
}

export interface PurgeReport {
  /** Another instance was purging at that moment: it does the work, this run did nothing. */
  skipped: boolean;
  dryRun: boolean;
  /** Submissions created before this were removed. */
  cutoff: string;
  removed: Record<SubmissionKind, number>;
  /** Of those, how many had never reached Mailchimp (never configured, or failed for good). */
  undelivered: number;
  /** Finished erasure deliveries past the retention (they hold no personal data; this tidies the outbox). */
  erasureRowsRemoved: number;
}

/** The instant before which submissions are past retention. */
export function retentionCutoff(retentionDays: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Deletes every submission created before the retention cutoff, with its outbox row, and adds them to the
 * anonymous monthly tally. Runs in one transaction under a database-wide lock, so concurrent runs (several
 * instances on one PostgreSQL) remove and count each row once: a run that finds the lock taken is skipped.
 */
export async function purgeExpired(db: Db, options: PurgeOptions): Promise<PurgeReport> {
  const cutoff = retentionCutoff(options.retentionDays, options.now);
  const report: PurgeReport = {
    skipped: false,
    dryRun: Boolean(options.dryRun),
    cutoff: cutoff.toISOString(),
    removed: { contact: 0, newsletter: 0 },
    undelivered: 0,
    erasureRowsRemoved: 0,
  };
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ taken: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS taken', [PURGE_LOCK]);
    if (!lock?.taken) return { ...report, skipped: true };
    // A dry run counts; a purge counts what its one DELETE removed (a submission stored while it runs is
    // either removed and counted, or neither: counted by one statement and deleted by the next, it could be
    // removed uncounted), tallies the same rows, and reads their delivery from the outbox as it was.
    const counts = options.dryRun
      ? await tx.query<{ kind: SubmissionKind; n: number; undelivered: number }>(
          `SELECT s.kind, count(*)::integer AS n, count(*) FILTER (WHERE o.delivered_at IS NULL)::integer AS undelivered
             FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id
            WHERE s.created_at < $1::timestamptz
            GROUP BY s.kind`,
          [cutoff],
        )
      : // The outbox rows go with them (ON DELETE CASCADE).
        await tx.query<{ kind: SubmissionKind; n: number; undelivered: number }>(
          `WITH gone AS (DELETE FROM submissions WHERE created_at < $1::timestamptz RETURNING id, kind, created_at),
                tally AS (
                  INSERT INTO submission_tally (month, kind, removed_by, count)
                  SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, kind, 'retention', count(*)::integer
                    FROM gone GROUP BY 1, 2
                  ON CONFLICT (month, kind, removed_by) DO UPDATE SET count = submission_tally.count + EXCLUDED.count
                )
           SELECT gone.kind, count(*)::integer AS n, count(*) FILTER (WHERE o.delivered_at IS NULL)::integer AS undelivered
             FROM gone LEFT JOIN outbox o ON o.submission_id = gone.id
            GROUP BY gone.kind`,
          [cutoff],
        );
    for (const row of counts) {
      report.removed[row.kind] = row.n;
      report.undelivered += row.undelivered;
    }
    if (options.dryRun) return report;
    const erasures = await tx.query(`DELETE FROM outbox WHERE action = 'erase' AND delivered_at < $1::timestamptz RETURNING id`, [cutoff]);
    report.erasureRowsRemoved = erasures.length;
    return report;
  });
}

/** Adds the submissions matching `where` to the anonymous tally: per month, form and reason, a count only. */
async function tallyRemoved(tx: Db, removedBy: 'retention' | 'erasure', where: string, params: unknown[]) {
  await tx.query(
    `INSERT INTO submission_tally (month, kind, removed_by, count)
     SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, kind, '${removedBy}', count(*)::integer
       FROM submissions WHERE ${where}
      GROUP BY 1, 2
     ON CONFLICT (month, kind, removed_by) DO UPDATE SET count = submission_tally.count + EXCLUDED.count`,
    params,
  );
}

export interface TallyRow {
  month: string;
  kind: SubmissionKind;
  stored: number;
  removedByRetention: number;
  removedOnRequest: number;
}

/** Submissions per month and form, including those removed since (which are only counted). */
export async function submissionCounts(db: Db): Promise<TallyRow[]> {
  const rows = await db.query<{ month: string; kind: SubmissionKind; stored: number; retention: number; erasure: number }>(
    `WITH held AS (
       SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, kind, count(*)::integer AS n
         FROM submissions GROUP BY 1, 2),
     removed AS (
       SELECT month, kind,
              coalesce(sum(count) FILTER (WHERE removed_by = 'retention'), 0)::integer AS retention,
              coalesce(sum(count) FILTER (WHERE removed_by = 'erasure'), 0)::integer AS erasure
         FROM submission_tally GROUP BY 1, 2)
     SELECT to_char(coalesce(h.month, r.month), 'YYYY-MM') AS month, coalesce(h.kind, r.kind) AS kind,
            coalesce(h.n, 0) + coalesce(r.retention, 0) + coalesce(r.erasure, 0) AS stored,
            coalesce(r.retention, 0) AS retention, coalesce(r.erasure, 0) AS erasure
       FROM held h FULL JOIN removed r ON r.month = h.month AND r.kind = h.kind
      ORDER BY 1, 2`,
  );
  return rows.map((row) => ({
    month: row.month,
    kind: row.kind,
    stored: Number(row.stored),
    removedByRetention: Number(row.retention),
    removedOnRequest: Number(row.erasure),
  }));
}

// ---------------------------------------------------------------------------------------------------
// Access

/** Everything held for one address. */
export async function findByEmail(db: Db, email: string): Promise<StoredSubmission[]> {
  return listSubmissions(db, { email: normaliseEmail(email) });
}

export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  /** How long submissions are kept, as the privacy policy states it. */
  retentionDays: number;
  submissions: Array<{
    id: number;
    form: SubmissionKind;
    receivedAt: string;
    fields: Record<string, string | boolean>;
    ip: string | null;
    userAgent: string | null;
    delivery: { state: string; attempts: number; deliveredAt: string | null };
  }>;
  /** Where else the data went. */
  recipients: string[];
}

/** An access request's answer: what we hold for the address, as JSON the person can read or take elsewhere. */
export async function exportByEmail(db: Db, email: string, options: { retentionDays: number; now?: Date }): Promise<PersonalDataExport> {
  const address = normaliseEmail(email);
  const submissions = await listSubmissions(db, { email: address });
  return {
    email: address,
    exportedAt: (options.now ?? new Date()).toISOString(),
    retentionDays: options.retentionDays,
    submissions: submissions.map((submission) => ({
      id: submission.id,
      form: submission.kind,
      receivedAt: submission.createdAt.toISOString(),
      fields: submission.fields,
      ip: submission.ip,
      userAgent: submission.userAgent,
      delivery: {
        state: submission.delivery.state,
        attempts: submission.delivery.attempts,
        deliveredAt: submission.delivery.deliveredAt?.toISOString() ?? null,
      },
    })),
    recipients: submissions.some((submission) => submission.delivery.state === 'delivered')
      ? ['Mailchimp (our e-mail service), as an audience member: name, e-mail address and the form fields']
      : [],
  };
}

// ---------------------------------------------------------------------------------------------------
// Erasure

export interface ErasureReport {
  /** The audit line's id. */
  erasureId: number;
  submissionsErased: number;
  /** Mailchimp's part: not configured, or queued through the outbox (outboxId). */
  mailchimp: 'not configured' | 'pending';
  outboxId: number | null;
}

/**
 * Erases everything held for the address: its submissions and their outbox rows go (counted in the
 * anonymous tally), an audit line without personal data is written, and, when Mailchimp is configured, a
 * permanent deletion of the member is queued in the outbox (retried like any delivery). A delivery of the
 * person's data still in flight is waited for: the deletion is due only after its lease, so Mailchimp never
 * receives the data after the deletion.
 *
 * An address with nothing held is not an error: the report says 0 (and Mailchimp is still asked, as the
 * person may be in the audience from a submission that retention removed).
 */
export async function eraseByEmail(db: Db, email: string, options: { mailchimp: boolean; now?: Date }): Promise<ErasureReport> {
  const address = normaliseEmail(email);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const held = await tx.query<{ id: number }>('SELECT id FROM submissions WHERE lower(email) = $1 FOR UPDATE', [address]);
    const ids = held.map((row) => Number(row.id));
    const [lease] = await tx.query<{ until: Date | null }>(
      `SELECT max(locked_until) AS until FROM outbox WHERE submission_id = ANY($1::bigint[]) AND locked_until > $2::timestamptz`,
      [ids, now],
    );
    if (ids.length > 0) {
      await tallyRemoved(tx, 'erasure', 'id = ANY($1::bigint[])', [ids]);
      await tx.query('DELETE FROM submissions WHERE id = ANY($1::bigint[])', [ids]);
    }
    const [audit] = await tx.query<{ id: number }>(
      'INSERT INTO erasures (requested_at, submissions_erased, mailchimp, completed_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [now, ids.length, options.mailchimp ? 'pending' : 'not configured', options.mailchimp ? null : now],
    );
    const erasureId = Number(audit?.id);
    let outboxId: number | null = null;
    if (options.mailchimp) {
      const due = lease?.until && new Date(lease.until) > now ? new Date(lease.until) : now;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO outbox (action, erasure_id, member_hash, next_attempt_at, created_at) VALUES ('erase', $1, $2, $3, $4) RETURNING id`,
        [erasureId, subscriberHash(address), due, now],
      );
      outboxId = row ? Number(row.id) : null;
    }
    return { erasureId, submissionsErased: ids.length, mailchimp: options.mailchimp ? 'pending' : 'not configured', outboxId };
  });
}

export interface ErasureAuditLine {
  id: number;
  requestedAt: string;
  submissionsErased: number;
  mailchimp: string;
  completedAt: string | null;
  lastError: string | null;
}

/** The audit trail of erasures, newest first: when, how many submissions, and Mailchimp's part (or one line, by id). */
export async function listErasures(db: Db, options: { limit?: number; id?: number } = {}): Promise<ErasureAuditLine[]> {
  const rows = await db.query<{
    id: number;
    requested_at: Date;
    submissions_erased: number;
    mailchimp: string;
    completed_at: Date | null;
    last_error: string | null;
  }>(
    `SELECT e.id, e.requested_at, e.submissions_erased, e.mailchimp, e.completed_at, o.last_error
       FROM erasures e LEFT JOIN outbox o ON o.erasure_id = e.id
      WHERE $2::bigint IS NULL OR e.id = $2::bigint
      ORDER BY e.requested_at DESC, e.id DESC LIMIT $1::integer`,
    [options.limit ?? 100, options.id ?? null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    requestedAt: new Date(row.requested_at).toISOString(),
    submissionsErased: row.submissions_erased,
    mailchimp: row.mailchimp,
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    lastError: row.last_error,
  }));
}
