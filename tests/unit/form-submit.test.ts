import { beforeEach, describe, expect, it, vi } from 'vitest';

// The database and the captcha are the storage suite's and the captcha tests' business: here, stand-ins.
const stored: unknown[] = [];
let storeFails = false;
let captchaOutcome: { ok: true } | { ok: false; reason: string } = { ok: true };
vi.mock('@/lib/forms/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/forms/store', () => ({
  storeSubmission: async (_db: unknown, submission: unknown) => {
    if (storeFails) throw new Error('disk full');
    stored.push(submission);
    return { id: stored.length, created: true };
  },
}));
vi.mock('@/lib/forms/outbox', () => ({ kickOutbox: () => undefined }));
let captchaChecks = 0;
vi.mock('@/lib/forms/captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/forms/captcha')>()),
  verifyCaptcha: async () => {
    captchaChecks += 1;
    return captchaOutcome;
  },
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

beforeEach(() => {
  stored.length = 0;
  storeFails = false;
  captchaOutcome = { ok: true };
  captchaChecks = 0;
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
    expect(captchaChecks).toBe(0);
  });

  it('does not ask again for a captcha that was answered when only fields are wrong, and leaves that answer unchecked', async () => {
    for (const answer of [{ altcha: 'c29sdXRpb24=' }, { captcha_token: 'signed', captcha_answer: '7' }]) {
      const result = await handleFields('contact', { ...contact, EMAIL: 'nope', ...answer }, visitor());
      expect(!result.ok && result.errors).toEqual({ EMAIL: 'Please enter a valid e-mail address, like name@example.com.' });
    }
    expect(captchaChecks).toBe(0);
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
    for (let index = 0; index < 3; index += 1) expect((await handleFields('contact', contact, one)).status).toBe(201);
    const refused = await handleFields('contact', contact, one);
    expect(refused).toMatchObject({ ok: false, status: 429, message: 'You have sent several forms in a short time. Please wait a few minutes and try again.' });
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(590);
    expect((await handleFields('newsletter', { EMAIL: 'a@b.co', FNAME: 'Ada', CONSENT_UPDATES: 'on', CONSENT_PRIVACY: 'on' }, one)).status).toBe(201);
    expect((await handleFields('contact', contact, visitor())).status).toBe(201);
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
