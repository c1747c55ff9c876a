import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerColumns } from '@/config/navigation';
import { site } from '@/config/site';
import { baseURL, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';

const menus = copyOf('navigation');
const footerCopy = copyOf('footer');
const newsletter = copyOf('newsletter');
const subscription = copyOf('subscription');

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

describe.each(WIDTHS)('footer at %ipx', (width) => {
  it('shows the logo, five link columns, both offices, the mailbox, socials, copyright and legal links', async () => {
    const { page, close } = await openPage(browser, '/', { width });
    const footer = page.locator('footer').last();
    const logo = footer.getByRole('link', { name: site.logo.alt });
    expect(await logo.getAttribute('href')).toBe('/');
    // The footer logo loads lazily: bring it into view first.
    await logo.scrollIntoViewIfNeeded();
    await logo.locator('img').evaluate((image: HTMLImageElement) =>
      image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
    );
    expect(await logo.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const headings = await footer.locator('nav[aria-label="Footer"] h2').allTextContents();
    expect(headings).toEqual(footerColumns.map((column) => column.heading));
    expect(headings).toEqual(Object.values(menus.footerColumns));
    expect(footerColumns.find((column) => column.heading === menus.footerColumns.updates)?.links.map((link) => link.name)).toContain(menus.pages.newsroom);
    expect(await footer.getByRole('link', { name: menus.pages.newsroom, exact: true }).getAttribute('href')).toBe('/newsroom');
    expect(await footer.getByRole('link', { name: menus.pages.advancedNuclear }).getAttribute('href')).toBe(
      '/technology/advanced-nuclear-reactor-design',
    );

    const offices = footer.getByTestId('footer-office');
    expect(await offices.count()).toBe(2);
    const [us, canada] = [site.offices.headquarters, site.offices.canada];
    expect(await offices.nth(0).textContent()).toContain(us.label);
    expect(await offices.nth(0).textContent()).toContain(`${us.municipality}, ${us.region}`);
    expect(await offices.nth(0).getByRole('link').getAttribute('href')).toBe(`tel:${us.phoneE164}`);
    expect(await offices.nth(1).textContent()).toContain(`${canada.municipality}, ${canada.region}`);
    expect(await offices.nth(1).getByRole('link').getAttribute('href')).toBe(`tel:${canada.phoneE164}`);
    expect(await footer.getByRole('link', { name: site.contactEmail }).getAttribute('href')).toBe(`mailto:${site.contactEmail}`);

    const socials = footer.getByRole('list', { name: footerCopy.socialsLabel }).getByRole('link');
    expect(await socials.count()).toBe(site.socials.length);
    for (const [index, social] of site.socials.entries()) {
      const link = socials.nth(index);
      expect(await link.getAttribute('href')).toBe(social.link);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.textContent()).toContain(social.alt);
      expect(await link.isVisible()).toBe(true);
    }

    expect(await footer.textContent()).toContain(`© ${site.copyrightYear} ${site.legalName} ${footerCopy.rights}`);
    expect(await footer.getByRole('link', { name: menus.pages.privacyPolicy }).getAttribute('href')).toBe('/privacy-policy');
    expect(await footer.getByRole('link', { name: menus.pages.termsAndConditions }).getAttribute('href')).toBe('/terms-and-conditions');

    // Nothing spills sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await close();
  });
});

describe('newsletter block', () => {
  it.each([
    [375, false],
    [650, false],
    [651, true],
    [900, true],
    [1280, true],
  ] as const)('at %ipx shows the descriptive paragraph: %s', async (width, paragraphShown) => {
    const { page, close } = await openPage(browser, '/', { width });
    const block = page.getByTestId('newsletter');
    expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe(newsletter.heading);
    expect(await block.getByText(newsletter.signup).isVisible()).toBe(true);
    expect(await block.locator('p').first().isVisible()).toBe(paragraphShown);
    const subscribe = block.getByRole('link', { name: newsletter.button });
    // Written as '/subscription/' (the spec's form); the link renders the canonical form, saving a redirect.
    expect(await subscribe.getAttribute('href')).toBe('/subscription');
    expect(await subscribe.isVisible()).toBe(true);
    const box = await block.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(650);
    await close();
  });
});

describe('newsletter block on the page it leads to', () => {
  const block = (page: Page) => page.getByTestId('newsletter');

  it.each(WIDTHS.flatMap((width) => [true, false].map((javaScript) => [width, javaScript] as const)))(
    'is left out of /subscription (the form it links to) at %ipx, JavaScript %s, and kept on the other pages',
    async (width, javaScript) => {
      const { page, close } = await openPage(browser, '/subscription/', { width, javaScript });
      expect(new URL(page.url()).pathname).toBe('/subscription');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(subscription.header.title);
      expect(await block(page).count()).toBe(0);
      expect(await page.getByRole('heading', { name: newsletter.heading }).count()).toBe(0);
      // The footer still follows the page.
      expect(await page.locator('footer').last().getByRole('link', { name: site.contactEmail }).isVisible()).toBe(true);
      for (const path of ['/contact', '/newsroom', '/no-such-page']) {
        await page.goto(new URL(path, baseURL).href);
        expect(await block(page).getByRole('link', { name: newsletter.button }).getAttribute('href'), path).toBe('/subscription');
      }
      await close();
    },
  );

  it('goes when the visitor follows Subscribe within the site, and comes back on the next page', async () => {
    const { page, close } = await openPage(browser, '/', { width: 1280 });
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await block(page).getByRole('link', { name: newsletter.button }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await expect.poll(() => block(page).count()).toBe(0);
    const footer = page.locator('footer').last();
    await footer.getByRole('link', { name: menus.pages.newsroom, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/newsroom');
    await expect.poll(() => block(page).count()).toBe(1);
    expect(await block(page).getByRole('heading', { level: 2 }).textContent()).toBe(newsletter.heading);
    // Both moves happened inside the page, without a reload.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await close();
  });
});
