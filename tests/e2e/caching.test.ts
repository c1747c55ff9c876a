import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_REVALIDATE_SECRET } from './global-setup';
import { baseURL } from './support/browser';

/**
 * What a CDN and a browser see: pages the same for everyone are public, validated by a strong ETag
 * (304 when unchanged), tagged with the content they show, and served from the page cache after the
 * first render; answers carrying one visitor's input are private and never stored.
 */

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, baseURL), { redirect: 'manual', headers });

async function firstArticle(kind: 'posts' | 'media' | 'event'): Promise<string> {
  const xml = await (await get('/sitemap.xml')).text();
  const match = xml.match(new RegExp(`<loc>[^<]*(/newsroom/${kind}/\\d+)</loc>`));
  expect(match).not.toBeNull();
  return match![1]!;
}

const PUBLIC_CONTROL = /^public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400$/;

describe('pages the same for every visitor', () => {
  const kinds: Array<[string, () => Promise<string>, string | null]> = [
    ['a static page', async () => '/technology/leading-the-way', null],
    ['the home page', async () => '/', 'list:posts:unfiltered'],
    ['a news list', async () => '/newsroom', 'list:posts'],
    ['a news list page 2 (Show More)', async () => '/ideas?page=2', 'list:posts:category:56'],
    ['a Commons filter', async () => '/media?type=downloads', 'list:media'],
    ['an article', () => firstArticle('posts'), 'article:posts:'],
    ['an event', () => firstArticle('event'), 'article:event:'],
    ['search results', async () => '/search?term=core', 'list:posts:unfiltered'],
    ['a feed', async () => '/newsroom/feed.xml', 'list:posts'],
    ['a calendar', async () => '/event/calendar.ics', 'list:event'],
    ['the sitemap', async () => '/sitemap.xml', 'list:media'],
    ['security.txt', async () => '/.well-known/security.txt', null],
  ];

  it.each(kinds)('%s is public, tagged, stored after its first render and answered 304 when unchanged', async (_label, pathOf, tag) => {
    const path = await pathOf();
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(PUBLIC_CONTROL);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    if (tag) expect(first.headers.get('cache-tag')?.split(',').some((name) => name.startsWith(tag))).toBe(true);
    else expect(first.headers.get('cache-tag')).toBeNull();
    await first.arrayBuffer();

    // An earlier test may have left this URL's copy past its time (served STALE while it is rendered
    // again): wait for the stored copy, then every request is that same copy.
    await expect.poll(async () => (await get(path)).headers.get('x-cache'), { timeout: 15_000, interval: 100 }).toBe('HIT');
    const second = await get(path);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const etag = second.headers.get('etag') ?? '';
    const body = await second.text();
    const third = await get(path);
    expect(third.headers.get('etag')).toBe(etag);
    expect(await third.text()).toBe(body);

    const unchanged = await get(path, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await get(path, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('gives every answer its own request id, a page from the cache too, and ignores a visitor’s own', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    await (await get('/technology/versatile')).arrayBuffer();
    await expect.poll(async () => (await get('/technology/versatile')).headers.get('x-cache'), { timeout: 15_000, interval: 100 }).toBe('HIT');
    const ids = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await get('/technology/versatile', { 'x-request-id': 'chosen-by-visitor' });
      expect(response.headers.get('x-cache')).toBe('HIT');
      ids.push(response.headers.get('x-request-id'));
      await response.arrayBuffer();
    }
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(3);
    expect((await get('/api/health/live')).headers.get('x-request-id')).toMatch(uuid);
  });

  it('keeps one policy with the page: a cached page answers with the same script hashes every time', async () => {
    const one = (await get('/technology')).headers.get('content-security-policy');
    const two = (await get('/technology')).headers.get('content-security-policy');
    expect(one).toMatch(/script-src 'self' 'sha256-/);
    expect(two).toBe(one);
  });

  it('caches each URL on its own: page 2 of a list is not page 1', async () => {
    const one = await (await get('/ideas')).text();
    const two = await (await get('/ideas?page=2')).text();
    const cards = (html: string) => (html.match(/data-item-index="/g) ?? []).length;
    expect(cards(two)).toBeGreaterThan(cards(one));
  });

  it('sends compressed copies to browsers that accept them, with their own validators', async () => {
    const { request } = await import('node:http');
    // The raw bytes, as a browser receives them (fetch would decompress them on its own).
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL('/newsroom', baseURL);
        request({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const identity = await raw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const text = identity.body.toString('utf8');
    expect(text).toContain('</html>');
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(text);
    expect(brotli.body.length).toBeLessThan(text.length / 3);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);
    expect(new Set([identity.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
  });
});

describe('answers for one visitor', () => {
  it('a form refused without JavaScript is private, never stored, and still protected by the page’s hashes', async () => {
    const response = await fetch(new URL('/contact', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'FNAME=&EMAIL=not-an-address',
      redirect: 'manual',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(await response.text()).toContain('not-an-address');
    // The same page asked for plainly afterwards shows none of that visitor's input.
    expect(await (await get('/contact')).text()).not.toContain('not-an-address');
  });

  it('a thank-you page is private', async () => {
    const response = await get('/subscription?sent=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(['/contact', '/subscription'])('%s is rendered for each visitor: its submission key and captcha question are one-off', async (path) => {
    const pick = (html: string) => ({
      key: html.match(/name="submission_id" value="([^"]+)"/)?.[1],
      question: html.match(/name="captcha_token" value="([^"]+)"/)?.[1],
    });
    const first = await get(path);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const one = pick(await first.text());
    const two = pick(await (await get(path)).text());
    expect(one.key).toMatch(/^[\w-]{16,}$/);
    expect(one.question).toBeTruthy();
    expect(two.key).not.toBe(one.key);
    expect(two.question).not.toBe(one.question);
  });

  it('API answers keep their own rules', async () => {
    expect((await get('/api/health')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the revalidation webhook', () => {
  it('drops exactly the pages that show the changed content', async () => {
    await get('/ideas');
    await get('/technology');
    await get('/category/press-release');
    expect((await get('/ideas')).headers.get('x-cache')).toBe('HIT');
    const response = await fetch(new URL('/api/revalidate', baseURL), {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'post', id: 999_999, categories: [56] }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { pages: number }).pages).toBeGreaterThan(0);
    // Ideas (category 56) is rendered again; a static page and another category's list are not.
    expect((await get('/ideas')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/technology')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/category/press-release')).headers.get('x-cache')).toBe('HIT');
  });
});
