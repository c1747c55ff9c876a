import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/lib/forms/rate-limit';
import { clientAddress, readFormBody } from '@/lib/forms/request';

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/forms/contact', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('reading a posted form', () => {
  it('reads url-encoded, multipart and JSON bodies, keeping the first of repeated names', async () => {
    expect(await readFormBody(post('FNAME=J%C3%B6rg&EMAIL=a%40b.co&FNAME=second', 'application/x-www-form-urlencoded'))).toEqual({
      ok: true,
      fields: { FNAME: 'Jörg', EMAIL: 'a@b.co' },
    });
    const form = new FormData();
    form.set('FNAME', 'Ada');
    form.set('upload', new Blob(['x']), 'x.txt');
    const multipart = new Request('http://localhost/x', { method: 'POST', body: form });
    expect(await readFormBody(multipart)).toEqual({ ok: true, fields: { FNAME: 'Ada', upload: { file: true } } });
    expect(await readFormBody(post('{"FNAME":"Ada","CONSENT":true}', 'application/json; charset=utf-8'))).toEqual({
      ok: true,
      fields: { FNAME: 'Ada', CONSENT: true },
    });
  });

  it('refuses other types, malformed JSON and bodies over the cap, even without a length header', async () => {
    expect(await readFormBody(post('<x/>', 'text/xml'))).toEqual({ ok: false, status: 415, reason: 'unsupported' });
    expect(await readFormBody(post('{"a":', 'application/json'))).toEqual({ ok: false, status: 400, reason: 'malformed' });
    expect(await readFormBody(post('[1,2]', 'application/json'))).toEqual({ ok: false, status: 400, reason: 'malformed' });
    expect(await readFormBody(post('null', 'application/json'))).toEqual({ ok: false, status: 400, reason: 'malformed' });
    expect(await readFormBody(post('a=%FF%FE', 'application/x-www-form-urlencoded'))).toEqual({ ok: true, fields: { a: '\uFFFD\uFFFD' } });
    expect(await readFormBody(post('x'.repeat(2000), 'application/x-www-form-urlencoded'), 1000)).toEqual({
      ok: false,
      status: 413,
      reason: 'too-large',
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 10; index += 1) controller.enqueue(new Uint8Array(500).fill(97));
        controller.close();
      },
    });
    const chunked = new Request('http://localhost/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(await readFormBody(chunked, 1000)).toEqual({ ok: false, status: 413, reason: 'too-large' });
  });

  it('takes the connecting address, or the one before a trusted proxy', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.2' });
    expect(clientAddress(headers, false)).toBe('10.0.0.2');
    expect(clientAddress(headers, true)).toBe('198.51.100.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::1' }), true)).toBe('::1');
    expect(clientAddress(new Headers(), false)).toBeNull();
  });
});

describe('the per-address rate limit', () => {
  it('allows the configured number of posts per window, then says how long to wait', () => {
    const limiter = new RateLimiter(() => ({ count: 3, seconds: 60 }));
    const start = 1_000_000;
    expect([0, 1, 2].map((offset) => limiter.hit('contact:1.2.3.4', start + offset * 1000).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('contact:1.2.3.4', start + 10_000)).toEqual({ allowed: false, retryAfter: 50 });
    expect(limiter.hit('contact:5.6.7.8', start + 10_000).allowed).toBe(true);
    expect(limiter.hit('contact:1.2.3.4', start + 60_001).allowed).toBe(true);
  });
});
