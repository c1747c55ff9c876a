import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNAVAILABLE_TITLE } from '../../../cdn/vcl.mjs';
import { freePort } from '../../../scripts/lib/server.mjs';
import { startVarnish } from '../../../scripts/lib/varnish.mjs';
import { CACHE_KEY_TABLE } from '../../support/cache-key-table';

/**
 * The project's VCL in a real varnishd, in front of a stand-in for the site that answers as the site does
 * (its Cache-Control, Cache-Tag and Vary) and records what it is asked: the CDN keys pages as the site does,
 * keeps documents and navigation data apart, stores nothing private, honours s-maxage,
 * stale-while-revalidate and stale-if-error, purges by tag only for the site, and keeps the pages visitors
 * use through a flood of made-up addresses.
 */

const TOKEN = 'purge-token-for-the-cdn-test';
const PAGE = 'public, max-age=0, s-maxage=600, stale-while-revalidate=60, stale-if-error=86400';
/** A page whose time runs out at once (1 s), stale a second more while refreshed, and ten minutes while the site fails. */
const SHORT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=600';

type Asked = { url: string; headers: IncomingHttpHeaders };
let asked: Asked[] = [];
/** 'up': answers; 'failing': answers 503; down: the stand-in is closed (connections refused). */
let mode: 'up' | 'failing' = 'up';
/** Bumped to tell a refreshed page from the copy it replaces. */
let version = 1;
let site: Server;
let sitePort: number;
let cdn: Awaited<ReturnType<typeof startVarnish>>;

function answer(url: string, headers: IncomingHttpHeaders) {
  const path = url.split('?')[0]!;
  const rsc = headers.rsc === '1';
  const html = (text: string) => `<!DOCTYPE html><title>${url}</title><p>${text}</p>`;
  if (rsc) return { status: 200, headers: { 'content-type': 'text/x-component', 'cache-control': path === '/public-rsc' ? PAGE : 'private, no-cache', vary: 'rsc, next-router-state-tree, Accept-Encoding' }, body: `0:["navigation data for ${url}"]` };
  if (path === '/set-cookie') return { status: 200, headers: { 'content-type': 'text/html', 'cache-control': PAGE, 'set-cookie': 'session=1; HttpOnly' }, body: html('a cookie') };
  if (path === '/private' || path === '/contact' || path.startsWith('/api/') || path.startsWith('/keystatic')) {
    return { status: 200, headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' }, body: html(`for one visitor: ${headers.cookie ?? 'no cookie'}`) };
  }
  if (path === '/not-public') return { status: 200, headers: { 'content-type': 'text/html', 'cache-control': 'max-age=60' }, body: html('not said to be public') };
  if (path === '/rsc-as-document') return { status: 200, headers: { 'content-type': 'text/x-component', 'cache-control': PAGE }, body: '0:["navigation data"]' };
  if (path.startsWith('/missing/')) return { status: 404, headers: { 'content-type': 'text/html', 'cache-control': PAGE }, body: html(`not found ${'x'.repeat(8000)}`) };
  const tags = path.startsWith('/news') ? 'content,list:posts' : path.startsWith('/ideas') ? 'content,list:ideas' : '';
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': path.startsWith('/short/') ? SHORT : PAGE, vary: 'Accept-Encoding', ...(tags ? { 'cache-tag': tags } : {}) },
    body: html(`version ${version}; coding asked: ${headers['accept-encoding'] ?? 'none'}; cookie: ${headers.cookie ?? 'none'}; ${'x'.repeat(path.startsWith('/search') ? 4000 : 100)}`),
  };
}

async function startSite(port?: number) {
  site = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url !== '/api/health/live') asked.push({ url, headers: req.headers });
    if (url === '/api/health/live') return void res.writeHead(mode === 'up' ? 200 : 503).end('ok');
    if (mode === 'failing') return void res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' }).end('Busy');
    const { status, headers, body } = answer(url, req.headers);
    res.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => site.listen(port ?? 0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
}
const stopSite = () => new Promise<void>((resolve) => (site.closeAllConnections(), site.close(() => resolve())));

/** A request to the CDN, from `from` (a loopback address) when given. */
function get(path: string, { method = 'GET', headers = {}, from }: { method?: string; headers?: Record<string, string>; from?: string } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: cdn.port, path, method, headers, ...(from ? { localAddress: from } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const result = async (path: string, headers: Record<string, string> = {}) => (await get(path, { headers })).headers['x-cdn-cache'];
const purge = (tags: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, from?: string) =>
  get('/_cdn/purge', { method: 'POST', headers: { ...headers, 'surrogate-key': tags }, from });

beforeAll(async () => {
  await startSite();
  cdn = await startVarnish({ port: await freePort(), listen: '127.0.0.1', backends: [{ host: '127.0.0.1', port: sitePort }], storageBytes: 16 * 1024 * 1024, purgeToken: TOKEN });
});
afterAll(async () => {
  await cdn?.stop();
  await stopSite();
});
beforeEach(() => {
  asked = [];
});

describe('the CDN’s key', () => {
  it.each(CACHE_KEY_TABLE)('is the site’s: $rule ($url)', async ({ url, key }) => {
    const first = await get(url);
    expect(first.status).toBe(200);
    // The site is asked for the key itself (unless a row before asked for the same): what it renders is
    // what the CDN stores under it.
    expect(asked.filter((entry) => entry.url !== key)).toEqual([]);
    expect(first.body).toContain(`<title>${key}</title>`);
    expect(await result(key)).toBe('HIT');
  });

  it('keeps the codings apart, three at most, and the site compresses', async () => {
    expect(await get('/coding', { headers: { 'accept-encoding': 'gzip, deflate, br' } })).toMatchObject({ status: 200 });
    expect(await result('/coding', { 'accept-encoding': 'br' })).toBe('HIT');
    expect(await result('/coding', { 'accept-encoding': 'gzip' })).toBe('MISS');
    expect(await result('/coding', { 'accept-encoding': 'gzip, deflate' })).toBe('HIT');
    expect(await result('/coding')).toBe('MISS');
    expect(await result('/coding', { 'accept-encoding': 'identity' })).toBe('HIT');
    expect(asked.map((entry) => entry.headers['accept-encoding'] ?? 'none')).toEqual(['br', 'gzip', 'none']);
  });
});

describe('documents and navigation data', () => {
  const navigation = (rsc: string) => ({ rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: [rsc, {}] }])) });

  it('never get each other’s body, whatever the _rsc value', async () => {
    expect((await get('/newsroom/a')).body).toContain('<!DOCTYPE html>');
    for (const [index, value] of ['abc', 'def', '', 'xyz'].entries()) {
      const data = await get(`/newsroom/a${value ? `?_rsc=${value}` : ''}`, { headers: navigation(`page-${index}`) });
      expect(data.headers['x-cdn-cache']).toBe('PASS');
      expect(data.headers['content-type']).toBe('text/x-component');
      expect(data.body).not.toContain('<!DOCTYPE html>');
    }
    const document = await get('/newsroom/a?_rsc=abc');
    expect(document.headers['x-cdn-cache']).toBe('HIT');
    expect(document.body).toContain('<!DOCTYPE html>');
  });

  it('are kept apart even when the site calls navigation data public and names no Vary', async () => {
    expect((await get('/public-rsc', { headers: navigation('x') })).body).toContain('navigation data');
    const document = await get('/public-rsc');
    expect(document.headers['x-cdn-cache']).toBe('MISS');
    expect(document.body).toContain('<!DOCTYPE html>');
    expect((await get('/public-rsc', { headers: navigation('x') })).body).toContain('navigation data');
  });

  it('a document request answered with navigation data is never stored (vercel/next.js#49140)', async () => {
    await get('/rsc-as-document');
    expect(await result('/rsc-as-document')).not.toBe('HIT');
  });
});

describe('nothing private is stored', () => {
  const privateAsks: [string, string, { method?: string; headers?: Record<string, string> }][] = [
    ['an answer that sets a cookie', '/set-cookie', {}],
    ['a private, no-store answer', '/private', {}],
    ['an answer not said to be public', '/not-public', {}],
    ['the API', '/api/health', {}],
    ['the editing screen', '/keystatic', {}],
    ['a form page', '/contact', {}],
    ['a form post', '/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['an editor’s draft', '/news/draft', { headers: { cookie: '__prerender_bypass=0123456789abcdef' } }],
  ];

  it.each(privateAsks)('%s: asked by its visitor, then by a stranger, never a hit', async (_, path, init) => {
    for (let round = 0; round < 2; round += 1) expect((await get(path, { ...init, headers: { cookie: 'visitor=1', ...init.headers } })).headers['x-cdn-cache']).not.toBe('HIT');
    expect((await get(path, { method: init.method })).headers['x-cdn-cache']).not.toBe('HIT');
    expect(asked.length).toBe(3);
  });

  it('a shared page never sees a visitor’s cookie or credentials, and its tags never reach the visitor', async () => {
    const page = await get('/news/shared', { headers: { cookie: 'visitor=1; theme=dark', authorization: 'Bearer x' } });
    expect(page.body).toContain('cookie: none');
    expect(asked[0]?.headers.authorization).toBeUndefined();
    expect(page.headers['cache-tag']).toBeUndefined();
    expect(page.headers.xkey).toBeUndefined();
  });
});

describe('purging by tag', () => {
  it('drops exactly the pages carrying the tag, for the site’s token only', async () => {
    for (const path of ['/news/one', '/news/two', '/ideas/one', '/technology']) await get(path);
    expect((await purge('list:posts', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await purge('list:posts', {})).status).toBe(401);
    expect((await get('/_cdn/purge', { headers: { authorization: `Bearer ${TOKEN}`, 'surrogate-key': 'list:posts' } })).status).toBe(405);
    expect((await get('/_cdn/purge', { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(400);
    expect(await result('/news/one')).toBe('HIT');

    const purged = await purge('list:posts');
    expect(purged.status).toBe(200);
    expect(JSON.parse(purged.body)).toMatchObject({ ok: true });
    expect(JSON.parse(purged.body).purged).toBeGreaterThanOrEqual(2);
    expect(await result('/news/one')).toBe('MISS');
    expect(await result('/news/two')).toBe('MISS');
    expect(await result('/ideas/one')).toBe('HIT');
    expect(await result('/technology')).toBe('HIT');
  });

  it('is refused from an address that is not the site’s, even with the token', async () => {
    await get('/news/three');
    const refused = await purge('list:posts', { authorization: `Bearer ${TOKEN}` }, '127.0.0.2');
    expect(refused.status).toBe(403);
    expect(await result('/news/three')).toBe('HIT');
  });
});

describe('time and failure', () => {
  /** Asks until the CDN's answer is `wanted` (a copy's time passing is the event waited for). */
  const until = (path: string, wanted: string) => expect.poll(() => result(path), { timeout: 30_000, interval: 100 }).toBe(wanted);

  it('serves a copy past s-maxage within stale-while-revalidate while it fetches a new one', async () => {
    await get('/short/swr');
    expect(await result('/short/swr')).toBe('HIT');
    version += 1;
    await until('/short/swr', 'STALE');
    // The background fetch brought the new version.
    await expect.poll(async () => (await get('/short/swr')).body, { timeout: 30_000 }).toContain(`version ${version}`);
  });

  it('serves a copy within stale-if-error while the site fails, and a clear page for what it has no copy of', async () => {
    await get('/short/sie');
    mode = 'failing';
    try {
      // Past s-maxage and stale-while-revalidate, the copy still stands in, with 200.
      await expect.poll(async () => (await get('/short/sie')).headers['x-cdn-cache'], { timeout: 30_000, interval: 200 }).toBe('STALE-IF-ERROR');
      const stale = await get('/short/sie');
      expect(stale.status).toBe(200);
      expect(stale.body).toContain('<title>/short/sie</title>');
      const none = await get('/short/never-asked');
      expect(none.status).toBe(503);
      expect(none.headers['retry-after']).toBe('30');
      expect(none.headers['cache-control']).toBe('no-store');
      expect(none.body).toContain(UNAVAILABLE_TITLE);
    } finally {
      mode = 'up';
    }
    await expect.poll(async () => (await get('/short/never-asked')).status, { timeout: 30_000 }).toBe(200);
  });

  it('serves its copies when the site cannot be reached at all, and recovers when it is back', async () => {
    await get('/short/down');
    await get('/news/kept');
    const port = sitePort;
    await stopSite();
    try {
      await expect.poll(async () => (await get('/short/down')).headers['x-cdn-cache'], { timeout: 30_000, interval: 200 }).toBe('STALE-IF-ERROR');
      expect((await get('/short/down')).status).toBe(200);
      expect((await get('/news/kept')).status).toBe(200);
      expect((await get('/short/nothing-kept')).status).toBe(503);
    } finally {
      await startSite(port);
    }
    await expect.poll(async () => (await get('/short/nothing-kept')).status, { timeout: 30_000 }).toBe(200);
  });
});

describe('a flood of made-up addresses', () => {
  it('leaves the pages visitors use as hits: what a stranger mints has storage of its own', async () => {
    const popular = ['/', '/technology', '/news/popular', '/ideas/popular'];
    for (const path of popular) await get(path);
    const nukedBefore = cdn.counters()['MAIN.n_lru_nuked'] ?? 0;
    // Far more than the minted storage holds (3 MB): not-found pages and search terms, with junk parameters.
    for (let index = 0; index < 1500; index += 1) {
      const junk = `${index}-${Math.random().toString(36).slice(2)}`;
      await get(index % 2 ? `/missing/${junk}` : `/search?term=${junk}&utm_source=${junk}`);
    }
    expect((cdn.counters()['MAIN.n_lru_nuked'] ?? 0) - nukedBefore).toBeGreaterThan(0);
    for (const path of popular) expect(await result(path), path).toBe('HIT');
    expect(await result('/?utm_source=flood&fbclid=1')).toBe('HIT');
  }, 120_000);
});
