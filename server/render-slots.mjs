// @ts-check
import pLimit from 'p-limit';

/** Thrown when every render slot is taken and the queue is full. */
export class BusyError extends Error {
  constructor() {
    super('too many pages are being rendered; try again shortly');
    this.name = 'BusyError';
  }
}

/**
 * Renders at once: at most `size` run (p-limit, first come first served); up to `maxQueued` more wait their
 * turn, and past that a render is refused at once with a BusyError (a flood is answered 503, not held in
 * memory).
 * @param {number} size
 * @param {number} maxQueued
 */
export function createRenderSlots(size, maxQueued) {
  const limit = pLimit(size);
  return {
    /**
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    run(task) {
      // Counted together: p-limit starts a queued task a microtask after it is queued.
      if (limit.activeCount + limit.pendingCount >= size + maxQueued) return Promise.reject(new BusyError());
      return limit(task);
    },
    stats: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  };
}
