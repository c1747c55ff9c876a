import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaReplayedError } from '@/lib/forms/replay';

// The database and the captcha are the storage suite's and the captcha tests' business: here, stand-ins
// that keep what the database would (submissions by key, claimed captchas) in memory.
const stored: { idempotencyKey: string }[] = [];
const claimed = new Set<string>();
let storeFails = false;
let lookupFails = false;
type Outcome = { ok: true; claim: { key: string; expiresAt: number } } | { ok: false; reason: string };
/** Unset: every post carries a freshly solved captcha. */
let captchaOutcome: Outcome | undefined;
const verifyCaptcha = vi.fn(async (): Promise<Outcome> => captchaOutcome ?? solved());
vi.mock('@/lib/forms/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/forms/store', () => ({
  findSubmission: async (_db: unknown, key: string) => {
    if (lookupFails) throw new Error('connection refused');
    const index = stored.findIndex((submission) => submission.idempotencyKey === key);
    return index === -1 ? null : index + 1;
  },
  storeSubmission: async (_db: unknown, submission: { idempotencyKey: string }, options: { captcha?: { key: string } } = {}) => {
    if (storeFails) throw new Error('disk full');
    const index = stored.findIndex((row) => row.idempotencyKey === submission.idempotencyKey);
    if (index !== -1) return { id: index + 1, created: false };
    if (options.captcha) {
      if (claimed.has(options.captcha.key)) throw new CaptchaReplayedError();
      claimed.add(options.captcha.key);
    }
    stored.push(submission);
    return { id: stored.length, created: true };
  },
}));
vi.mock('@/lib/forms/outbox', () => ({ kickOutbox: () => undefined }));
vi.mock('@/lib/forms/captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/forms/captcha')>()),
  verifyCaptcha,
}));

process.env.FORM_RATE_LIMIT = '3/600';
const { handleFields, handleSubmission } = await import('@/lib/forms/submit');

const contact = {
  FNAME: 'Ada Lovelace',
  EMAIL: 'ada@example.org',
  MMERGE4: 'Investors',
  MMERGE5: 'Series B',
  MMERGE7: 'Tell me more.',
  CONSENT: 'on',
  submission_id: 'a1b2c3d4e5f6a7b8c9d0',
};
let address = 0;
const visitor = () => ({ ip: `198.51.100.${(address += 1)}`, userAgent: 'test' });

let captchas = 0;
/** A freshly solved captcha, as the visitor's next form would carry. */
function solved(): Outcome {
  captchas += 1;
  return { ok: true, claim: { key: `question:n${captchas}`, expiresAt: Date.now() + 60_000 } };
}
let forms = 0;
/** Another rendered form: its own one-off key. */
const another = (fields: Record<string, string> = contact) => ({ ...fields, submission_id: `form-key-${String((forms += 1)).padStart(12, '0')}` });

beforeEach(() => {
  stored.length = 0;
  claimed.clear();
  storeFails = false;
  lookupFails = false;
  captchaOutcome = undefined;
  verifyCaptcha.mockClear();
});

describe('handling a post', () => {
  it('stores an accepted contact message under its one-off key, then thanks the visitor', async () => {
    const result = await handleFields('contact', contact, visitor());
    expect(result).toMatchObject({ ok: true, status: 201, title: 'Thank you for contacting us.', message: 'We will get in touch with you shortly.' });
    expect(stored).toEqual([
      expect.objectContaining({
        kind: 'contact',
        idempotencyKey: 'contact:a1b2c3d4e5f6a7b8c9d0',
        email: 'ada@example.org',
        fields: { FNAME: 'Ada Lovelace', EMAIL: 'ada@example.org', MMERGE4: 'Investors', MMERGE5: 'Series B', MMERGE7: 'Tell me more.', CONSENT: true },
      }),
    ]);
  });

  it('refuses invalid input with its field messages and the typed values, storing nothing', async () => {
    const result = await handleFields('contact', { ...contact, EMAIL: 'nope' }, visitor());
    expect(result).toMatchObject({ ok: false, status: 422, errors: { EMAIL: 'Please enter a valid e-mail address, like name@example.com.' } });
    expect(!result.ok && result.values.EMAIL).toBe('nope');
    expect(stored).toEqual([]);
  });

  it('names every problem of an empty post at once, the missing captcha included, without checking any captcha', async () => {
    const result = await handleFields('contact', {}, visitor());
    expect(result).toMatchObject({ ok: false, status: 422, message: 'Please correct the fields marked below and send the form again.' });
    expect(!result.ok && result.errors).toEqual({
      FNAME: 'Please enter your name.',
      EMAIL: 'Please enter your e-mail address.',
      MMERGE4: 'Please choose an inquiry type.',
      MMERGE5: 'Please enter a subject.',
      MMERGE7: 'Please enter your message.',
      CONSENT: 'Please agree to the Terms and Conditions and the Privacy Policy.',
      captcha: 'Please complete the captcha to proceed.',
    });
    const blankAnswer = await handleFields('newsletter', { EMAIL: 'a@b.co', captcha_token: 'signed', captcha_answer: '  ' }, visitor());
    expect(!blankAnswer.ok && blankAnswer.errors).toEqual({
      FNAME: 'Please enter your name.',
      CONSENT_UPDATES: 'Please agree to receive our e-mail updates.',
      CONSENT_PRIVACY: 'Please agree to the Privacy Policy.',
      captcha: 'Please complete the captcha to proceed.',
    });
    expect(verifyCaptcha).not.toHaveBeenCalled();
  });

  it('does not ask again for a captcha that was answered when only fields are wrong, and leaves that answer unchecked', async () => {
    for (const answer of [{ altcha: 'c29sdXRpb24=' }, { captcha_token: 'signed', captcha_answer: '7' }]) {
      const result = await handleFields('contact', { ...contact, EMAIL: 'nope', ...answer }, visitor());
      expect(!result.ok && result.errors).toEqual({ EMAIL: 'Please enter a valid e-mail address, like name@example.com.' });
    }
    expect(verifyCaptcha).not.toHaveBeenCalled();
  });

  it('says the captcha is missing and stores nothing', async () => {
    captchaOutcome = { ok: false, reason: 'missing' };
    const result = await handleFields('contact', contact, visitor());
    expect(result).toMatchObject({ ok: false, status: 422, message: 'Please complete the captcha to proceed.', errors: { captcha: 'Please complete the captcha to proceed.' } });
    expect(stored).toEqual([]);
  });

  it('thanks a bot that filled the newsletter trap and keeps nothing', async () => {
    const result = await handleFields('newsletter', { EMAIL: 'bot@spam.test', b_website: 'http://spam.test' }, visitor());
    expect(result).toMatchObject({ ok: true, status: 201, title: 'Thank you for subscribing.' });
    expect(stored).toEqual([]);
  });

  it('limits each address, with how long to wait, and leaves other addresses alone', async () => {
    const one = visitor();
    for (let index = 0; index < 3; index += 1) expect((await handleFields('contact', another(), one)).status).toBe(201);
    const refused = await handleFields('contact', another(), one);
    expect(refused).toMatchObject({ ok: false, status: 429, message: 'You have sent several forms in a short time. Please wait a few minutes and try again.' });
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(590);
    expect((await handleFields('newsletter', { EMAIL: 'a@b.co', FNAME: 'Ada', CONSENT_UPDATES: 'on', CONSENT_PRIVACY: 'on' }, one)).status).toBe(201);
    expect((await handleFields('contact', another(), visitor())).status).toBe(201);
  });

  it('thanks the same form sent again after its answer was lost, stores it once and does not check its used captcha again', async () => {
    const captcha = solved();
    captchaOutcome = captcha;
    const form = another();
    const who = visitor();
    expect(await handleFields('contact', form, who)).toMatchObject({ ok: true, status: 201 });
    expect(verifyCaptcha).toHaveBeenCalledTimes(1);
    // The visitor never saw that answer and sends the very same form again: the same key, the same captcha.
    expect(await handleFields('contact', form, who)).toMatchObject({ ok: true, status: 201, title: 'Thank you for contacting us.' });
    expect(await handleFields('contact', form, visitor())).toMatchObject({ ok: true, status: 201 });
    expect(verifyCaptcha).toHaveBeenCalledTimes(1);
    expect(stored.map((row) => row.idempotencyKey)).toEqual([`contact:${form.submission_id}`]);
    expect(claimed).toEqual(new Set([captcha.ok && captcha.claim.key]));
  });

  it('stores a re-sent form whose first post never reached the database, with the captcha it was solved with', async () => {
    captchaOutcome = solved();
    const form = another();
    // The first post died with the server before its transaction committed: nothing stored, nothing claimed.
    storeFails = true;
    expect(await handleFields('contact', form, visitor())).toMatchObject({ ok: false, status: 503 });
    storeFails = false;
    expect(await handleFields('contact', form, visitor())).toMatchObject({ ok: true, status: 201 });
    expect(stored).toHaveLength(1);
  });

  it('neither refuses nor counts a re-sent stored form under the rate limit', async () => {
    const one = visitor();
    const first = another();
    expect((await handleFields('contact', first, one)).status).toBe(201);
    // The same form again and again (reloads of a lost answer): thanked each time, and none of it counted.
    for (let index = 0; index < 5; index += 1) expect(await handleFields('contact', first, one)).toMatchObject({ ok: true, status: 201 });
    expect((await handleFields('contact', another(), one)).status).toBe(201);
    expect((await handleFields('contact', another(), one)).status).toBe(201);
    expect((await handleFields('contact', another(), one)).status).toBe(429);
    // Over the limit, a form already stored is still thanked.
    expect(await handleFields('contact', first, one)).toMatchObject({ ok: true, status: 201 });
    expect(stored).toHaveLength(3);
  });

  it('refuses a new form carrying a captcha another form has used, and stores nothing for it', async () => {
    captchaOutcome = solved();
    expect((await handleFields('contact', another(), visitor())).status).toBe(201);
    const result = await handleFields('contact', another(), visitor());
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      message: 'This captcha has already been used. Please complete it again.',
      errors: { captcha: 'This captcha has already been used. Please complete it again.' },
    });
    expect(!result.ok && result.values.FNAME).toBe('Ada Lovelace');
    expect(stored).toHaveLength(1);
  });

  it('says the message could not be saved when the database cannot even be read, rather than failing', async () => {
    lookupFails = true;
    const result = await handleFields('contact', another(), visitor());
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(!result.ok && result.message).toMatch(/could not save your message/);
    expect(verifyCaptcha).not.toHaveBeenCalled();
  });

  it('tells the visitor plainly when the message could not be stored, and does not thank them', async () => {
    storeFails = true;
    const result = await handleFields('contact', contact, visitor());
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(!result.ok && result.message).toMatch(/could not save your message/);
  });

  it('refuses oversized and unreadable bodies before reading them as a form', async () => {
    const big = new Request('http://localhost/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `FNAME=${'x'.repeat(70_000)}`,
    });
    expect(await handleSubmission('contact', big, visitor())).toMatchObject({
      ok: false,
      status: 413,
      message: 'The form is larger than we can accept. Please shorten your message and try again.',
    });
    const xml = new Request('http://localhost/api/forms/contact', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a/>' });
    expect(await handleSubmission('contact', xml, visitor())).toMatchObject({ ok: false, status: 415 });
  });
});
