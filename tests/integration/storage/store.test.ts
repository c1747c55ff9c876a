import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/forms/db';
import { migrate, migrations } from '@/lib/forms/migrations';
import { CaptchaReplayedError, type CaptchaClaim } from '@/lib/forms/replay';
import { findSubmission, listSubmissions, storeSubmission } from '@/lib/forms/store';
import { contact, count, ENGINES, newsletter, resetTables, testDatabase } from './support';

describe.each(ENGINES)('storing submissions on %s', (engine) => {
  const database = testDatabase(engine);
  let db: Db;

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    database.remove();
  });
  beforeEach(async () => {
    await resetTables(db);
  });

  /** A solved captcha, as verification names it. */
  let captchas = 0;
  const captcha = (): CaptchaClaim => ({ key: `question:nonce-${(captchas += 1)}-${engine}`, expiresAt: Date.now() + 3_600_000 });

  /** The same Db, except that queuing for delivery fails (as a lost connection or a killed server would). */
  function failingOutbox(): Db {
    return {
      ...db,
      query: db.query.bind(db),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: async <T,>(sql: string, params?: unknown[]) => {
              if (/INSERT INTO outbox/i.test(sql)) throw new Error('connection lost');
              return tx.query<T>(sql, params);
            },
          }),
        ),
    };
  }

  it('opens on the engine it was asked for', () => {
    expect(db.kind).toBe(engine);
  });

  it('applies each migration once: opening again, or migrating concurrently, changes nothing', async () => {
    const versions = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    await storeSubmission(db, contact());
    expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []]);
    await db.close();
    db = await database.open();
    expect(await db.query('SELECT version FROM schema_migrations')).toHaveLength(migrations.length);
    expect(await count(db, 'submissions')).toBe(1);
  });

  it('stores a submission with its fields and queues it for delivery in the same step', async () => {
    const submission = contact({ email: 'grace@example.com' });
    const result = await storeSubmission(db, submission);
    expect(result).toEqual({ id: 1, created: true });
    const [row] = await db.query<{ kind: string; email: string; fields: unknown; ip: string; user_agent: string; created_at: Date }>(
      'SELECT kind, email, fields, ip, user_agent, created_at FROM submissions WHERE id = $1',
      [result.id],
    );
    expect(row).toMatchObject({ kind: 'contact', email: 'grace@example.com', ip: '203.0.113.7', user_agent: 'Mozilla/5.0 (test)' });
    expect(row?.fields).toEqual(submission.fields);
    expect(Math.abs(new Date(row!.created_at).getTime() - Date.now())).toBeLessThan(60_000);
    const outbox = await db.query<{ attempts: number; delivered_at: Date | null }>(
      'SELECT attempts, delivered_at FROM outbox WHERE submission_id = $1',
      [result.id],
    );
    expect(outbox).toEqual([{ attempts: 0, delivered_at: null }]);
  });

  it('stores a repeated post once: 50 concurrent calls with one key give one row and one id', async () => {
    const submission = contact({ idempotencyKey: 'double-click-key' });
    const results = await Promise.all(Array.from({ length: 50 }, () => storeSubmission(db, submission)));
    const ids = new Set(results.map((result) => result.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await count(db, 'submissions')).toBe(1);
    expect(await count(db, 'outbox')).toBe(1);
    // Later, the same key again (the visitor pressed Back and resubmitted): still the first row.
    expect(await storeSubmission(db, { ...submission, fields: { ...submission.fields, MMERGE5: 'changed' } })).toEqual({
      id: [...ids][0],
      created: false,
    });
    const [row] = await db.query<{ fields: { MMERGE5: string } }>('SELECT fields FROM submissions');
    expect(row?.fields.MMERGE5).toBe('Graphite supply');
  });

  it('stores 50 concurrent distinct submissions exactly once each', async () => {
    const submissions = Array.from({ length: 50 }, (_, index) => (index % 2 ? contact() : newsletter()));
    const results = await Promise.all(submissions.map((submission) => storeSubmission(db, submission)));
    expect(results.every((result) => result.created)).toBe(true);
    expect(new Set(results.map((result) => result.id)).size).toBe(50);
    expect(await count(db, 'submissions')).toBe(50);
    expect(await count(db, 'outbox')).toBe(50);
    const keys = await db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM submissions ORDER BY id');
    expect(new Set(keys.map((row) => row.idempotency_key))).toEqual(new Set(submissions.map((s) => s.idempotencyKey)));
  });

  it('never keeps a submission without its outbox row: a failure inside the transaction undoes both', async () => {
    const failing = failingOutbox();
    await expect(storeSubmission(failing, contact({ idempotencyKey: 'atomic' }))).rejects.toThrow('connection lost');
    expect(await count(db, 'submissions')).toBe(0);
    expect(await count(db, 'outbox')).toBe(0);
    // The key was not used up: the visitor's retry is stored.
    expect(await storeSubmission(db, contact({ idempotencyKey: 'atomic' }))).toMatchObject({ created: true });
    expect(await count(db, 'outbox')).toBe(1);
  });

  it('finds a stored submission by its key, and nothing under a key never stored', async () => {
    const submission = contact({ idempotencyKey: 'contact:found-key' });
    const { id } = await storeSubmission(db, submission);
    expect(await findSubmission(db, 'contact:found-key')).toBe(id);
    expect(await findSubmission(db, ' contact:found-key ')).toBe(id);
    expect(await findSubmission(db, 'contact:other-key')).toBeNull();
  });

  it('claims the captcha with a new submission, and claims nothing for the same form sent again', async () => {
    const solved = captcha();
    const submission = contact({ idempotencyKey: 'contact:resent-key' });
    const first = await storeSubmission(db, submission, { captcha: solved });
    expect(first).toMatchObject({ created: true });
    expect(await count(db, 'captcha_claims')).toBe(1);
    const [claim] = await db.query<{ expires_at: Date }>('SELECT expires_at FROM captcha_claims');
    expect(new Date(claim!.expires_at).getTime()).toBe(solved.expiresAt);
    // The answer was lost; the visitor sends the same form, with the same captcha: the first row, thanked.
    expect(await storeSubmission(db, submission, { captcha: solved })).toEqual({ id: first.id, created: false });
    // A re-rendered form with the same key and a new captcha: still the first row, and the new captcha stays unused.
    const fresh = captcha();
    expect(await storeSubmission(db, submission, { captcha: fresh })).toEqual({ id: first.id, created: false });
    expect(await count(db, 'submissions')).toBe(1);
    expect(await count(db, 'outbox')).toBe(1);
    expect(await count(db, 'captcha_claims')).toBe(1);
    expect(await storeSubmission(db, contact(), { captcha: fresh })).toMatchObject({ created: true });
  });

  it('refuses a captcha another submission has claimed, and keeps nothing of the second submission', async () => {
    const solved = captcha();
    await storeSubmission(db, contact(), { captcha: solved });
    await expect(storeSubmission(db, contact({ idempotencyKey: 'contact:replay' }), { captcha: solved })).rejects.toBeInstanceOf(CaptchaReplayedError);
    expect(await count(db, 'submissions')).toBe(1);
    expect(await count(db, 'outbox')).toBe(1);
    expect(await findSubmission(db, 'contact:replay')).toBeNull();
  });

  it('never keeps a claim without its submission: a failure inside the transaction leaves neither, and the re-send is stored', async () => {
    const solved = captcha();
    const submission = contact({ idempotencyKey: 'contact:died-mid-way' });
    await expect(storeSubmission(failingOutbox(), submission, { captcha: solved })).rejects.toThrow('connection lost');
    expect(await count(db, 'submissions')).toBe(0);
    expect(await count(db, 'captcha_claims')).toBe(0);
    // The visitor sends the same form again with the same captcha: accepted, stored once, claimed once.
    expect(await storeSubmission(db, submission, { captcha: solved })).toMatchObject({ created: true });
    expect(await count(db, 'submissions')).toBe(1);
    expect(await count(db, 'outbox')).toBe(1);
    expect(await count(db, 'captcha_claims')).toBe(1);
  });

  it('the same form sent 40 times at once with one captcha is stored once, claimed once, and never refused', async () => {
    const solved = captcha();
    const submission = contact({ idempotencyKey: 'contact:forty-at-once' });
    const results = await Promise.all(Array.from({ length: 40 }, () => storeSubmission(db, submission, { captcha: solved })));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await count(db, 'submissions')).toBe(1);
    expect(await count(db, 'outbox')).toBe(1);
    expect(await count(db, 'captcha_claims')).toBe(1);
  });

  it('20 different forms sent at once with one captcha: one is stored, the others are refused as replays', async () => {
    const solved = captcha();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => storeSubmission(db, contact(), { captcha: solved })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused).toHaveLength(19);
    expect(refused.every((outcome) => outcome.reason instanceof CaptchaReplayedError)).toBe(true);
    expect(await count(db, 'submissions')).toBe(1);
    expect(await count(db, 'outbox')).toBe(1);
    expect(await count(db, 'captcha_claims')).toBe(1);
  });

  it('refuses an unknown kind or an empty key, and the schema refuses an orphan outbox row', async () => {
    await expect(storeSubmission(db, { ...contact(), kind: 'job' as never })).rejects.toThrow(/kind/);
    await expect(storeSubmission(db, contact({ idempotencyKey: '  ' }))).rejects.toThrow(/idempotency key/);
    await expect(db.query("INSERT INTO submissions (kind, idempotency_key, email, fields) VALUES ('job', 'k', 'a@b.c', '{}')")).rejects.toThrow();
    await expect(db.query('INSERT INTO outbox (submission_id) VALUES (424242)')).rejects.toThrow();
    expect(await count(db, 'submissions')).toBe(0);
  });

  it('lists submissions newest first with their delivery state, filtered by kind and date', async () => {
    const first = await storeSubmission(db, contact({ email: 'first@example.com' }));
    const second = await storeSubmission(db, newsletter({ email: 'second@example.com' }));
    const third = await storeSubmission(db, contact({ email: 'third@example.com' }));
    await db.query("UPDATE submissions SET created_at = '2025-06-01T12:00:00Z' WHERE id = $1", [first.id]);
    await db.query("UPDATE outbox SET delivered_at = now(), attempts = 1 WHERE submission_id = $1", [second.id]);
    await db.query("UPDATE outbox SET failed_at = now(), attempts = 3, last_error = 'Mailchimp 400: looks fake' WHERE submission_id = $1", [
      third.id,
    ]);

    const all = await listSubmissions(db);
    expect(all.map((row) => row.email)).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
    expect(all.map((row) => row.delivery.state)).toEqual(['failed', 'delivered', 'pending']);
    expect(all[0]?.delivery).toMatchObject({ attempts: 3, lastError: 'Mailchimp 400: looks fake', nextAttemptAt: null });
    expect(all[2]?.delivery).toMatchObject({ attempts: 0, lastError: null, deliveredAt: null });
    expect(all[2]?.delivery.nextAttemptAt).toBeInstanceOf(Date);
    expect(all[2]?.createdAt.toISOString()).toBe('2025-06-01T12:00:00.000Z');
    expect(all[1]).toMatchObject({ kind: 'newsletter', fields: { FNAME: 'Grace', CONSENT_PRIVACY: true } });

    expect((await listSubmissions(db, { kind: 'newsletter' })).map((row) => row.id)).toEqual([second.id]);
    expect((await listSubmissions(db, { since: new Date('2026-01-01') })).map((row) => row.id)).toEqual([third.id, second.id]);
    expect((await listSubmissions(db, { limit: 1 })).map((row) => row.id)).toEqual([third.id]);
  });
});

describe('waiting for a PostgreSQL connection (DATABASE_WAIT_MS)', () => {
  it('fails a query that waited its bound for a connection, and the next query, once one is free, goes through', async () => {
    const database = testDatabase('postgres');
    // One connection, held by a transaction until the waiting query has failed: its failure comes only from
    // the bound, whatever the machine's speed.
    const db = await openDb({ ...database.options, poolSize: 1, connectionWaitMs: 1000 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        holding();
        await released;
      });
      await held;
      // The pool's wait runs on a clock the test moves: not failed at 999 ms, failed at 1,000.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let outcome = 'waiting';
      const waiting = db.query('SELECT 2 AS n').then(
        () => (outcome = 'answered'),
        (error: Error) => (outcome = error.message),
      );
      await vi.advanceTimersByTimeAsync(999);
      expect(outcome).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      // The failure is the pool's own: it arrives without the clock moving further.
      await expect.poll(() => outcome).toMatch(/timeout exceeded when trying to connect/);
      await waiting;
      release();
      await transaction;
      expect(await db.query<{ n: number }>('SELECT 3 AS n')).toEqual([{ n: 3 }]);
    } finally {
      vi.useRealTimers();
      release();
      await db.close();
      database.remove();
    }
  });
});
