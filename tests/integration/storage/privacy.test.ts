import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/lib/forms/admin';
import type { Db } from '@/lib/forms/db';
import { createMailchimpClient, type MailchimpClient, type MailchimpConfig } from '@/lib/forms/mailchimp';
import { deliverDue } from '@/lib/forms/outbox';
import { eraseByEmail, exportByEmail, findByEmail, listErasures, purgeExpired, submissionCounts } from '@/lib/forms/privacy';
import { listFailed, outboxState, retryFailed } from '@/lib/forms/repair';
import { storeSubmission } from '@/lib/forms/store';
import { md5, startFakeMailchimp, type FakeMailchimp } from './fake-mailchimp';
import { contact, count, ENGINES, newsletter, resetTables, testDatabase } from './support';

const DAY = 86_400_000;
/**
 * The test's clock: every date below is relative to it. Noon a month ahead, so rows stored now (due now)
 * are due by then too.
 */
const NOW = new Date(Math.floor(Date.now() / DAY) * DAY + 30 * DAY + DAY / 2);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const noJitter = () => 0;

async function storeAt(db: Db, submission: ReturnType<typeof contact>, createdAt: Date) {
  const { id } = await storeSubmission(db, submission);
  await db.query('UPDATE submissions SET created_at = $2 WHERE id = $1', [id, createdAt]);
  await db.query('UPDATE outbox SET created_at = $2 WHERE submission_id = $1', [id, createdAt]);
  return id;
}

/** Every row of every table of ours, as text, that mentions `needle` (case-insensitive). */
async function rowsMentioning(db: Db, needle: string): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['submissions', 'outbox', 'erasures', 'submission_tally']));
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t WHERE position(lower($1) in lower(t::text)) > 0`, [needle]);
    found.push(...rows.map((row) => `${name}: ${row.row}`));
  }
  return found;
}

describe.each(ENGINES)('privacy: retention, access and erasure on %s', (engine) => {
  const database = testDatabase(engine);
  let db: Db;
  let fake: FakeMailchimp;
  let config: MailchimpConfig;
  let client: MailchimpClient;

  beforeAll(async () => {
    fake = await startFakeMailchimp();
    config = { apiKey: fake.apiKey, listId: fake.listId, apiUrl: fake.url, timeoutMs: 60_000 };
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    await fake?.close();
    database.remove();
  });
  beforeEach(async () => {
    await resetTables(db);
    await db.query('TRUNCATE erasures, submission_tally RESTART IDENTITY CASCADE');
    fake.reset();
    client = createMailchimpClient(config);
  });

  describe('retention', () => {
    it('removes exactly the submissions received before the cutoff, with their outbox rows, and keeps the rest', async () => {
      const retentionDays = 730;
      const cutoff = ago(retentionDays * DAY);
      const old = await storeAt(db, contact({ email: 'old@example.org' }), new Date(cutoff.getTime() - 1));
      const older = await storeAt(db, newsletter({ email: 'older@example.org' }), ago(900 * DAY));
      const atCutoff = await storeAt(db, contact({ email: 'edge@example.org' }), cutoff);
      const recent = await storeAt(db, contact({ email: 'recent@example.org' }), ago(3 * DAY));
      await db.query('UPDATE outbox SET delivered_at = $2 WHERE submission_id = $1', [older, ago(899 * DAY)]);

      const dry = await purgeExpired(db, { retentionDays, now: NOW, dryRun: true });
      expect(dry).toMatchObject({ skipped: false, dryRun: true, removed: { contact: 1, newsletter: 1 }, undelivered: 1 });
      expect(await count(db, 'submissions')).toBe(4);

      const report = await purgeExpired(db, { retentionDays, now: NOW });
      expect(report).toMatchObject({ skipped: false, dryRun: false, cutoff: cutoff.toISOString(), removed: { contact: 1, newsletter: 1 }, undelivered: 1 });
      const left = await db.query<{ id: number }>('SELECT id FROM submissions ORDER BY id');
      expect(left.map((row) => Number(row.id))).toEqual([atCutoff, recent]);
      const outbox = await db.query<{ submission_id: number }>('SELECT submission_id FROM outbox ORDER BY submission_id');
      expect(outbox.map((row) => Number(row.submission_id))).toEqual([atCutoff, recent]);
      expect(old).toBeLessThan(atCutoff);

      // Counted for statistics, by month and form only.
      const counts = await submissionCounts(db);
      expect(counts).toEqual(
        expect.arrayContaining([
          { month: cutoff.toISOString().slice(0, 7), kind: 'contact', stored: 2, removedByRetention: 1, removedOnRequest: 0 },
          { month: ago(900 * DAY).toISOString().slice(0, 7), kind: 'newsletter', stored: 1, removedByRetention: 1, removedOnRequest: 0 },
        ]),
      );
      expect(await rowsMentioning(db, 'old@example.org')).toEqual([]);
      expect(await rowsMentioning(db, 'older@example.org')).toEqual([]);

      // A second run finds nothing more; a day later the one at the cutoff goes too.
      expect((await purgeExpired(db, { retentionDays, now: NOW })).removed).toEqual({ contact: 0, newsletter: 0 });
      expect((await purgeExpired(db, { retentionDays, now: new Date(NOW.getTime() + DAY) })).removed).toEqual({ contact: 1, newsletter: 0 });
      expect(await count(db, 'submissions')).toBe(1);
    });

    it('the scheduled job removes what passed the retention, on its own, again and again', async () => {
      const { startRetentionJob } = await import('@/lib/forms/boot');
      const { siteMetrics } = await import('@/lib/metrics');
      const purged = async (kind: string) =>
        (await siteMetrics().retentionPurged.get()).values.find((value) => value.labels.kind === kind)?.value ?? 0;
      const before = { contact: await purged('contact'), newsletter: await purged('newsletter') };
      await storeAt(db, contact(), new Date(Date.now() - 800 * DAY));
      const kept = await storeAt(db, contact(), new Date(Date.now() - 700 * DAY));
      const job = startRetentionJob(async () => db, 730, { firstRunMs: 10, intervalMs: 200 });
      try {
        await expect.poll(() => count(db, 'submissions')).toBe(1);
        await storeAt(db, newsletter(), new Date(Date.now() - 731 * DAY));
        await expect.poll(() => count(db, 'submissions')).toBe(1);
        expect((await db.query<{ id: number }>('SELECT id FROM submissions')).map((row) => Number(row.id))).toEqual([kept]);
        // The metrics count what the runs removed, and when the last one ran (a run counts its rows once its
        // delete is done, so the count may trail the table by a moment).
        await expect.poll(() => purged('contact')).toBe(before.contact + 1);
        await expect.poll(() => purged('newsletter')).toBe(before.newsletter + 1);
        const [lastRun] = (await siteMetrics().retentionLastRun.get()).values;
        expect(Date.now() / 1000 - (lastRun?.value ?? 0)).toBeLessThan(60);
      } finally {
        job.stop();
      }
    });

    it('uses the configured period, whatever it is', async () => {
      await storeAt(db, contact(), ago(31 * DAY));
      await storeAt(db, contact(), ago(29 * DAY));
      expect((await runAdminCommand(db, { command: 'purge' }, { retentionDays: 30, mailchimp: null, now: NOW })) as object).toMatchObject({
        retentionDays: 30,
        removed: { contact: 1, newsletter: 0 },
      });
      expect(await count(db, 'submissions')).toBe(1);
    });

    if (engine === 'postgres') {
      it('two purges racing on PostgreSQL remove, and count, each row once', async () => {
        for (let index = 0; index < 40; index += 1) await storeAt(db, index % 2 ? contact() : newsletter(), ago((800 + index) * DAY));
        await storeAt(db, contact(), ago(DAY));
        const second = await database.open();
        const third = await database.open();
        try {
          const reports = await Promise.all([db, second, third].map((handle) => purgeExpired(handle, { retentionDays: 730, now: NOW })));
          const removed = reports.reduce((sum, report) => sum + report.removed.contact + report.removed.newsletter, 0);
          expect(removed).toBe(40);
          expect(reports.filter((report) => !report.skipped && report.removed.contact + report.removed.newsletter === 40)).toHaveLength(1);
          const [tally] = await db.query<{ n: number }>(`SELECT coalesce(sum(count), 0)::integer AS n FROM submission_tally WHERE removed_by = 'retention'`);
          expect(tally?.n).toBe(40);
          expect(await count(db, 'submissions')).toBe(1);
        } finally {
          await second.close();
          await third.close();
        }
      });
    }
  });

  describe('access and erasure', () => {
    it('finds and exports everything held for an address, whatever its case, and nothing of anyone else', async () => {
      const first = await storeAt(db, contact({ email: 'Grace.Hopper@Example.org', fields: { MMERGE7: 'About your salt loop' } }), ago(10 * DAY));
      const second = await storeAt(db, newsletter({ email: 'grace.hopper@example.org' }), ago(2 * DAY));
      await storeAt(db, contact({ email: 'someone.else@example.org' }), ago(DAY));

      const found = await findByEmail(db, '  GRACE.HOPPER@example.org ');
      expect(found.map((submission) => submission.id)).toEqual([second, first]);

      const data = await exportByEmail(db, 'grace.hopper@example.org', { retentionDays: 730, now: NOW });
      expect(data).toMatchObject({ email: 'grace.hopper@example.org', exportedAt: NOW.toISOString(), retentionDays: 730 });
      expect(data.submissions.map((submission) => [submission.id, submission.form])).toEqual([
        [second, 'newsletter'],
        [first, 'contact'],
      ]);
      expect(data.submissions[1]).toMatchObject({
        receivedAt: ago(10 * DAY).toISOString(),
        fields: { FNAME: 'Ada Lovelace', EMAIL: 'Grace.Hopper@Example.org', MMERGE7: 'About your salt loop' },
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (test)',
        delivery: { state: 'pending', attempts: 0, deliveredAt: null },
      });
      expect(JSON.stringify(data)).not.toContain('someone.else');
      await expect(findByEmail(db, 'not an address')).rejects.toThrow('That is not an e-mail address');
    });

    it('erases an address from every table, keeps others and an audit line without personal data; twice is no error', async () => {
      const address = 'Erase.Me@Example.org';
      await storeAt(db, contact({ email: address, fields: { MMERGE7: 'Please call me back' } }), ago(5 * DAY));
      await storeAt(db, newsletter({ email: 'erase.me@example.org' }), ago(4 * DAY));
      const keep = await storeAt(db, contact({ email: 'keep.me@example.org' }), ago(3 * DAY));
      expect(await rowsMentioning(db, 'erase.me@example.org')).toHaveLength(2);

      const report = await eraseByEmail(db, address, { mailchimp: false, now: NOW });
      expect(report).toMatchObject({ submissionsErased: 2, mailchimp: 'not configured', outboxId: null });
      expect(await rowsMentioning(db, 'erase.me@example.org')).toEqual([]);
      expect(await rowsMentioning(db, md5('erase.me@example.org'))).toEqual([]);
      expect(await rowsMentioning(db, 'Please call me back')).toEqual([]);
      expect((await findByEmail(db, 'keep.me@example.org')).map((submission) => submission.id)).toEqual([keep]);
      expect(await count(db, 'outbox')).toBe(1);

      const again = await eraseByEmail(db, address, { mailchimp: false, now: NOW });
      expect(again.submissionsErased).toBe(0);
      const audit = await listErasures(db);
      expect(audit.map((line) => [line.submissionsErased, line.mailchimp, line.completedAt])).toEqual([
        [0, 'not configured', NOW.toISOString()],
        [2, 'not configured', NOW.toISOString()],
      ]);
      // The statistics still count them.
      const counts = await submissionCounts(db);
      expect(counts.reduce((sum, row) => sum + row.removedOnRequest, 0)).toBe(2);
      expect(counts.reduce((sum, row) => sum + row.stored, 0)).toBe(3);
    });

    it('deletes the member from Mailchimp permanently, exactly once, retried after a 500, and then forgets its id', async () => {
      const address = 'member@example.org';
      const hash = md5(address);
      await storeSubmission(db, newsletter({ email: address }));
      await storeSubmission(db, contact({ email: 'bystander@example.org' }));
      expect(await deliverDue(db, client, { now: NOW })).toMatchObject({ delivered: 2 });
      expect(fake.members.has(hash)).toBe(true);
      fake.calls.length = 0;

      fake.failNext(1, 500);
      const answer = (await runAdminCommand(db, { command: 'erase', email: 'Member@Example.org' }, { retentionDays: 730, mailchimp: config, now: NOW })) as {
        submissionsErased: number;
        mailchimp: string;
        lastError: string | null;
        outboxId: number;
      };
      expect(answer).toMatchObject({ submissionsErased: 1, mailchimp: 'pending', lastError: 'Mailchimp 500: scripted failure' });
      expect(fake.members.has(hash)).toBe(true);
      expect((await outboxState(db)).backlog).toBe(1);

      // Not due again before its backoff; then the retry deletes the member.
      expect(await deliverDue(db, client, { now: new Date(NOW.getTime() + 1000) })).toMatchObject({ claimed: 0 });
      expect(await deliverDue(db, client, { now: new Date(NOW.getTime() + 60_000), random: noJitter })).toMatchObject({ claimed: 1, delivered: 1 });
      expect(await deliverDue(db, client, { now: new Date(NOW.getTime() + 10 * DAY) })).toMatchObject({ claimed: 0 });

      const deletions = fake.calls.filter((call) => call.path.endsWith('/actions/delete-permanent'));
      expect(deletions.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
        `POST /3.0/lists/${fake.listId}/members/${hash}/actions/delete-permanent 500`,
        `POST /3.0/lists/${fake.listId}/members/${hash}/actions/delete-permanent 204`,
      ]);
      expect(fake.permanentlyDeleted).toEqual([hash]);
      expect(fake.members.has(hash)).toBe(false);
      expect(fake.members.has(md5('bystander@example.org'))).toBe(true);
      expect(JSON.stringify(fake.calls)).not.toContain(address);

      expect(await listErasures(db)).toEqual([expect.objectContaining({ id: 1, submissionsErased: 1, mailchimp: 'done', lastError: null })]);
      expect(await rowsMentioning(db, address)).toEqual([]);
      expect(await rowsMentioning(db, hash)).toEqual([]);
      expect(await outboxState(db)).toEqual({ backlog: 0, oldestWaitingSince: null, failed: 0 });
    });

    it('an address Mailchimp does not have counts as erased there; a wrong audience is retried, not taken as done', async () => {
      const first = (await runAdminCommand(db, { command: 'erase', email: 'never@example.org' }, { retentionDays: 730, mailchimp: config, now: NOW })) as {
        submissionsErased: number;
        mailchimp: string;
      };
      expect(first).toMatchObject({ submissionsErased: 0, mailchimp: 'done' });
      expect(fake.calls.map((call) => `${call.method} ${call.status}`)).toEqual(['POST 404', 'GET 200']);

      const wrongList = { ...config, listId: 'nosuchlist' };
      const second = (await runAdminCommand(db, { command: 'erase', email: 'never@example.org' }, { retentionDays: 730, mailchimp: wrongList, now: NOW })) as {
        mailchimp: string;
        lastError: string;
      };
      expect(second).toMatchObject({ mailchimp: 'pending', lastError: 'Mailchimp 404: The requested resource could not be found.' });
    });

    it('an erasure waits for a delivery of the same person that is in flight, so Mailchimp never gets the data after it', async () => {
      const address = 'inflight@example.org';
      await storeSubmission(db, contact({ email: address }));
      // Another worker holds the delivery's lease for two more minutes.
      const leaseEnd = new Date(NOW.getTime() + 120_000);
      await db.query(`UPDATE outbox SET locked_until = $1, lease_token = 'other-worker'`, [leaseEnd]);
      const report = await eraseByEmail(db, address, { mailchimp: true, now: NOW });
      const [row] = await db.query<{ next_attempt_at: Date }>('SELECT next_attempt_at FROM outbox WHERE id = $1', [report.outboxId]);
      expect(new Date(row!.next_attempt_at).toISOString()).toBe(leaseEnd.toISOString());
      expect(await deliverDue(db, client, { now: new Date(NOW.getTime() + 60_000) })).toMatchObject({ claimed: 0 });
      expect(await deliverDue(db, client, { now: new Date(leaseEnd.getTime() + 1) })).toMatchObject({ claimed: 1, delivered: 1 });
    });
  });

  describe('repairing delivery', () => {
    it('lists failed deliveries with their last error and puts them back in the queue', async () => {
      const refused = await storeSubmission(db, contact({ email: 'fake-looking@example.org' }));
      const fine = await storeSubmission(db, contact({ email: 'fine@example.org' }));
      fake.rejectNext(400, 'fake-looking@example.org looks fake or invalid, please enter a real email address.');
      const report = await deliverDue(db, client, { now: NOW, batchSize: 1 });
      expect(report).toMatchObject({ claimed: 1, failed: 1 });
      await deliverDue(db, client, { now: NOW });

      const failed = await listFailed(db);
      expect(failed).toEqual([
        expect.objectContaining({
          action: 'deliver',
          submissionId: refused.id,
          kind: 'contact',
          attempts: 1,
          failedAt: NOW.toISOString(),
          lastError: 'Mailchimp 400: fake-looking@example.org looks fake or invalid, please enter a real email address.',
        }),
      ]);
      expect(await outboxState(db)).toEqual({ backlog: 0, oldestWaitingSince: null, failed: 1 });
      const rowId = failed[0]!.id;

      // Asking for ids that have not failed says why.
      const fineRow = await db.query<{ id: number }>('SELECT id FROM outbox WHERE submission_id = $1', [fine.id]);
      const refusals = await retryFailed(db, [Number(fineRow[0]!.id), 999], NOW);
      expect(refusals).toEqual({
        requeued: [],
        refused: [
          { id: Number(fineRow[0]!.id), reason: 'it was delivered already' },
          { id: 999, reason: 'there is no delivery with this id' },
        ],
      });

      const later = new Date(NOW.getTime() + 3600_000);
      const retried = (await runAdminCommand(db, { command: 'retry', ids: [rowId] }, { retentionDays: 730, mailchimp: config, now: later })) as {
        requeued: number[];
        attempt: { delivered: number };
        stillFailed: unknown[];
      };
      expect(retried).toMatchObject({ requeued: [rowId], attempt: { claimed: 1, delivered: 1 }, stillFailed: [] });
      expect(await listFailed(db)).toEqual([]);
      expect(fake.members.has(md5('fake-looking@example.org'))).toBe(true);
    });

    it('retries every failed delivery at once, and reports the backlog and its oldest row', async () => {
      await storeAt(db, contact(), ago(2 * 3600_000));
      await storeAt(db, contact(), ago(3600_000));
      await db.query(`UPDATE outbox SET failed_at = $1, attempts = 15, last_error = 'Mailchimp 503: busy'`, [NOW]);
      await storeAt(db, newsletter(), ago(30 * 60_000));
      expect(await outboxState(db)).toEqual({ backlog: 1, oldestWaitingSince: ago(30 * 60_000).toISOString(), failed: 2 });
      const report = await retryFailed(db, 'all', NOW);
      expect(report.requeued).toHaveLength(2);
      expect(await outboxState(db)).toEqual({ backlog: 3, oldestWaitingSince: ago(2 * 3600_000).toISOString(), failed: 0 });
      const [row] = await db.query<{ attempts: number; last_error: string }>('SELECT attempts, last_error FROM outbox ORDER BY id LIMIT 1');
      expect(row).toEqual({ attempts: 0, last_error: 'Mailchimp 503: busy' });
    });
  });
});
