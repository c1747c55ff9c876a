import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collapseOffsets } from '@/config/scroll';
import { expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';
import { expectLessKeepsItemInView, isExpanded, moreLessToggles, toggleWords } from './support/collapse';

const copy = copyOf('ourTeam');
const teamMembers = copy.executives;

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const cardsOf = (page: Page) => page.getByTestId('team-card');

describe.each(WIDTHS)('our team at %ipx', (width) => {
  it("shows every card without JavaScript, each biography's rest behind the browser's own More", async () => {
    const { page, close, response } = await openPage(browser, '/our-team', { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.header.title);
    expect(await page.getByRole('heading', { level: 2, name: copy.headline }).isVisible()).toBe(true);
    const cards = cardsOf(page);
    expect(await cards.count()).toBe(teamMembers.length);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(teamMembers.map((member) => member.name));
    for (const [index, member] of teamMembers.entries()) {
      const [lead, ...rest] = member.bio;
      expect(await page.getByText(lead!, { exact: true }).isVisible(), lead).toBe(true);
      for (const paragraph of rest) expect(await page.getByText(paragraph, { exact: true }).isHidden(), paragraph).toBe(true);
      expect(await page.getByRole('img', { name: member.portrait.alt }).isVisible()).toBe(true);
      if (rest.length === 0) continue;
      const toggle = moreLessToggles(cards.nth(index));
      await toggle.click();
      for (const paragraph of member.bio) expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(true);
      expect(await toggleWords(toggle)).toBe(`Less about ${member.name}`);
    }
    await close();
  });

  it('collapses every biography behind a More button and toggles it with the mouse and keyboard', async () => {
    const { page, close, errors } = await openPage(browser, '/our-team', { width });
    const cards = cardsOf(page);
    expect(await cards.count()).toBe(teamMembers.length);
    for (const [index, member] of teamMembers.entries()) {
      const button = moreLessToggles(cards.nth(index));
      expect(await toggleWords(button)).toBe(`More about ${member.name}`);
      expect(await isExpanded(button)).toBe(false);
      const controls = await button.getAttribute('aria-controls');
      expect(await page.locator(`[id="${controls}"]`).isHidden()).toBe(true);
      expect(await page.getByText(member.bio[0]!, { exact: true }).isVisible()).toBe(true);
      for (const paragraph of member.bio.slice(1)) {
        expect(await page.getByText(paragraph, { exact: true }).isHidden()).toBe(true);
      }
    }

    const first = teamMembers[0]!;
    const button = moreLessToggles(cards.first());
    await button.click();
    expect(await isExpanded(button)).toBe(true);
    expect(await toggleWords(button)).toBe(`Less about ${first.name}`);
    for (const paragraph of first.bio) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
    await button.click();
    expect(await isExpanded(button)).toBe(false);
    expect(await page.getByText(first.bio[1]!, { exact: true }).isHidden()).toBe(true);

    // Keyboard: Enter and Space toggle, and focus stays on the button.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await isExpanded(button)).toBe(true);
    await page.keyboard.press('Space');
    expect(await isExpanded(button)).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['no-preference', 'reduce'] as const)('Less keeps the whole card, portrait and name, in view below the navbar (motion: %s)', async (reducedMotion) => {
    const { page, close } = await openPage(browser, '/our-team', { width, reducedMotion });
    for (const index of new Set([Math.min(4, teamMembers.length - 1), 0])) {
      const card = cardsOf(page).nth(index);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(teamMembers[index]!.name);
      await expectLessKeepsItemInView(page, {
        toggle: moreLessToggles(card),
        item: card,
        parts: [card.getByRole('img'), card.getByRole('heading', { level: 3 })],
        offset: collapseOffsets.cards,
      });
    }
    await close();
  });

  it('has no axe violations and no horizontal overflow, collapsed and expanded', async () => {
    const { page, close } = await openPage(browser, '/our-team', { width });
    await expectNoAxeViolations(page, 'collapsed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await moreLessToggles(cardsOf(page).first()).click();
    await expectNoAxeViolations(page, 'expanded');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
