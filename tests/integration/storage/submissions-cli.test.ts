import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/forms/db';
import { storeSubmission } from '@/lib/forms/store';
import { holdDatabase, kill, ROOT, runTsx } from './processes';
import { contact, ENGINES, newsletter, resetTables, testDatabase } from './support';

const CLI = join(ROOT, 'scripts/submissions.ts');

/** RFC 4180 parsing, to check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe.each(ENGINES)('npm run submissions on %s', (engine) => {
  const database = testDatabase(engine);
  const outFile = join(database.options.dataDir, 'export.csv');
  let ids: { contact: number; newsletter: number; old: number };

  beforeAll(async () => {
    const db: Db = await database.open();
    try {
      await resetTables(db);
      const old = await storeSubmission(db, newsletter({ email: 'old@example.org', fields: { FNAME: 'Olde' } }));
      await db.query("UPDATE submissions SET created_at = '2025-03-04T05:06:00Z' WHERE id = $1", [old.id]);
      const news = await storeSubmission(db, newsletter({ email: 'reader@example.net', fields: { FNAME: 'Grace' } }));
      await db.query("UPDATE outbox SET delivered_at = now(), attempts = 1 WHERE submission_id = $1", [news.id]);
      const message = await storeSubmission(
        db,
        contact({
          email: 'ada@example.org',
          fields: {
            FNAME: 'Ada Lovelace',
            MMERGE5: '=HYPERLINK("http://evil.example","click")',
            MMERGE7: 'He said "hello",\nthen left.',
            MMERGE3: '@SUM(A1:A9)',
            MMERGE6: '-2+3',
          },
        }),
      );
      await db.query("UPDATE outbox SET attempts = 2, last_error = 'Mailchimp 503: busy' WHERE submission_id = $1", [message.id]);
      ids = { contact: message.id, newsletter: news.id, old: old.id };
    } finally {
      await db.close();
    }
  });
  afterAll(() => database.remove());

  it('prints a table with id, date, kind, e-mail, name, subject and delivery state', async () => {
    const { code, stdout, stderr } = await runTsx(CLI, [], database.env);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+date \(UTC\)\s+kind\s+email\s+name\s+subject\s+delivery$/);
    expect(lines[2]).toMatch(new RegExp(`^${ids.contact}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+contact\\s+ada@example.org\\s+Ada Lovelace\\s+=HYPERLINK.*pending \\(2 attempts: Mailchimp 503: busy\\)$`));
    expect(lines[3]).toMatch(new RegExp(`^${ids.newsletter}\\s+.*newsletter\\s+reader@example.net\\s+Grace\\s+delivered$`));
    expect(lines[4]).toMatch(new RegExp(`^${ids.old}\\s+2025-03-04 05:06\\s+newsletter\\s+old@example.org\\s+Olde\\s+pending$`));
    expect(lines.at(-1)).toBe('3 submissions');
  });

  it('exports CSV that a spreadsheet reads back exactly, with formulas defused', async () => {
    const { code, stdout } = await runTsx(CLI, ['list', '--format', 'csv', '--kind', 'contact'], database.env);
    expect(code).toBe(0);
    const [header, row, ...rest] = parseCsv(stdout);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'id', 'created_at', 'kind', 'email', 'name', 'job_title', 'industry', 'inquiry_type', 'subject', 'message',
      'CONSENT', 'ip', 'user_agent', 'delivery', 'attempts', 'delivered_at', 'last_error',
    ]);
    const record = Object.fromEntries(header!.map((name, index) => [name, row?.[index]]));
    expect(record).toMatchObject({
      id: String(ids.contact),
      kind: 'contact',
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      job_title: "'@SUM(A1:A9)",
      industry: "'-2+3",
      inquiry_type: 'Supply Chain',
      subject: `'=HYPERLINK("http://evil.example","click")`,
      message: 'He said "hello",\nthen left.',
      CONSENT: 'true',
      ip: '203.0.113.7',
      delivery: 'pending',
      attempts: '2',
      delivered_at: '',
      last_error: 'Mailchimp 503: busy',
    });
    expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(stdout).toContain('"He said ""hello"",\nthen left."');
  });

  it('exports JSON, filtered by date, and writes to a file', async () => {
    const { code, stdout } = await runTsx(CLI, ['--format', 'json', '--since', '2026-01-01'], database.env);
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as Array<{ id: number; kind: string; email: string; fields: Record<string, unknown>; delivery: { state: string } }>;
    expect(rows.map((row) => row.id)).toEqual([ids.contact, ids.newsletter]);
    expect(rows[1]).toMatchObject({ kind: 'newsletter', email: 'reader@example.net', fields: { FNAME: 'Grace', CONSENT_PRIVACY: true }, delivery: { state: 'delivered' } });

    const written = await runTsx(CLI, ['--format', 'csv', '--out', outFile], database.env);
    expect(written.code).toBe(0);
    expect(written.stdout).toBe('');
    expect(written.stderr).toContain(`3 submission(s) written to ${outFile}`);
    const csv = readFileSync(outFile, 'utf8');
    expect(csv.startsWith('\uFEFFid,created_at,kind,email,')).toBe(true);
    expect(parseCsv(csv.slice(1))).toHaveLength(4);
  });

  it('explains a bad option', async () => {
    const { code, stderr } = await runTsx(CLI, ['--format', 'xml'], database.env);
    expect(code).toBe(2);
    expect(stderr).toContain('--format must be table, csv or json');
  });

  if (engine === 'pglite') {
    it('says how to go on when the running site holds the embedded database', async () => {
      const { child } = await holdDatabase(database.env);
      try {
        const { code, stdout, stderr } = await runTsx(CLI, [], database.env);
        expect(code).toBe(2);
        expect(stdout).toBe('');
        expect(stderr).toContain(`is in use by the running site (process ${child.pid})`);
        expect(stderr).toContain('Stop the site or set DATABASE_URL');
      } finally {
        await kill(child, 'SIGTERM');
      }
    });
  }
});
