import type { Db } from './db';

/**
 * The outbox as monitoring sees it (the health check and the metrics): how many deliveries wait, how long
 * the oldest has waited, and how many failed for good. One query; waiting means neither delivered nor failed.
 */
export interface OutboxStats {
  backlog: number;
  /** Age of the oldest waiting row in seconds, 0 when none waits. */
  oldestWaitingSeconds: number;
  failed: number;
}

export async function readOutboxStats(db: Db): Promise<OutboxStats> {
  const [row] = await db.query<{ backlog: number; oldest: number | null; failed: number }>(
    `SELECT count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL)::integer AS backlog,
            extract(epoch FROM now() - min(created_at) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL))::float8 AS oldest,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::integer AS failed
       FROM outbox`,
  );
  return {
    backlog: row?.backlog ?? 0,
    oldestWaitingSeconds: Math.max(0, Math.round(row?.oldest ?? 0)),
    failed: row?.failed ?? 0,
  };
}
