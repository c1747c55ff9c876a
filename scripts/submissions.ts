// npm run submissions -- [list] [--kind contact|newsletter] [--since 2026-01-01] [--format table|csv|json]
//                        [--limit N] [--out FILE]
// Lists and exports the stored contact and newsletter submissions for the web team.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';

const USAGE = `Usage: npm run submissions -- [list] [options]

Lists the stored contact and newsletter submissions, newest first, with their delivery state.

  --kind contact|newsletter   only this form
  --since YYYY-MM-DD          only submissions from this day (UTC) on; a full ISO time works too
  --limit N                   at most N submissions
  --format table|csv|json     table (default) for reading, csv for spreadsheets, json for scripts
  --out FILE                  write to FILE instead of the terminal (a CSV file starts with a byte-order
                              mark so spreadsheet programs read accents correctly)

Reads the same database as the site: DATABASE_URL (PostgreSQL) or else the embedded database under
DATA_DIR (default ./data), from the environment or .env files.`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        since: { type: 'string' },
        limit: { type: 'string' },
        format: { type: 'string', default: 'table' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const command = positionals[0] ?? 'list';
  if (command !== 'list' || positionals.length > 1) fail(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
  const kind = values.kind;
  if (kind !== undefined && kind !== 'contact' && kind !== 'newsletter') fail('--kind must be contact or newsletter');
  const format = values.format;
  if (format !== 'table' && format !== 'csv' && format !== 'json') fail('--format must be table, csv or json');
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(values.since);
    if (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(since.getTime())) {
      fail('--since must be a date like 2026-01-01');
    }
  }
  let limit: number | undefined;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a whole number of at least 1');
  }

  // The site's .env files, so this reads the database the site writes to.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  let env;
  try {
    ({ env } = await import('@/lib/env'));
  } catch (error) {
    fail((error as Error).message);
  }
  const { openDb, DatabaseLockedError } = await import('@/lib/forms/db');
  const { listSubmissions } = await import('@/lib/forms/store');
  const { submissionsToCsv, submissionsToJson, submissionsToTable } = await import('@/lib/forms/export');

  let db;
  try {
    db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      fail(
        `The embedded database (${env.DATA_DIR}) is in use by the running site (process ${error.holder.pid}); ` +
          'PGlite allows one process at a time.\nStop the site or set DATABASE_URL, then run this again.',
      );
    }
    fail(`Cannot open the database: ${(error as Error).message}`, 1);
  }
  try {
    const submissions = await listSubmissions(db, { kind, since, limit });
    const text =
      format === 'csv'
        ? submissionsToCsv(submissions)
        : format === 'json'
          ? submissionsToJson(submissions)
          : submissionsToTable(submissions);
    if (values.out) {
      writeFileSync(values.out, format === 'csv' ? `\uFEFF${text}` : text);
      console.error(`${submissions.length} submission(s) written to ${values.out}`);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await db.close();
  }
}

await main();
