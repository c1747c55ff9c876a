import { createHash } from 'node:crypto';
import type { Db } from './db';

/**
 * Remembers every solved captcha until it would have expired anyway, in the forms database, so a
 * solution is accepted once — across restarts and across instances sharing one PostgreSQL.
 *
 * A captcha is claimed inside the transaction that stores the submission it was solved for, never on its
 * own: a crash then leaves both the claim and the submission, or neither, and the visitor's re-send of
 * the same form with the same captcha is accepted.
 */

/** A verified captcha, not yet used: what storing the submission will claim. */
export interface CaptchaClaim {
  /** Names the solved challenge (its signature, the question's nonce or the provider's token). */
  key: string;
  /** Epoch milliseconds after which the captcha would be refused anyway, so its claim may be forgotten. */
  expiresAt: number;
}

/** The captcha was already used by another submission. */
export class CaptchaReplayedError extends Error {
  constructor() {
    super('this captcha was already used by another submission');
    this.name = 'CaptchaReplayedError';
  }
}

/**
 * Claims a captcha; call it inside the submission's transaction. True the first time; false when it was
 * claimed before and has not expired. On PostgreSQL a concurrent claim of the same key waits for the
 * other transaction to end, then conflicts only if that one committed.
 */
export async function claimCaptcha(tx: Db, claim: CaptchaClaim): Promise<boolean> {
  const digest = createHash('sha256').update(claim.key).digest('hex');
  const rows = await tx.query<{ key: string }>(
    'INSERT INTO captcha_claims (key, expires_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
    [digest, new Date(claim.expiresAt).toISOString()],
  );
  return rows.length === 1;
}

let lastSweep = 0;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Forgets claims of captchas that have expired, at most once every ten minutes per process. */
export async function forgetExpiredClaims(db: Db, now = Date.now()): Promise<void> {
  if (now - lastSweep <= SWEEP_INTERVAL_MS) return;
  lastSweep = now;
  await db.query('DELETE FROM captcha_claims WHERE expires_at < now()');
}
