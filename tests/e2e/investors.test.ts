import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { baseURL, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';

const copy = copyOf('investors');

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

describe.each(WIDTHS)('investors at %ipx', (width) => {
  it('shows the announcement with a download card for each document, every PDF served, without JavaScript', async () => {
    const { page, close, response } = await openPage(browser, '/investors', { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(copy.headline);
    const cards = page.getByRole('list', { name: copy.documentsLabel }).getByRole('listitem');
    expect(await cards.count()).toBe(copy.documents.length);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(copy.documents.map((document) => document.title));
    expect(await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      copy.documents.map((document) => document.file),
    );
    for (const link of await cards.getByRole('link').all()) {
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/files\/.+\.pdf$/i);
      expect(await link.getAttribute('download')).toBe('');
      const file = await fetch(new URL(href!, baseURL));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect((await file.text()).startsWith('%PDF-')).toBe(true);
    }
    const relations = page.getByRole('link', { name: new RegExp(copy.relations.link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    expect(await relations.getAttribute('href')).toBe(site.investorRelationsUrl);
    expect(await relations.getAttribute('target')).toBe('_blank');
    await close();
  });

  it('has no axe violations and no horizontal overflow', async () => {
    const { page, close } = await openPage(browser, '/investors', { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
