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

const PATH = '/accessibility/multi-year-accessibility-plan';
const COPY = policyCopy('multiYearPlan');
const PLAN = readContentFile('multiYearPlan', process.cwd()).value as Copy<'multiYearPlan'>;
const TITLE = COPY.title;
const HINT = 'Drag horizontally to view the entire table.';
const COLUMNS = Object.values(PLAN.columns);
/** The hint shows at 890 px or narrower: check the boundary as well as the usual widths. */
const HINT_WIDTHS = [...new Set([...WIDTHS, 890])].sort((a, b) => a - b);

/** Caption, column headers and row count of every table in the main content. */
async function tables(page: Page) {
  return page.locator('main table').evaluateAll((all) =>
    all.map((table) => ({
      caption: table.querySelector('caption')?.textContent?.trim() ?? '',
      columns: [...table.querySelectorAll('thead th')].map((th) => ({ text: th.textContent?.trim() ?? '', scope: th.getAttribute('scope') })),
      rows: table.querySelectorAll('tbody tr').length,
    })),
  );
}

describe.each(WIDTHS)('multi-year accessibility plan at %ipx', (width) => {
  it('shows its title, date, contents and requirement tables without JavaScript', async () => {
    const { page, close, response } = await openPage(browser, PATH, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await page.title()).toBe(`${staticRoutes.multiYearPlan.title} | ${site.name}`);
    await page.getByText(COPY.updated, { exact: true }).waitFor();

    // The text's sections and one section per part of the plan, in the contents.
    const toc = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await toc.count()).toBe(COPY.headings.length + PLAN.parts.length);

    const found = await tables(page);
    expect(found.map((table) => table.caption)).toEqual(PLAN.parts.map((part) => `${part.heading}: ${PLAN.captionSuffix}`));
    for (const [index, table] of found.entries()) {
      expect(table.columns.map((column) => column.text), table.caption).toEqual(COLUMNS);
      expect(table.columns.every((column) => column.scope === 'col')).toBe(true);
      expect(table.rows).toBe(PLAN.parts[index]?.requirements.length);
    }
    // Every table sits in a keyboard-focusable region named by its caption.
    const regions = page.locator('main [role="region"][tabindex="0"]');
    expect(await regions.count()).toBe(found.length);
    await expect(regions.first().getAttribute('aria-labelledby')).resolves.toBeTruthy();
    await page.getByRole('region', { name: found[0]?.caption ?? '', exact: true }).locator('table').waitFor();
    await close();
  });

  it('links to the accessibility phone number and mailbox from the site configuration', async () => {
    const { page, close } = await openPage(browser, PATH, { width, javaScript: false });
    const main = page.locator('main');
    const phone = main.getByRole('link', { name: site.accessibility.phone, exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${site.accessibility.phoneE164}`);
    const mail = main.getByRole('link', { name: site.accessibility.email, exact: true });
    expect(await mail.getAttribute('href')).toBe(`mailto:${site.accessibility.email}`);
    await close();
  });

  it('has no axe violations and no horizontal overflow of the page', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});

describe.each(HINT_WIDTHS)('table hint at %ipx', (width) => {
  it(`is ${width <= 890 ? 'visible' : 'hidden'}`, async () => {
    const { page, close } = await openPage(browser, PATH, { width, javaScript: false });
    const hints = page.locator('main').getByText(HINT, { exact: true });
    expect(await hints.count()).toBe(await page.locator('main table').count());
    for (const hint of await hints.all()) {
      expect(await hint.isVisible()).toBe(width <= 890);
    }
    await close();
  });
});

describe('table region on a phone', () => {
  it('scrolls inside its own box, and from the keyboard', async () => {
    const { page, close } = await openPage(browser, PATH, { width: 375, javaScript: false });
    const region = page.locator('main [role="region"][tabindex="0"]').first();
    const box = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, scrollLeft: element.scrollLeft }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(box.scrollLeft).toBe(0);

    await region.focus();
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
    // Keyboard scrolling may be animated: poll until it settles past the start.
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });

  it('shows a visible focus ring when focused from the keyboard', async () => {
    const { page, close } = await openPage(browser, PATH, { width: 375 });
    const region = page.locator('main [role="region"][tabindex="0"]').first();
    // Tab forward until the region has focus, so :focus-visible applies as it would for a keyboard user.
    for (let press = 0; press < 80; press += 1) {
      await page.keyboard.press('Tab');
      if (await region.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    const outline = await region.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await close();
  });
});
