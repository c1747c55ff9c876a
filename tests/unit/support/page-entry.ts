import type { PageEntry } from '../../../server/cache/page-cache.mjs';

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
    tags,
    storedAt,
    ttlMs,
  };
}
