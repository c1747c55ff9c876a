import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { policyCopy } from './support/policies';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const POLICIES = [
  { path: '/privacy-policy', ...policyCopy('privacyPolicy'), pageTitle: staticRoutes.privacyPolicy.title },
  { path: '/terms-and-conditions', ...policyCopy('termsAndConditions'), pageTitle: staticRoutes.termsAndConditions.title },
];

/** Every "On this page" link, and whether its fragment names a section heading on the page. */
async function contents(page: Page) {
  return page.getByRole('navigation', { name: 'On this page' }).evaluate((nav) =>
    [...nav.querySelectorAll('a')].map((link) => {
      const id = decodeURIComponent(new URL(link.href).hash.slice(1));
      const target = document.getElementById(id);
      return {
        text: link.textContent?.trim() ?? '',
        id,
        headingText: target?.tagName === 'H2' ? (target.textContent?.trim() ?? '') : null,
        labelsSection: target?.closest('section')?.getAttribute('aria-labelledby') === id,
      };
    }),
  );
}

describe.each(WIDTHS)('policy pages at %ipx', (width) => {
  it.each(POLICIES)('$path shows its title, date, working contents and contact e-mail, without JavaScript', async ({ path, title, updated, headings, pageTitle }) => {
    const { page, close, response } = await openPage(browser, path, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.title()).toBe(`${pageTitle} | ${site.name}`);
    await page.getByText(updated, { exact: true }).waitFor();

    const links = await contents(page);
    expect(links.map((link) => link.text)).toEqual(headings);
    for (const link of links) {
      expect(link.headingText, `contents link to #${link.id}`).toBe(link.text);
      expect(link.labelsSection).toBe(true);
    }
    expect(new Set(links.map((link) => link.id)).size).toBe(links.length);

    const mail = page.locator('main').getByRole('link', { name: site.contactEmail });
    expect(await mail.getAttribute('href')).toBe(`mailto:${site.contactEmail}`);
    await expect(page.locator('main address').textContent()).resolves.toContain(site.offices.canada.postal);
    await close();
  });

  it('the privacy policy and the terms link to each other', async () => {
    for (const [path, other] of [['/privacy-policy', '/terms-and-conditions'], ['/terms-and-conditions', '/privacy-policy']] as const) {
      const { page, close } = await openPage(browser, path, { width, javaScript: false });
      expect(await page.locator(`main a[href="${other}"]`).count()).toBeGreaterThanOrEqual(1);
      await close();
    }
  });

  it.each(POLICIES)('$path has no axe violations and no horizontal overflow', async ({ path }) => {
    const { page, close } = await openPage(browser, path, { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
