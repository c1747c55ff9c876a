import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { createAltchaChallenge, createQuestion, verifyAltcha, verifyCaptcha, verifyProviderToken, verifyQuestion } from '@/lib/forms/captcha';

// Verifying writes nothing: it names the solved challenge, and storing the submission claims that name in
// the same transaction (the storage suite tests the claim, once per captcha, on both databases).

// A small proof of work, as the browser suite's server has (ALTCHA_MAX_COUNTER 40): what is tested is the
// checking, not the cost, and the production cost (up to 600 rounds) takes a loaded machine past 5 s.
vi.hoisted(() => {
  process.env.ALTCHA_MAX_COUNTER = '40';
});

function answerOf(text: string): number {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const match = /^What is (\w+) plus (\w+)\?$/.exec(text);
  if (!match) throw new Error(`unexpected question: ${text}`);
  return words.indexOf(match[1]!) + words.indexOf(match[2]!);
}

async function solvedPayload(issuedAt?: number): Promise<string> {
  const challenge = await createAltchaChallenge(issuedAt);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A successful check, naming the challenge it used up. */
const accepted = (key: string | RegExp) => ({ ok: true, claim: { key: typeof key === 'string' ? key : expect.stringMatching(key), expiresAt: expect.any(Number) } });

describe('the no-JavaScript question', () => {
  it('asks a sum in words and accepts the right answer, in digits or words, naming the question it answers', async () => {
    // The question's clock is the test's: asked at `now`, answered a minute later.
    const now = Date.UTC(2026, 1, 10, 9, 30);
    const question = createQuestion(now);
    const sum = answerOf(question.text);
    expect(sum).toBeGreaterThanOrEqual(2);
    expect(sum).toBeLessThanOrEqual(18);
    const first = await verifyQuestion(question.token, ` ${sum} `, now + 60_000);
    expect(first).toEqual(accepted(/^question:[\w-]{12}$/));
    expect(first.ok && first.claim.expiresAt).toBe(now + 60 * 60 * 1000);
    // The same answer checked again (the same form sent again) names the same question: claiming it is storage's part.
    expect(await verifyQuestion(question.token, String(sum), now + 120_000)).toEqual(first);
    const again = createQuestion();
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const inWords = answerOf(again.text) <= 10 ? words[answerOf(again.text)]! : String(answerOf(again.text));
    const second = await verifyQuestion(again.token, inWords.toUpperCase());
    expect(second).toEqual(accepted(/^question:/));
    expect(second.ok && first.ok && second.claim.key !== first.claim.key).toBe(true);
  });

  it('refuses a wrong answer, a forged or altered token and a question past its hour', async () => {
    const question = createQuestion();
    const sum = answerOf(question.text);
    expect(await verifyQuestion(question.token, String(sum + 1))).toEqual({ ok: false, reason: 'invalid' });
    const [body, signature] = question.token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ s: 1, e: Date.now() + 60_000, n: 'x' })).toString('base64url');
    expect(await verifyQuestion(`${forged}.${signature}`, '1')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyQuestion(`${body}.${signature.slice(0, -2)}AA`, String(sum))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyQuestion('garbage', '3')).toEqual({ ok: false, reason: 'invalid' });
    // On the test's clock: answered within the hour it is accepted, up to its last millisecond; after, refused.
    const askedAt = Date.UTC(2026, 1, 10, 9, 30);
    const old = createQuestion(askedAt);
    const oldAnswer = String(answerOf(old.text));
    expect(await verifyQuestion(old.token, oldAnswer, askedAt + 60 * 60 * 1000)).toEqual(accepted(/^question:/));
    expect(await verifyQuestion(old.token, oldAnswer, askedAt + 60 * 60 * 1000 + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyQuestion(old.token, oldAnswer, askedAt + 2 * 60 * 60 * 1000)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('ALTCHA', () => {
  it('accepts a solved challenge, naming it by its signature and its expiry', async () => {
    const payload = await solvedPayload();
    const { challenge } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: { signature: string; parameters: { expiresAt: number } } };
    const outcome = await verifyAltcha(payload);
    expect(outcome).toEqual({ ok: true, claim: { key: `altcha:${challenge.signature}`, expiresAt: challenge.parameters.expiresAt * 1000 } });
    expect(await verifyAltcha(payload)).toEqual(outcome);
    const other = await verifyAltcha(await solvedPayload());
    expect(other.ok && other.claim.key).not.toBe(outcome.ok && outcome.claim.key);
  });

  it('refuses a wrong solution, a tampered challenge and garbage', async () => {
    const challenge = await createAltchaChallenge();
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
    expect(await verifyAltcha(wrong)).toEqual({ ok: false, reason: 'invalid' });
    const solution = await solveChallenge({ challenge, deriveKey });
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await verifyAltcha(Buffer.from(JSON.stringify({ challenge: tampered, solution })).toString('base64'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // Issued two hours ago: past its hour, refused as expired.
    expect(await verifyAltcha(await solvedPayload(Date.now() - 2 * 60 * 60 * 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAltcha('not base64 json')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAltcha(Buffer.from('[1,2]').toString('base64'))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('verifyCaptcha picks the widget answer, then the question, and reports a missing captcha', async () => {
    expect(await verifyCaptcha({}, null)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyCaptcha({ altcha: '' }, null)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyCaptcha({ altcha: await solvedPayload() }, null)).toEqual(accepted(/^altcha:/));
    const question = createQuestion();
    expect(await verifyCaptcha({ captcha_token: question.token, captcha_answer: String(answerOf(question.text)) }, null)).toEqual(accepted(/^question:/));
  });
});

describe('third-party providers (the siteverify call is faked: there is no internet here)', () => {
  it('posts the secret, the token and the address, and trusts only success: true', async () => {
    const calls: { url: string; body: string }[] = [];
    const fake = (success: unknown, status = 200) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), body: String(init?.body) });
        return new Response(JSON.stringify({ success }), { status });
      }) as typeof fetch;
    expect(await verifyProviderToken('turnstile', 'XXXX.DUMMY.TOKEN.XXXX', '203.0.113.9', fake(true))).toEqual(accepted('turnstile:XXXX.DUMMY.TOKEN.XXXX'));
    expect(calls[0]!.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(new URLSearchParams(calls[0]!.body).get('response')).toBe('XXXX.DUMMY.TOKEN.XXXX');
    expect(new URLSearchParams(calls[0]!.body).get('remoteip')).toBe('203.0.113.9');
    expect(await verifyProviderToken('recaptcha', 'other-token', null, fake(false))).toEqual({ ok: false, reason: 'invalid' });
    expect(calls.at(-1)!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(await verifyProviderToken('hcaptcha', 'third-token', null, fake('yes'))).toEqual({ ok: false, reason: 'invalid' });
    expect(calls.at(-1)!.url).toBe('https://api.hcaptcha.com/siteverify');
    expect(await verifyProviderToken('hcaptcha', 'fourth-token', null, fake(true, 503))).toEqual({ ok: false, reason: 'unavailable' });
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await verifyProviderToken('turnstile', 'fifth-token', null, failing)).toEqual({ ok: false, reason: 'unavailable' });
  });
});
