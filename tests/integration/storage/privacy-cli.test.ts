import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/forms/db';
import { storeSubmission } from '@/lib/forms/store';
import { md5, startFakeMailchimp, type FakeMailchimp } from './fake-mailchimp';
import { ROOT, runTsx } from './processes';
import { contact, count, ENGINES, newsletter, resetTables, testDatabase } from './support';

const CLI = join(ROOT, 'scripts/submissions.ts');
const DAY = 86_400_000;

/**
 * `npm run submissions` for a person's requests, retention and delivery repair, against the database directly.
 * A test runs the command up to seven times, each a node process opening the database: up to 167 s in a full
 * run on the slower 2-core machine (PGlite), so the guard against a hang is five times that.
 */
describe.each(ENGINES)('npm run submissions: find, export, erase, purge, failed, retry on %s', { timeout: 900_000 }, (engine) => {
  const database = testDatabase(engine);
  let fake: FakeMailchimp;
  let env: Record<string, string>;

  async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const db = await database.open();
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    fake = await startFakeMailchimp();
    env = { ...database.env, MAILCHIMP_API_KEY: fake.apiKey, MAILCHIMP_LIST_ID: fake.listId, MAILCHIMP_API_URL: fake.url, SUBMISSION_RETENTION_DAYS: '365' };
  });
  afterAll(async () => {
    await fake?.close();
    database.remove();
  });
  beforeEach(async () => {
    fake.reset();
    await withDb(async (db) => {
      await resetTables(db);
      await db.query('TRUNCATE erasures, submission_tally RESTART IDENTITY CASCADE');
    });
  });

  it('finds and exports what is held for an address; an unknown one is a plain answer', async () => {
    const ids = await withDb(async (db) => [
      (await storeSubmission(db, contact({ email: 'Lise.Meitner@Example.org', fields: { MMERGE5: 'Fission question' } }))).id,
      (await storeSubmission(db, contact({ email: 'otto@example.org' }))).id,
    ]);
    const found = await runTsx(CLI, ['find', 'lise.meitner@example.org'], env);
    expect(found.stderr).toBe('');
    expect(found.code).toBe(0);
    expect(found.stdout).toContain('1 submission held for lise.meitner@example.org:');
    expect(found.stdout).toMatch(new RegExp(`^${ids[0]}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+contact\\s+Lise.Meitner@Example.org\\s+Ada Lovelace\\s+Fission question\\s+pending$`, 'm'));
    expect(found.stdout).not.toContain('otto@example.org');

    const outFile = join(database.options.dataDir, 'lise.json');
    const exported = await runTsx(CLI, ['export', 'LISE.MEITNER@example.org', '--out', outFile], env);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain(`1 submission for LISE.MEITNER@example.org written to ${outFile}`);
    const data = JSON.parse(readFileSync(outFile, 'utf8'));
    expect(data).toMatchObject({ email: 'lise.meitner@example.org', retentionDays: 365 });
    expect(data.submissions).toEqual([expect.objectContaining({ id: ids[0], form: 'contact', fields: expect.objectContaining({ MMERGE5: 'Fission question' }) })]);

    const unknown = await runTsx(CLI, ['find', 'nobody@example.org'], env);
    expect(unknown).toMatchObject({ code: 0, stdout: 'Nothing is held for nobody@example.org.\n' });
    const bad = await runTsx(CLI, ['find', 'not-an-address'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"not-an-address" is not an e-mail address');
  });

  it('erases an address after confirmation, deletes the Mailchimp member once, and says so again without error', async () => {
    await withDb(async (db) => {
      await storeSubmission(db, newsletter({ email: 'marie@example.org' }));
      await storeSubmission(db, contact({ email: 'pierre@example.org' }));
    });
    fake.members.set(md5('marie@example.org'), { email_address: 'marie@example.org', status: 'pending', merge_fields: {}, tags: ['newsletter'] });

    const unconfirmed = await runTsx(CLI, ['erase', 'marie@example.org'], env);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('add --yes to erase without the question');
    expect(await withDb((db) => count(db, 'submissions'))).toBe(2);

    const erased = await runTsx(CLI, ['erase', 'marie@example.org', '--yes'], env);
    expect(erased.stderr).toBe('');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toBe(
      'Erased 1 submission held for marie@example.org (audit line 1).\nMailchimp: the member is deleted permanently (or was not in the audience).\n',
    );
    expect(fake.permanentlyDeleted).toEqual([md5('marie@example.org')]);

    const again = await runTsx(CLI, ['erase', 'marie@example.org', '--yes'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing was held for marie@example.org in the database (erased already, or never received); audit line 2.');
    expect(fake.permanentlyDeleted).toEqual([md5('marie@example.org')]);

    const audit = await runTsx(CLI, ['erasures'], env);
    expect(audit.stdout).toMatch(/^2\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+0\s+done\s+\d{4}/m);
    expect(audit.stdout).toMatch(/^1\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+1\s+done\s+\d{4}/m);
    expect(audit.stdout).not.toContain('marie');
    expect(await withDb((db) => count(db, 'submissions'))).toBe(1);
  });

  it('purges what is past SUBMISSION_RETENTION_DAYS by hand, dry run first, and counts it', async () => {
    await withDb(async (db) => {
      for (const [days, submission] of [
        [400, contact()],
        [366, newsletter()],
        [364, contact()],
      ] as const) {
        const { id } = await storeSubmission(db, submission);
        await db.query('UPDATE submissions SET created_at = $2 WHERE id = $1', [id, new Date(Date.now() - days * DAY)]);
      }
    });
    const dry = await runTsx(CLI, ['purge', '--dry-run'], env);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^Would remove 2 submissions \(1 contact, 1 newsletter\) received before \d{4}-\d\d-\d\d \d\d:\d\d UTC \(retention: 365 days\)\.\n2 of them had never been delivered to Mailchimp\.\n$/);
    expect(await withDb((db) => count(db, 'submissions'))).toBe(3);

    const purge = await runTsx(CLI, ['purge'], env);
    expect(purge.stdout).toMatch(/^Removed 2 submissions \(1 contact, 1 newsletter\)/);
    expect(await withDb((db) => count(db, 'submissions'))).toBe(1);
    expect((await runTsx(CLI, ['purge'], env)).stdout).toMatch(/^Nothing is older than the retention \(365 days: received before /);

    const counts = await runTsx(CLI, ['counts'], env);
    expect(counts.stdout).toMatch(/^month\s+form\s+received\s+removed by retention\s+erased on request$/m);
    const totals = counts.stdout
      .split('\n')
      .filter((line) => /^\d{4}-\d\d /.test(line))
      .map((line) => line.split(/\s+/).slice(2, 4).map(Number));
    expect(totals.reduce((sum, [received]) => sum + (received ?? 0), 0)).toBe(3);
    expect(totals.reduce((sum, [, removed]) => sum + (removed ?? 0), 0)).toBe(2);
  });

  it('lists failed deliveries with their last error and retries one, then all', async () => {
    const ids = await withDb(async (db) => {
      const first = await storeSubmission(db, contact({ email: 'one@example.org' }));
      const second = await storeSubmission(db, contact({ email: 'two@example.org' }));
      await db.query(`UPDATE outbox SET failed_at = now(), attempts = 15, last_error = 'Mailchimp 503: Service Unavailable'`);
      const rows = await db.query<{ id: number; submission_id: number }>('SELECT id, submission_id FROM outbox ORDER BY id');
      expect(rows.map((row) => Number(row.submission_id))).toEqual([first.id, second.id]);
      return rows.map((row) => Number(row.id));
    });
    const failed = await runTsx(CLI, ['failed'], env);
    expect(failed.code).toBe(0);
    expect(failed.stdout).toMatch(/^id\s+what\s+submission\s+queued \(UTC\)\s+failed \(UTC\)\s+attempts\s+last error$/m);
    expect(failed.stdout).toMatch(new RegExp(`^${ids[0]}\\s+contact\\s+\\d+\\s+.*\\s+15\\s+Mailchimp 503: Service Unavailable$`, 'm'));
    expect(failed.stdout).toContain('Waiting for delivery: 0.');

    const one = await runTsx(CLI, ['retry', String(ids[0])], env);
    expect(one.code).toBe(0);
    expect(one.stdout).toBe(`Put back in the queue: ${ids[0]}.\nTried now: 1 delivered, 0 to be retried later, 0 failed again.\n`);
    expect(fake.members.has(md5('one@example.org'))).toBe(true);

    const delivered = await runTsx(CLI, ['retry', String(ids[0])], env);
    expect(delivered.code).toBe(1);
    expect(delivered.stdout).toContain(`Delivery ${ids[0]} not retried: it was delivered already.`);

    fake.rejectNext(400, 'two@example.org is already a list member in compliance state due to unsubscribe, bounce, or compliance review.');
    const all = await runTsx(CLI, ['retry', '--all'], env);
    expect(all.stdout).toContain(`Put back in the queue: ${ids[1]}.`);
    expect(all.stdout).toContain('Tried now: 0 delivered, 0 to be retried later, 1 failed again.');
    expect(all.stdout).toContain(`Delivery ${ids[1]} failed again: Mailchimp 400: two@example.org is already a list member in compliance state`);
    const usage = await runTsx(CLI, ['retry'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('retry takes the ids shown by `npm run submissions -- failed`, or --all');
  });
});
