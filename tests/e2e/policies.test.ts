import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { expectNoAxeViolations, launchBrowser, openPage, WIDTHS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POLICIES = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions' },
] as const;

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
  it.each(POLICIES)('$path shows its title, date, working contents and contact e-mail, without JavaScript', async ({ path, title }) => {
    const { page, context, response } = await openPage(browser, path, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.title()).toBe(`${title} | ${site.name}`);
    await page.getByText('Last updated: February 6, 2024', { exact: true }).waitFor();

    const links = await contents(page);
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      expect(link.headingText, `contents link to #${link.id}`).toBe(link.text);
      expect(link.labelsSection).toBe(true);
    }
    expect(new Set(links.map((link) => link.id)).size).toBe(links.length);

    const mail = page.locator('main').getByRole('link', { name: site.contactEmail });
    expect(await mail.getAttribute('href')).toBe(`mailto:${site.contactEmail}`);
    await expect(page.locator('main address').textContent()).resolves.toContain(site.offices.canada.postal);
    await context.close();
  });

  it('the privacy policy says children under 16 are not knowingly served', async () => {
    const { page, context } = await openPage(browser, '/privacy-policy', { width, javaScript: false });
    const children = page.getByRole('region', { name: 'Children’s privacy', exact: true });
    expect(await children.textContent()).toContain('We do not knowingly collect personal information from children under 16.');
    expect(await page.locator('main').textContent()).toContain('Office of the Privacy Commissioner of Canada');
    await context.close();
  });

  it('the terms are governed by the laws of Ontario and Canada, and link to the privacy policy', async () => {
    const { page, context } = await openPage(browser, '/terms-and-conditions', { width, javaScript: false });
    const law = page.getByRole('region', { name: 'Governing law', exact: true });
    expect(await law.textContent()).toContain('the laws of the Province of Ontario and the federal laws of Canada applicable therein');
    const privacy = page.getByRole('region', { name: 'Privacy', exact: true }).getByRole('link', { name: 'Privacy Policy' });
    expect(await privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(await page.getByRole('region', { name: 'Forward-looking statements', exact: true }).textContent()).toMatch(/585 °C.+US\$69 per MWh/s);
    await context.close();
  });

  it.each(POLICIES)('$path has no axe violations and no horizontal overflow', async ({ path }) => {
    const { page, context } = await openPage(browser, path, { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
