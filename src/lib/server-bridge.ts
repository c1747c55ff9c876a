import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Redis } from 'ioredis';

/**
 * The application's side of what the server entry (server/serve.mjs, server/) shares: the page being
 * rendered (which content it reads), the shared Redis, and the page cache's invalidation. Absent under
 * the development server and in unit tests, where everything stays in this process.
 */

export interface RenderContext {
  tags: Set<string>;
  degraded: boolean;
  refresh: boolean;
  unstored: boolean;
}

/** One space of the page cache (fixed pages, articles, variants, not-found answers). */
export interface PageCacheSpaceStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Pages rendered but not admitted (asked for once, or an address the site never links to). */
  refused: number;
  /** Pages dropped to make room for another of the same space. */
  evictions: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  spaces: Record<'fixed' | 'articles' | 'variants' | 'notFound', PageCacheSpaceStats>;
  hits: number;
  staleHits: number;
  misses: number;
  stored: number;
  invalidated: number;
}

export interface ServerBridge {
  renderContext: AsyncLocalStorage<RenderContext>;
  redis: Redis | null;
  redisPrefix: string;
  redisAvailable: () => boolean;
  invalidatePages: (tags: readonly string[]) => Promise<number>;
  /** Whether one of the tags was invalidated at or after `since` (ms since epoch), here or on any instance sharing Redis. */
  invalidatedSince?: (tags: readonly string[], since: number) => Promise<boolean>;
  onRemoteInvalidation: (listener: (tags: readonly string[]) => void) => void;
  onMissedInvalidations: (listener: () => void) => void;
  pageCacheStats?: () => PageCacheStats | undefined;
  /** Registers work a stopping server finishes before it exits (bounded by the server). */
  onShutdown?: (task: () => Promise<unknown>) => void;
}

const BRIDGE_KEY = Symbol.for('site.server-bridge');

export function serverBridge(): ServerBridge | undefined {
  return (globalThis as typeof globalThis & { [BRIDGE_KEY]?: ServerBridge })[BRIDGE_KEY];
}

/** The response being rendered, when the server entry is rendering one. */
export function renderContext(): RenderContext | undefined {
  return serverBridge()?.renderContext.getStore();
}

/** Notes that the response being rendered shows content carrying these tags. */
export function recordContentTags(tags: readonly string[]): void {
  const context = renderContext();
  if (context) for (const tag of tags) context.tags.add(tag);
}

/** Notes that some content of the response could not be read at all: it is kept only briefly. */
export function markRenderDegraded(): void {
  const context = renderContext();
  if (context) context.degraded = true;
}

/**
 * Notes that the response shows an address the site never links to (a page number past the end of its
 * list, say): it is served as asked, but never stored, so a stranger's made-up numbers cannot fill the cache.
 */
export function keepOutOfCache(): void {
  const context = renderContext();
  if (context) context.unstored = true;
}

/** A background re-render: content past its time is refreshed before use rather than served stale. */
export function isRefreshRender(): boolean {
  return renderContext()?.refresh === true;
}

/** The shared Redis when one is configured and connected right now. */
export function sharedRedis(): { client: Redis; prefix: string } | null {
  const bridge = serverBridge();
  if (!bridge?.redis || !bridge.redisAvailable()) return null;
  return { client: bridge.redis, prefix: bridge.redisPrefix };
}
