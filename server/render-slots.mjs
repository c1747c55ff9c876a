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

/** Thrown when a render passed its deadline (RENDER_TIMEOUT_MS) and was abandoned. */
export class RenderTimeoutError extends Error {
  /** @param {number} ms */
  constructor(ms) {
    super(`the render took longer than ${ms} ms and was abandoned`);
    this.name = 'RenderTimeoutError';
  }
}

/**
 * A timer: a promise settled after `ms`, and its cancel (a test passes one it fires itself).
 * @typedef {(ms: number) => { elapsed: Promise<void>, cancel: () => void }} Timer
 */

/** @type {Timer} */
export const realTimer = (ms) => {
  /** @type {NodeJS.Timeout | undefined} */
  let handle;
  const elapsed = new Promise((resolve) => {
    handle = setTimeout(resolve, ms);
    handle.unref();
  });
  return { elapsed: /** @type {Promise<void>} */ (elapsed), cancel: () => clearTimeout(handle) };
};

/**
 * A render with a deadline: past `ms` it rejects with a RenderTimeoutError, so its slot, its turn and its
 * refresh are freed; the render itself is abandoned (Next.js cannot be told to stop), its answer ignored.
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @param {Timer} [timer]
 * @returns {Promise<T>}
 */
export function withDeadline(work, ms, timer = realTimer) {
  const { elapsed, cancel } = timer(ms);
  // An abandoned render that fails later is no one's to report.
  work.catch(() => {});
  return Promise.race([
    work,
    elapsed.then(() => {
      throw new RenderTimeoutError(ms);
    }),
  ]).finally(cancel);
}
