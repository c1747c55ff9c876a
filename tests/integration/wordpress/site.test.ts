import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWordPressServer } from './global-setup';
import { type Proxy, type Site, controlUrl, getTitle, inspect as inspectAt, manifest, notifyAt, SECRET, setTitle, startSiteWithBrowser, withColdSite, wordpressOrigin } from './support';

/**
 * The site pointed at the real WordPress: every news page renders its records (hostile ones included)
 * with no script of theirs running, a list costs one WordPress request, and WordPress going away
 * leaves every page serving.
 */

let proxy: Proxy;
let site: Site;
let browser: Browser;
let started: Awaited<ReturnType<typeof startSiteWithBrowser>> | undefined;

beforeAll(async () => {
  started = await startSiteWithBrowser();
  ({ proxy, site, browser } = started);
}, 300_000);

afterAll(async () => {
  await setWordPressServer(controlUrl, 'up');
  await started?.stop();
});

const get = (path: string, base = site.url) => fetch(new URL(path, base), { redirect: 'manual' });

const LIST_ROUTES = ['/latest-updates', '/newsroom', '/category/press-release', '/category/in-the-news', '/ideas', '/media', '/event', '/'];

function articleRoutes(): string[] {
  return [
    ...manifest.posts.all.map((id) => `/newsroom/posts/${id}`),
    ...manifest.media.all.map((id) => `/newsroom/media/${id}`),
    ...manifest.events.all.map((id) => `/newsroom/event/${id}`),
  ];
}

const inspect = (page: Page, path: string) => inspectAt(page, path, site.url);
const notify = (body: unknown) => notifyAt(site.url, body);

describe('the site on a real WordPress', () => {
  it('a six-card list costs one WordPress request uncached and none cached', async () => {
    proxy.reset();
    const first = await get('/category/press-release');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect((html.match(/data-testid="article-card"/g) ?? []).length).toBe(6);
    expect(proxy.seen).toHaveLength(1);
    const request = new URL(proxy.seen[0] ?? '', wordpressOrigin);
    expect(request.pathname).toBe('/wp-json/wp/v2/posts');
    expect(request.searchParams.get('categories')).toBe('58');
    expect(request.searchParams.get('per_page')).toBe('6');
    expect(request.searchParams.get('_embed')).toBe('author,wp:featuredmedia,wp:term');
    proxy.reset();
    expect((await get('/category/press-release')).status).toBe(200);
    expect(proxy.seen).toHaveLength(0);
  });

  it('an article page costs one WordPress request uncached and none cached, missing ones included', async () => {
    // Besides the article, the site reads WordPress's REST index once an hour (does Rank Math serve heads?).
    const index = (url: string) => url.startsWith('/wp-json/?');
    const indexReads: string[] = [];
    for (const path of [`/newsroom/posts/${manifest.posts.latest}`, `/newsroom/posts/${manifest.hidden.draft}`]) {
      proxy.reset();
      await get(path);
      indexReads.push(...proxy.seen.filter(index));
      expect(proxy.seen.filter((url) => !index(url)), path).toHaveLength(1);
      proxy.reset();
      await get(path);
      expect(proxy.seen, path).toHaveLength(0);
    }
    expect(indexReads.length).toBeLessThanOrEqual(1);
  });

  it('every news route answers 200', async () => {
    for (const path of LIST_ROUTES) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('Loading...');
    }
  });

  it('shows the seeded articles by category, with the CMS categories and authors resolved', async () => {
    const html = await (await get('/category/in-the-news?page=50')).text();
    const cards = (html.match(/data-testid="article-card"/g) ?? []).length;
    expect(cards).toBe(manifest.counts.post['55']);
    expect(html).toContain('By ');
  });

  it('renders every article, including hostile and broken ones, with no script of theirs running', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const path of articleRoutes()) {
      const result = await inspect(page, path);
      expect(result.status, path).toBe(200);
      expect(result.dialogs, path).toEqual([]);
      expect(result.handlers, path).toEqual([]);
      expect(result.scriptUrls, path).toEqual([]);
      expect(result.foreignScripts, path).toBe(0);
      expect(result.styles, path).toBe(0);
    }
    for (const path of LIST_ROUTES.concat(['/media?type=videos', '/media?type=downloads', '/event?view=past', '/newsroom?year=2018'])) {
      const result = await inspect(page, path);
      expect(result.status, path).toBe(200);
      expect(result.dialogs, path).toEqual([]);
      expect(result.handlers, path).toEqual([]);
      expect(result.scriptUrls, path).toEqual([]);
    }
    await context.close();
  }, 620_000); // A guard against a hang at five times what it takes in a full run (up to 121 s).

  it('follows the error catalogue for deleted authors, deleted images and broken event dates', async () => {
    const deletedAuthor = await (await get(`/newsroom/posts/${manifest.deletedAuthorPost}`)).text();
    expect(deletedAuthor).not.toContain('Departed Writer');
    const deletedImage = await (await get(`/newsroom/posts/${manifest.deletedImagePost}`)).text();
    expect(deletedImage).not.toMatch(/<figure/);
    const draftImage = await (await get(`/newsroom/posts/${manifest.draftMediaPost}`)).text();
    expect(draftImage).not.toMatch(/<figure/);
    const broken = await (await get(`/newsroom/event/${manifest.events.broken}`)).text();
    expect(broken).toMatch(/data-testid="article-date"[^>]*><span>[^<]+ - [^<]+<\/span>/);
    expect(broken).not.toContain('Add to calendar');
  });

  it("drafts, private, pending and scheduled posts answer 404 with the article-not-found message", async () => {
    for (const id of Object.values(manifest.hidden)) {
      const response = await get(`/newsroom/posts/${id}`);
      expect(response.status, String(id)).toBe(404);
      expect(await response.text()).toContain('The article you&#x27;re looking for cannot be found.');
    }
  });

  it('a webhook notice refreshes exactly the changed article and the lists it is in', async () => {
    const pressIds = new Set(Object.values(manifest.posts.pressReleases));
    const id = manifest.posts.all.find((postId) => pressIds.has(postId));
    expect(id).toBeDefined();
    const article = `/newsroom/posts/${id}`;
    const original = getTitle(id!);
    await get(article);
    await get('/category/press-release');
    await get('/ideas');
    const edited = `Edited headline ${Date.now()}`;
    try {
      setTitle(id!, edited);
      // Until WordPress says so, the cached copies stand.
      expect(await (await get(article)).text()).not.toContain(edited);

      const response = await notify({ type: 'post', id, categories: [manifest.categories.pressReleases] });
      expect(response.status).toBe(200);
      proxy.reset();
      expect(await (await get(article)).text()).toContain(edited);
      expect(await (await get('/category/press-release')).text()).toContain(edited);
      expect(proxy.seen).toHaveLength(2);
      // Ideas was not in the notice: served from the cache without asking WordPress.
      proxy.reset();
      expect((await get('/ideas')).status).toBe(200);
      expect(proxy.seen).toHaveLength(0);
    } finally {
      setTitle(id!, original, { hex: true });
      await notify({ type: 'post', id, categories: [manifest.categories.pressReleases] });
    }
  });

  it('refuses webhook calls without the secret and malformed notices', async () => {
    const url = new URL('/api/revalidate', site.url);
    expect((await fetch(url, { method: 'POST', body: '{"all":true}' })).status).toBe(401);
    expect((await notify({ type: 'post', id: 'seven' })).status).toBe(400);
    const huge = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${SECRET}` }, body: 'x'.repeat(10_000) });
    expect(huge.status).toBe(413);
  });

  it('keeps every page serving its last good copy when WordPress stops', async () => {
    const visited = [...LIST_ROUTES, ...articleRoutes().slice(0, 8)];
    const before = new Map<string, string>();
    for (const path of visited) before.set(path, await (await get(path)).text());

    await setWordPressServer(controlUrl, 'down');
    // Even told to refresh everything, the site keeps what it had.
    const refresh = await fetch(new URL('/api/revalidate', site.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      body: '{"all":true}',
    });
    expect(refresh.status).toBe(200);
    for (const path of visited) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const cards = (text: string) => text.match(/data-article-id="\d+"/g) ?? [];
      expect(cards(html), path).toEqual(cards(before.get(path) ?? ''));
    }
    // Never read before and WordPress is gone: the not-found message, not an error page.
    const unseen = await get(`/newsroom/posts/${manifest.media.all[0]}`);
    expect(unseen.status).toBe(404);
    expect(await unseen.text()).toContain('Please try searching for the article below.');
    await setWordPressServer(controlUrl, 'up');
  }, 120_000);

  it('starts with WordPress down and shows the loading and empty states, never a 500', async () => {
    await withColdSite(async (coldUrl) => {
      for (const path of LIST_ROUTES) {
        const response = await get(path, coldUrl);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        if (path !== '/') expect(html, path).toContain('Loading...');
      }
      const newsroom = await (await get('/newsroom', coldUrl)).text();
      expect(newsroom).toContain(`>${new Date().getFullYear()}</a>`);
      const article = await get(`/newsroom/posts/${manifest.posts.latest}`, coldUrl);
      expect(article.status).toBe(404);
      expect(await article.text()).toContain('Please try searching for the article below.');
      const feed = await get('/newsroom/feed.xml', coldUrl);
      expect(feed.status).toBe(200);
      expect(await feed.text()).not.toContain('<item>');
      expect((await get('/sitemap.xml', coldUrl)).status).toBe(200);
    });
  }, 250_000); // A guard against a hang at five times what it takes in a full run (up to 48 s).
});
