// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the server entry shares with the application code Next.js bundles: both run in one process but
 * load separate module copies, so they meet on one well-known global. The application reads it through
 * `src/lib/server-bridge.ts`; without the entry (the development server, unit tests) it is absent and the
 * application falls back to its own process-local behaviour.
 */

export const BRIDGE_KEY = Symbol.for('site.server-bridge');

/**
 * @typedef {object} RenderContext
 * @property {Set<string>} tags   content tags read while rendering this response
 * @property {boolean} degraded   some content could not be read at all (the page shows 'Loading...' or similar)
 * @property {boolean} refresh    a background re-render: expired content is refreshed before it is used
 * @property {boolean} unstored   the page shows an address the site never links to (a page past a list's end):
 *                                served, never stored, so such addresses cannot fill the cache
 */

/**
 * @typedef {object} ServerBridge
 * @property {AsyncLocalStorage<RenderContext>} renderContext
 * @property {import('ioredis').Redis | null} redis
 * @property {string} redisPrefix
 * @property {() => boolean} redisAvailable
 * @property {(tags: readonly string[]) => Promise<number>} invalidatePages   here, in Redis and on every other instance
 * @property {(tags: readonly string[], since: number) => Promise<boolean>} [invalidatedSince]  one of the tags was invalidated at or after `since`, here or on any instance
 * @property {(listener: (tags: readonly string[]) => void) => void} onRemoteInvalidation
 * @property {(listener: () => void) => void} onMissedInvalidations   Redis lost invalidations this instance had not read (it restarted, or trimmed them): what was kept must be re-read
 * @property {() => unknown} [pageCacheStats]   the page cache's figures, each space's included (the health details)
 * @property {(task: () => Promise<unknown>) => void} [onShutdown]   work the server finishes before it exits (saves under way)
 */

/** @returns {AsyncLocalStorage<RenderContext>} */
export function createRenderContextStorage() {
  return new AsyncLocalStorage();
}

/** @param {ServerBridge} bridge */
export function installBridge(bridge) {
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[BRIDGE_KEY] = bridge;
}
