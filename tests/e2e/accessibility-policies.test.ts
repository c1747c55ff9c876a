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

const AODA = '/accessibility/AODA-customer-service-policy';
const IASR = '/accessibility/integrated-accessibility-standards-policy';
const INDEX = '/accessibility-policies';

const POLICIES = [
  { path: AODA, title: 'AODA Customer Service Policy' },
  { path: IASR, title: 'Integrated Accessibility Standards Policy' },
] as const;

const IASR_HEADINGS = [
  '1.0 Our Commitment',
  '2.0 Purpose',
  '3.0 Scope',
  '4.0 Definitions',
  '5.0 Multi-Year Accessibility Plan',
  '6.0 Training',
  '7.0 Information and Communications',
  '8.0 Feedback',
  '9.0 Accessible Formats and Communication Supports',
  '10.0 Emergency Procedure, Plans or Public Safety Information',
  '11.0 Accessible Websites and Web Content',
  '12.0 Employment',
  '13.0 Workplace Emergency Response Information',
  '14.0 Design of Public Spaces',
  '15.0 Review of This Policy',
  '16.0 For More Information',
];

/** The accessibility phone and mailbox links inside the page's main content. */
async function expectAccessibilityContacts(page: Page) {
  const main = page.locator('main');
  const phone = main.getByRole('link', { name: site.accessibility.phone, exact: true });
  expect(await phone.getAttribute('href')).toBe(`tel:${site.accessibility.phoneE164}`);
  const mail = main.getByRole('link', { name: site.accessibility.email, exact: true });
  expect(await mail.getAttribute('href')).toBe(`mailto:${site.accessibility.email}`);
}

describe.each(WIDTHS)('accessibility pages at %ipx', (width) => {
  it.each(POLICIES)('$path shows its title, date and accessibility contacts, without JavaScript', async ({ path, title }) => {
    const { page, context, response } = await openPage(browser, path, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.title()).toBe(`${title} | ${site.name}`);
    await page.getByText('Last updated: April 30, 2024', { exact: true }).waitFor();
    await expectAccessibilityContacts(page);
    await context.close();
  });

  it('the customer service policy trains staff within 30 days and replies to feedback within 30 days', async () => {
    const { page, context } = await openPage(browser, AODA, { width, javaScript: false });
    const training = await page.getByRole('region', { name: 'Training', exact: true }).textContent();
    expect(training).toContain('Staff are trained within 30 days of hire');
    const feedback = await page.getByRole('region', { name: 'Feedback', exact: true }).textContent();
    expect(feedback).toContain('we reply within 30 days');
    await context.close();
  });

  it('the integrated standards policy has sections 1.0 to 16.0 in order and a five-yearly plan review', async () => {
    const { page, context } = await openPage(browser, IASR, { width, javaScript: false });
    expect(await page.locator('main h2').allTextContents()).toEqual(IASR_HEADINGS);
    expect(await page.locator('main h2').evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(
      IASR_HEADINGS.map((_, index) => `section-${index + 1}`),
    );
    const plan = page.getByRole('region', { name: '5.0 Multi-Year Accessibility Plan', exact: true });
    expect(await plan.textContent()).toContain('The plan is reviewed and updated at least every five years');
    expect(await plan.getByRole('link', { name: 'Multi-Year Accessibility Plan' }).getAttribute('href')).toBe(
      '/accessibility/multi-year-accessibility-plan',
    );
    await context.close();
  });

  it('the index links to the three accessibility documents and shows the accessibility contacts, without JavaScript', async () => {
    const { page, context, response } = await openPage(browser, INDEX, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Accessibility and Policies');
    const cards = page.getByRole('list', { name: 'Accessibility documents' }).getByRole('listitem');
    expect(await cards.count()).toBe(3);
    expect(await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      AODA,
      IASR,
      '/accessibility/multi-year-accessibility-plan',
    ]);
    await expectAccessibilityContacts(page);
    await context.close();
  });

  it.each([INDEX, AODA, IASR])('%s has no axe violations and no horizontal overflow', async (path) => {
    const { page, context } = await openPage(browser, path, { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
