import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS, waitForHydration } from './support/browser';
import { copyOf } from './support/copy';

const titles = copyOf('pages');
const newsCopy = copyOf('newsPages');

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/** The newsroom's list pages and their titles (content/pages.yaml). */
const LIST_ROUTES = [
  ['/latest-updates', titles.latestUpdates.title],
  ['/newsroom', titles.newsroom.title],
  ['/category/press-release', titles.pressReleases.title],
  ['/category/in-the-news', titles.inTheNews.title],
  ['/ideas', titles.ideas.title],
  ['/media', titles.media.title],
  ['/event', titles.events.title],
] as const;

const cards = (page: Page) => page.locator('main [data-testid="article-card"]');

async function cardLinks(page: Page): Promise<string[]> {
  return page.locator('main [data-testid="article-card"] h2 a, main [data-testid="article-card"] h3 a').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

/** The lists with more than one page in the demo content, and what their cards are called. */
const SHOW_MORE_LISTS = [
  ['/ideas', ['article', 'articles']],
  ['/media', ['item', 'items']],
  ['/category/in-the-news', ['article', 'articles']],
  ['/category/press-release', ['article', 'articles']],
] as const;

/** The index of the card holding keyboard focus, or -1 when focus is anywhere else (the page itself included). */
function focusedCardIndex(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.activeElement?.closest('main [data-item-index]')?.getAttribute('data-item-index') ?? -1));
}

/** Every load of `path?page=N`: a document request, or the client router's fetch of it. */
function countLoads(page: Page, path: string, pageNumber: string): ('document' | 'rsc')[] {
  const loads: ('document' | 'rsc')[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== path || url.searchParams.get('page') !== pageNumber) return;
    if (request.isNavigationRequest()) loads.push('document');
    else if (request.headers()['rsc']) loads.push('rsc');
  });
  return loads;
}

describe('news lists', () => {
  it.each(LIST_ROUTES.flatMap(([path, title]) => WIDTHS.map((width) => [path, title, width] as const)))(
    '%s answers 200 with its title %s and cards, without JavaScript, at %ipx',
    async (path, title, width) => {
      const { page, close, response } = await openPage(browser, path, { width, javaScript: false });
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await cards(page).count()).toBeGreaterThan(0);
      expect(await page.getByText('Loading...').count()).toBe(0);
      await close();
    },
  );

  describe.each(WIDTHS)('at %ipx', (width) => {
    it.each(LIST_ROUTES.map(([path]) => path))('%s has no axe violations and no horizontal overflow', async (path) => {
      const { page, close, errors } = await openPage(browser, path, { width });
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await close();
    });
  });

  describe.each(WIDTHS)('behaviour at %ipx', (width) => {
    it('shows six cards a page; Show More appends the next six in place and moves focus to the first new card', async () => {
      const { page, close } = await openPage(browser, '/ideas', { width });
      expect(await cards(page).count()).toBe(6);
      const firstSix = await cardLinks(page);
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
      await page.getByRole('link', { name: 'Show More' }).click();
      await page.waitForFunction(() => document.querySelectorAll('main [data-testid="article-card"]').length === 12);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      // No full reload, the first six untouched and in order.
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
      expect((await cardLinks(page)).slice(0, 6)).toEqual(firstSix);
      await expect.poll(() => focusedCardIndex(page)).toBe(6);
      await close();
    });

    it.each(SHOW_MORE_LISTS)(
      '%s: every Show More from the keyboard, to the last page, focuses the first new card and says how many came',
      async (path, noun) => {
        const { page, close, errors } = await openPage(browser, path, { width });
        await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
        let shown = await cards(page).count();
        expect(shown).toBe(6);
        let pages = 1;
        while ((await page.getByTestId('show-more').count()) > 0) {
          expect(pages, 'a handful of pages').toBeLessThan(10);
          await page.getByRole('link', { name: 'Show More' }).focus();
          await page.keyboard.press('Enter');
          pages += 1;
          await page.waitForFunction((before) => document.querySelectorAll('main [data-testid="article-card"]').length > before, shown);
          const total = await cards(page).count();
          const added = total - shown;
          const label = `${path} page ${pages}`;
          expect(new URL(page.url()).searchParams.get('page'), label).toBe(String(pages));
          // Focus is on the first new card's link, never left on the page.
          await expect.poll(() => focusedCardIndex(page), { message: label }).toBe(shown);
          expect(await page.evaluate(() => document.activeElement?.tagName), label).toBe('A');
          expect(await page.evaluate(() => document.activeElement?.closest('h2, h3') !== null), `${label}: the card's title link`).toBe(true);
          // A polite status says how many came, and when they were the last.
          const last = (await page.getByTestId('show-more').count()) === 0;
          const word = (count: number) => (count === 1 ? noun[0] : noun[1]);
          const status = () =>
            page.evaluate(() => {
              const region = document.querySelector('main [data-testid="show-more-status"]');
              return region ? `${region.getAttribute('role')}: ${region.textContent}` : 'no status';
            });
          await expect
            .poll(status, { message: label })
            .toBe(`status: ${last ? `${added} more ${word(added)} shown. All ${total} ${word(total)} are shown.` : `${added} more ${word(added)} shown, ${total} in all.`}`);
          // The keyboard goes on from there: Tab to the next new card, Shift+Tab back to the one before.
          if (added > 1) {
            await page.keyboard.press('Tab');
            expect(await focusedCardIndex(page), `${label}: Tab`).toBe(shown + 1);
            await page.keyboard.press('Shift+Tab');
          } else {
            await page.keyboard.press('Shift+Tab');
            expect(await focusedCardIndex(page), `${label}: Shift+Tab`).toBe(shown - 1);
            await page.keyboard.press('Tab');
          }
          expect(await focusedCardIndex(page), label).toBe(shown);
          shown = total;
        }
        expect(pages, 'the list has several pages').toBeGreaterThanOrEqual(3);
        expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
        expect(errors).toEqual([]);
        await close();
      },
    );

    it('Show More clicked before the page is interactive loads the next page once and lands on its first new card', async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      // The page's scripts are held back until after the click.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
        await released;
        await route.continue();
      });
      const loads = countLoads(page, '/category/in-the-news', '2');
      await page.goto(new URL('/category/in-the-news', baseURL).toString(), { waitUntil: 'commit' });
      const more = page.getByTestId('show-more');
      await more.waitFor();
      expect(await page.getByTestId('navbar').getAttribute('data-enhanced')).toBe('false');
      await more.click();
      // The browser follows the plain link; the new page's scripts wait too, so only its arrival is awaited.
      await page.waitForURL((url) => url.searchParams.get('page') === '2', { waitUntil: 'commit' });
      release();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await cards(page).count()).toBe(12);
      expect(loads).toEqual(['document']);
      // The browser landed on the first new card, clear of the navbar, and focus moved to its link.
      const top = await page.locator('main [data-item-index="6"]').evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(await page.getByTestId('navbar').evaluate((element) => element.getBoundingClientRect().bottom));
      expect(top).toBeLessThan(800);
      await expect.poll(() => focusedCardIndex(page)).toBe(6);
      await context.close();
    });

    it('Show More clicked the moment it appears loads the next page exactly once', async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const loads = countLoads(page, '/category/in-the-news', '2');
      await page.goto(new URL('/category/in-the-news', baseURL).toString(), { waitUntil: 'commit' });
      await page.getByTestId('show-more').click();
      await page.waitForFunction(() => document.querySelectorAll('main [data-testid="article-card"]').length === 12);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(await cards(page).count()).toBe(12);
      expect(loads).toHaveLength(1);
      await expect.poll(() => focusedCardIndex(page)).toBe(6);
      await context.close();
    });

    it('Show More works without JavaScript as a link to ?page=2 that lands on the first new card, and disappears on the last page', async () => {
      const { page, close } = await openPage(browser, '/ideas', { width, javaScript: false });
      const more = page.getByRole('link', { name: 'Show More' });
      expect(await more.getAttribute('href')).toBe('/ideas?page=2#articles-item-6');
      await Promise.all([page.waitForURL(/page=2/), more.click()]);
      expect(await cards(page).count()).toBe(12);
      const top = await page.locator('#articles-item-6').evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(await page.getByTestId('navbar').evaluate((element) => element.getBoundingClientRect().bottom));
      expect(top).toBeLessThan(800);
      await page.goto(new URL('/ideas?page=50', baseURL).toString());
      const total = await cards(page).count();
      expect(total).toBeGreaterThan(12);
      expect(await page.getByRole('link', { name: 'Show More' }).count()).toBe(0);
      await close();
    });

    it("In the News shows 'By {outlet}' and opens external stories in a new tab", async () => {
      const { page, close } = await openPage(browser, '/category/in-the-news', { width, javaScript: false });
      const bylines = await page.locator('main [data-testid="article-card"]').evaluateAll((nodes) =>
        nodes.map((node) => Array.from(node.querySelectorAll('p')).find((p) => p.textContent?.startsWith('By '))?.textContent ?? ''),
      );
      expect(bylines.length).toBe(6);
      for (const byline of bylines) expect(byline).toMatch(/^By \S/);
      const external = page.locator('main [data-testid="article-card"] a[target="_blank"]');
      expect(await external.count()).toBeGreaterThan(0);
      expect(await external.first().getAttribute('rel')).toBe('noopener noreferrer');
      expect(await external.first().getAttribute('href')).toMatch(/^https?:\/\//);
      expect(await external.first().textContent()).toContain('(opens in a new tab)');
      await close();
    });
  });

  it('cards follow the label and date rules, and an article without an image shows the default image', async () => {
    const { page, close } = await openPage(browser, '/category/press-release?page=50', { width: 1280, javaScript: false });
    const labels = await page.locator('main [data-testid="card-label"]').allTextContents();
    // Every category an article is in is named: two press releases are also about Small Modular Reactors.
    expect(new Set(labels)).toEqual(new Set(['Press Releases', 'Press Releases, Small Modular Reactors']));
    const dates = await page.locator('main [data-testid="article-card"] time').allTextContents();
    for (const date of dates) expect(date).toMatch(/^(JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER) \d{1,2}, 20\d\d$/);
    await close();
    const all = await Promise.all(
      ['/category/press-release?page=50', '/category/in-the-news?page=50', '/ideas?page=50'].map(async (path) =>
        (await fetch(new URL(path, baseURL))).text(),
      ),
    );
    expect(all.join('')).toContain('data-default-image="true"');
    expect(all.join('')).toContain('src="/images/news/default-article.svg"');
  });
});

/** The lists with an RSS feed: each names its list in a heading, with the feed link beside it. */
const FEED_LISTS = [
  ['/newsroom', '/newsroom/feed.xml', String(new Date().getFullYear())],
  ['/category/press-release', '/category/press-release/feed.xml', newsCopy.categories.listHeading],
  ['/category/in-the-news', '/category/in-the-news/feed.xml', newsCopy.categories.listHeading],
  ['/ideas', '/ideas/feed.xml', newsCopy.categories.listHeading],
] as const;

describe.each([...WIDTHS, 1600])('list headings at %ipx', (width) => {
  it.each(FEED_LISTS)('%s puts its feed link with its icon beside the list heading, at the right edge of the cards', async (path, feed, heading) => {
    const { page, close } = await openPage(browser, path, { width, javaScript: false });
    const title = page.locator('main').getByRole('heading', { level: 2, name: heading, exact: true });
    const link = page.locator(`main a[href="${feed}"]`);
    expect(await link.count()).toBe(1);
    expect(await link.locator('svg').count()).toBe(1);
    const [titleBox, linkBox, listBox] = await Promise.all([title.boundingBox(), link.boundingBox(), page.locator('main ul[aria-label]').last().boundingBox()]);
    // Heading at the cards' left edge, link at their right edge, on one row.
    expect(Math.abs(titleBox!.x - listBox!.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(linkBox!.x + linkBox!.width - (listBox!.x + listBox!.width))).toBeLessThanOrEqual(2);
    expect(Math.abs(titleBox!.y + titleBox!.height / 2 - (linkBox!.y + linkBox!.height / 2))).toBeLessThanOrEqual(8);
    await close();
  });

  it("/latest-updates' list heading sits with the cards it names, apart from the featured article", async () => {
    const { page, close } = await openPage(browser, '/latest-updates', { width, javaScript: false });
    const featured = await page.locator('main [data-variant="featured"]').first().boundingBox();
    const heading = await page.locator('main').getByRole('heading', { level: 2, name: newsCopy.latestUpdates.moreHeading }).boundingBox();
    const list = await page.locator('main ul[aria-label]').first().boundingBox();
    const above = heading!.y - (featured!.y + featured!.height);
    const below = list!.y - (heading!.y + heading!.height);
    expect(below).toBeGreaterThan(0);
    expect(above).toBeGreaterThanOrEqual(2 * below);
    expect(Math.abs(heading!.x - list!.x)).toBeLessThanOrEqual(2);
    await close();
  });
});

describe.each(WIDTHS)('newsroom year tabs at %ipx', (width) => {
  it('runs from the newest year down to 2018 and lists only that year', async () => {
    const { page, close } = await openPage(browser, '/newsroom', { width });
    const tabs = page.getByRole('navigation', { name: 'Articles by year' }).getByRole('link');
    const years = (await tabs.allTextContents()).map(Number);
    expect(years[0]).toBe(new Date().getFullYear());
    expect(years.at(-1)).toBe(2018);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(await tabs.first().getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: '2019', exact: true }).click();
    await page.waitForURL(/year=2019/);
    await page.waitForFunction(() => document.querySelector('#year-heading')?.textContent === '2019');
    const dates = await page.locator('main [data-testid="article-card"] time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/, 2019$/);
    expect(await page.getByRole('link', { name: '2019', exact: true }).getAttribute('aria-current')).toBe('page');
    await close();
  });
});

describe.each(WIDTHS)('Commons at %ipx', (width) => {
  it.each([
    ['DOWNLOADS', 'downloads', /^DOWNLOAD$/],
    ['EXTERNAL', 'external', /^EXTERNAL$/],
    ['IMAGES', 'images', /^IMAGE$/],
    ['VIDEOS', 'videos', /^VIDEO$/],
  ])('the %s filter keeps only that type and starts at page 1; Clear shows everything again', async (label, id, cardLabel) => {
    const { page, close } = await openPage(browser, '/media?page=2', { width });
    await page.getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === id && !url.searchParams.has('page'));
    await page.waitForFunction((expected) => document.querySelector('nav[aria-label="Filter by type"] [aria-current="page"]')?.textContent === expected, label);
    const labels = await page.locator('main [data-testid="card-label"]').allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const text of labels) expect(text).toMatch(cardLabel);
    await page.getByTestId('clear-filter').click();
    await page.waitForURL((url) => url.pathname === '/media' && url.search === '');
    await page.waitForFunction(() => !document.querySelector('[data-testid="clear-filter"]'));
    expect(await cards(page).count()).toBe(6);
    await close();
  });

  it('filters without JavaScript too', async () => {
    const { page, close } = await openPage(browser, '/media', { width, javaScript: false });
    await Promise.all([page.waitForURL(/type=videos/), page.getByRole('link', { name: 'VIDEOS', exact: true }).click()]);
    for (const text of await page.locator('main [data-testid="card-label"]').allTextContents()) expect(text).toBe('VIDEO');
    await close();
  });
});

describe.each(WIDTHS)('events at %ipx', (width) => {
  it('lists upcoming events with date ranges and toggles to past events', async () => {
    const { page, close } = await openPage(browser, '/event', { width });
    expect(await page.getByRole('heading', { level: 2, name: newsCopy.events.upcomingHeading }).count()).toBe(1);
    // The card label rule: an event's categories name it.
    expect(new Set(await page.locator('main [data-testid="card-label"]').allTextContents())).toEqual(new Set(['Events']));
    const upcoming = await page.locator('main [data-testid="article-card"] p').allTextContents();
    expect(upcoming.some((text) => /^[A-Z][a-z]+ \d{1,2}( - [A-Z][a-z]+ \d{1,2})?, \d{4}$/.test(text))).toBe(true);
    const toggle = page.getByTestId('event-view-toggle');
    expect(await toggle.textContent()).toBe('VIEW PAST EVENTS');
    await toggle.click();
    await page.waitForURL(/view=past/);
    await page.waitForFunction(() => document.querySelector('[data-testid="event-view-toggle"]')?.textContent === 'VIEW UPCOMING EVENTS');
    expect(await page.getByRole('heading', { level: 2, name: newsCopy.events.pastHeading }).count()).toBe(1);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await close();
  });
});
