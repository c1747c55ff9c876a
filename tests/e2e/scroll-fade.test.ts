import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, borrowBrowser, returnBrowser } from './support/browser';

/**
 * A row that scrolls sideways fades at the edge with more beyond it (src/components/ui/scroll-fade.module.css):
 * the newsroom's year tabs on a phone, and a diagram kept at legible size. Pure CSS, so checked with
 * JavaScript off: the fade's two widths are read from the element's animated custom properties.
 */
const ROWS = [
  { path: '/newsroom', selector: 'nav[aria-label="Articles by year"] ul' },
  { path: '/technology/molten-salt-reactor', selector: '[data-diagram]' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/** Scrolls each matching row to its start or its end. */
function scrollRows(page: Page, selector: string, to: 'start' | 'end') {
  return page.evaluate(
    ({ selector, to }) => {
      for (const row of document.querySelectorAll<HTMLElement>(selector)) row.scrollLeft = to === 'start' ? 0 : row.scrollWidth;
    },
    { selector, to },
  );
}

/** Each matching row: whether it overflows, and its fade's width at the start and the end, as drawn now. */
function fades(page: Page, selector: string) {
  return page.evaluate((selector) => {
    return Array.from(document.querySelectorAll<HTMLElement>(selector)).map((row) => {
      const style = getComputedStyle(row);
      return {
        overflows: row.scrollWidth > row.clientWidth + 1,
        mask: style.maskImage.startsWith('linear-gradient'),
        fade: [style.getPropertyValue('--scroll-fade-start').trim(), style.getPropertyValue('--scroll-fade-end').trim()],
      };
    });
  }, selector);
}

/** The fade each row should show scrolled to `to`: at the edge with more beyond, none when it all fits. */
const expected = (rows: { overflows: boolean }[], to: 'start' | 'end') =>
  rows.map((row) => ({ overflows: row.overflows, mask: true, fade: !row.overflows ? ['0px', '0px'] : to === 'start' ? ['0px', '48px'] : ['48px', '0px'] }));

describe.each([375, 1280])('rows that scroll sideways at %ipx', (width) => {
  it.each(ROWS)('$path: fade at the edge with more beyond, and not at all when everything fits', async ({ path, selector }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
      const rows = await fades(page, selector);
      expect(rows.length, `${selector} on ${path}`).toBeGreaterThan(0);
      // A phone's width is where these rows scroll; at 1280 px they all fit.
      expect(rows.some((row) => row.overflows)).toBe(width === 375);
      // The scroll timeline moves the fade a frame after the scroll: polled.
      for (const to of ['start', 'end', 'start'] as const) {
        await scrollRows(page, selector, to);
        await expect.poll(() => fades(page, selector)).toEqual(expected(rows, to));
      }
    } finally {
      await context.close();
    }
  });
});
