import { wordPressStatus } from '@/lib/news/wordpress/status';
import { env } from '@/lib/env';
import { getDb } from '@/lib/forms/db';
import { readOutboxStats } from '@/lib/forms/outbox-stats';
import { type CheckStatus, outboxCheckStatus, overallStatus, type OverallStatus, wordpressCheckStatus } from '@/lib/health';
import { errorMessage, logger } from '@/lib/log';
import { withTimeout } from '@/lib/metrics';
import { type PageCacheStats, serverBridge } from '@/lib/server-bridge';

/**
 * Gathers the readiness check's facts: every dependency at once, each given at most CHECK_TIMEOUT_MS. The
 * facts go only to the holder of METRICS_TOKEN, yet a failure is still named by a short reason ('timeout',
 * 'unreachable'): its detail, which may hold host names, goes to the log.
 */

const CHECK_TIMEOUT_MS = 2000;
const log = logger('health');

type Reason = 'timeout' | 'unreachable';

export interface DatabaseCheck {
  status: CheckStatus;
  kind: 'postgres' | 'pglite';
  latencyMs?: number;
  reason?: Reason;
}

export type RedisCheck =
  | { status: CheckStatus; configured: false }
  | { status: CheckStatus; configured: true; connected: boolean; latencyMs?: number; reason?: Reason };

export type WordPressCheck =
  | { status: CheckStatus; configured: false }
  | {
      status: CheckStatus;
      configured: true;
      lastSuccessAt: string | null;
      lastSuccessAgeSeconds: number | null;
      lastErrorAt: string | null;
      lastErrorReason: string | null;
    };

export type OutboxCheck =
  | { status: CheckStatus; mailchimpConfigured: boolean; backlog: number; oldestWaitingSeconds: number; failed: number }
  | { status: CheckStatus; mailchimpConfigured: boolean; reason: Reason };

export interface PageCacheCheck {
  status: CheckStatus;
  entries: number;
  bytes: number;
  /** Each space's entries, bytes, share of the budget, admissions refused and evictions. */
  spaces: PageCacheStats['spaces'];
}

export interface HealthReport {
  status: OverallStatus;
  /** Seconds since this process started (not since this module was first loaded). */
  uptimeSeconds: number;
  /** The database's status alone, as earlier versions answered (scripts and monitors read it). */
  database: 'ok' | 'error';
  checks: {
    database: DatabaseCheck;
    redis: RedisCheck;
    wordpress: WordPressCheck;
    outbox: OutboxCheck;
    pageCache?: PageCacheCheck;
  };
}

function reasonOf(error: unknown): Reason {
  return error instanceof Error && error.message === 'timeout' ? 'timeout' : 'unreachable';
}

/**
 * Checks failing at their last run. A load balancer polls every few seconds: a failure is logged as a
 * warning when it begins, then at debug while it lasts, and its end once, so an outage is a pair of lines.
 */
const failing = new Set<string>();

async function timed<T>(what: string, run: () => Promise<T>): Promise<{ ok: true; value: T; latencyMs: number } | { ok: false; reason: Reason }> {
  const started = performance.now();
  try {
    const value = await withTimeout(run(), CHECK_TIMEOUT_MS);
    if (failing.delete(what)) log.info({ check: what }, `health check: ${what} answers again`);
    return { ok: true, value, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    const reason = reasonOf(error);
    const level = failing.has(what) ? 'debug' : 'warn';
    failing.add(what);
    log[level]({ err: error, check: what, reason }, `health check: ${what} ${reason === 'timeout' ? `did not answer within ${CHECK_TIMEOUT_MS} ms` : `failed: ${errorMessage(error)}`}`);
    return { ok: false, reason };
  }
}

async function checkDatabase(): Promise<DatabaseCheck> {
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const result = await timed('database', async () => {
    const db = await getDb();
    await db.query('SELECT 1');
  });
  return result.ok ? { status: 'ok', kind, latencyMs: result.latencyMs } : { status: 'error', kind, reason: result.reason };
}

export async function checkRedis(): Promise<RedisCheck> {
  const bridge = serverBridge();
  const client = bridge?.redis;
  if (!client) return { status: 'ok', configured: false };
  if (!bridge.redisAvailable()) return { status: 'degraded', configured: true, connected: false, reason: 'unreachable' };
  const result = await timed('redis', () => client.ping());
  return result.ok
    ? { status: 'ok', configured: true, connected: true, latencyMs: result.latencyMs }
    : { status: 'degraded', configured: true, connected: false, reason: result.reason };
}

function checkWordPress(now: number): WordPressCheck {
  if (!env.WORDPRESS_API_URL) return { status: 'ok', configured: false };
  const facts = wordPressStatus();
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
  return {
    status: wordpressCheckStatus(facts),
    configured: true,
    lastSuccessAt: iso(facts.lastSuccessAt),
    lastSuccessAgeSeconds: facts.lastSuccessAt === null ? null : Math.max(0, Math.round((now - facts.lastSuccessAt) / 1000)),
    lastErrorAt: iso(facts.lastErrorAt),
    lastErrorReason: facts.lastErrorReason,
  };
}

async function checkOutbox(): Promise<OutboxCheck> {
  const mailchimpConfigured = Boolean(env.MAILCHIMP_API_KEY && env.MAILCHIMP_LIST_ID);
  const result = await timed('outbox', async () => readOutboxStats(await getDb()));
  if (!result.ok) return { status: 'error', mailchimpConfigured, reason: result.reason };
  return { status: outboxCheckStatus({ mailchimpConfigured, ...result.value }), mailchimpConfigured, ...result.value };
}

function checkPageCache(): PageCacheCheck | undefined {
  const stats = serverBridge()?.pageCacheStats?.();
  return stats ? { status: 'ok', entries: stats.entries, bytes: stats.bytes, spaces: stats.spaces } : undefined;
}

export async function readiness(now: number = Date.now()): Promise<HealthReport> {
  const [database, redis, outbox] = await Promise.all([checkDatabase(), checkRedis(), checkOutbox()]);
  const pageCache = checkPageCache();
  const checks = { database, redis, wordpress: checkWordPress(now), outbox, ...(pageCache ? { pageCache } : {}) };
  return {
    status: overallStatus(checks),
    uptimeSeconds: Math.round(process.uptime()),
    database: database.status === 'ok' ? 'ok' : 'error',
    checks,
  };
}
