import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { baseURL, expectNoAxeViolations, launchBrowser, openPage, WIDTHS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('investors at %ipx', (width) => {
  it('announces the business combination with two PDF download cards, without JavaScript', async () => {
    const { page, context, response } = await openPage(browser, '/investors', { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/Combine with .+ Acquisition Corp\..+Publicly Listed/);
    const cards = page.getByRole('list', { name: 'Investor documents' }).getByRole('listitem');
    expect(await cards.count()).toBe(2);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Press release', 'Investor presentation']);
    for (const link of await cards.getByRole('link').all()) {
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/files\/investors\/[a-z-]+\.pdf$/);
      expect(await link.getAttribute('download')).toBe('');
      const file = await fetch(new URL(href!, baseURL));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect((await file.text()).startsWith('%PDF-')).toBe(true);
    }
    const relations = page.getByRole('link', { name: /investor relations site/ });
    expect(await relations.getAttribute('href')).toBe(site.investorRelationsUrl);
    expect(await relations.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('has no axe violations and no horizontal overflow', async () => {
    const { page, context } = await openPage(browser, '/investors', { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
