import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/forms/db';
import { createMailchimpClient, type DeliveryResult, type MailchimpClient } from '@/lib/forms/mailchimp';
import { BACKOFF_BASE_MS, deliverDue, kickOutbox, MAX_ATTEMPTS, startOutboxWorker } from '@/lib/forms/outbox';
import { listFailed, retryFailed } from '@/lib/forms/repair';
import { listSubmissions, storeSubmission } from '@/lib/forms/store';
import { startFakeMailchimp, md5, type FakeMailchimp } from './fake-mailchimp';
import { contact, count, ENGINES, newsletter, resetTables, storeMany, testDatabase } from './support';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
/** No jitter: backoff is exactly 30 s · 2^(attempts−1). */
const noJitter = () => 0;

describe.each(ENGINES)('delivering the outbox to Mailchimp on %s', (engine) => {
  const database = testDatabase(engine);
  let db: Db;
  let fake: FakeMailchimp;
  let client: MailchimpClient;

  beforeAll(async () => {
    fake = await startFakeMailchimp();
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    await fake?.close();
    database.remove();
  });
  beforeEach(async () => {
    await resetTables(db);
    fake.reset();
    // Room for a loaded machine: the fake answers in this process, beside PGlite's work (the timeout tests have
    // a client of their own that gives up when told: firstPutUnanswered).
    client = createMailchimpClient({ apiKey: fake.apiKey, listId: fake.listId, apiUrl: fake.url, timeoutMs: 60_000 });
  });

  async function outboxRow(submissionId: number) {
    const [row] = await db.query<{ attempts: number; next_attempt_at: Date; delivered_at: Date | null; failed_at: Date | null; last_error: string | null; locked_until: Date | null }>(
      'SELECT attempts, next_attempt_at, delivered_at, failed_at, last_error, locked_until FROM outbox WHERE submission_id = $1',
      [submissionId],
    );
    return row!;
  }

  it('upserts a contact as a transactional member with its merge fields, then tags it contact-form', async () => {
    const submission = contact({
      email: 'Ada.Lovelace@Example.org',
      fields: { MMERGE3: '', MMERGE6: '' },
    });
    const { id } = await storeSubmission(db, submission);
    expect(await deliverDue(db, client)).toMatchObject({ claimed: 1, delivered: 1, retrying: 0, failed: 0 });

    const hash = md5('ada.lovelace@example.org');
    expect(fake.calls.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `PUT /3.0/lists/${fake.listId}/members/${hash} 200`,
      `POST /3.0/lists/${fake.listId}/members/${hash}/tags 204`,
    ]);
    expect(fake.calls[0]?.body).toEqual({
      email_address: 'Ada.Lovelace@Example.org',
      status_if_new: 'transactional',
      // Empty optional fields (job title, industry) are left out; no consent flags, no EMAIL.
      merge_fields: {
        FNAME: 'Ada Lovelace',
        MMERGE4: 'Supply Chain',
        MMERGE5: 'Graphite supply',
        MMERGE7: 'Do you buy reactor-grade graphite?\nWe make it.',
      },
    });
    expect(fake.calls[1]?.body).toEqual({ tags: [{ name: 'contact-form', status: 'active' }] });
    expect(fake.members.get(hash)).toMatchObject({ status: 'transactional', tags: ['contact-form'] });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ attempts: 1, failed_at: null, last_error: null, locked_until: null });
    expect(row.delivered_at).toBeInstanceOf(Date);
    expect((await listSubmissions(db))[0]?.delivery.state).toBe('delivered');
    // Delivered means done: nothing is sent again, whenever the worker runs.
    expect(await deliverDue(db, client, { now: later(new Date(), 48 * HOUR) })).toMatchObject({ claimed: 0 });
    expect(fake.calls).toHaveLength(2);
  });

  it('asks a newsletter subscriber for double opt-in (pending) and tags them newsletter', async () => {
    await storeSubmission(db, newsletter({ email: 'reader@example.net' }));
    await deliverDue(db, client);
    const hash = md5('reader@example.net');
    expect(fake.calls.map((call) => call.method)).toEqual(['PUT', 'POST']);
    expect(fake.calls[0]?.body).toEqual({
      email_address: 'reader@example.net',
      status_if_new: 'pending',
      merge_fields: { FNAME: 'Grace' },
    });
    expect(fake.members.get(hash)).toMatchObject({ status: 'pending', tags: ['newsletter'] });
  });

  it('asks a known contact who now subscribes for opt-in, and leaves a subscriber subscribed', async () => {
    await storeSubmission(db, contact({ email: 'both@example.com' }));
    await deliverDue(db, client);
    await storeSubmission(db, newsletter({ email: 'both@example.com' }));
    await deliverDue(db, client);
    const member = fake.members.get(md5('both@example.com'));
    expect(member).toMatchObject({ status: 'pending', tags: ['contact-form', 'newsletter'] });
    expect(fake.calls.map((call) => call.method)).toEqual(['PUT', 'POST', 'PUT', 'PATCH', 'POST']);
    expect(fake.calls[3]?.body).toEqual({ status: 'pending' });

    member!.status = 'subscribed';
    await storeSubmission(db, newsletter({ email: 'both@example.com' }));
    await deliverDue(db, client);
    expect(member?.status).toBe('subscribed');
    expect(fake.calls.slice(5).map((call) => call.method)).toEqual(['PUT', 'POST']);
  });

  it('retries a 500 with exponential backoff and stops once Mailchimp accepts', async () => {
    const { id } = await storeSubmission(db, contact({ email: 'retry@example.com' }));
    const start = new Date('2030-01-01T00:00:00Z');
    await db.query('UPDATE outbox SET next_attempt_at = $1', [start]);
    fake.failNext(2, 500);

    expect(await deliverDue(db, client, { now: start, random: noJitter })).toMatchObject({ claimed: 1, retrying: 1 });
    let row = await outboxRow(id);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBe('Mailchimp 500: scripted failure');
    expect(row.next_attempt_at.getTime()).toBe(start.getTime() + BACKOFF_BASE_MS);

    // Not due yet: nothing is sent.
    expect(await deliverDue(db, client, { now: later(start, 29 * SECOND), random: noJitter })).toMatchObject({ claimed: 0 });
    expect(fake.calls).toHaveLength(1);

    const second = later(start, 30 * SECOND);
    expect(await deliverDue(db, client, { now: second, random: noJitter })).toMatchObject({ claimed: 1, retrying: 1 });
    row = await outboxRow(id);
    expect(row.attempts).toBe(2);
    expect(row.next_attempt_at.getTime()).toBe(second.getTime() + 2 * BACKOFF_BASE_MS);
    expect(await deliverDue(db, client, { now: later(second, 59 * SECOND) })).toMatchObject({ claimed: 0 });

    const third = later(second, 60 * SECOND);
    expect(await deliverDue(db, client, { now: third })).toMatchObject({ claimed: 1, delivered: 1 });
    row = await outboxRow(id);
    expect(row).toMatchObject({ attempts: 3, last_error: null, failed_at: null });
    expect(row.delivered_at?.getTime()).toBe(third.getTime());
    // A 500 may come after Mailchimp stored the member: each retry asks first (GET), and sends only on a 404.
    expect(fake.calls.map((call) => `${call.method} ${call.status}`)).toEqual(['PUT 500', 'GET 500', 'GET 404', 'PUT 200', 'POST 204']);

    expect(await deliverDue(db, client, { now: later(third, 7 * 24 * HOUR) })).toMatchObject({ claimed: 0 });
    expect(fake.calls).toHaveLength(5);
  });

  /**
   * A contact whose first delivery's PUT Mailchimp received, but whose answer the client gave up on: the client
   * times out the moment the fake has the request (no timer: a loaded machine changes nothing), and the fake
   * stores the member once the client has gone. The attempt is to be retried; the member is stored all the same.
   */
  async function firstPutUnanswered(email: string) {
    const { id } = await storeSubmission(db, contact({ email }));
    let gaveUp = false;
    const givesUpOnFirstPut: typeof fetch = async (url, init) => {
      if (init?.method !== 'PUT' || gaveUp) return fetch(url, init);
      gaveUp = true;
      const controller = new AbortController();
      const answer = fetch(url, { ...init, signal: controller.signal });
      await expect.poll(() => fake.calls.some((call) => call.method === 'PUT')).toBe(true);
      controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      return answer;
    };
    const impatient = createMailchimpClient({ apiKey: fake.apiKey, listId: fake.listId, apiUrl: fake.url, timeoutMs: 60_000 }, givesUpOnFirstPut);
    const now = new Date('2030-01-01T00:00:00Z');
    await db.query('UPDATE outbox SET next_attempt_at = $1', [now]);
    fake.answerNextAfterClientLeaves();
    expect(await deliverDue(db, impatient, { now })).toMatchObject({ retrying: 1 });
    expect((await outboxRow(id)).last_error).toBe('Mailchimp PUT failed: no answer within 60000 ms');
    await expect.poll(() => fake.calls.find((call) => call.method === 'PUT')?.status).toBe(200);
    return { id, now };
  }

  it('retries a timeout, a 429 and a failed tag call', async () => {
    const { id, now: first } = await firstPutUnanswered('slow@example.com');

    let now = later(first, HOUR);
    fake.rejectNext(429, 'You have exceeded the limit of 10 simultaneous connections.');
    expect(await deliverDue(db, client, { now })).toMatchObject({ retrying: 1 });
    expect((await outboxRow(id)).last_error).toBe('Mailchimp 429: You have exceeded the limit of 10 simultaneous connections.');

    now = later(now, HOUR);
    fake.passNext(); // the check finds the member the unanswered PUT stored; the tag call fails
    fake.failNext(1, 503);
    expect(await deliverDue(db, client, { now })).toMatchObject({ retrying: 1 });

    now = later(now, HOUR);
    expect(await deliverDue(db, client, { now })).toMatchObject({ delivered: 1 });
    expect(await outboxRow(id)).toMatchObject({ attempts: 4, last_error: null });
    expect(fake.members.get(md5('slow@example.com'))?.tags).toEqual(['contact-form']);
    // Every retry asked first, and the member was never sent again.
    expect(fake.calls.map((call) => `${call.method} ${call.status}`)).toEqual(['PUT 200', 'GET 429', 'GET 200', 'POST 503', 'GET 200', 'POST 204']);
  });

  it('does not send again a member Mailchimp received but did not answer for in time: the retry asks first', async () => {
    const email = 'unanswered@example.com';
    const { now } = await firstPutUnanswered(email);

    expect(await deliverDue(db, client, { now: later(now, HOUR) })).toMatchObject({ delivered: 1 });
    const member = `/3.0/lists/${fake.listId}/members/${md5(email)}`;
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`PUT ${member}`, `GET ${member}`, `POST ${member}/tags`]);
    expect(fake.members.get(md5(email))?.tags).toEqual(['contact-form']);
  });

  it('a delivery that ran out of attempts after Mailchimp may have received it, retried by hand, asks first', async () => {
    const email = 'given-up@example.com';
    const { id, now } = await firstPutUnanswered(email);
    // The last attempt fails too (the check's own 503): the row fails, in doubt.
    await db.query('UPDATE outbox SET attempts = $2 WHERE submission_id = $1', [id, MAX_ATTEMPTS - 1]);
    fake.failNext(1, 503);
    expect(await deliverDue(db, client, { now: later(now, HOUR) })).toMatchObject({ failed: 1 });
    const [failedRow] = await listFailed(db);
    expect(await retryFailed(db, [failedRow!.id], later(now, 2 * HOUR))).toMatchObject({ requeued: [failedRow!.id] });

    expect(await deliverDue(db, client, { now: later(now, 2 * HOUR) })).toMatchObject({ delivered: 1 });
    expect(fake.calls.map((call) => `${call.method} ${call.status}`)).toEqual(['PUT 200', 'GET 503', 'GET 200', 'POST 204']);
    expect(fake.members.get(md5(email))?.tags).toEqual(['contact-form']);
  });

  it('marks a permanent 400 as failed with Mailchimp\u2019s detail and never sends it again', async () => {
    const { id } = await storeSubmission(db, contact({ email: 'fake@example.com' }));
    const detail = 'fake@example.com looks fake or invalid, please enter a real email address.';
    fake.rejectNext(400, detail);
    expect(await deliverDue(db, client)).toMatchObject({ claimed: 1, failed: 1 });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ attempts: 1, delivered_at: null, last_error: `Mailchimp 400: ${detail}` });
    expect(row.failed_at).toBeInstanceOf(Date);
    expect((await listSubmissions(db))[0]?.delivery).toMatchObject({ state: 'failed', lastError: `Mailchimp 400: ${detail}` });
    expect(await deliverDue(db, client, { now: later(new Date(), 30 * 24 * HOUR) })).toMatchObject({ claimed: 0 });
    expect(fake.calls).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    const { id } = await storeSubmission(db, contact());
    fake.failNext(MAX_ATTEMPTS + 5, 503);
    let now = new Date('2030-01-01T00:00:00Z');
    await db.query('UPDATE outbox SET next_attempt_at = $1', [now]);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
      await deliverDue(db, client, { now });
      now = later(now, 7 * HOUR);
    }
    const row = await outboxRow(id);
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.failed_at).toBeInstanceOf(Date);
    expect(fake.calls).toHaveLength(MAX_ATTEMPTS);
  });

  it('a wrong API key is retried, not a reason to fail every submission for good', async () => {
    const { id } = await storeSubmission(db, contact());
    const wrongKey = createMailchimpClient({ apiKey: 'wrong-us7', listId: fake.listId, apiUrl: fake.url, timeoutMs: 60_000 });
    expect(await deliverDue(db, wrongKey)).toMatchObject({ retrying: 1 });
    expect((await outboxRow(id)).last_error).toMatch(/^Mailchimp 401: Your API key may be invalid/);
  });

  it('two workers running at once never deliver the same row twice', async () => {
    const emails = Array.from({ length: 24 }, (_, index) => `parallel${index}@example.com`);
    await storeMany(db, emails.map((email) => contact({ email })));
    // Each worker has at most a batch of 3 requests out: the first 4 are held until all 4 are, so both workers
    // have claimed rows before any delivery ends (a 15 ms latency left it to the machine's speed whether the
    // second started before the first had drained every row).
    fake.holdUntilInFlight(4);
    // On PostgreSQL the second worker is a second connection pool, as another process would be.
    const other = engine === 'postgres' ? await database.open() : db;
    try {
      const drain = async (worker: Db) => {
        let delivered = 0;
        for (;;) {
          const report = await deliverDue(worker, client, { batchSize: 3 });
          delivered += report.delivered;
          if (report.claimed === 0) return delivered;
        }
      };
      const [first, second] = await Promise.all([drain(db), drain(other)]);
      expect(first + second).toBe(emails.length);
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
    } finally {
      if (other !== db) await other.close();
    }
    for (const email of emails) expect(fake.callsFor(email).map((call) => call.method)).toEqual(['PUT', 'POST']);
    expect(await count(db, 'outbox', 'delivered_at IS NOT NULL')).toBe(emails.length);
  });

  it('a row whose lease ran out is taken over, and the slow worker\u2019s late result is discarded', async () => {
    const { id } = await storeSubmission(db, contact());
    const start = new Date('2030-01-01T00:00:00Z');
    await db.query('UPDATE outbox SET next_attempt_at = $1', [start]);
    let release!: (result: DeliveryResult) => void;
    const stuck: MailchimpClient = { deliver: () => new Promise((resolve) => (release = resolve)), erase: () => Promise.resolve({ ok: true }) };

    const slow = deliverDue(db, stuck, { now: start, leaseMs: 60 * SECOND });
    await expect.poll(() => release).toBeDefined();
    // Still leased: another worker leaves it alone.
    expect(await deliverDue(db, client, { now: later(start, 59 * SECOND) })).toMatchObject({ claimed: 0 });
    // The lease has run out: the other worker delivers it.
    expect(await deliverDue(db, client, { now: later(start, 61 * SECOND) })).toMatchObject({ claimed: 1, delivered: 1 });
    release({ ok: false, retry: true, error: 'too late' });
    expect(await slow).toMatchObject({ claimed: 1, lostLease: 1 });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.delivered_at?.getTime()).toBe(later(start, 61 * SECOND).getTime());
  });

  it('after a restart, delivered rows are never sent again and pending rows are sent once', async () => {
    const emails = ['one@example.com', 'two@example.com', 'three@example.com'];
    await storeMany(db, emails.map((email) => contact({ email })));
    expect(await deliverDue(db, client, { batchSize: 2 })).toMatchObject({ delivered: 2 });
    // A worker that crashed holding a lease on the third row (claimed, never answered).
    await db.query("UPDATE outbox SET locked_until = now() + interval '2 minutes', lease_token = 'dead' WHERE delivered_at IS NULL");

    await db.close();
    db = await database.open();
    const fresh = createMailchimpClient({ apiKey: fake.apiKey, listId: fake.listId, apiUrl: fake.url, timeoutMs: 60_000 });
    if (engine === 'pglite') {
      // Only one process can open PGlite, so the dead process's lease is handed back at once.
      expect(await deliverDue(db, fresh)).toMatchObject({ claimed: 1, delivered: 1 });
    } else {
      // Another process may still be working on it: wait for its lease to run out.
      expect(await deliverDue(db, fresh)).toMatchObject({ claimed: 0 });
      expect(await deliverDue(db, fresh, { now: later(new Date(), 3 * 60 * SECOND) })).toMatchObject({ claimed: 1, delivered: 1 });
    }
    expect(await deliverDue(db, fresh, { now: later(new Date(), 24 * HOUR) })).toMatchObject({ claimed: 0 });
    expect(fake.callsFor('one@example.com').map((call) => call.method)).toEqual(['PUT', 'POST']);
    expect(fake.callsFor('two@example.com').map((call) => call.method)).toEqual(['PUT', 'POST']);
    // The crashed attempt may have reached Mailchimp: it looks first (not there), then delivers once.
    expect(fake.callsFor('three@example.com').map((call) => `${call.method} ${call.status}`)).toEqual(['GET 404', 'PUT 200', 'POST 204']);
  });

  it('does not send again what a worker delivered just before it died', async () => {
    const submission = newsletter({ email: 'sent-then-crashed@example.org' });
    const { id } = await storeSubmission(db, submission);
    // The worker claimed the row, Mailchimp accepted it, and the process died before recording that.
    await db.query("UPDATE outbox SET locked_until = now() + interval '2 minutes', lease_token = 'dead', attempts = 0 WHERE submission_id = $1", [id]);
    expect(await client.deliver(submission)).toEqual({ ok: true });
    fake.calls.length = 0;

    await db.close();
    db = await database.open();
    const now = engine === 'pglite' ? new Date() : later(new Date(), 3 * 60 * SECOND);
    expect(await deliverDue(db, client, { now })).toMatchObject({ claimed: 1, delivered: 1 });
    expect(fake.calls.map((call) => `${call.method} ${call.status}`)).toEqual(['GET 200']);
    expect(await outboxRow(id)).toMatchObject({ attempts: 1, last_error: null, locked_until: null });
    expect(await deliverDue(db, client, { now: later(now, 24 * HOUR) })).toMatchObject({ claimed: 0 });
    expect(fake.calls).toHaveLength(1);
  });

  it('the worker delivers at once when kicked, never overlaps its runs, and stops', async () => {
    expect(await startOutboxWorker({ db: async () => db })).toBeNull(); // no MAILCHIMP_* in the test environment
    const worker = await startOutboxWorker({ client, db: async () => db, intervalMs: 60_000, batchSize: 2 });
    expect(worker).not.toBeNull();
    try {
      expect(await startOutboxWorker({ client, db: async () => db })).toBe(worker);
      await worker!.kick();
      await storeMany(db, [contact({ email: 'kick1@example.com' }), newsletter({ email: 'kick2@example.com' }), contact({ email: 'kick3@example.com' })]);
      kickOutbox();
      kickOutbox();
      await worker!.kick();
      expect(await count(db, 'outbox', 'delivered_at IS NOT NULL')).toBe(3);
      for (const email of ['kick1@example.com', 'kick2@example.com', 'kick3@example.com']) {
        expect(fake.callsFor(email).map((call) => call.method)).toEqual(['PUT', 'POST']);
      }
    } finally {
      await worker?.stop();
    }
    await storeSubmission(db, contact({ email: 'after-stop@example.com' }));
    kickOutbox();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.callsFor('after-stop@example.com')).toEqual([]);
  });
});
