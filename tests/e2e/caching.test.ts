import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.mjs';
import { BUILD_ASSET_CONTROL, PUBLIC_FILE_CONTROL } from '../../server/http/files.mjs';
import { TEST_REVALIDATE_SECRET } from './global-setup';
import { borrowBrowser, returnBrowser, waitForHydration } from './support/browser';

/**
 * What a CDN and a browser see: pages the same for everyone are public, validated by a strong ETag
 * (304 when unchanged), tagged with the content they show, and served from the page cache after the
 * first render; answers carrying one visitor's input are private and never stored.
 */

// Its own server: these tests tell it content changed (the webhook) and read what its cache then holds,
// which must not race with the other browser files reading the shared server.
let server: Awaited<ReturnType<typeof startServer>>;
let baseURL: string;
const dataDir = mkdtempSync(join(tmpdir(), 'caching-'));
beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: 'http://localhost:3000', REVALIDATE_SECRET: TEST_REVALIDATE_SECRET, DATA_DIR: dataDir } });
  baseURL = server.url;
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

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
    await expect.poll(async () => (await get(path)).headers.get('x-cache'), { interval: 100 }).toBe('HIT');
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
    await expect.poll(async () => (await get('/technology/versatile')).headers.get('x-cache'), { interval: 100 }).toBe('HIT');
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

/** Tells the site (as WordPress would) that a post of these categories changed. */
const notify = (categories: number[]) =>
  fetch(new URL('/api/revalidate', baseURL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${TEST_REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'post', id: 999_998, categories }),
  });

/** The page as the cache holds it now (waiting out a render in progress). */
async function storedCopy(path: string) {
  await expect.poll(async () => (await get(path)).headers.get('x-cache'), { interval: 100 }).toBe('HIT');
  const response = await get(path);
  return { etag: response.headers.get('etag') ?? '', body: await response.text(), policy: response.headers.get('content-security-policy') };
}

describe('a page rendered again with unchanged content', () => {
  it.each(['/', '/ideas'])('%s keeps its bytes and ETag, so a browser’s revalidation answers 304', async (path) => {
    const before = await storedCopy(path);
    expect(before.etag).toMatch(/^"[\w-]{20,}"$/);
    // No render marker left in the page (each render had its own).
    expect(before.body).not.toMatch(/\snonce=/);
    expect(before.body).toContain('<script');

    // The webhook drops the page (a post of Ideas' category changed, but not one this page shows).
    const notice = await notify([56]);
    expect(notice.status).toBe(200);
    expect(((await notice.json()) as { pages: number }).pages).toBeGreaterThan(0);

    // The browser revalidates the copy it holds: the page is rendered again, and it is the same page.
    const revalidated = await get(path, { 'if-none-match': before.etag });
    expect(revalidated.headers.get('x-cache')).toBe('MISS');
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(before.etag);
    expect(await revalidated.text()).toBe('');

    const after = await storedCopy(path);
    expect(after.etag).toBe(before.etag);
    expect(after.body).toBe(before.body);
    expect(after.policy).toBe(before.policy);
  });

  it('still runs its scripts under the hash policy, with no nonce on any of them', async () => {
    expect((await notify([56])).status).toBe(200);
    const browser = await borrowBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const blocked: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.error(`blocked ${event.violatedDirective} ${event.blockedURI}`));
      });
      page.on('console', (message) => {
        if (message.text().startsWith('blocked ')) blocked.push(message.text());
      });
      const response = await page.goto(new URL('/ideas', baseURL).toString(), { waitUntil: 'load' });
      expect(await response?.headerValue('x-cache')).toBe('MISS');
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(policy.split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toMatch(/unsafe-inline|nonce-/);
      await waitForHydration(page);
      expect(await page.locator('script').count()).toBeGreaterThan(5);
      expect(await page.locator('script[nonce]').count()).toBe(0);
      expect(blocked).toEqual([]);
    } finally {
      await returnBrowser(browser);
    }
  });
});

describe('files under public/ and the build’s assets', () => {
  const PUBLIC_DIR = join(process.cwd(), 'public');
  /**
   * A browser's revalidation of a copy it holds. (Given a validator, fetch itself would add
   * `Cache-Control: no-cache`, which tells the file sender to skip the check; a browser sends none, or
   * `max-age=0` on a reload.)
   */
  const revalidate = (path: string, validator: Record<string, string>) => get(path, { ...validator, 'cache-control': 'max-age=0' });

  it.each(['/images/logo.svg', '/images/home/imsr-heat-loop-poster.jpg', '/videos/vision.webm', '/files/core-unit-fact-sheet.pdf'])(
    '%s is kept for hours and revalidated by its ETag and date',
    async (path) => {
      const file = await get(path);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe(PUBLIC_FILE_CONTROL);
      expect(PUBLIC_FILE_CONTROL).toBe('public, max-age=3600, stale-while-revalidate=86400');
      const etag = file.headers.get('etag') ?? '';
      const modified = file.headers.get('last-modified') ?? '';
      expect(etag).not.toBe('');
      expect(new Date(modified).getTime()).toBe(Math.floor(statSync(join(PUBLIC_DIR, path)).mtimeMs / 1000) * 1000);
      expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(join(PUBLIC_DIR, path)))).toBe(true);

      const byTag = await revalidate(path, { 'if-none-match': etag });
      expect(byTag.status).toBe(304);
      expect(byTag.headers.get('cache-control')).toBe(PUBLIC_FILE_CONTROL);
      expect((await revalidate(path, { 'if-modified-since': modified })).status).toBe(304);
    },
  );

  it('a file replaced in place is sent anew to a browser that revalidates the old one', async () => {
    const path = '/images/news/outlets/grid-weekly.svg';
    const onDisk = join(PUBLIC_DIR, path);
    const original = readFileSync(onDisk);
    const { atime, mtime } = statSync(onDisk);
    const old = await get(path);
    const oldTag = old.headers.get('etag') ?? '';
    await old.arrayBuffer();
    expect((await revalidate(path, { 'if-none-match': oldTag })).status).toBe(304);
    const replacement = Buffer.concat([original, Buffer.from('\n<!-- replaced -->\n')]);
    try {
      writeFileSync(onDisk, replacement);
      const revalidated = await revalidate(path, { 'if-none-match': oldTag });
      expect(revalidated.status).toBe(200);
      expect(revalidated.headers.get('etag')).not.toBe(oldTag);
      expect(Buffer.from(await revalidated.arrayBuffer()).equals(replacement)).toBe(true);
      expect((await revalidate(path, { 'if-none-match': revalidated.headers.get('etag') ?? '' })).status).toBe(304);
    } finally {
      writeFileSync(onDisk, original);
      utimesSync(onDisk, atime, mtime);
    }
    expect((await revalidate(path, { 'if-none-match': oldTag })).status).toBe(304);
  });

  it('build assets, named by their content, are kept for a year', async () => {
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css|woff2))"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of new Set(assets)) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe(BUILD_ASSET_CONTROL);
      await response.arrayBuffer();
    }
    expect(BUILD_ASSET_CONTROL).toBe('public, max-age=31536000, immutable');
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
