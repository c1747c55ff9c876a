/**
 * The rules of the readiness check (GET /api/health), apart from how the facts are gathered: each
 * dependency's own status, the site's overall status from them, and what of it anyone may read.
 *
 * - `ok`: everything answers.
 * - `degraded`: the site serves, with something missing: Redis away (each instance caches on its own),
 *   WordPress failing (pages show the last good copies), Mailchimp deliveries late or failed.
 * - `unready`: the forms database cannot be reached: a load balancer should send visitors elsewhere.
 */

export type CheckStatus = 'ok' | 'degraded' | 'error';
export type OverallStatus = 'ok' | 'degraded' | 'unready';

/** Dependencies without which an instance must not take visitors. */
export const CRITICAL_CHECKS: readonly string[] = ['database'];

/** A delivery waiting longer than this (with Mailchimp configured) means the outbox is stuck. */
export const OUTBOX_LATE_SECONDS = 15 * 60;

export function overallStatus(checks: Readonly<Record<string, { status: CheckStatus } | undefined>>, critical: readonly string[] = CRITICAL_CHECKS): OverallStatus {
  const entries = Object.entries(checks).filter((entry): entry is [string, { status: CheckStatus }] => entry[1] !== undefined);
  if (entries.some(([name, check]) => check.status === 'error' && critical.includes(name))) return 'unready';
  return entries.every(([, check]) => check.status === 'ok') ? 'ok' : 'degraded';
}

/** HTTP status of the answer: load balancers take 200 as "send visitors", 503 as "do not". */
export function httpStatusOf(status: OverallStatus): 200 | 503 {
  return status === 'unready' ? 503 : 200;
}

/**
 * The answer for anyone: the overall status alone. Which services are configured, their latencies, the
 * backlog or WordPress's last error are for the holder of METRICS_TOKEN; a load balancer needs only this
 * (and the HTTP status), so a missing or wrong token is never refused, just told less.
 */
export function publicHealth(report: { status: OverallStatus }): { status: OverallStatus } {
  return { status: report.status };
}

/** Mailchimp configured and a delivery waiting over 15 minutes, or any failed for good: degraded. */
export function outboxCheckStatus(facts: { mailchimpConfigured: boolean; oldestWaitingSeconds: number; failed: number }): CheckStatus {
  if (!facts.mailchimpConfigured) return 'ok';
  return facts.oldestWaitingSeconds > OUTBOX_LATE_SECONDS || facts.failed > 0 ? 'degraded' : 'ok';
}

/** The last WordPress request failed (none answered since, or ever): degraded, pages show last good copies. */
export function wordpressCheckStatus(facts: { lastSuccessAt: number | null; lastErrorAt: number | null }): CheckStatus {
  if (facts.lastErrorAt === null) return 'ok';
  return facts.lastSuccessAt === null || facts.lastErrorAt > facts.lastSuccessAt ? 'degraded' : 'ok';
}
