import { randomUUID } from 'node:crypto';
import { errorMessage, logger, runWithRequestId } from '@/lib/log';
import { recordRetentionRun } from '@/lib/metrics';
import type { Db } from './db';

/**
 * What the forms need running in a server process: the database (opened and migrated at start), the
 * Mailchimp outbox worker, the retention job, and, while the site holds the embedded database, the control
 * socket `npm run submissions` reaches it through.
 */

const log = logger('forms');

/** The first retention run waits this long after start (the site's first requests come first). */
const RETENTION_FIRST_RUN_MS = 60_000;
/** Then it runs this often: a submission is gone at most this long after it passed the retention. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

const RETENTION_JOB = Symbol.for('imsr.forms.retention-job');
type Holder = { [RETENTION_JOB]?: { stop(): void } };

/** One retention run; logs what it removed (counts only). Never throws. */
export async function runRetention(db: Db, retentionDays: number, now?: Date): Promise<void> {
  try {
    const { purgeExpired } = await import('./privacy');
    const report = await purgeExpired(db, { retentionDays, now });
    if (!report.skipped) recordRetentionRun(report.removed);
    if (report.skipped) {
      log.debug('retention purge skipped: another instance is running it');
      return;
    }
    const removed = report.removed.contact + report.removed.newsletter;
    const facts = { removed: report.removed, undelivered: report.undelivered, cutoff: report.cutoff, retentionDays };
    if (removed > 0) log.info(facts, `retention purge removed ${removed} submission(s) older than ${retentionDays} days`);
    else log.debug(facts, 'retention purge: nothing past the retention');
    if (report.undelivered > 0) log.warn({ undelivered: report.undelivered }, 'some submissions reached their retention without being delivered to Mailchimp');
  } catch (error) {
    log.error({ err: error }, `retention purge failed: ${errorMessage(error)}`);
  }
}

/** Runs the retention purge a minute after start and every six hours; instances sharing a database take turns. */
export function startRetentionJob(
  openDb: () => Promise<Db>,
  retentionDays: number,
  timing: { firstRunMs?: number; intervalMs?: number } = {},
): { stop(): void } {
  const holder = globalThis as Holder;
  holder[RETENTION_JOB]?.stop();
  const tick = async () => {
    try {
      await runRetention(await openDb(), retentionDays);
    } catch (error) {
      log.error({ err: error }, `retention purge could not open the database: ${errorMessage(error)}`);
    }
  };
  const first = setTimeout(() => void tick(), timing.firstRunMs ?? RETENTION_FIRST_RUN_MS);
  const every = setInterval(() => void tick(), timing.intervalMs ?? RETENTION_INTERVAL_MS);
  first.unref();
  every.unref();
  const job = {
    stop() {
      clearTimeout(first);
      clearInterval(every);
      if (holder[RETENTION_JOB] === job) delete holder[RETENTION_JOB];
    },
  };
  holder[RETENTION_JOB] = job;
  return job;
}

/**
 * At server start: open (and migrate) the database, then start delivering when Mailchimp is configured,
 * the retention job, and the control socket when the database is the embedded one. A database that is not
 * reachable yet is reported, not fatal: pages keep being served, and the worker and the forms try again on
 * their next use.
 */
export async function startFormsAtBoot(): Promise<void> {
  const [{ env }, { getDb }, { startOutboxWorker, kickOutbox }, { mailchimpConfig }] = await Promise.all([
    import('@/lib/env'),
    import('./db'),
    import('./outbox'),
    import('./mailchimp'),
  ]);
  let db: Db | null = null;
  try {
    db = await getDb();
    log.info({ database: db.kind }, `database ready (${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})`);
  } catch (error) {
    log.error({ err: error }, `database not available: ${errorMessage(error)}`);
  }
  const worker = await startOutboxWorker({ intervalMs: env.OUTBOX_INTERVAL_SECONDS * 1000, leaseMs: env.OUTBOX_LEASE_SECONDS * 1000 });
  if (!worker) log.info('Mailchimp is not configured: submissions are kept in the database (npm run submissions)');
  startRetentionJob(getDb, env.SUBMISSION_RETENTION_DAYS);

  if (db?.kind === 'pglite') {
    const [{ startControlServer }, { runAdminCommand }] = await Promise.all([import('./control'), import('./admin')]);
    const mailchimp = mailchimpConfig(env);
    try {
      // Each command is logged like a request: its own id on every line it causes, and its name (never its arguments).
      const control = await startControlServer(env.DATA_DIR, (request) =>
        runWithRequestId(`cli-${randomUUID()}`, async () => {
          const command = (request as { command?: unknown } | null)?.command;
          log.info({ command: typeof command === 'string' ? command.slice(0, 20) : null }, 'submissions command from the command line');
          const result = await runAdminCommand(await getDb(), request, { retentionDays: env.SUBMISSION_RETENTION_DAYS, mailchimp });
          // Erasures and retries left for later are the worker's from here.
          kickOutbox();
          return result;
        }),
      );
      log.info({ socket: control.path }, 'npm run submissions reaches the running site through its control socket');
    } catch (error) {
      log.error({ err: error }, `control socket not available (npm run submissions needs the site stopped): ${errorMessage(error)}`);
    }
  }
}
