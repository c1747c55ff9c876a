import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { csvCell, toCsv } from '@/lib/forms/export';
import { classifyFailure, dataCentre, mailchimpConfig, memberHas, memberPayload, subscriberHash } from '@/lib/forms/mailchimp';
import { BACKOFF_CAP_MS, backoffMs } from '@/lib/forms/outbox';

describe('Mailchimp settings', () => {
  it('reads the data centre from the end of the API key', () => {
    expect(dataCentre('0123456789abcdef0123456789abcdef-us21')).toBe('us21');
    expect(dataCentre('key-with-dashes-us6')).toBe('us6');
    expect(() => dataCentre('0123456789abcdef')).toThrow(/ends in -<data centre>/);
  });

  it('is configured only with both key and list id, and defaults the API URL to the key\u2019s data centre', () => {
    expect(mailchimpConfig(parseEnv({}))).toBeNull();
    expect(mailchimpConfig(parseEnv({ MAILCHIMP_API_KEY: 'abc123-us14', MAILCHIMP_LIST_ID: 'f00ba4' }))).toEqual({
      apiKey: 'abc123-us14',
      listId: 'f00ba4',
      apiUrl: 'https://us14.api.mailchimp.com/3.0',
      timeoutMs: 10_000,
    });
    const local = parseEnv({
      MAILCHIMP_API_KEY: 'abc123-us14',
      MAILCHIMP_LIST_ID: 'f00ba4',
      MAILCHIMP_API_URL: 'http://127.0.0.1:9999/3.0/',
      MAILCHIMP_TIMEOUT_MS: '2500',
    });
    expect(mailchimpConfig(local)).toMatchObject({ apiUrl: 'http://127.0.0.1:9999/3.0', timeoutMs: 2500 });
  });

  it('refuses half a configuration or a malformed key at start-up, naming the variable', () => {
    expect(() => parseEnv({ MAILCHIMP_API_KEY: 'abc123-us14' })).toThrow(
      /MAILCHIMP_LIST_ID: MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID must be set together/,
    );
    expect(() => parseEnv({ MAILCHIMP_LIST_ID: 'f00ba4' })).toThrow(/MAILCHIMP_API_KEY: .*must be set together/);
    expect(() => parseEnv({ MAILCHIMP_API_KEY: 'abc123', MAILCHIMP_LIST_ID: 'f00ba4' })).toThrow(/MAILCHIMP_API_KEY must look like/);
    expect(() => parseEnv({ MAILCHIMP_TIMEOUT_MS: '60000' })).toThrow(/MAILCHIMP_TIMEOUT_MS/);
  });

  it('reads the database settings without ever echoing the connection string', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://site:secret@db.example.org/site', DATA_DIR: '/var/lib/site' })).toMatchObject({
      DATABASE_URL: 'postgres://site:secret@db.example.org/site',
      DATA_DIR: '/var/lib/site',
    });
    let message = '';
    try {
      parseEnv({ DATABASE_URL: 'mysql://site:secret@db.example.org/site' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection string/);
    expect(message).not.toContain('secret');
  });
});

describe('Mailchimp member', () => {
  it('is addressed by the MD5 of the lower-cased, trimmed address', () => {
    expect(subscriberHash('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(subscriberHash(' ABC ')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('carries only the form\u2019s non-empty merge fields, cut to Mailchimp\u2019s 255 characters', () => {
    const payload = memberPayload({
      kind: 'contact',
      email: ' Ada@Example.org ',
      fields: { FNAME: 'Ada', EMAIL: 'Ada@Example.org', MMERGE3: '  ', MMERGE5: 'Hi', MMERGE7: 'é'.repeat(300), CONSENT: true },
    });
    expect(payload).toEqual({
      email_address: 'Ada@Example.org',
      status_if_new: 'transactional',
      merge_fields: { FNAME: 'Ada', MMERGE5: 'Hi', MMERGE7: 'é'.repeat(255) },
    });
    expect(memberPayload({ kind: 'newsletter', email: 'a@b.org', fields: { FNAME: 'Bo', MMERGE5: 'not a newsletter field' } })).toEqual({
      email_address: 'a@b.org',
      status_if_new: 'pending',
      merge_fields: { FNAME: 'Bo' },
    });
  });

  it('recognises a member that already has a submission (after a worker died mid-delivery)', () => {
    const submission = { kind: 'contact' as const, email: 'a@b.org', fields: { FNAME: 'Ada', MMERGE5: 'Hi' } };
    const member = { status: 'transactional', merge_fields: { FNAME: 'Ada', MMERGE5: 'Hi', LNAME: '' }, tags: [{ id: 1, name: 'contact-form' }] };
    expect(memberHas(member, submission)).toBe(true);
    expect(memberHas({ ...member, merge_fields: { FNAME: 'Ada', MMERGE5: 'Earlier question' } }, submission)).toBe(false);
    expect(memberHas({ ...member, tags: [{ id: 2, name: 'newsletter' }] }, submission)).toBe(false);
    expect(memberHas(null, submission)).toBe(false);
    const signUp = { kind: 'newsletter' as const, email: 'a@b.org', fields: { FNAME: 'Ada' } };
    expect(memberHas({ ...member, tags: [{ id: 2, name: 'newsletter' }] }, signUp)).toBe(false);
    expect(memberHas({ ...member, status: 'pending', tags: [{ id: 2, name: 'newsletter' }] }, signUp)).toBe(true);
  });

  it('sorts failures into retry later and give up', () => {
    const problem = (detail: string) => JSON.stringify({ title: 'Invalid Resource', status: 400, detail });
    expect(classifyFailure(400, problem('x looks fake or invalid'))).toEqual({ ok: false, retry: false, error: 'Mailchimp 400: x looks fake or invalid' });
    expect(classifyFailure(500, '<html>oops</html>')).toEqual({ ok: false, retry: true, error: 'Mailchimp 500: <html>oops</html>' });
    expect(classifyFailure(429, problem('Too many'), '120')).toEqual({ ok: false, retry: true, error: 'Mailchimp 429: Too many', retryAfterMs: 120_000 });
    for (const status of [401, 403, 404, 502, 503]) expect(classifyFailure(status, '').retry).toBe(true);
    for (const status of [400, 405, 422]) expect(classifyFailure(status, '').retry).toBe(false);
  });
});

describe('outbox backoff', () => {
  it('doubles from 30 s, is capped at 6 h and only ever shortened by jitter', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5].map((attempts) => backoffMs(attempts, none) / 1000)).toEqual([30, 60, 120, 240, 480]);
    expect(backoffMs(10, none)).toBe(30_000 * 512);
    expect(backoffMs(11, none)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(40, none)).toBe(6 * 3600 * 1000);
    expect(backoffMs(1, () => 0.999999)).toBeGreaterThanOrEqual(24_000);
    for (let index = 0; index < 200; index += 1) {
      const wait = backoffMs(3);
      expect(wait).toBeGreaterThanOrEqual(96_000);
      expect(wait).toBeLessThanOrEqual(120_000);
    }
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes, line breaks and edge spaces, and leaves plain values bare', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-02-03T04:05:06Z'))).toBe('2026-02-03T04:05:06.000Z');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes CRLF-terminated rows', () => {
    expect(toCsv(['id', 'note'], [[1, 'x, y'], [2, '']])).toBe('id,note\r\n1,"x, y"\r\n2,\r\n');
  });
});
