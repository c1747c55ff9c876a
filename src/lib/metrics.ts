import { createHash, timingSafeEqual } from 'node:crypto';
import {
  scrapeMetrics,
  setMetricSource,
  siteMetrics,
  withTimeout,
  type DeliveryOutcome,
  type SiteMetrics,
  type SubmissionResult,
  type WordPressErrorReason,
} from '../../server/metrics.mjs';

/**
 * The application's side of the process's metrics (server/metrics.mjs holds the registry and documents every
 * series). The server entry and the application share one registry, so what is counted here and what the
 * entry counts are answered together by GET /api/metrics.
 *
 * - `countFormSubmission(form, result)` once per form post, with its result;
 * - `countOutboxDelivery(action, outcome)` once per Mailchimp attempt the outbox records;
 * - `recordRetentionRun(purged)` when the retention job finishes a run: how many records of each kind it deleted;
 * - `siteMetrics()` for anything else (the news cache and WordPress record through it).
 */

export { scrapeMetrics, setMetricSource, siteMetrics, withTimeout };
export type { DeliveryOutcome, SiteMetrics, SubmissionResult, WordPressErrorReason };

export type FormName = 'contact' | 'newsletter';

/**
 * Whether an `Authorization` header carries METRICS_TOKEN (`Bearer …`), for the metrics and the health
 * check's details. Never true while the token is unset. Compares fixed-length digests, so neither the
 * token's content nor its length shows in the timing.
 */
export function holdsMetricsToken(authorization: string | null, token: string | undefined): boolean {
  if (!token) return false;
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

export function countFormSubmission(form: FormName, result: SubmissionResult): void {
  siteMetrics().formSubmissions.inc({ form, result });
}

export function countOutboxDelivery(action: 'deliver' | 'erase', outcome: DeliveryOutcome): void {
  siteMetrics().outboxDeliveries.inc({ action, outcome });
}

/** The retention job's hook: records deleted per kind (e.g. `{ submissions: 12, outbox: 12 }`) and the time of the run. */
export function recordRetentionRun(purged: Readonly<Record<string, number>>, at: Date = new Date()): void {
  const metrics = siteMetrics();
  for (const [kind, count] of Object.entries(purged)) if (count > 0) metrics.retentionPurged.inc({ kind }, count);
  metrics.retentionLastRun.set(at.getTime() / 1000);
}
