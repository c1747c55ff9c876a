import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REVALIDATE_SECRET } from './global-setup';
import { baseURL, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, siteURL, WIDTHS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/** The article pages a list links to (internal links only). */
async function articlePaths(listPath: string): Promise<string[]> {
  const html = await (await fetch(new URL(listPath, baseURL))).text();
  return [...new Set([...html.matchAll(/href="(\/newsroom\/(?:posts|media|event)\/\d+)"/g)].map((match) => match[1] ?? ''))];
}

/** Players and documents keep their specified height unless a narrow screen's viewport caps them. */
function expectedHeight(specified: number, width: number, cap: number) {
  return width > 640 ? specified : Math.min(specified, cap);
}

describe('article pages', () => {
  it.each(WIDTHS)('a post shows its title, upper-case date, categories and body, with NewsArticle JSON-LD, at %ipx', async (width) => {
    const [path] = await articlePaths('/category/press-release');
    expect(path).toMatch(/^\/newsroom\/posts\/\d+$/);
    const { page, close, response } = await openPage(browser, path!, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.length).toBeGreaterThan(5);
    expect(await page.getByTestId('article-date').textContent()).toMatch(/^[A-Z]+ \d{1,2}, \d{4}/);
    expect(await page.getByTestId('article-categories').textContent()).toContain('Press Releases');
    expect((await page.getByTestId('article-body').textContent())?.length).toBeGreaterThan(40);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'NewsArticle');
    expect(article?.mainEntityOfPage?.['@id']).toBe(`${siteURL}${path}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteURL}${path}`);
    await close();
  });

  it.each(WIDTHS)("media item 2356 (the hero's 'See our vision') plays our video in a player of the video's shape, at most 650 px tall, at %ipx", async (width) => {
    const { page, close, response } = await openPage(browser, '/newsroom/media/2356', { width });
    expect(response?.status()).toBe(200);
    const player = page.getByTestId('video-player');
    const shape = await player.evaluate(async (video: HTMLVideoElement) => {
      if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
      const box = video.getBoundingClientRect();
      // The column: the content box of the element the player sits in.
      const parent = getComputedStyle(video.parentElement!);
      const column = video.parentElement!.clientWidth - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight);
      // The article's reading measure, when its column is wider (the player lines up with the text).
      const measure = parseFloat(getComputedStyle(video).maxWidth) || Infinity;
      const columnLeft = video.parentElement!.getBoundingClientRect().left + parseFloat(parent.paddingLeft);
      return { width: box.width, height: box.height, ratio: video.videoWidth / video.videoHeight, column: Math.min(column, measure), offset: box.left - columnLeft };
    });
    // It starts where the article's text starts.
    expect(Math.abs(shape.offset)).toBeLessThanOrEqual(1);
    // No black bars: the box has the video's own proportions, across the column's measure, within the spec's height.
    expect(shape.width / shape.height).toBeCloseTo(shape.ratio, 2);
    expect(shape.height).toBeLessThanOrEqual(650);
    expect(Math.round(shape.width)).toBe(Math.round(Math.min(shape.column, (650 * 16) / 9)));
    const source = await player.locator('source').getAttribute('src');
    expect(source).toMatch(/^\/videos\/vision\.(webm|mp4)$/);
    expect((await fetch(new URL(source!, baseURL))).status).toBe(200);
    await close();
  });

  it.each(WIDTHS)("a download shows the PDF in a 1000 px frame and a 'please click here' link to open it in another window at %ipx", async (width) => {
    const html = await (await fetch(new URL('/media?type=downloads', baseURL))).text();
    const path = html.match(/href="(\/newsroom\/media\/\d+)"/)?.[1];
    expect(path).toBeDefined();
    const { page, close } = await openPage(browser, path!, { width });
    const frame = page.getByTestId('pdf-frame');
    expect(await frame.evaluate((node) => Math.round(node.getBoundingClientRect().height))).toBe(expectedHeight(1000, width, 640));
    const pdf = await frame.getAttribute('src');
    const link = page.getByRole('link', { name: /please click here/ });
    expect(await link.getAttribute('href')).toBe(pdf);
    expect(await link.getAttribute('target')).toBe('_blank');
    const file = await fetch(new URL(pdf!, baseURL));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Our own pages may frame it; nobody else may.
    expect(file.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
    await close();
  });

  it.each(WIDTHS)('an event shows its date range, an Add to calendar file and Event JSON-LD at %ipx', async (width) => {
    const [path] = await articlePaths('/event');
    const { page, close } = await openPage(browser, path!, { width, javaScript: false });
    expect(await page.getByTestId('article-date').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}(, \d{4})?( - [A-Z][a-z]+ \d{1,2})?, \d{4}$/);
    const calendarHref = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    expect(calendarHref).toBe(`${path}/calendar.ics`);
    const ics = await fetch(new URL(calendarHref!, baseURL));
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(jsonLd.some((data) => data['@type'] === 'Event')).toBe(true);
    await close();
  });

  describe.each(WIDTHS)('at %ipx', (width) => {
    // Six pages, each loaded and checked: up to 42 s in a full run, and the guard against a hang is five times that.
    it('post, media and event pages have no axe violations', { timeout: 220_000 }, async () => {
      const paths = [
        (await articlePaths('/ideas'))[0],
        '/newsroom/media/2356',
        (await articlePaths('/media?type=downloads'))[0],
        (await articlePaths('/event'))[0],
        (await articlePaths('/media?type=videos&page=50')).find((path) => path !== '/newsroom/media/2356'),
        '/newsroom/media/2351',
      ];
      for (const path of paths) {
        const { page, close, errors } = await openPage(browser, path!, { width });
        await expectNoAxeViolations(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
        await close();
      }
    });
  });

  it.each(WIDTHS)('a YouTube item asks nothing of YouTube until the visitor presses play at %ipx', async (width) => {
    const { page, close, requests } = await openPage(browser, '/newsroom/media/2345', { width });
    const facade = page.getByTestId('video-facade');
    expect(await facade.getAttribute('href')).toBe('https://www.youtube.com/watch?v=Ab3dEf9HiJk');
    // A YouTube video is 16:9: the poster takes that shape, within the spec's 650 px.
    const box = (await facade.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
    expect(box.height).toBeLessThanOrEqual(650);
    expect(requests.filter((url) => !url.startsWith(baseURL))).toEqual([]);
    await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }));
    await facade.click();
    const player = page.locator('iframe[title^="Video:"]');
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Ab3dEf9HiJk?autoplay=1&rel=0');
    const playing = (await player.boundingBox())!;
    expect(playing.width / playing.height).toBeCloseTo(16 / 9, 2);
    await close();
  });

  it('embed markup is shown as sanitised HTML', async () => {
    const html = await (await fetch(new URL('/newsroom/media/2351', baseURL))).text();
    expect(html).toMatch(/data-testid="embed"[^>]*><figure>\s*<table>\s*<caption>IMSR plant at a glance<\/caption>/);
    expect(html).toContain('<td>585 °C</td>');
  });

  it.each(
    ['/newsroom/posts/999999', '/newsroom/event/2356', '/newsroom/posts/abc', '/newsroom/videos/12'].flatMap((path) =>
      WIDTHS.map((width) => [path, width] as const),
    ),
  )(
    '%s answers 404 with the article-not-found message and a search box at %ipx',
    async (path, width) => {
      const { page, close, response } = await openPage(browser, path, { width });
      expect(response?.status()).toBe(404);
      expect(await page.getByText("The article you're looking for cannot be found.").isVisible()).toBe(true);
      expect(await page.getByText('Please try searching for the article below.').isVisible()).toBe(true);
      const box = page.locator('main').getByRole('searchbox');
      await box.fill('core-unit');
      await Promise.all([page.waitForURL((url) => url.pathname === '/search'), box.press('Enter')]);
      expect(new URL(page.url()).searchParams.get('term')).toBe('core-unit');
      await close();
    },
  );
});

describe.each(WIDTHS)('home page strip at %ipx', (width) => {
  it('shows the three newest articles and View All to the newsroom', async () => {
    const { page, close } = await openPage(browser, '/', { width, javaScript: false });
    const strip = page.getByRole('region', { name: 'Latest Updates' });
    expect(await strip.locator('[data-testid="article-card"]').count()).toBe(3);
    expect(await strip.getByRole('link', { name: /View All/ }).getAttribute('href')).toBe('/newsroom');
    const latest = await articlePaths('/latest-updates');
    const home = await strip.locator('[data-testid="article-card"] h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const internalHome = home.filter((href) => href?.startsWith('/'));
    expect(latest.slice(0, internalHome.length)).toEqual(expect.arrayContaining(internalHome));
    await close();
  });
});

describe('feeds, calendar and sitemap', () => {
  it.each([
    ['/newsroom/feed.xml', 20],
    ['/category/press-release/feed.xml', 13],
    ['/category/in-the-news/feed.xml', 13],
    ['/ideas/feed.xml', 13],
  ])('%s is RSS 2.0 with absolute links', async (path, atLeast) => {
    const response = await fetch(new URL(path, baseURL));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(Math.min(atLeast, 20));
    expect(xml).toContain(`<link>${siteURL}/newsroom/posts/`);
  });

  it('the list pages announce their feeds', async () => {
    const html = await (await fetch(new URL('/ideas', baseURL))).text();
    const link = html.match(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/)?.[0] ?? '';
    expect(link).toContain(`href="${siteURL}/ideas/feed.xml"`);
    expect(link).toContain('title="Ideas RSS feed"');
  });

  it('/event/calendar.ics holds every upcoming event', async () => {
    const upcoming = (await articlePaths('/event?page=50')).length;
    const body = await (await fetch(new URL('/event/calendar.ics', baseURL))).text();
    expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect((body.match(/BEGIN:VEVENT/g) ?? []).length).toBe(upcoming);
  });

  it('sitemap.xml lists the news pages and every article', async () => {
    const xml = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
    for (const path of ['/newsroom', '/media', '/event', '/newsroom/media/2356']) expect(xml).toContain(`<loc>${siteURL}${path}</loc>`);
    expect((xml.match(/\/newsroom\/posts\/\d+<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(40);
  });
});

describe('revalidation webhook', () => {
  const url = () => new URL('/api/revalidate', baseURL);

  it('answers 401 without the secret, before looking at the body', async () => {
    expect((await fetch(url(), { method: 'POST', body: '{"all":true}' })).status).toBe(401);
    expect((await fetch(url(), { method: 'POST', headers: { Authorization: 'Bearer wrong-secret' }, body: 'not even json' })).status).toBe(401);
  });

  it('answers 400 to a malformed notice and 200 with the refreshed tags to a good one', async () => {
    const headers = { Authorization: `Bearer ${TEST_REVALIDATE_SECRET}`, 'Content-Type': 'application/json' };
    expect((await fetch(url(), { method: 'POST', headers, body: '{"id":"x"}' })).status).toBe(400);
    const response = await fetch(url(), { method: 'POST', headers, body: JSON.stringify({ type: 'post', id: 1, categories: [58] }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true, tags: ['article:posts:1', 'list:posts:unfiltered', 'list:posts:category:58'] });
    expect((await fetch(url(), { method: 'GET' })).status).toBe(405);
  });
});
