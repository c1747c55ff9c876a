// npm run submissions -- <command> … : the web team's commands on the stored form submissions.
// See USAGE below, or `npm run submissions -- --help`.
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import type { AdminRequest } from '@/lib/forms/admin';
// Formatting only (no environment read), so it can load before the .env files do.
import { submissionsToCsv, submissionsToJson, submissionsToTable, textTable } from '@/lib/forms/export';
import type { FailedDelivery } from '@/lib/forms/repair';
import type { ErasureAuditLine, PurgeReport, TallyRow } from '@/lib/forms/privacy';
import type { StoredSubmission } from '@/lib/forms/store';
import type { DeliverReport } from '@/lib/forms/outbox';

const USAGE = `Usage: npm run submissions -- <command> [options]

Listing
  list [options]          the stored contact and newsletter submissions, newest first, with their delivery state
    --kind contact|newsletter   only this form
    --since YYYY-MM-DD          only submissions from this day (UTC) on; a full ISO time works too
    --limit N                   at most N submissions
    --format table|csv|json     table (default) for reading, csv for spreadsheets, json for scripts
    --out FILE                  write to FILE instead of the terminal (a CSV file starts with a byte-order
                                mark so spreadsheet programs read accents correctly)
  counts                  submissions per month and form, including those removed since (counted only)

A person's requests (access and erasure)
  find EMAIL              everything held for this address
  export EMAIL [--out FILE]
                          the same as JSON, to give to the person
  erase EMAIL [--yes]     delete everything held for this address and, when Mailchimp is configured, delete
                          the member from the audience permanently (retried until Mailchimp confirms).
                          Asks first unless --yes. An audit line without personal data is kept.
  erasures                the audit lines of past erasures

Retention
  purge [--dry-run]       delete the submissions older than SUBMISSION_RETENTION_DAYS now (the site also
                          does this every six hours); --dry-run only counts them

Delivery to Mailchimp
  failed                  deliveries that failed for good, with their last error, and the waiting backlog
  retry ID [ID …]         put these failed deliveries back in the queue and try them now
  retry --all             the same for every failed delivery

Uses the same database as the site: DATABASE_URL (PostgreSQL) or else the embedded database under
DATA_DIR (default ./data), from the environment or .env files. While the site runs on the embedded
database, the commands are carried out by the site itself, through its control socket.`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A result that crossed the control socket has its dates as strings: make them dates again. */
function reviveSubmission(value: StoredSubmission): StoredSubmission {
  const date = (input: Date | string | null) => (input === null ? null : new Date(input));
  return {
    ...value,
    createdAt: new Date(value.createdAt),
    delivery: {
      ...value.delivery,
      deliveredAt: date(value.delivery.deliveredAt),
      failedAt: date(value.delivery.failedAt),
      nextAttemptAt: date(value.delivery.nextAttemptAt),
    },
  };
}

const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        since: { type: 'string' },
        limit: { type: 'string' },
        format: { type: 'string', default: 'table' },
        out: { type: 'string' },
        yes: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
}

type Parsed = ReturnType<typeof parse>;

/** The command line as a request for runAdminCommand; usage mistakes end here with a message. */
function toRequest({ values, positionals }: Parsed): AdminRequest {
  const [command = 'list', ...rest] = positionals;
  const needEmail = () => {
    if (rest.length !== 1 || !rest[0]) fail(`${command} takes one e-mail address: npm run submissions -- ${command} name@example.org`);
    if (!/^[^\s@]+@[^\s@]+$/.test(rest[0].trim())) fail(`"${rest[0]}" is not an e-mail address (expected something like name@example.org)`);
    return rest[0].trim();
  };
  const noArguments = () => {
    if (rest.length > 0) fail(`${command} takes no arguments (got: ${rest.join(' ')})\n\n${USAGE}`);
  };
  switch (command) {
    case 'list': {
      noArguments();
      const kind = values.kind;
      if (kind !== undefined && kind !== 'contact' && kind !== 'newsletter') fail('--kind must be contact or newsletter');
      if (values.format !== 'table' && values.format !== 'csv' && values.format !== 'json') fail('--format must be table, csv or json');
      let since: string | undefined;
      if (values.since !== undefined) {
        const date = new Date(values.since);
        if (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(date.getTime())) fail('--since must be a date like 2026-01-01');
        since = date.toISOString();
      }
      let limit: number | undefined;
      if (values.limit !== undefined) {
        limit = Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a whole number of at least 1');
      }
      return { command: 'list', kind, since, limit };
    }
    case 'find':
    case 'export':
    case 'erase':
      return { command, email: needEmail() };
    case 'purge':
      noArguments();
      return { command: 'purge', dryRun: values['dry-run'] };
    case 'failed':
    case 'erasures':
    case 'counts':
      noArguments();
      return { command };
    case 'retry': {
      if (values.all) {
        if (rest.length > 0) fail('retry takes ids or --all, not both');
        return { command: 'retry', ids: 'all' };
      }
      if (rest.length === 0) fail('retry takes the ids shown by `npm run submissions -- failed`, or --all');
      const ids = rest.map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1)) fail(`retry takes whole-number ids (got: ${rest.join(' ')})`);
      return { command: 'retry', ids };
    }
    default:
      fail(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
  }
}

async function main() {
  const parsed = parse();
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  const request = toRequest(parsed);
  const { values } = parsed;

  // The site's .env files, so this reads the database the site writes to.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  // Only warnings and errors of the forms code reach the terminal; this command prints its own answer.
  process.env.LOG_LEVEL ||= 'warn';
  process.env.LOG_FORMAT ||= 'pretty';
  let env;
  try {
    ({ env } = await import('@/lib/env'));
  } catch (error) {
    fail((error as Error).message);
  }
  const { openDb, DatabaseLockedError } = await import('@/lib/forms/db');
  const { runAdminCommand } = await import('@/lib/forms/admin');
  const { mailchimpConfig } = await import('@/lib/forms/mailchimp');
  const { callControlServer, ControlUnavailableError } = await import('@/lib/forms/control');
  const context = { retentionDays: env.SUBMISSION_RETENTION_DAYS, mailchimp: mailchimpConfig(env) };

  /** Runs the request on the database, or through the running site that holds the embedded one. */
  const run = async (what: AdminRequest): Promise<unknown> => {
    let db;
    try {
      db = await openDb({ databaseUrl: env.DATABASE_URL, connectionWaitMs: env.DATABASE_WAIT_MS, dataDir: env.DATA_DIR, poolSize: 2 });
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) fail(`Cannot open the database: ${(error as Error).message}`, 1);
      try {
        return await callControlServer(env.DATA_DIR, what);
      } catch (socketError) {
        if (socketError instanceof ControlUnavailableError) {
          fail(
            `The embedded database (${env.DATA_DIR}) is in use by the running site (process ${error.holder.pid}), ` +
              'which does not answer on its control socket; PGlite allows one process at a time.\n' +
              'Stop the site or set DATABASE_URL, then run this again.',
          );
        }
        throw socketError;
      }
    }
    try {
      return await runAdminCommand(db, what, context);
    } finally {
      await db.close();
    }
  };

  const write = (text: string, label: string) => {
    if (values.out) {
      writeFileSync(values.out, text);
      console.error(`${label} written to ${values.out}`);
    } else process.stdout.write(text);
  };

  switch (request.command) {
    case 'list': {
      const submissions = ((await run(request)) as StoredSubmission[]).map(reviveSubmission);
      const text =
        values.format === 'csv' ? submissionsToCsv(submissions) : values.format === 'json' ? submissionsToJson(submissions) : submissionsToTable(submissions);
      if (values.out) {
        writeFileSync(values.out, values.format === 'csv' ? `\uFEFF${text}` : text);
        console.error(`${submissions.length} submission(s) written to ${values.out}`);
      } else process.stdout.write(text);
      return;
    }
    case 'find': {
      const submissions = ((await run(request)) as StoredSubmission[]).map(reviveSubmission);
      if (submissions.length === 0) {
        console.log(`Nothing is held for ${request.email}.`);
        return;
      }
      console.log(`${plural(submissions.length, 'submission')} held for ${request.email}:\n`);
      process.stdout.write(submissionsToTable(submissions));
      console.log(
        `\nTo give the person a copy: npm run submissions -- export ${request.email} --out FILE` +
          `\nTo erase it all:           npm run submissions -- erase ${request.email}`,
      );
      return;
    }
    case 'export': {
      const data = (await run(request)) as { submissions: unknown[] };
      write(`${JSON.stringify(data, null, 2)}\n`, `${plural(data.submissions.length, 'submission')} for ${request.email}`);
      return;
    }
    case 'erase': {
      if (!values.yes) {
        const held = (await run({ command: 'find', email: request.email })) as unknown[];
        if (!process.stdin.isTTY) fail('erase asks for confirmation; add --yes to erase without the question.');
        const mailchimp = context.mailchimp ? ' and delete the member from the Mailchimp audience permanently' : '';
        const prompt = createInterface({ input: process.stdin, output: process.stdout });
        const answer = await prompt.question(`Erase ${plural(held.length, 'submission')} held for ${request.email}${mailchimp}? This cannot be undone. Type "erase" to go on: `);
        prompt.close();
        if (answer.trim().toLowerCase() !== 'erase') fail('Nothing erased.', 1);
      }
      const report = (await run(request)) as { erasureId: number; submissionsErased: number; mailchimp: string; lastError: string | null; attempted: boolean };
      console.log(
        report.submissionsErased > 0
          ? `Erased ${plural(report.submissionsErased, 'submission')} held for ${request.email} (audit line ${report.erasureId}).`
          : `Nothing was held for ${request.email} in the database (erased already, or never received); audit line ${report.erasureId}.`,
      );
      console.log(
        report.mailchimp === 'done'
          ? 'Mailchimp: the member is deleted permanently (or was not in the audience).'
          : report.mailchimp === 'not configured'
            ? 'Mailchimp is not configured: there is nothing to delete there.'
            : report.mailchimp === 'failed'
              ? `Mailchimp refused the deletion: ${report.lastError ?? 'no reason given'}. See npm run submissions -- failed.`
              : `Mailchimp: the deletion is queued and will be retried until it succeeds${report.lastError ? ` (last try: ${report.lastError})` : ''}.`,
      );
      return;
    }
    case 'erasures': {
      const lines = (await run(request)) as ErasureAuditLine[];
      if (lines.length === 0) {
        console.log('No erasures yet.');
        return;
      }
      process.stdout.write(
        textTable(
          ['id', 'requested (UTC)', 'submissions erased', 'mailchimp', 'completed (UTC)', 'last error'],
          lines.map((line) => [String(line.id), minute(line.requestedAt), String(line.submissionsErased), line.mailchimp, minute(line.completedAt), line.lastError ?? '']),
        ),
      );
      return;
    }
    case 'counts': {
      const rows = (await run(request)) as TallyRow[];
      if (rows.length === 0) {
        console.log('No submissions yet.');
        return;
      }
      process.stdout.write(
        textTable(
          ['month', 'form', 'received', 'removed by retention', 'erased on request'],
          rows.map((row) => [row.month, row.kind, String(row.stored), String(row.removedByRetention), String(row.removedOnRequest)]),
        ),
      );
      return;
    }
    case 'purge': {
      const report = (await run(request)) as PurgeReport & { retentionDays: number };
      const total = report.removed.contact + report.removed.newsletter;
      const cutoff = report.cutoff.slice(0, 16).replace('T', ' ');
      if (report.skipped) console.log('Another instance is running the purge at this moment; nothing was done here.');
      else if (total === 0) console.log(`Nothing is older than the retention (${report.retentionDays} days: received before ${cutoff} UTC).`);
      else {
        const detail = `${report.removed.contact} contact, ${report.removed.newsletter} newsletter`;
        console.log(
          `${report.dryRun ? 'Would remove' : 'Removed'} ${plural(total, 'submission')} (${detail}) received before ${cutoff} UTC ` +
            `(retention: ${report.retentionDays} days).`,
        );
        if (report.undelivered > 0) console.log(`${report.undelivered} of them had never been delivered to Mailchimp.`);
      }
      return;
    }
    case 'failed': {
      const { failed, state, mailchimpConfigured } = (await run(request)) as {
        failed: FailedDelivery[];
        state: { backlog: number; oldestWaitingSince: string | null; failed: number };
        mailchimpConfigured: boolean;
      };
      if (failed.length === 0) console.log('No failed deliveries.');
      else {
        process.stdout.write(
          textTable(
            ['id', 'what', 'submission', 'queued (UTC)', 'failed (UTC)', 'attempts', 'last error'],
            failed.map((row) => [
              String(row.id),
              row.action === 'erase' ? `erasure ${row.erasureId}` : (row.kind ?? ''),
              row.submissionId === null ? '' : String(row.submissionId),
              minute(row.queuedAt),
              minute(row.failedAt),
              String(row.attempts),
              row.lastError ?? '',
            ]),
          ),
        );
        console.log(`\nOnce the cause is fixed: npm run submissions -- retry ID (or --all)`);
      }
      console.log(
        `Waiting for delivery: ${state.backlog}${state.oldestWaitingSince ? ` (the oldest since ${minute(state.oldestWaitingSince)} UTC)` : ''}.` +
          (mailchimpConfigured ? '' : ' Mailchimp is not configured here.'),
      );
      return;
    }
    case 'retry': {
      const report = (await run(request)) as {
        requeued: number[];
        refused: Array<{ id: number; reason: string }>;
        attempt: DeliverReport | null;
        stillFailed: FailedDelivery[];
      };
      for (const { id, reason } of report.refused) console.log(`Delivery ${id} not retried: ${reason}.`);
      if (report.requeued.length === 0) {
        console.log(request.ids === 'all' ? 'No failed deliveries.' : 'Nothing was put back in the queue.');
        if (report.refused.length > 0) process.exitCode = 1;
        return;
      }
      console.log(`Put back in the queue: ${report.requeued.join(', ')}.`);
      if (!report.attempt) console.log('Mailchimp is not configured here: the site delivers them once it is.');
      else {
        const { delivered, retrying, failed } = report.attempt;
        console.log(`Tried now: ${delivered} delivered, ${retrying} to be retried later, ${failed} failed again.`);
        for (const row of report.stillFailed) console.log(`Delivery ${row.id} failed again: ${row.lastError ?? 'no reason given'}`);
      }
      return;
    }
  }
}

await main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error), 1));
