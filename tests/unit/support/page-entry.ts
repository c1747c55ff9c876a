import type { PageEntry, RenderStamp } from '../../../server/cache/page-cache.mjs';

/** A stored page of 1,000 bytes (or `size`), fresh for a minute from `storedAt`, for the page-cache tests. */
export function testPageEntry(
  key: string,
  { space = 'fixed', tags = [], size = 1000, storedAt, ttlMs = 60_000 }: { space?: PageEntry['space']; tags?: string[]; size?: number; storedAt: number; ttlMs?: number },
): PageEntry {
  return {
    key,
    space,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    csp: "script-src 'self'",
    body: Buffer.alloc(size, 'a'),
    gzip: null,
    br: null,
    etag: `"${key}"`,
    cacheControl: 'public, max-age=0, s-maxage=60',
    tags,
    storedAt,
    ttlMs,
  };
}

/** A render begun at `ms` on this process's clock, by an instance that shares no store. */
export function startedAt(ms: number): RenderStamp {
  return { at: ms, seq: null };
}
