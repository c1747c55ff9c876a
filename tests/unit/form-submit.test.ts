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
vi.mock('@/lib/forms/captcha', () => ({ verifyCaptcha: async () => captchaOutcome }));

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
