// @ts-check

/**
 * Stale pages are rendered again in the background (the visitor already has the stale copy): one refresh
 * per page at a time in this process, and with Redis one across all instances (`lock`).
 * @param {{ lock?: (key: string) => Promise<boolean>, warn: (message: string, error?: unknown) => void }} options
 */
export function createRefresher({ lock, warn }) {
  /** @type {Set<string>} */
  const refreshing = new Set();
  /**
   * @param {string} key
   * @param {string} address  for the warning
   * @param {() => Promise<unknown>} job  renders the page again and stores it
   */
  return function refresh(key, address, job) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    (async () => {
      if (lock && !(await lock(key))) return;
      await job();
    })()
      .catch((error) => warn(`page cache: could not refresh ${address}`, error))
      .finally(() => refreshing.delete(key));
  };
}
