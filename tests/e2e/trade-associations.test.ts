import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';

const copy = copyOf('tradeAssociations');
const tradeAssociations = copy.associations;

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const COLUMNS: Record<(typeof WIDTHS)[number], number> = { 375: 2, 900: 3, 1280: 6 };

describe.each(WIDTHS)('trade associations at %ipx', (width) => {
  it('shows every association’s wordmark that open their sites in a new tab, without JavaScript', async () => {
    const { page, close, response } = await openPage(browser, '/our-team/trade-associations', { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.header.title);
    const tiles = page.getByRole('list', { name: copy.listLabel }).getByRole('link');
    expect(await tiles.count()).toBe(tradeAssociations.length);
    const names = new Set<string>();
    for (const [index, association] of tradeAssociations.entries()) {
      const tile = tiles.nth(index);
      const href = await tile.getAttribute('href');
      expect(href).toMatch(/^https?:\/\//);
      expect(href).toBe(association.link);
      expect(await tile.getAttribute('target')).toBe('_blank');
      expect(await tile.getAttribute('rel')).toBe('noopener noreferrer');
      const name = await tile.evaluate((element) => element.textContent?.replace(/\s+/g, ' ').trim());
      expect(name).toContain(association.name);
      expect(name).toMatch(/\(opens in a new tab\)$/);
      names.add(association.name);
    }
    expect(names.size).toBe(tradeAssociations.length);
    // The accessible name starts with the association's name (the monogram artwork is hidden).
    expect(await page.getByRole('link', { name: `${tradeAssociations[0]!.name} (opens in a new tab)`, exact: true }).count()).toBe(1);
    await close();
  });

  it(`lays the tiles out in up to ${COLUMNS[width]} columns`, async () => {
    const { page, close } = await openPage(browser, '/our-team/trade-associations', { width, javaScript: false });
    const lefts = await page
      .getByTestId('association-tile')
      .evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(Math.min(COLUMNS[width], tradeAssociations.length));
    await close();
  });

  it('has no axe violations and no horizontal overflow', async () => {
    const { page, close } = await openPage(browser, '/our-team/trade-associations', { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
