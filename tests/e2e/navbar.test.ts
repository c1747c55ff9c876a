import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksOf, navigation } from '@/config/navigation';
import { site } from '@/config/site';
import { baseURL, DESKTOP_MIN_WIDTH, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';
import { requestsTo } from './support/requests';

const menus = copyOf('navigation');
const labels = menus.pages;

const PAGE = '/no-such-page';
const SOLID = 'rgb(11, 31, 58)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const navbar = (page: Page) => page.locator('[data-testid="navbar"]');
const background = (page: Page) => navbar(page).evaluate((element) => getComputedStyle(element).backgroundColor);
const topItem = (page: Page, id: string) => page.locator(`[data-nav-id="${id}"]`);
async function submenuOf(page: Page, id: string) {
  const controls = await topItem(page, id).getAttribute('aria-controls');
  expect(controls, `top item ${id} names the sub-menu it controls`).toBeTruthy();
  return page.locator(`[id="${controls}"]`);
}
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => navbar(page).getAttribute('data-menu-open')).toBe('true');
}

describe.each(WIDTHS)('navbar at %ipx', (width) => {
  const desktop = width >= DESKTOP_MIN_WIDTH;

  it('is fixed, transparent at the top and solid once scrolled more than 50 px', async () => {
    const { page, close, errors } = await openPage(browser, PAGE, { width });
    expect(await navbar(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await background(page)).toBe(TRANSPARENT);
    await scrollTo(page, 50);
    expect(await background(page)).toBe(TRANSPARENT);
    await scrollTo(page, 51);
    await expect.poll(() => background(page)).toBe(SOLID);
    expect(await navbar(page).boundingBox()).toMatchObject({ y: 0 });
    await scrollTo(page, 0);
    await expect.poll(() => background(page)).toBe(TRANSPARENT);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await close();
  });

  it('keeps Investors and Ideas as plain links and links out to investor relations', async () => {
    const { page, close } = await openPage(browser, PAGE, { width });
    if (!desktop) await openMenu(page);
    for (const [id, href] of [
      ['investors', '/investors'],
      ['ideas', '/ideas'],
    ] as const) {
      const link = topItem(page, id);
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.evaluate((element) => element.tagName)).toBe('A');
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('aria-expanded')).toBeNull();
    }
    const relations = topItem(page, 'investor-relations');
    expect(await relations.isVisible()).toBe(true);
    expect(await relations.getAttribute('href')).toBe(site.investorRelationsUrl);
    expect(await relations.getAttribute('target')).toBe('_blank');
    expect(await relations.getAttribute('rel')).toContain('noopener');
    await close();
  });

  it('submits a non-empty search to /search, then clears and closes the box and returns to the top', async () => {
    const { page, close } = await openPage(browser, PAGE, { width });
    await scrollTo(page, 400);
    if (desktop) {
      await page.getByRole('button', { name: 'Search the site' }).click();
    } else {
      await openMenu(page);
      // Narrow screens: the box is shown as soon as the menu is, with no icon to press.
      expect(await page.getByRole('button', { name: 'Search the site' }).isVisible()).toBe(false);
    }
    const input = navbar(page).getByRole('searchbox', { name: 'Search the site' });
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.fill('  molten salt  ');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('term')).toBe('molten salt');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A closed box leaves the accessibility tree, so look it up by its field name.
    const field = navbar(page).locator('input[name="term"]');
    expect(await field.inputValue()).toBe('');
    await expect.poll(() => field.isVisible()).toBe(false);
    await close();
  });

  it('does nothing when the search term is empty or blank', async () => {
    const { page, close } = await openPage(browser, PAGE, { width });
    if (desktop) await page.getByRole('button', { name: 'Search the site' }).click();
    else await openMenu(page);
    const input = navbar(page).getByRole('searchbox', { name: 'Search the site' });
    const searches = requestsTo(page, '/search');
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(await input.isVisible()).toBe(true);
    // A search after them: had either asked for a page, its request would come before this one's.
    await input.fill('reactor');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.map((url) => url.searchParams.get('term'))).toEqual(searches.map(() => 'reactor'));
    await close();
  });

  if (desktop) {
    it('opens a sub-menu on hover and closes it when the pointer leaves', async () => {
      const { page, close } = await openPage(browser, PAGE, { width });
      const submenu = await submenuOf(page, 'technology');
      expect(await submenu.isVisible()).toBe(false);
      await topItem(page, 'technology').hover();
      await expect.poll(() => submenu.isVisible()).toBe(true);
      expect(await topItem(page, 'technology').getAttribute('aria-expanded')).toBe('true');
      expect(await submenu.getByRole('link', { name: labels.moltenSaltReactor }).getAttribute('href')).toBe(
        '/technology/molten-salt-reactor',
      );
      await page.mouse.move(width / 2, 600);
      await expect.poll(() => submenu.isVisible()).toBe(false);
      expect(await topItem(page, 'technology').getAttribute('aria-expanded')).toBe('false');
      await close();
    });

    it('opens a sub-menu on keyboard focus, tabs into it, and closes it with Escape', async () => {
      const { page, close } = await openPage(browser, PAGE, { width });
      const about = topItem(page, 'about');
      const submenu = await submenuOf(page, 'about');
      // Skip link, logo, then the first top item.
      for (let presses = 0; presses < 5; presses += 1) {
        await page.keyboard.press('Tab');
        if (await about.evaluate((element) => element === document.activeElement)) break;
      }
      expect(await about.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => submenu.isVisible()).toBe(true);
      expect(await about.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels.ourTeam);
      await page.keyboard.press('Escape');
      await expect.poll(() => submenu.isVisible()).toBe(false);
      expect(await about.getAttribute('aria-expanded')).toBe('false');
      expect(await about.evaluate((element) => element === document.activeElement)).toBe(true);
      // Tabbing on from the closed item moves to the next top item and opens that one.
      await page.keyboard.press('Tab');
      expect(await topItem(page, 'technology').getAttribute('aria-expanded')).toBe('true');
      await close();
    });

    it('shows Applications as two grouped columns with extra padding', async () => {
      const { page, close } = await openPage(browser, PAGE, { width });
      await topItem(page, 'applications').hover();
      const submenu = await submenuOf(page, 'applications');
      await expect.poll(() => submenu.isVisible()).toBe(true);
      const cogeneration = submenu.getByText(menus.groups.coGeneration, { exact: true });
      const electric = submenu.getByText(menus.groups.electricPower, { exact: true });
      const [left, right] = [await cogeneration.boundingBox(), await electric.boundingBox()];
      expect(left && right).toBeTruthy();
      expect(right!.x).toBeGreaterThan(left!.x + left!.width);
      expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
      const padding = await submenu.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
      const plainPadding = await (await submenuOf(page, 'about')).evaluate((element) =>
        parseFloat(getComputedStyle(element).paddingLeft),
      );
      expect(padding).toBeGreaterThanOrEqual(24);
      expect(padding).toBeGreaterThan(plainPadding);
      expect(await submenu.getByRole('link', { name: labels.coalToNuclear }).getAttribute('href')).toBe(
        '/applications/coal-to-nuclear',
      );
      await close();
    });

    it('closes the search box on a click outside it', async () => {
      const { page, close } = await openPage(browser, PAGE, { width });
      const input = navbar(page).getByRole('searchbox', { name: 'Search the site' });
      expect(await input.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Search the site' }).click();
      await expect.poll(() => input.isVisible()).toBe(true);
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      await input.click();
      expect(await input.isVisible()).toBe(true);
      await page.getByRole('heading', { level: 1 }).click();
      await expect.poll(() => input.isVisible()).toBe(false);
      await close();
    });

    it('closes the search box with Escape and returns focus to its button', async () => {
      const { page, close } = await openPage(browser, PAGE, { width });
      const toggle = page.getByRole('button', { name: 'Search the site' });
      await toggle.click();
      const input = navbar(page).getByRole('searchbox', { name: 'Search the site' });
      await expect.poll(() => input.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Close search' }).getAttribute('aria-expanded')).toBe('true');
      await input.press('Escape');
      await expect.poll(() => navbar(page).locator('input[name="term"]').isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
      await close();
    });
  } else {
    it('opens the menu (solid even at the top) and expands and collapses each item', async () => {
      const { page, close } = await openPage(browser, PAGE, { width });
      const toggler = page.getByRole('button', { name: 'Open menu' });
      expect(await toggler.getAttribute('aria-expanded')).toBe('false');
      expect(await topItem(page, 'about').isVisible()).toBe(false);
      expect(await background(page)).toBe(TRANSPARENT);
      await openMenu(page);
      await expect.poll(() => background(page)).toBe(SOLID);
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
      for (const item of navigation.filter((entry) => entry.kind === 'menu')) {
        const button = topItem(page, item.id);
        const submenu = await submenuOf(page, item.id);
        expect(await submenu.isVisible()).toBe(false);
        await button.click();
        await expect.poll(() => submenu.isVisible()).toBe(true);
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        await button.click();
        await expect.poll(() => submenu.isVisible()).toBe(false);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
      }
      await topItem(page, 'applications').click();
      const applications = await submenuOf(page, 'applications');
      expect(await applications.getByText(menus.groups.electricPower, { exact: true }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect.poll(() => background(page)).toBe(TRANSPARENT);
      await close();
    });

    it('closes the menu with Escape and returns focus to the menu button', async () => {
      const { page, close } = await openPage(browser, PAGE, { width });
      await openMenu(page);
      await topItem(page, 'about').focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => navbar(page).getAttribute('data-menu-open')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBeTruthy();
      await close();
    });
  }
});

describe('navbar without JavaScript', () => {
  const menuUrls = navigation.flatMap((item) => linksOf(item.id).map((link) => link.url));

  it.each(WIDTHS)('reaches every menu link at %ipx', async (width) => {
    const { page, close } = await openPage(browser, PAGE, { width, javaScript: false });
    const hrefs = await navbar(page).locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const url of menuUrls) expect(hrefs).toContain(url);
    if (width < DESKTOP_MIN_WIDTH) {
      // The menu cannot toggle, so it is laid out open.
      expect(await page.getByRole('link', { name: labels.moltenSaltReactor }).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: labels.coalToNuclear }).first().isVisible()).toBe(true);
    } else {
      const howItWorks = navbar(page).getByRole('link', { name: labels.moltenSaltReactor });
      expect(await howItWorks.isVisible()).toBe(false);
      await topItem(page, 'technology').hover();
      expect(await howItWorks.isVisible()).toBe(true);
      await page.mouse.move(width / 2, 600);
      // Keyboard focus opens it too, and the links inside are reachable with Tab.
      await topItem(page, 'about').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels.ourTeam);
    }
    await close();
  });

  it.each([375, 1280])('still submits a search at %ipx', async (width) => {
    const { page, close } = await openPage(browser, PAGE, { width, javaScript: false });
    const input = navbar(page).getByRole('searchbox', { name: 'Search the site' });
    expect(await input.isVisible()).toBe(true);
    await input.fill('core unit');
    await Promise.all([page.waitForURL((url) => url.pathname === '/search'), input.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('term')).toBe('core unit');
    expect(page.url().startsWith(baseURL)).toBe(true);
    await close();
  });
});

describe('navbar fit', () => {
  it.each([992, 1100, 1199, 1280])('fits every top item and the search button on one line at %ipx', async (width) => {
    const { page, close } = await openPage(browser, PAGE, { width });
    const boxes = await Promise.all(
      [...navigation.map((item) => topItem(page, item.id)), page.getByRole('button', { name: 'Search the site' })].map(
        (locator) => locator.boundingBox(),
      ),
    );
    const first = boxes[0]!;
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(Math.abs(box!.y + box!.height / 2 - (first.y + first.height / 2))).toBeLessThan(2);
    }
    // In order, without overlapping.
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]!.x).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width - 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await close();
  });

  it('keeps each grouped Applications column clear of the other', async () => {
    const { page, close } = await openPage(browser, PAGE, { width: 1280 });
    await topItem(page, 'applications').hover();
    const submenu = await submenuOf(page, 'applications');
    await expect.poll(() => submenu.isVisible()).toBe(true);
    const longest = await submenu.getByRole('link', { name: labels.chemicalPlants }).boundingBox();
    const heading = await submenu.getByText(menus.groups.electricPower, { exact: true }).boundingBox();
    expect(longest!.x + longest!.width).toBeLessThan(heading!.x);
    await close();
  });
});
