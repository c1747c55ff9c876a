import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWordPressServer } from './global-setup';
import { type Proxy, type Site, controlUrl, getTitle, inspect, manifest, notifyAt, setTitle, startSiteWithBrowser, sql, withColdSite, wordpressOrigin } from './support';

/**
 * Site search on the real WordPress: the index holds every published article of every type, read in
 * pages of 100 (so an article far below the newest 100 is found, which the legacy design could not),
 * follows the revalidation webhook, keeps answering when WordPress stops, and shows hostile records as text.
 */

/** Old archive posts added for this file, so posts span more than one page of 100. */
const BULK = 110;
const BULK_SLUG = 'search-bulk-';

function insertArchive(): number {
  const rows = Array.from({ length: BULK }, (_, i) => {
    const day = new Date(Date.UTC(2018, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const halden = i === 0;
    const title = halden ? 'Halden irradiation results for the graphite moderator' : `Archive note ${i}`;
    const content = halden
      ? '<p>Samples irradiated at the Halden test reactor kept their shape after the full dose.</p>'
      : `<p>Routine archive note number ${i} about the fuel salt programme.</p>`;
    const date = `${day} 10:00:00`;
    return `(1, '${date}', '${date}', '${content}', '${title}', '', 'publish', 'closed', 'closed', '${BULK_SLUG}${i}', '', '', '${date}', '${date}', '', 'post')`;
  });
  sql(
    'INSERT INTO wp_posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ' +
      `ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type) VALUES ${rows.join(',')}`,
  );
  return Number(sql(`SELECT ID FROM wp_posts WHERE post_name = '${BULK_SLUG}0'`).trim());
}

let proxy: Proxy;
let site: Site;
let browser: Browser;
let started: Awaited<ReturnType<typeof startSiteWithBrowser>> | undefined;
let haldenId: number;

beforeAll(async () => {
  haldenId = insertArchive();
  started = await startSiteWithBrowser();
  ({ proxy, site, browser } = started);
}, 300_000);

afterAll(async () => {
  await setWordPressServer(controlUrl, 'up');
  sql(`DELETE FROM wp_posts WHERE post_name LIKE '${BULK_SLUG}%'`);
  await started?.stop();
});

const get = (path: string, base = site.url) => fetch(new URL(path, base), { redirect: 'manual' });
const searchHtml = async (term: string, base = site.url) => {
  const response = await get(`/search?term=${encodeURIComponent(term)}`, base);
  return { status: response.status, html: await response.text() };
};
const linksTo = (html: string, path: string) => html.includes(`href="${path}"`);

describe('site search on a real WordPress', () => {
  it('finds a 2018 article below the newest 100 posts, reading every type in pages of 100', async () => {
    const posts = manifest.totals.post + BULK;
    proxy.reset();
    const { status, html } = await searchHtml('Halden irradiation');
    expect(status).toBe(200);
    expect(linksTo(html, `/newsroom/posts/${haldenId}`)).toBe(true);
    expect(html).toContain('JANUARY 1, 2018');

    const reads = proxy.seen.map((url) => new URL(url, wordpressOrigin));
    const pagesOf = (path: string) => reads.filter((read) => read.pathname === path).map((read) => Number(read.searchParams.get('page')));
    expect(pagesOf('/wp-json/wp/v2/posts')).toEqual(Array.from({ length: Math.ceil(posts / 100) }, (_, i) => i + 1));
    expect(pagesOf('/wp-json/wp/v2/app_media')).toEqual([1]);
    expect(pagesOf('/wp-json/wp/v2/app_event')).toEqual([1]);
    expect(reads.every((read) => read.searchParams.get('per_page') === '100')).toBe(true);

    // The index is built: further searches, pages and filters ask WordPress nothing.
    proxy.reset();
    const note = Number(sql(`SELECT ID FROM wp_posts WHERE post_name = '${BULK_SLUG}109'`).trim());
    expect(linksTo((await searchHtml('archive note 109')).html, `/newsroom/posts/${note}`)).toBe(true);
    expect((await get('/search?term=reactor&filter=press-releases&page=2')).status).toBe(200);
    expect(proxy.seen).toHaveLength(0);
  });

  it('finds articles of every type and the static pages, with the CMS categories as filters', async () => {
    const hostileEvent = await searchHtml('Hostile Expo');
    expect(linksTo(hostileEvent.html, `/newsroom/event/${manifest.hostile.event}`)).toBe(true);
    const aoda = await searchHtml('AODA');
    expect(linksTo(aoda.html, '/accessibility/AODA-customer-service-policy')).toBe(true);
    // Gen-IV and Small Modular Reactors are categories of the company's WordPress, matched by name.
    const { html } = await searchHtml('reactor');
    const count = (name: string) => Number(new RegExp(`${name}(?:<!-- -->)?\\s*<span[^>]*>\\((?:<!-- -->)?(\\d+)`).exec(html)?.[1] ?? -1);
    expect(count('Gen-IV')).toBeGreaterThan(0);
    expect(count('Small Modular Reactors')).toBeGreaterThan(0);
    expect(count('Pages')).toBeGreaterThan(0);
  });

  it('shows hostile records in results as text: no dialog, no handler, no foreign script', async () => {
    for (const term of ['ordinary paragraph payload', 'Hostile Expo', 'quote with handlers', '<img src=x onerror=alert(1)>']) {
      const page = await browser.newPage();
      const report = await inspect(page, `/search?term=${encodeURIComponent(term)}`, site.url);
      expect(report.status, term).toBe(200);
      expect(report.dialogs, term).toEqual([]);
      expect(report.handlers, term).toEqual([]);
      expect(report.scriptUrls, term).toEqual([]);
      expect(report.foreignScripts, term).toBe(0);
      await page.close();
    }
    const { html } = await searchHtml('ordinary paragraph payload');
    expect(linksTo(html, `/newsroom/posts/${manifest.hostile.post}`)).toBe(true);
    expect(html).not.toContain('<script>alert');
  });

  it('takes an edit after the webhook notice, not before', async () => {
    const id = manifest.posts.latest;
    const original = getTitle(id);
    const word = `Quokkaflux${Date.now()}`;
    await searchHtml('reactor');
    try {
      setTitle(id, `${word} heat study`);
      expect(linksTo((await searchHtml(word)).html, `/newsroom/posts/${id}`)).toBe(false);
      expect((await notifyAt(site.url, { type: 'post', id })).status).toBe(200);
      expect(linksTo((await searchHtml(word)).html, `/newsroom/posts/${id}`)).toBe(true);
    } finally {
      setTitle(id, original, { hex: true });
      await notifyAt(site.url, { type: 'post', id });
    }
  });

  it('keeps answering from the last index when WordPress stops', async () => {
    const before = await searchHtml('Halden irradiation');
    expect(linksTo(before.html, `/newsroom/posts/${haldenId}`)).toBe(true);
    await setWordPressServer(controlUrl, 'down');
    try {
      expect((await notifyAt(site.url, { all: true })).status).toBe(200);
      const during = await searchHtml('Halden irradiation');
      expect(during.status).toBe(200);
      expect(linksTo(during.html, `/newsroom/posts/${haldenId}`)).toBe(true);
    } finally {
      await setWordPressServer(controlUrl, 'up');
    }
  }, 60_000);

  it('started with WordPress down, still finds the static pages and never answers an error', async () => {
    await withColdSite(async (coldUrl) => {
      const pages = await searchHtml('AODA', coldUrl);
      expect(pages.status).toBe(200);
      expect(linksTo(pages.html, '/accessibility/AODA-customer-service-policy')).toBe(true);
      // A bulk archive post: only WordPress knows it (and '109' is too short to be taken for a typo of anything).
      const news = await searchHtml('archive note 109', coldUrl);
      expect(news.status).toBe(200);
      expect(news.html).toContain('There were no results for the search term');
    });
  }, 120_000);
});
