import { siteMetrics, type WordPressErrorReason } from '@/lib/metrics';

/**
 * What the last WordPress requests of this process came to: the health check reports it (without asking
 * WordPress itself) and the metrics count it. Kept on a global, as every bundle of the server shares it.
 */

export interface WordPressStatus {
  /** Time (ms) of the last request WordPress answered (below 500), null when none has been yet. */
  lastSuccessAt: number | null;
  /** Time (ms) and reason of the last failed request, null when none has failed. */
  lastErrorAt: number | null;
  lastErrorReason: WordPressErrorReason | null;
}

const STATUS_KEY = Symbol.for('site.wordpress-status');
type Holder = typeof globalThis & { [STATUS_KEY]?: WordPressStatus };

function state(): WordPressStatus {
  const holder = globalThis as Holder;
  holder[STATUS_KEY] ??= { lastSuccessAt: null, lastErrorAt: null, lastErrorReason: null };
  return holder[STATUS_KEY];
}

/** Records one request to WordPress: answered (`reason` null) or failed, and how long it took. */
export function recordWordPressRequest(seconds: number, reason: WordPressErrorReason | null, now: number = Date.now()): void {
  const status = state();
  const metrics = siteMetrics();
  if (reason === null) {
    status.lastSuccessAt = now;
    metrics.wordpressDuration.observe({ outcome: 'ok' }, seconds);
    metrics.wordpressLastSuccess.set(now / 1000);
  } else {
    status.lastErrorAt = now;
    status.lastErrorReason = reason;
    metrics.wordpressDuration.observe({ outcome: 'error' }, seconds);
    metrics.wordpressErrors.inc({ reason });
  }
}

export function wordPressStatus(): Readonly<WordPressStatus> {
  return { ...state() };
}

/** Why a fetch failed: its timeout signal fired, or the connection could not be made or was lost. */
export function fetchFailureReason(error: unknown): 'timeout' | 'network' {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
}
