import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_TITLE } from '../../../cdn/vcl.mjs';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { CHROMIUM_PATH, ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import { save, startCdnStack } from './cdn-stack';
import { manifest, SECRET } from './support';

/**
 * The site as it runs behind a CDN: the project's VCL in a real varnishd, in front of two instances sharing
 * a private Redis, on the real WordPress with the Site Connector plugin pointed at one of them. As an editor
 * and a visitor would see it: a save in WordPress is served fresh by the CDN on every page it touches (and
 * pages it does not touch stay CDN hits), a document and a navigation's data are never mixed up, nothing
 * private is ever a CDN hit, the CDN stands in while both instances are down and recovers when they are back,
 * and a flood of made-up addresses leaves the pages visitors use as CDN hits.
 */

const { computeCacheBustingSearchParam } = createRequire(import.meta.url)('next/dist/shared/lib/router/utils/cache-busting-search-param.js') as {
  computeCacheBustingSearchParam: (prefetch?: string, segment?: string, stateTree?: string, nextUrl?: string) => Promise<string>;
};
const { ideas, pressReleases } = manifest.categories;

let stack: Awaited<ReturnType<typeof startCdnStack>>;
let browser: Browser | undefined;
const created: number[] = [];
const viaCdn = (path: string, init: RequestInit = {}) => stack.viaCdn(path, init);
const cdnResult = async (path: string) => (await viaCdn(path)).cache;

/** Waits until every page of `paths` shows `shows` through the CDN (the change's arrival is the event waited for). */
async function freshAtTheCdn(paths: string[], shows: (body: string, path: string) => boolean, what: string) {
  for (const path of paths) {
    await expect.poll(async () => shows((await viaCdn(path)).body, path), { timeout: 60_000, interval: 50, message: `${path} ${what} at the CDN` }).toBe(true);
  }
}

beforeAll(async () => {
  ensureBuild();
  ensureChromium();
  // The CDN's storage small, so the flood below outgrows what strangers may fill.
  stack = await startCdnStack({ storageBytes: 24 * 1024 * 1024 });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close(created);
});

describe('a save in WordPress', () => {
  it('is served fresh by the CDN on every page it touches; the pages it does not touch stay CDN hits', async () => {
    const word = `Zirconalloy${Date.now()}`;
    const title = `CDN purge check ${word}`;
    const touchedLists = ['/ideas', '/newsroom', '/latest-updates', `/search?term=${word}`, '/ideas/feed.xml', '/newsroom/feed.xml'];
    const untouched = ['/technology', '/our-team', '/media', '/event', '/category/in-the-news'];
    for (const path of [...touchedLists, '/category/press-release', '/category/press-release/feed.xml', '/sitemap.xml', ...untouched]) {
      await viaCdn(path);
      expect(await cdnResult(path), path).toBe('HIT');
    }

    // Published in Ideas.
    const { id } = await save(`$id = wp_insert_post(array('post_title' => $in['title'], 'post_content' => '<p>A body.</p>', 'post_status' => 'publish', 'post_category' => array($in['category'])));`, {
      title,
      category: ideas,
    });
    created.push(id);
    // Lists, search results, feeds and the sitemap link to the article (a search page also repeats its term).
    const article = `/newsroom/posts/${id}`;
    const links = (body: string) => body.includes(`${article}"`) || body.includes(`${article}<`);
    await freshAtTheCdn([...touchedLists, '/sitemap.xml'], links, 'links to the published post');
    await freshAtTheCdn([article], (body) => body.includes(title), 'shows the published post');

    // Moved to Press Releases.
    await save(`wp_set_post_categories($in['id'], array($in['category']));`, { id, category: pressReleases });
    await freshAtTheCdn(['/category/press-release', '/category/press-release/feed.xml'], links, 'links to the moved post');
    await freshAtTheCdn(['/ideas', '/ideas/feed.xml'], (body) => !links(body), 'no longer links to the moved post');

    // Trashed.
    await save(`wp_trash_post($in['id']);`, { id });
    await freshAtTheCdn(['/newsroom', '/category/press-release', `/search?term=${word}`, '/newsroom/feed.xml', '/category/press-release/feed.xml', '/sitemap.xml'], (body) => !links(body), 'no longer links to the trashed post');
    expect((await viaCdn(article)).status).toBe(404);

    // A purge is by tag, not a ban of everything: what no change touched was never fetched again.
    for (const path of untouched) expect(await cdnResult(path), path).toBe('HIT');
  });
});

describe('documents and navigation data', () => {
  /** A navigation's headers as the router sends them from a page whose segment is `from`. */
  const navigation = (from: string) => ({ rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: [from, {}] }, null, null])) });

  it('a document and an RSC request for one address never get each other’s body, across purges and _rsc values', async () => {
    for (const round of [1, 2]) {
      // Navigations from different pages carry different _rsc values (vercel/next.js#65335). A wrong one is sent
      // to the right one (307) by Next.js, or answered with the data from the site's own cache, which keys it
      // by the router's headers: never with the document.
      for (const from of ['__PAGE__', 'technology', 'our-team']) {
        const headers = navigation(from);
        const asked = await viaCdn('/newsroom?_rsc=wrong', { headers });
        expect(asked.body, `round ${round}, from ${from}`).not.toContain('<!DOCTYPE html>');
        if (asked.status === 200) expect(asked.type).toMatch(/^text\/x-component/);
        else expect(asked.status).toBe(307);
        // The value the router itself sends with these headers (Next.js's own function).
        const address = `/newsroom?_rsc=${await computeCacheBustingSearchParam(undefined, undefined, headers['next-router-state-tree'], undefined)}`;
        const data = await viaCdn(address, { headers });
        expect(data.status).toBe(200);
        expect(data.type).toMatch(/^text\/x-component/);
        expect(data.body).not.toContain('<!DOCTYPE html>');
        const document = await viaCdn(address);
        expect(document.type).toMatch(/^text\/html/);
        expect(document.body).toContain('<!DOCTYPE html>');
      }
      // The list's tag purged between the rounds.
      expect((await fetch(`${stack.cdn.url}/_cdn/purge`, { method: 'POST', headers: { authorization: `Bearer ${stack.purgeToken}`, 'surrogate-key': 'list:posts:unfiltered' } })).status).toBe(200);
    }
  });

  it('in Chromium, client navigations, back, forward and reload through the CDN always show pages', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const isPage = async () => ({
        type: await page.evaluate(() => document.contentType),
        header: await page.locator('main').count(),
        text: (await page.locator('body').innerText()).slice(0, 20),
      });
      await page.goto(`${stack.cdn.url}/newsroom`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]');
      // A client navigation fetches the next page's data (RSC) through the CDN.
      const rsc = page.waitForRequest((request) => request.headers().rsc === '1');
      await page.locator(`a[href="/newsroom/posts/${manifest.posts.latest}"]`).first().click();
      await rsc;
      await page.waitForURL(`**/newsroom/posts/${manifest.posts.latest}`);
      expect((await isPage()).type).toBe('text/html');
      for (const step of ['back', 'forward', 'back', 'reload'] as const) {
        if (step === 'back') await page.goBack({ waitUntil: 'load' });
        else if (step === 'forward') await page.goForward({ waitUntil: 'load' });
        else await page.reload({ waitUntil: 'load' });
        const shown = await isPage();
        expect(shown.type, step).toBe('text/html');
        expect(shown.header, step).toBeGreaterThan(0);
        expect(shown.text, step).not.toMatch(/^\d+:/);
      }
      // A new tab at an address whose data the CDN passed: the document, not the data.
      const fresh = await context.newPage();
      await fresh.goto(`${stack.cdn.url}/newsroom/posts/${manifest.posts.latest}`, { waitUntil: 'load' });
      expect(await fresh.evaluate(() => document.contentType)).toBe('text/html');
    } finally {
      await context.close();
    }
  });
});

describe('nothing private', () => {
  /** A link as the plugin makes it (HMAC-SHA256 with the shared secret). */
  function previewLink(id: number) {
    const payload = `v1.${id}.post.${Math.floor(Date.now() / 1000) + 600}.${randomBytes(8).toString('hex')}`;
    return `/api/preview?token=${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
  }

  it('each private answer, tried as its visitor and then asked for by a stranger, is never a CDN hit', async () => {
    // A form page, a refused form post, the API, the editing screen.
    const asks: [string, RequestInit][] = [
      ['/contact', {}],
      ['/subscription', {}],
      ['/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'FNAME=&EMAIL=not-an-address' }],
      ['/api/health', {}],
      ['/api/captcha/altcha', {}],
      ['/keystatic', {}],
    ];
    for (const [path, init] of asks) {
      const visitor = await viaCdn(path, { ...init, headers: { cookie: 'visitor=1', ...init.headers } });
      expect(visitor.cache, `${init.method ?? 'GET'} ${path}`).toBe('PASS');
      expect((await viaCdn(path)).cache, `${path} for a stranger`).not.toBe('HIT');
    }

    // An editor's draft: the preview link sets its cookies (an answer that sets a cookie), then the draft.
    const { draft, draftTitle } = manifest.preview;
    const opened = await viaCdn(previewLink(draft));
    expect(opened.cache).toBe('PASS');
    const cookies = opened.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    expect(cookies).toContain('__prerender_bypass=');
    const location = opened.headers.get('location') ?? '';
    const editor = await viaCdn(new URL(location, stack.cdn.url).pathname, { headers: { cookie: cookies } });
    expect(editor.cache).toBe('PASS');
    expect(editor.body).toContain(draftTitle);
    for (let ask = 0; ask < 2; ask += 1) {
      const stranger = await viaCdn(new URL(location, stack.cdn.url).pathname);
      expect(stranger.body).not.toContain(draftTitle);
      expect(stranger.cache).not.toBe('PASS');
    }
    // The answer that set the cookies was not kept either.
    expect((await viaCdn(previewLink(draft))).cache).toBe('PASS');
  });
});

describe('both instances killed', () => {
  it('the CDN serves the pages it has, a clear page for the rest, and recovers when they are back', async () => {
    // Instances whose pages live a second (and may stand in for ten minutes while the site fails).
    await stack.stopInstances();
    await stack.startInstances({ short: true });
    const kept = ['/our-team/advisors', '/careers', '/investors', '/applications/data-centers'];
    for (const path of kept) expect((await viaCdn(path)).status, path).toBe(200);

    await stack.stopInstances();
    for (const path of kept) {
      // Past s-maxage and stale-while-revalidate: the copy stands in, with 200.
      await expect.poll(async () => (await viaCdn(path)).cache, { timeout: 60_000, interval: 200, message: `${path} stale at the CDN` }).toBe('STALE-IF-ERROR');
      const stale = await viaCdn(path);
      expect(stale.status, path).toBe(200);
      expect(stale.body, path).toContain('<!DOCTYPE html>');
    }
    const never = await viaCdn('/privacy-policy');
    expect(never.status).toBe(503);
    expect(never.body).toContain(UNAVAILABLE_TITLE);
    expect(never.headers.get('retry-after')).toBe('30');

    await stack.startInstances();
    await expect.poll(async () => (await viaCdn('/privacy-policy')).status, { timeout: 60_000, interval: 200 }).toBe(200);
    for (const path of kept) await expect.poll(async () => (await viaCdn(path)).cache, { timeout: 60_000, interval: 200 }).toMatch(/^(HIT|MISS|STALE)$/);
  }, 300_000);
});

describe('a flood of made-up addresses through the CDN', () => {
  it('leaves the pages visitors use as CDN hits', async () => {
    const popular = ['/', '/technology', '/newsroom', `/newsroom/posts/${manifest.posts.latest}`, '/our-team'];
    for (const path of popular) await viaCdn(path);
    for (const path of popular) expect(await cdnResult(path), path).toBe('HIT');
    const nuked = stack.cdn.counters()['MAIN.n_lru_nuked'] ?? 0;
    // Not-found addresses and campaign junk on the popular pages, eight at a time.
    const junk = Array.from({ length: 1200 }, (_, index) => {
      const token = `${index}-${randomBytes(6).toString('hex')}`;
      return index % 3 === 2 ? `/technology?utm_source=${token}&fbclid=${token}` : `/no-such-page/${token}`;
    });
    for (let start = 0; start < junk.length; start += 8) await Promise.all(junk.slice(start, start + 8).map((path) => viaCdn(path)));
    // The strangers' storage overflowed (the flood was real), and the popular pages are still hits.
    expect((stack.cdn.counters()['MAIN.n_lru_nuked'] ?? 0) - nuked).toBeGreaterThan(0);
    for (const path of popular) expect(await cdnResult(path), path).toBe('HIT');
  }, 300_000);
});
