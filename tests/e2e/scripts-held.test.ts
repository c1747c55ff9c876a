import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, borrowBrowser, returnBrowser, waitForHydration } from './support/browser';
import { copyOf } from './support/copy';
import { navigation } from '@/config/navigation';
import { readCopy } from '@/lib/site-copy';
import { isExpanded, moreLessToggle, moreLessToggles, toggleWords } from './support/collapse';

const advisorGroups = copyOf('advisors').groups;
const teamMembers = copyOf('ourTeam').executives;
const milestones = readCopy('pathToMarket').milestones.items;
const MENU_IDS = navigation.filter((item) => item.kind === 'menu').map((item) => item.id);
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

// JavaScript on, but the build's scripts not run yet: asked for and never answered until the test
// releases them. Every control must then work as it does without JavaScript (the platform's popovers,
// links and forms), and hydration, once the scripts come, must keep what the visitor did.

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const BUILD_SCRIPT = /\/_next\/static\/.+\.js(\?|$)/;

interface HeldPage {
  page: Page;
  /** Lets the held scripts through (and every later one). */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * `path` loaded with the build's scripts held: resolves once the page has asked for one and been refused an answer.
 *
 * In a context of its own: a tab of the shared context shares its renderer, and so its in-memory cache of
 * scripts, with the tabs before it, and a script found there is never asked of the network, so never held.
 */
async function openHeld(path: string, width: number): Promise<HeldPage> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(BUILD_SCRIPT, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  // Bounded by the page's own timeout: a page that never asks for a script fails here, saying so.
  const askedFor = page.waitForRequest(BUILD_SCRIPT);
  await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'commit' });
  await askedFor;
  await page.locator('[data-testid="navbar"]').waitFor();
  expect(await notHydrated(page), 'the page has not hydrated').toBe(true);
  return {
    page,
    release,
    close: async () => {
      // A navigation (a form sent, a link followed) cancels the held requests of the page it left; a handler
      // still continuing one would hold the context's close for ever: they are let go, their errors ignored.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      release();
      await context.close();
    },
  };
}

const notHydrated = (page: Page) =>
  page.evaluate(
    () => !document.documentElement.hasAttribute('data-hydrated') && document.querySelector('[data-testid="navbar"]')?.getAttribute('data-enhanced') === 'false',
  );
const navbar = (page: Page) => page.locator('[data-testid="navbar"]');
const topItem = (page: Page, id: string) => page.locator(`[data-nav-id="${id}"]`);
const submenuOf = async (page: Page, id: string) => page.locator(`[id="${await topItem(page, id).getAttribute('aria-controls')}"]`);
const searchBox = (page: Page) => navbar(page).locator('input[name="term"]');

describe('with the scripts held, at 1280 px', () => {
  it.each(['/', '/newsroom'])('%s: the search button opens the search box, which keeps its text and stays open through hydration', async (path) => {
    const { page, release, close } = await openHeld(path, 1280);
    expect(await searchBox(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Search the site' }).click();
    await expect.poll(() => searchBox(page).isVisible()).toBe(true);
    await searchBox(page).fill('molten salt');
    expect(await notHydrated(page)).toBe(true);
    release();
    await waitForHydration(page);
    expect(await searchBox(page).isVisible()).toBe(true);
    expect(await searchBox(page).inputValue()).toBe('molten salt');
    expect(await page.getByRole('button', { name: 'Close search' }).getAttribute('aria-expanded')).toBe('true');
    await close();
  });

  it('searches with a plain form before hydration', async () => {
    const { page, close } = await openHeld('/', 1280);
    await page.getByRole('button', { name: 'Search the site' }).click();
    await searchBox(page).fill('reactor');
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/search', { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('term')).toBe('reactor');
    await close();
  });

  it('the About Us button opens its menu, which stays open through hydration', async () => {
    const { page, release, close } = await openHeld('/', 1280);
    const submenu = await submenuOf(page, 'about');
    expect(await submenu.isVisible()).toBe(false);
    await topItem(page, 'about').click();
    await expect.poll(() => submenu.isVisible()).toBe(true);
    const firstLink = submenu.getByRole('link').first();
    expect(await firstLink.isVisible()).toBe(true);
    // The menu lies under its button, inside the window.
    const [button, menu] = [await topItem(page, 'about').boundingBox(), await submenu.boundingBox()];
    expect(Math.abs(menu!.y - (button!.y + button!.height))).toBeLessThan(2);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(1280);
    release();
    await waitForHydration(page);
    expect(await submenu.isVisible()).toBe(true);
    expect(await topItem(page, 'about').getAttribute('aria-expanded')).toBe('true');
    await close();
  });

  it('every menu button opens its menu, the next one closing it, and the last stays open through hydration', async () => {
    const { page, release, close } = await openHeld('/', 1280);
    expect(MENU_IDS.length).toBeGreaterThan(1);
    for (const [index, id] of MENU_IDS.entries()) {
      const submenu = await submenuOf(page, id);
      await topItem(page, id).click();
      await expect.poll(() => submenu.isVisible(), { message: id }).toBe(true);
      expect(await submenu.getByRole('link').first().isVisible(), id).toBe(true);
      if (index > 0) expect(await (await submenuOf(page, MENU_IDS[index - 1]!)).isVisible(), `${MENU_IDS[index - 1]} closed`).toBe(false);
    }
    expect(await notHydrated(page)).toBe(true);
    const last = MENU_IDS.at(-1)!;
    release();
    await waitForHydration(page);
    expect(await (await submenuOf(page, last)).isVisible()).toBe(true);
    expect(await topItem(page, last).getAttribute('aria-expanded')).toBe('true');
    await close();
  });
});

describe.each(['/', '/technology'])('with the scripts held, at 375 px, %s', (path) => {
  it('the menu button opens the menu, its items open their menus, and all stays open, typed text too, through hydration', async () => {
    const { page, release, close } = await openHeld(path, 375);
    expect(await topItem(page, 'about').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => topItem(page, 'about').isVisible()).toBe(true);
    await expect.poll(() => navbar(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 31, 58)');
    await searchBox(page).fill('reactor');
    const submenu = await submenuOf(page, 'about');
    await topItem(page, 'about').click();
    await expect.poll(() => submenu.isVisible()).toBe(true);
    expect(await submenu.getByRole('link').first().isVisible()).toBe(true);
    release();
    await waitForHydration(page);
    expect(await navbar(page).getAttribute('data-menu-open')).toBe('true');
    expect(await topItem(page, 'technology').isVisible()).toBe(true);
    expect(await submenu.isVisible()).toBe(true);
    expect(await topItem(page, 'about').getAttribute('aria-expanded')).toBe('true');
    expect(await searchBox(page).inputValue()).toBe('reactor');
    // Hydrated, the menu button closes it.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => topItem(page, 'technology').isVisible()).toBe(false);
    await close();
  });
});

describe('with the scripts held, the page controls', () => {
  it('tabs: the tab list is there from the first paint, a tab shows its panel, and hydration keeps it selected', async () => {
    const { page, release, close } = await openHeld('/applications/commercial-advantages', 1280);
    const tabs = page.getByRole('tablist').getByRole('tab');
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    expect(await tabs.count()).toBeGreaterThan(1);
    expect(await panels.nth(0).isVisible()).toBe(true);
    expect(await panels.nth(1).isVisible()).toBe(false);
    await tabs.nth(1).click();
    await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
    expect(await panels.nth(0).isVisible()).toBe(false);
    // The tab followed is drawn as the selected one.
    expect(await tabs.nth(1).evaluate((tab) => getComputedStyle(tab).fontWeight)).toBe('700');
    expect(await notHydrated(page)).toBe(true);
    release();
    await waitForHydration(page);
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await panels.nth(1).isVisible()).toBe(true);
    expect(await panels.nth(0).isVisible()).toBe(false);
    // Hydrated, the tabs switch as before, without a move of the address.
    await tabs.nth(0).click();
    await expect.poll(() => panels.nth(0).isVisible()).toBe(true);
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    await close();
  });

  it.each([
    [1280, 2],
    [375, 0],
  ])('timeline at %i px: the arrows move it, and hydration keeps the card they moved to', async (width, start) => {
    const { page, release, close } = await openHeld('/technology/leading-the-way', width);
    const arrow = (step: 'previous' | 'next') => page.locator(`#milestones [data-step="${step}"]:visible`);
    const inView = (index: number) =>
      page.evaluate((position) => {
        const region = document.getElementById('milestones')!;
        const box = region.getBoundingClientRect();
        const card = region.querySelectorAll('li')[position]!.getBoundingClientRect();
        return card.left >= box.left - 1 && card.right <= box.right + 1;
      }, index);
    await arrow('next').click();
    await expect.poll(() => inView(start + 1)).toBe(true);
    await arrow('next').click();
    await expect.poll(() => inView(start + 2)).toBe(true);
    await arrow('previous').click();
    await expect.poll(() => inView(start + 1)).toBe(true);
    expect(await page.evaluate(() => location.hash)).toBe(`#milestones-${start + 2}`);
    expect(await notHydrated(page)).toBe(true);
    release();
    await waitForHydration(page);
    const current = () => page.locator('#milestones li[aria-current="step"] time').textContent();
    await expect.poll(current).toBe(String(milestones[start + 1]!.year));
    expect(await inView(start + 1)).toBe(true);
    await arrow('next').click();
    await expect.poll(current).toBe(String(milestones[start + 2]!.year));
    await close();
  });

  it('advisors: More opens a biography and the jump links lead to their groups; what was opened stays open through hydration', async () => {
    const { page, release, close } = await openHeld('/our-team/advisors', 1280);
    const advisor = advisorGroups.flatMap((group) => group.advisors).find((candidate) => candidate.bio.length > 1)!;
    const toggle = moreLessToggle(page, advisor.name);
    expect(await page.getByText(advisor.bio[1]!, { exact: true }).isHidden()).toBe(true);
    await toggle.click();
    for (const paragraph of advisor.bio) expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(true);
    expect(await toggleWords(toggle)).toBe(`Less about ${advisor.name}`);
    const last = advisorGroups.at(-1)!;
    await page.locator(`a[href="#${last.id}"]`).first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${last.id}`);
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, last.id);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);
    release();
    await waitForHydration(page);
    expect(await isExpanded(toggle)).toBe(true);
    for (const paragraph of advisor.bio) expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(true);
    await toggle.click();
    expect(await isExpanded(toggle)).toBe(false);
    expect(await page.getByText(advisor.bio[1]!, { exact: true }).isHidden()).toBe(true);
    await close();
  });

  it('our team: every biography is folded from the first paint, More works, and hydration moves nothing', async () => {
    const { page, release, close } = await openHeld('/our-team', 1280);
    const toggles = moreLessToggles(page);
    expect(await toggles.count()).toBe(teamMembers.filter((member) => member.bio.length > 1).length);
    const places = () => toggles.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top + window.scrollY)));
    const member = teamMembers[0]!;
    await moreLessToggle(page, member.name).click();
    for (const paragraph of member.bio) expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(true);
    // Less folds it again, and More opens it once more.
    await moreLessToggle(page, member.name).click();
    expect(await toggleWords(moreLessToggle(page, member.name))).toBe(`More about ${member.name}`);
    expect(await page.getByText(member.bio[1]!, { exact: true }).isHidden()).toBe(true);
    await moreLessToggle(page, member.name).click();
    expect(await page.getByText(member.bio[1]!, { exact: true }).isVisible()).toBe(true);
    const before = await places();
    release();
    await waitForHydration(page);
    expect(await places()).toEqual(before);
    expect(await isExpanded(moreLessToggle(page, member.name))).toBe(true);
    expect(await page.getByText(teamMembers[1]!.bio[1]!, { exact: true }).isHidden()).toBe(true);
    await close();
  });

  it('Show More is a link to the next page', async () => {
    const { page, close } = await openHeld('/category/in-the-news', 1280);
    const more = page.getByTestId('show-more').first();
    await more.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2', { waitUntil: 'commit' });
    await close();
  });

  it('search filters: beside the results with an Apply button, applied by a plain form', async () => {
    const { page, close } = await openHeld('/search?term=reactor', 1280);
    const boxes = page.locator('#search-filters input[type="checkbox"]:not([disabled])');
    expect(await boxes.first().isVisible()).toBe(true);
    const value = await boxes.first().getAttribute('value');
    await boxes.first().check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('filter').includes(value!), { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('term')).toBe('reactor');
    await close();
  });

  it('search filters at 375 px: Show Filters opens them, and they stay open through hydration', async () => {
    const { page, release, close } = await openHeld('/search?term=reactor', 375);
    const toggle = page.getByTestId('filters-toggle');
    const panel = page.locator('#search-filters');
    expect(await panel.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.innerText()).toBe('Hide Filters');
    expect(await panel.isVisible()).toBe(true);
    release();
    await waitForHydration(page);
    expect(await panel.isVisible()).toBe(true);
    expect(await toggle.innerText()).toBe('Hide Filters');
    // Hydrated, it closes as before.
    await toggle.click();
    expect(await panel.isVisible()).toBe(false);
    await close();
  });

  it.each([
    ['/contact', 'Submit'],
    ['/subscription', 'Subscribe'],
  ])('%s: the form is posted as it is, with the question as its captcha', async (path, button) => {
    const { page, close } = await openHeld(path, 1280);
    expect(await page.locator('#captcha-answer').isVisible()).toBe(true);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: button, exact: true }).click();
    const response = await posted;
    // Refused as a form post (a page with the errors), not a script's request.
    expect(response.request().resourceType()).toBe('document');
    expect(new URL(response.url()).pathname).toBe(path);
    expect(response.status()).toBe(422);
    await close();
  });

  it('/contact: a valid form sent before hydration is stored, and the visitor thanked', async () => {
    const { page, close } = await openHeld('/contact', 1280);
    await page.fill('#field-fname', 'Ines Okafor');
    await page.fill('#field-email', 'ines.okafor@example.com');
    await page.fill('#field-mmerge3', 'Plant Engineer');
    await page.selectOption('#field-mmerge6', 'Manufacturing');
    await page.selectOption('#field-mmerge4', 'Supply Chain');
    await page.fill('#field-mmerge5', 'Process heat before the scripts');
    await page.fill('#field-mmerge7', 'Sent the moment the form was painted.');
    await page.check('#field-consent');
    const label = (await page.locator('label[for="captcha-answer"]').textContent()) ?? '';
    const match = /What is (\w+) plus (\w+)\?/.exec(label);
    expect(match, `question label: ${label}`).not.toBeNull();
    await page.fill('#captcha-answer', String(NUMBER_WORDS.indexOf(match![1]!) + NUMBER_WORDS.indexOf(match![2]!)));
    expect(await notHydrated(page)).toBe(true);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const response = await posted;
    // A plain form post, answered 303 only once the submission is stored (the server thanks no one before).
    expect(response.request().resourceType()).toBe('document');
    expect(response.status()).toBe(303);
    await page.waitForURL(/\/contact\?sent=1$/, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Thank you for contacting us.' }).waitFor();
    await close();
  });

  it('/contact: text typed before hydration stays, the captcha question’s answer too', async () => {
    const { page, release, close } = await openHeld('/contact', 1280);
    await page.fill('#field-fname', 'Zoë Saint-Aubin');
    await page.fill('#field-mmerge7', 'Steam for our site');
    await page.fill('#captcha-answer', '12');
    release();
    await waitForHydration(page);
    expect(await page.inputValue('#field-fname')).toBe('Zoë Saint-Aubin');
    expect(await page.inputValue('#field-mmerge7')).toBe('Steam for our site');
    // The question answered before hydration stays, with its answer, in place of the widget.
    expect(await page.inputValue('#captcha-answer')).toBe('12');
    expect(await page.locator('altcha-widget').count()).toBe(0);
    await close();
  });

  it('/subscription: answered before hydration, the form is sent by the script with the question as its captcha', async () => {
    const { page, release, close } = await openHeld('/subscription', 1280);
    await page.fill('#field-email', 'early.reader@example.com');
    await page.fill('#field-fname', 'Kwame Mensah');
    await page.check('#field-consent_updates');
    await page.check('#field-consent_privacy');
    const label = (await page.locator('label[for="captcha-answer"]').textContent()) ?? '';
    const match = /What is (\w+) plus (\w+)\?/.exec(label);
    expect(match, `question label: ${label}`).not.toBeNull();
    await page.fill('#captcha-answer', String(NUMBER_WORDS.indexOf(match![1]!) + NUMBER_WORDS.indexOf(match![2]!)));
    release();
    await waitForHydration(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/subscription'));
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    expect((await answer).status()).toBe(201);
    await page.getByRole('status').filter({ hasText: 'Thank you for subscribing.' }).waitFor();
    // The question's token is spent: the widget takes its place for another message.
    await page.locator('altcha-widget').waitFor({ state: 'attached' });
    await close();
  });
});
