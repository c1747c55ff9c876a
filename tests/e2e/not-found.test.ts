import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { baseURL, DESKTOP_MIN_WIDTH, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';
import { requestsTo } from './support/requests';

const copy = copyOf('notFound');
/** As React escapes it in the HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\"/g, '&quot;');

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

async function searchFromBody(page: Page, term: string) {
  const box = page.locator('main').getByRole('searchbox', { name: 'Search the website' });
  await box.fill(term);
  await Promise.all([page.waitForURL((url) => url.pathname === '/search'), box.press('Enter')]);
  return new URL(page.url()).searchParams.get('term');
}

describe('not-found page', () => {
  it.each(['/no-such-page', '/technology/not-a-real-page', '/newsroom/posts/does-not-exist/extra', '/%E2%9C%93'])(
    'answers %s with HTTP 404 and the not-found page',
    async (path) => {
      const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(escaped(copy.title));
      expect(html).toContain(escaped(copy.lead));
      expect(html).toContain(`<title>${escaped(copy.title)} | ${site.name}</title>`);
    },
  );

  describe.each(WIDTHS)('at %ipx', (width) => {
    it('shows the title, the two texts and a search box that goes to /search', async () => {
      const { page, close, response } = await openPage(browser, '/no-such-page', { width });
      expect(response?.status()).toBe(404);
      expect(await page.title()).toBe(`${copy.title} | ${site.name}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.title);
      expect(await page.getByText(copy.lead).isVisible()).toBe(true);
      expect(await page.getByText(copy.help).isVisible()).toBe(true);
      expect(await searchFromBody(page, 'reactor')).toBe('reactor');
      await close();
    });

    it('has no axe violations, with a sub-menu open', async () => {
      const { page, close } = await openPage(browser, '/no-such-page', { width });
      await expectNoAxeViolations(page);
      if (width >= DESKTOP_MIN_WIDTH) {
        await page.locator('[data-nav-id="applications"]').hover();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('[data-nav-id="applications"]').click();
      }
      await expect.poll(() => page.locator('[data-nav-id="applications"]').getAttribute('aria-expanded')).toBe('true');
      await expectNoAxeViolations(page);
      await close();
    });
  });

  it('ignores an empty search', async () => {
    const { page, close } = await openPage(browser, '/no-such-page', { width: 1280 });
    const searches = requestsTo(page, '/search');
    const box = page.locator('main').getByRole('searchbox');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    // A search after it: had the empty one asked for a page, its request would come before this one's.
    await box.fill('reactor');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.map((url) => url.searchParams.get('term'))).toEqual(searches.map(() => 'reactor'));
    await close();
  });

  it('searches without JavaScript too', async () => {
    const { page, close } = await openPage(browser, '/no-such-page', { width: 900, javaScript: false });
    expect(await searchFromBody(page, 'AODA policy')).toBe('AODA policy');
    await close();
  });
});

describe('article-not-found page', () => {
  // A missing article, an unknown kind and an id that is not a number: the article's own message.
  it.each(['/newsroom/posts/999999', '/newsroom/event/999998', '/newsroom/posts/abc', '/newsroom/videos/12'])(
    'answers %s with HTTP 404 under a title that names the article, as its heading does',
    async (path) => {
      const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<title>Article Not Found | ${site.name}</title>`);
      expect(html).not.toContain(`<title>${escaped(copy.title)}`);
      expect(html).toContain('The article you&#x27;re looking for cannot be found.');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it.each(WIDTHS)('shows a browser title matching its heading at %ipx', async (width) => {
    const { page, close, response } = await openPage(browser, '/newsroom/posts/999999', { width });
    expect(response?.status()).toBe(404);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBe('Article Not Found');
    expect(await page.title()).toBe(`${heading} | ${site.name}`);
    expect(await page.getByText("The article you're looking for cannot be found.").isVisible()).toBe(true);
    await close();
  });
});
