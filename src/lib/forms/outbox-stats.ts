import type { Db } from './db';
import { outboxState } from './repair';

/**
 * The outbox as monitoring sees it (the health check and the metrics): how many deliveries wait, how long
 * the oldest has waited, and how many failed for good. Waiting means neither delivered nor failed.
 */
export interface OutboxStats {
  backlog: number;
  /** Age of the oldest waiting row in seconds, 0 when none waits. */
  oldestWaitingSeconds: number;
  failed: number;
}

export async function readOutboxStats(db: Db, now: Date = new Date()): Promise<OutboxStats> {
  const state = await outboxState(db);
  const since = state.oldestWaitingSince ? Date.parse(state.oldestWaitingSince) : null;
  return {
    backlog: state.backlog,
    oldestWaitingSeconds: since === null ? 0 : Math.max(0, Math.round((now.getTime() - since) / 1000)),
    failed: state.failed,
  };
}
