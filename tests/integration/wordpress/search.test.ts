import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../../scripts/lib/server.mjs';
import { setWordPressServer } from './global-setup';
import {
  type Proxy,
  type Site,
  controlUrl,
  countingProxy,
  getTitle,
  inspect,
  manifest,
  notifyAt,
  setTitle,
  siteEnv,
  startSiteWithBrowser,
  sql,
  withColdSite,
  wordpressOrigin,
} from './support';

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
/** Whether a visitor reads `words` on the page (across highlighting and React's markers). */
const shows = (html: string, words: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').includes(words);
/** An article page's title, as its heading shows it. */
const headingOf = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '').trim() ?? null;

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

  it('after a restart while WordPress is down, still finds every WordPress article it found before', async () => {
    const expected = [
      { term: 'Halden irradiation', title: 'Halden irradiation results for the graphite moderator', path: `/newsroom/posts/${haldenId}` },
      { term: 'walkaway passive cooling', title: 'Walkaway safe: passive cooling explained', path: `/newsroom/posts/${manifest.posts.ideas.walkaway2019}` },
      { term: 'podcast molten salt', title: 'Podcast: the case for molten salt', path: `/newsroom/media/${manifest.media.external}` },
      { term: 'Gen-IV Forum 2019', title: 'Gen-IV Forum 2019', path: null },
      { term: 'archive note 109', title: 'Archive note 109', path: null },
    ];
    const restartProxy = await countingProxy();
    // One site's data directory (and WordPress address) across the restart, as on a real server.
    const env = siteEnv(restartProxy);
    let before: Site | undefined;
    let after: Site | undefined;
    try {
      before = await startServer({ env });
      for (const { term, title, path } of expected) {
        const { status, html } = await searchHtml(term, before.url);
        expect(status, term).toBe(200);
        expect(shows(html, title), term).toBe(true);
        if (path) expect(linksTo(html, path), term).toBe(true);
      }
      await before.stop();
      await setWordPressServer(controlUrl, 'down');
      after = await startServer({ env });
      for (const { term, title, path } of expected) {
        const { status, html } = await searchHtml(term, after.url);
        expect(status, term).toBe(200);
        expect(shows(html, title), term).toBe(true);
        expect(html, term).not.toContain('There were no results for the search term');
        if (path) expect(linksTo(html, path), term).toBe(true);
      }
      // The site's own pages are still searched beside them.
      expect(linksTo((await searchHtml('AODA', after.url)).html, '/accessibility/AODA-customer-service-policy')).toBe(true);
    } finally {
      await after?.stop();
      await before?.stop();
      await setWordPressServer(controlUrl, 'up');
      await restartProxy.close();
    }
  }, 420_000); // A guard against a hang at five times what it takes in a full run (up to 84 s).

  it('shows the new title when a read held back during the webhook finishes with the old one', async () => {
    // "Replacing the core every seven years", read by no other test here.
    const id = Number(manifest.posts.ideas.sevenYears2021);
    const path = `/newsroom/posts/${id}`;
    const original = getTitle(id);
    const newTitle = `Quokkacore${Date.now()} replacement schedule`;
    // WordPress answers this article's read at once, but the site only gets the answer on release.
    const hold = proxy.hold((url) => new URL(url, wordpressOrigin).pathname === `/wp-json/wp/v2/posts/${id}`);
    try {
      const held = get(path);
      // WordPress has answered with the old title; the site has not received it yet.
      await vi.waitFor(() => expect(hold.held()).toBeGreaterThan(0), { timeout: 30_000, interval: 50 });
      // The editor saves; WordPress tells the site; only then does the old answer arrive.
      setTitle(id, newTitle);
      expect((await notifyAt(site.url, { type: 'post', id })).status).toBe(200);
      hold.release();
      expect((await held).status).toBe(200);

      for (let visit = 0; visit < 2; visit += 1) {
        const page = await get(path);
        expect(page.status).toBe(200);
        expect(headingOf(await page.text()), `visit ${visit + 1}`).toBe(newTitle);
      }
    } finally {
      hold.release();
      setTitle(id, original, { hex: true });
      await notifyAt(site.url, { type: 'post', id });
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
  }, 240_000); // A guard against a hang at five times what it takes in a full run (up to 45 s).
});
