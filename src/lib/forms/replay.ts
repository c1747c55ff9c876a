import { createHash } from 'node:crypto';
import { getDb } from './db';

/**
 * Remembers every solved captcha until it would have expired anyway, in the forms database, so a
 * solution is accepted once — across restarts and across instances sharing one PostgreSQL.
 */

let lastSweep = 0;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** True the first time a key is claimed; false when it was claimed before and has not expired. */
export async function claimOnce(key: string, expiresAtMs: number): Promise<boolean> {
  const db = await getDb();
  const digest = createHash('sha256').update(key).digest('hex');
  const now = Date.now();
  if (now - lastSweep > SWEEP_INTERVAL_MS) {
    lastSweep = now;
    await db.query('DELETE FROM captcha_claims WHERE expires_at < now()');
  }
  const rows = await db.query<{ key: string }>(
    'INSERT INTO captcha_claims (key, expires_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
    [digest, new Date(expiresAtMs).toISOString()],
  );
  return rows.length === 1;
}
