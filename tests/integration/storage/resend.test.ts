import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/forms/db';
import { count, ENGINES, resetTables, testDatabase } from './support';

/**
 * A visitor whose answer was lost (the server died, a deploy, the network) sends the very same form again:
 * the same fields, the same solved captcha, the same one-off key. The whole path a post takes, on both
 * databases: thanked again and stored once, while a captcha reused by another form is still refused.
 */

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe.each(ENGINES)('sending the same form again on %s', (engine) => {
  const database = testDatabase(engine);
  let db: Db;
  let forms: typeof import('@/lib/forms/submit');
  let captcha: typeof import('@/lib/forms/captcha');
  let closeDb: () => Promise<void>;
  let visitors = 0;
  const visitor = () => ({ ip: `192.0.2.${(visitors += 1)}`, userAgent: 'Mozilla/5.0 (test)' });

  /** A rendered contact form, filled in, with its question answered. */
  function filledForm(key: string) {
    const question = captcha.createQuestion();
    const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(question.text)!;
    return {
      FNAME: 'Lise Meitner',
      EMAIL: `lise.${key}@example.org`,
      MMERGE4: 'Supply Chain',
      MMERGE5: 'Fuel salt',
      MMERGE7: 'Can you take a shipment in May?',
      CONSENT: 'on',
      submission_id: key,
      captcha_token: question.token,
      captcha_answer: String(WORDS.indexOf(a!) + WORDS.indexOf(b!)),
    };
  }

  beforeAll(async () => {
    // The site's own modules, opened on this engine's database as the server would from its environment.
    Object.assign(process.env, database.env, { ALTCHA_HMAC_KEY: 'resend-test-key-0123456789abcdef0123', FORM_RATE_LIMIT: '3/600' });
    vi.resetModules();
    delete (globalThis as { __formRateLimiter?: unknown }).__formRateLimiter;
    forms = await import('@/lib/forms/submit');
    captcha = await import('@/lib/forms/captcha');
    const dbModule = await import('@/lib/forms/db');
    closeDb = dbModule.closeDb;
    db = await dbModule.getDb();
    expect(db.kind).toBe(engine);
    await resetTables(db);
  });
  afterAll(async () => {
    await closeDb?.();
    database.remove();
  });

  it('thanks the same form sent again, with the same captcha, and stores it once', async () => {
    const form = filledForm('a1a1a1a1a1a1a1a1a1a1');
    const who = visitor();
    const first = await forms.handleFields('contact', form, who);
    expect(first).toMatchObject({ ok: true, status: 201, title: 'Thank you for contacting us.' });
    const again = await forms.handleFields('contact', form, who);
    expect(again).toEqual(first);
    expect(await count(db, 'submissions', "idempotency_key = 'contact:a1a1a1a1a1a1a1a1a1a1'")).toBe(1);
    expect(await count(db, 'captcha_claims')).toBe(1);
  });

  it('refuses another form that carries a captcha already used, and keeps nothing of it', async () => {
    const used = filledForm('b2b2b2b2b2b2b2b2b2b2');
    expect(await forms.handleFields('contact', used, visitor())).toMatchObject({ ok: true });
    const copy = { ...filledForm('c3c3c3c3c3c3c3c3c3c3'), captcha_token: used.captcha_token, captcha_answer: used.captcha_answer };
    expect(await forms.handleFields('contact', copy, visitor())).toMatchObject({
      ok: false,
      status: 422,
      errors: { captcha: 'This captcha has already been used. Please complete it again.' },
    });
    expect(await count(db, 'submissions', "idempotency_key = 'contact:c3c3c3c3c3c3c3c3c3c3'")).toBe(0);
  });

  it('a post that fails inside its transaction leaves no claim behind: the same form sent again is stored', async () => {
    // Every outbox insert fails while this trigger exists, after the submission and its claim were written.
    await db.query(`CREATE FUNCTION fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'server gone'; END $$`);
    await db.query('CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION fail_outbox()');
    const form = filledForm('d4d4d4d4d4d4d4d4d4d4');
    const claimsBefore = await count(db, 'captcha_claims');
    try {
      expect(await forms.handleFields('contact', form, visitor())).toMatchObject({ ok: false, status: 503 });
    } finally {
      await db.query('DROP TRIGGER fail_outbox ON outbox');
      await db.query('DROP FUNCTION fail_outbox()');
    }
    expect(await count(db, 'submissions', "idempotency_key = 'contact:d4d4d4d4d4d4d4d4d4d4'")).toBe(0);
    expect(await count(db, 'captcha_claims')).toBe(claimsBefore);
    expect(await forms.handleFields('contact', form, visitor())).toMatchObject({ ok: true, status: 201 });
    expect(await count(db, 'submissions', "idempotency_key = 'contact:d4d4d4d4d4d4d4d4d4d4'")).toBe(1);
    expect(await count(db, 'outbox')).toBe(await count(db, 'submissions'));
    expect(await count(db, 'captcha_claims')).toBe(claimsBefore + 1);
  });

  it('thanks a stored form sent again over the rate limit, without counting it', async () => {
    const who = visitor();
    const form = filledForm('e5e5e5e5e5e5e5e5e5e5');
    expect((await forms.handleFields('contact', form, who)).status).toBe(201);
    for (let index = 0; index < 4; index += 1) expect((await forms.handleFields('contact', form, who)).status).toBe(201);
    expect((await forms.handleFields('contact', filledForm('f6f6f6f6f6f6f6f6f6f6'), who)).status).toBe(201);
    expect((await forms.handleFields('contact', filledForm('a7a7a7a7a7a7a7a7a7a7'), who)).status).toBe(201);
    expect((await forms.handleFields('contact', filledForm('b8b8b8b8b8b8b8b8b8b8'), who)).status).toBe(429);
    expect((await forms.handleFields('contact', form, who)).status).toBe(201);
    expect(await count(db, 'submissions', "idempotency_key = 'contact:e5e5e5e5e5e5e5e5e5e5'")).toBe(1);
  });
});
