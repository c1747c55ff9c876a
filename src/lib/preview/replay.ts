import type { Db } from '@/lib/forms/db';
import { claimCaptcha, forgetExpiredClaims } from '@/lib/forms/replay';
import type { PreviewClaim } from './token';

/**
 * A preview link is accepted once. Its signed part is claimed in the forms database's claims table,
 * the same one that keeps a solved captcha from being used twice: it outlives a restart, and every
 * instance sharing the PostgreSQL (which several instances need anyway) sees every claim. The claim is
 * kept until the link would have expired anyway.
 */
export async function claimPreviewLink(claim: PreviewClaim, db?: Db): Promise<boolean> {
  const database = db ?? (await (await import('@/lib/forms/db')).getDb());
  await forgetExpiredClaims(database).catch(() => undefined);
  // Prefixed: a link's payload and a captcha's key can never name the same claim.
  return claimCaptcha(database, { key: `preview-link:${claim.payload}`, expiresAt: claim.expires * 1000 });
}
