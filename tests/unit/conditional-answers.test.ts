import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEntry } from '../../server/cache/page-entry.mjs';
import { createSender } from '../../server/http/send.mjs';

const send = createSender();

/** A stored page as the cache keeps it. */
function stored(status: number, html: string) {
  return pageEntry({
    key: status === 404 ? '/not-found|doc' : '/technology|doc',
    space: status === 404 ? 'notFound' : 'fixed',
    rendered: {
      status,
      body: Buffer.from(html),
      headers: { 'content-type': 'text/html; charset=utf-8' },
      csp: '',
      raw: {},
      shareable: true,
      context: { tags: new Set<string>(), degraded: false, refresh: false, unstored: false },
    } as never,
    cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
    ttlMs: 300_000,
    degradedTtlMs: 10_000,
    now: () => 0,
  });
}

let server: Server;
let base: string;
let page: Awaited<ReturnType<typeof stored>>;
let notFound: Awaited<ReturnType<typeof stored>>;
beforeAll(async () => {
  [page, notFound] = await Promise.all([stored(200, '<h1>Technology</h1>'), stored(404, '<h1>Page not found</h1>')]);
  server = createServer((req, res) => send.sendEntry(req, res, req.url === '/missing' ? notFound : page, 'HIT', req.method));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('conditional requests to stored pages', () => {
  it('answers 304 to the ETag of a stored page, in any coding', async () => {
    for (const etag of [page.etag, `${page.etag.slice(0, -1)}-gzip"`, `W/${page.etag}`, '*']) {
      const response = await fetch(`${base}/technology`, { headers: { 'if-none-match': etag } });
      expect(response.status).toBe(304);
    }
  });

  it('answers a stored not-found page 404 with its body, whatever ETag the client sends', async () => {
    for (const etag of [notFound.etag, `${notFound.etag.slice(0, -1)}-br"`, `W/${notFound.etag}`, '*']) {
      const response = await fetch(`${base}/missing`, { headers: { 'if-none-match': etag, 'accept-encoding': 'identity' } });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>Page not found</h1>');
    }
  });
});
