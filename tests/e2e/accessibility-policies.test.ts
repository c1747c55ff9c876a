import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import type { Copy } from '@/lib/site-copy';
import { readContentFile } from '@/lib/site-copy/files';
import { expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { policyCopy } from './support/policies';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const AODA = '/accessibility/AODA-customer-service-policy';
const IASR = '/accessibility/integrated-accessibility-standards-policy';
const INDEX = '/accessibility-policies';

const POLICIES = [
  { path: AODA, ...policyCopy('aodaCustomerService'), pageTitle: staticRoutes.aodaCustomerService.title },
  { path: IASR, ...policyCopy('integratedStandards'), pageTitle: staticRoutes.integratedStandards.title },
];
const IASR_COPY = policyCopy('integratedStandards');
const INDEX_COPY = readContentFile('accessibilityPolicies', process.cwd()).value as Copy<'accessibilityPolicies'>;

/** The accessibility phone and mailbox links inside the page's main content. */
async function expectAccessibilityContacts(page: Page) {
  const main = page.locator('main');
  const phone = main.getByRole('link', { name: site.accessibility.phone, exact: true });
  expect(await phone.getAttribute('href')).toBe(`tel:${site.accessibility.phoneE164}`);
  const mail = main.getByRole('link', { name: site.accessibility.email, exact: true });
  expect(await mail.getAttribute('href')).toBe(`mailto:${site.accessibility.email}`);
}

describe.each(WIDTHS)('accessibility pages at %ipx', (width) => {
  it.each(POLICIES)('$path shows its title, date and accessibility contacts, without JavaScript', async ({ path, title, updated, pageTitle }) => {
    const { page, close, response } = await openPage(browser, path, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.title()).toBe(`${pageTitle} | ${site.name}`);
    await page.getByText(updated, { exact: true }).waitFor();
    await expectAccessibilityContacts(page);
    await close();
  });

  it('the integrated standards policy shows its sections in order and links to the multi-year plan', async () => {
    const { page, close } = await openPage(browser, IASR, { width, javaScript: false });
    expect(await page.locator('main h2').allTextContents()).toEqual(IASR_COPY.headings);
    expect(await page.locator('main h2').evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(IASR_COPY.ids);
    expect(await page.locator('main a[href="/accessibility/multi-year-accessibility-plan"]').count()).toBeGreaterThanOrEqual(1);
    await close();
  });

  it('the index links to its accessibility documents and shows the accessibility contacts, without JavaScript', async () => {
    const { page, close, response } = await openPage(browser, INDEX, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(INDEX_COPY.title);
    const cards = page.getByRole('list', { name: INDEX_COPY.cardsLabel }).getByRole('listitem');
    expect(await cards.count()).toBe(INDEX_COPY.documents.length);
    expect(await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      INDEX_COPY.documents.map((document) => staticRoutes[document.page].path),
    );
    await expectAccessibilityContacts(page);
    await close();
  });

  it.each([INDEX, AODA, IASR])('%s has no axe violations and no horizontal overflow', async (path) => {
    const { page, close } = await openPage(browser, path, { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
