import { countOutboxDelivery } from '@/lib/metrics';
import { randomUUID } from 'node:crypto';
import type { Db } from './db';
import type { DeliveryResult, MailchimpClient } from './mailchimp';
import type { SubmissionFields, SubmissionKind } from './store';
import { errorMessage, logger } from '@/lib/log';

const log = logger('outbox');

/**
 * The outbox: every stored submission has a row here until Mailchimp has it. Workers (any number, in any
 * number of processes) claim due rows with a lease, so no two deliver the same row at once; a delivered
 * row is never claimed again. A worker that dies mid-delivery leaves a lease that runs out; the next worker
 * then first asks Mailchimp whether the member already has the submission's data and sends only if not
 * (and a repeat would be harmless anyway: the member upsert and tagging are idempotent). An attempt that
 * failed in a way that may be retried (no answer in time, a 5xx, a dropped connection) may have reached
 * Mailchimp all the same, so the row stays in doubt and its next attempt asks first too.
 */

/** After this many failed attempts (about a day and a half of retries) a row is marked failed. */
export const MAX_ATTEMPTS = 15;
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 6 * 60 * 60_000;
/** Longer than one delivery can take: three requests at MAILCHIMP_TIMEOUT_MS (at most 30 s) each. */
export const DEFAULT_LEASE_MS = 120_000;
export const DEFAULT_BATCH_SIZE = 10;

/**
 * Wait before the next try after `attempts` failed ones: 30 s · 2^(attempts−1), at most 6 h, less up to
 * 20 % at random so rows that failed together (an outage) do not all come back in the same second.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const capped = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
  return Math.round(capped * (1 - 0.2 * random()));
}

export interface DeliverOptions {
  /** The clock (tests move it forward); default: the current time. */
  now?: Date;
  batchSize?: number;
  leaseMs?: number;
  random?: () => number;
  /** Only these outbox rows (a retry or an erasure asked for by the web team is tried at once). */
  onlyIds?: readonly number[];
}

export interface DeliverReport {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** Rows whose lease ran out before their result could be written (another worker owns them now). */
  lostLease: number;
}

interface Claimed {
  id: number;
  action: 'deliver' | 'erase';
  submission_id: number | null;
  erasure_id: number | null;
  member_hash: string | null;
  attempts: number;
  in_doubt: boolean;
  kind: SubmissionKind | null;
  email: string | null;
  fields: SubmissionFields | null;
}

/** Claims up to `batchSize` due rows, delivers them (concurrently) and records each outcome. */
export async function deliverDue(db: Db, client: MailchimpClient, options: DeliverOptions = {}): Promise<DeliverReport> {
  const now = options.now ?? new Date();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const token = randomUUID();
  // SKIP LOCKED: a row another worker is claiming at this moment is left to it, not waited for.
  // A lease_token still set on a due row marks a delivery that may have reached Mailchimp: its worker died (or
  // lost its database) mid-delivery, or its attempt failed in a way that is retried (record keeps the mark).
  const rows = await db.query<Claimed>(
    `WITH due AS (
       SELECT id, lease_token IS NOT NULL AS in_doubt FROM outbox
        WHERE delivered_at IS NULL AND failed_at IS NULL
          -- The clock here counts whole milliseconds, the database's microseconds: a row queued within the
          -- current millisecond is due too.
          AND next_attempt_at < $1::timestamptz + interval '1 millisecond'
          AND (locked_until IS NULL OR locked_until < $1::timestamptz)
          AND ($5::bigint[] IS NULL OR id = ANY($5::bigint[]))
        ORDER BY next_attempt_at, id
        LIMIT $4::integer
        FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE outbox o
          SET locked_until = $1::timestamptz + $2::integer * interval '1 millisecond', lease_token = $3
         FROM due WHERE o.id = due.id
       RETURNING o.id, o.action, o.submission_id, o.erasure_id, o.member_hash, o.attempts, due.in_doubt)
     SELECT c.id, c.action, c.submission_id, c.erasure_id, c.member_hash, c.attempts, c.in_doubt, s.kind, s.email, s.fields
       FROM claimed c LEFT JOIN submissions s ON s.id = c.submission_id
      ORDER BY c.id`,
    [now, leaseMs, token, options.batchSize ?? DEFAULT_BATCH_SIZE, options.onlyIds ?? null],
  );
  const report: DeliverReport = { claimed: rows.length, delivered: 0, retrying: 0, failed: 0, lostLease: 0 };
  await Promise.all(
    rows.map(async (row) => {
      let result: DeliveryResult;
      try {
        if (row.action === 'erase') {
          result = row.member_hash ? await client.erase(row.member_hash) : { ok: true };
        } else if (row.kind && row.email && row.fields) {
          result = await client.deliver({ kind: row.kind, email: row.email, fields: row.fields }, { checkFirst: row.in_doubt });
        } else {
          result = { ok: false, retry: false, error: 'the submission of this delivery is gone' };
        }
      } catch (error) {
        result = { ok: false, retry: true, error: `delivery threw: ${(error as Error).message}` };
      }
      const outcome = await record(db, row, token, result, options.now ?? new Date(), options.random);
      report[outcome] += 1;
    }),
  );
  return report;
}

/** Writes one delivery's outcome, only while this worker's lease on the row still stands. */
async function record(
  db: Db,
  row: Claimed,
  token: string,
  result: DeliveryResult,
  at: Date,
  random?: () => number,
): Promise<'delivered' | 'retrying' | 'failed' | 'lostLease'> {
  const attempts = row.attempts + 1;
  let outcome: 'delivered' | 'retrying' | 'failed';
  let sql: string;
  let params: unknown[];
  if (result.ok) {
    outcome = 'delivered';
    // An erasure done forgets even Mailchimp's id of the member.
    sql = `UPDATE outbox SET delivered_at = $3::timestamptz, attempts = $4, last_error = NULL, locked_until = NULL, lease_token = NULL,
                  member_hash = NULL
            WHERE id = $1 AND lease_token = $2 RETURNING id`;
    params = [row.id, token, at, attempts];
  } else if (!result.retry || attempts >= MAX_ATTEMPTS) {
    outcome = 'failed';
    // The in-doubt mark goes only when nothing can have reached Mailchimp: this attempt was refused for good and
    // no earlier one is in doubt. Otherwise it stays, so a retry by hand (repair.ts) asks Mailchimp first.
    sql = `UPDATE outbox SET failed_at = $3::timestamptz, attempts = $4, last_error = $5, locked_until = NULL,
                  lease_token = CASE WHEN $6::boolean THEN lease_token END
            WHERE id = $1 AND lease_token = $2 RETURNING id`;
    params = [row.id, token, at, attempts, result.error, row.in_doubt || result.retry];
  } else {
    outcome = 'retrying';
    const wait = Math.max(backoffMs(attempts, random), Math.min(result.retryAfterMs ?? 0, BACKOFF_CAP_MS));
    // lease_token stays: the request that failed may have reached Mailchimp (a timeout after it was sent), so
    // the next attempt asks Mailchimp first instead of sending the member again.
    sql = `UPDATE outbox SET next_attempt_at = $3::timestamptz + $6::integer * interval '1 millisecond', attempts = $4,
                  last_error = $5, locked_until = NULL
            WHERE id = $1 AND lease_token = $2 RETURNING id`;
    params = [row.id, token, at, attempts, result.error, wait];
  }
  // After a successful send, losing this write would mean sending again once the lease ends: try hard.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const updated = await db.query(sql, params);
      if (updated.length === 0) {
        log.warn({ outboxId: row.id }, 'lease on an outbox row ran out before its result was written');
        return 'lostLease';
      }
      countOutboxDelivery(row.action, outcome);
      break;
    } catch (error) {
      if (attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 4 ** (attempt - 1)));
    }
  }
  if (row.action === 'erase' && row.erasure_id !== null && outcome !== 'retrying') {
    await db
      .query(`UPDATE erasures SET mailchimp = $2::text, completed_at = CASE WHEN $2::text = 'done' THEN $3::timestamptz END WHERE id = $1`, [
        row.erasure_id,
        outcome === 'delivered' ? 'done' : 'failed',
        at,
      ])
      .catch((error: unknown) => log.error({ err: error, erasureId: row.erasure_id }, 'could not record the end of an erasure'));
  }
  const facts = { outboxId: row.id, action: row.action, submissionId: row.submission_id, erasureId: row.erasure_id, attempts };
  if (outcome === 'failed') log.error({ ...facts, reason: params[4] }, 'not delivered to Mailchimp, giving up (npm run submissions -- failed)');
  else if (outcome === 'retrying') log.warn({ ...facts, reason: params[4] }, 'delivery to Mailchimp failed, will retry');
  else log.info(facts, row.action === 'erase' ? 'erasure done at Mailchimp' : 'delivered to Mailchimp');
  return outcome;
}

// ---------------------------------------------------------------------------------------------------
// The worker

export interface OutboxWorker {
  /** Starts a run now (or right after the current one); never throws. */
  kick(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Default: the process's database (getDb). */
  db?: () => Promise<Db>;
  /** Default: built from the MAILCHIMP_* environment; none configured means no worker. */
  client?: MailchimpClient;
}

const WORKER = Symbol.for('imsr.forms.outbox-worker');
const STARTING = Symbol.for('imsr.forms.outbox-worker-start');
type Holder = { [WORKER]?: OutboxWorker; [STARTING]?: Promise<OutboxWorker | null> };

/**
 * Starts the process's delivery loop: every `intervalMs`, and whenever kicked, it delivers every due row,
 * one batch after another. Runs never overlap; errors are logged, never thrown; the timer does not keep
 * the process alive. Returns null (and starts nothing) when Mailchimp is not configured: submissions then
 * wait in the database. Further calls return the same worker until it is stopped.
 */
export function startOutboxWorker(options: WorkerOptions = {}): Promise<OutboxWorker | null> {
  const holder = globalThis as Holder;
  const starting = (holder[STARTING] ??= createWorker(options, holder).then(
    (worker) => {
      // Nothing started (not configured): a later call may try again.
      if (!worker && holder[STARTING] === starting) delete holder[STARTING];
      return worker;
    },
    (error: unknown) => {
      if (holder[STARTING] === starting) delete holder[STARTING];
      throw error;
    },
  ));
  return starting;
}

async function createWorker(options: WorkerOptions, holder: Holder): Promise<OutboxWorker | null> {
  let client = options.client;
  if (!client) {
    const [{ env }, { mailchimpConfig, createMailchimpClient }] = await Promise.all([
      import('@/lib/env'),
      import('./mailchimp'),
    ]);
    const config = mailchimpConfig(env);
    if (!config) return null;
    client = createMailchimpClient(config);
  }
  const deliverer = client;
  const openDb = options.db ?? (async () => (await import('./db')).getDb());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = async () => {
    try {
      do {
        again = false;
        const db = await openDb();
        // A full batch means more may be due: keep going until one comes back short.
        while (!stopped) {
          const report = await deliverDue(db, deliverer, { batchSize, leaseMs: options.leaseMs });
          if (report.claimed < batchSize) break;
        }
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error }, `delivery run failed: ${errorMessage(error)}`);
    }
  };

  const worker: OutboxWorker = {
    kick() {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (holder[WORKER] === worker) {
        delete holder[WORKER];
        delete holder[STARTING];
      }
      await running;
    },
  };
  const timer = setInterval(() => void worker.kick(), options.intervalMs ?? 30_000);
  timer.unref();
  holder[WORKER] = worker;
  void worker.kick();
  return worker;
}

/** Asks the running worker (if any) to deliver now, e.g. right after a submission is stored. Never waits. */
export function kickOutbox(): void {
  void (globalThis as Holder)[WORKER]?.kick();
}
