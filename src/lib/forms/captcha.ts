import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { env } from '@/lib/env';
import type { CaptchaClaim } from './replay';

/**
 * Captcha verification, always on the server. ALTCHA (a proof of work the visitor's browser computes,
 * signed by us) is the default and needs no third party; Turnstile, reCAPTCHA v2 and hCaptcha are used
 * when the operator configures one. Visitors without JavaScript answer a short signed question instead,
 * so the forms keep working for them. Every solved challenge is accepted once: verifying writes nothing
 * and names the challenge; storing the submission claims it, in the same transaction (see replay.ts).
 */

export type CaptchaProvider = 'altcha' | 'turnstile' | 'recaptcha' | 'hcaptcha';

/** The form field each widget fills with its token. */
export const CAPTCHA_FIELDS = {
  altcha: 'altcha',
  turnstile: 'cf-turnstile-response',
  recaptcha: 'g-recaptcha-response',
  hcaptcha: 'h-captcha-response',
} as const satisfies Record<CaptchaProvider, string>;

/** The no-JavaScript question: a signed token and the visitor's answer. */
export const QUESTION_FIELDS = { token: 'captcha_token', answer: 'captcha_answer' } as const;

const VERIFY_URLS: Record<Exclude<CaptchaProvider, 'altcha'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/** How long a challenge may be answered: long enough to write a message, short enough to limit replays. */
const CHALLENGE_TTL_MS = 60 * 60 * 1000;
const ALTCHA_COST = 5000;
const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const PROVIDER_TIMEOUT_MS = 5000;

const globalKey = globalThis as typeof globalThis & { __captchaFallbackKey?: string };

/** The signing key; without one configured, a random key per process (challenges then die with it). */
function signingKey(): string {
  if (env.ALTCHA_HMAC_KEY) return env.ALTCHA_HMAC_KEY;
  globalKey.__captchaFallbackKey ??= randomBytes(32).toString('hex');
  return globalKey.__captchaFallbackKey;
}

/** A separate key for ALTCHA's derived-key signatures, so verification is one HMAC, not a key derivation. */
function keySignatureKey(): string {
  return createHmac('sha256', signingKey()).update('altcha-key-signature').digest('hex');
}

export function captchaProvider(): CaptchaProvider {
  return env.CAPTCHA_PROVIDER;
}

/** A fresh ALTCHA challenge for the widget (served by GET /api/captcha/altcha). */
export async function createAltchaChallenge(now = Date.now()): Promise<Challenge> {
  const maxCounter = env.ALTCHA_MAX_COUNTER;
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(Math.max(1, Math.floor(maxCounter / 2)), maxCounter),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    hmacSignatureSecret: signingKey(),
    hmacKeySignatureSecret: keySignatureKey(),
  });
}

export type CaptchaOutcome =
  | { ok: true; claim: CaptchaClaim }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'unavailable' };

function decodeAltchaPayload(value: string): Payload | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    if (typeof decoded !== 'object' || decoded === null) return null;
    const { challenge, solution } = decoded as Partial<Payload>;
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
    if (typeof challenge.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof challenge.signature !== 'string' || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

export async function verifyAltcha(value: string): Promise<CaptchaOutcome> {
  if (value.length > 4096) return { ok: false, reason: 'invalid' };
  const payload = decodeAltchaPayload(value);
  if (!payload) return { ok: false, reason: 'invalid' };
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signingKey(),
      hmacKeySignatureSecret: keySignatureKey(),
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const expiresAt = typeof payload.challenge.parameters.expiresAt === 'number' ? payload.challenge.parameters.expiresAt * 1000 : Date.now() + CHALLENGE_TTL_MS;
  return { ok: true, claim: { key: `altcha:${payload.challenge.signature}`, expiresAt } };
}

/* ---- The question for visitors without JavaScript ---- */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export interface CaptchaQuestion {
  text: string;
  token: string;
}

function sign(data: string): string {
  return createHmac('sha256', signingKey()).update(`question:${data}`).digest('base64url');
}

/** A small sum in words ("What is four plus seven?"), signed with its answer and expiry so the server keeps no state. */
export function createQuestion(now = Date.now()): CaptchaQuestion {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const body = Buffer.from(JSON.stringify({ s: a + b, e: now + CHALLENGE_TTL_MS, n: randomBytes(9).toString('base64url') })).toString('base64url');
  return { text: `What is ${NUMBER_WORDS[a]} plus ${NUMBER_WORDS[b]}?`, token: `${body}.${sign(body)}` };
}

export async function verifyQuestion(token: string, answer: string, now = Date.now()): Promise<CaptchaOutcome> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 512) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let claims: { s?: unknown; e?: unknown; n?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.s !== 'number' || typeof claims.e !== 'number' || typeof claims.n !== 'string') return { ok: false, reason: 'invalid' };
  if (claims.e < now) return { ok: false, reason: 'expired' };
  const normalised = answer.trim().toLowerCase();
  const correct = normalised === String(claims.s) || normalised === NUMBER_WORDS[claims.s];
  if (!correct) return { ok: false, reason: 'invalid' };
  return { ok: true, claim: { key: `question:${claims.n}`, expiresAt: claims.e } };
}

/* ---- Third-party providers ---- */

export async function verifyProviderToken(
  provider: Exclude<CaptchaProvider, 'altcha'>,
  token: string,
  remoteIp: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaOutcome> {
  if (token.length > 4096) return { ok: false, reason: 'invalid' };
  const body = new URLSearchParams({ secret: env.CAPTCHA_SECRET_KEY ?? '', response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  if (provider === 'hcaptcha' && env.CAPTCHA_SITE_KEY) body.set('sitekey', env.CAPTCHA_SITE_KEY);
  try {
    const response = await fetchImpl(env.CAPTCHA_VERIFY_URL ?? VERIFY_URLS[provider], {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const result = (await response.json()) as { success?: unknown };
    if (result.success !== true) return { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  // Providers refuse a reused token themselves; we also remember it for as long as it could be valid.
  return { ok: true, claim: { key: `${provider}:${token}`, expiresAt: Date.now() + CHALLENGE_TTL_MS } };
}

/** Checks whichever captcha answer the form carries: the configured widget's, or the no-JavaScript question. */
export async function verifyCaptcha(fields: Record<string, unknown>, remoteIp: string | null): Promise<CaptchaOutcome> {
  const provider = captchaProvider();
  const widgetValue = fields[CAPTCHA_FIELDS[provider]];
  if (typeof widgetValue === 'string' && widgetValue !== '') {
    return provider === 'altcha' ? verifyAltcha(widgetValue) : verifyProviderToken(provider, widgetValue, remoteIp);
  }
  const token = fields[QUESTION_FIELDS.token];
  const answer = fields[QUESTION_FIELDS.answer];
  if (typeof token === 'string' && token !== '' && typeof answer === 'string' && answer.trim() !== '') {
    return verifyQuestion(token, answer);
  }
  return { ok: false, reason: 'missing' };
}
