import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collapseOffsets } from '@/config/scroll';
import { teamMembers } from '@/content/team';
import { expectNoAxeViolations, launchBrowser, openPage, WIDTHS } from './support/browser';
import { expectLessKeepsItemInView } from './support/collapse';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardsOf = (page: Page) => page.getByTestId('team-card');
const moreButton = (card: Locator) => card.getByRole('button', { name: /^(More|Less) about / });

describe.each(WIDTHS)('our team at %ipx', (width) => {
  it('shows every card with its full biography and no buttons, without JavaScript', async () => {
    const { page, context, response } = await openPage(browser, '/our-team', { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Team');
    expect(await page.getByRole('heading', { level: 2, name: 'Proven Leadership' }).isVisible()).toBe(true);
    const cards = cardsOf(page);
    expect(await cards.count()).toBe(11);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(teamMembers.map((member) => member.name));
    for (const member of teamMembers) {
      for (const paragraph of member.description) {
        expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(true);
      }
      expect(await page.getByRole('img', { name: member.alt }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: /^(More|Less)\b/ }).count()).toBe(0);
    await context.close();
  });

  it('collapses every biography behind a More button and toggles it with the mouse and keyboard', async () => {
    const { page, context, errors } = await openPage(browser, '/our-team', { width });
    const cards = cardsOf(page);
    expect(await cards.count()).toBe(11);
    for (const [index, member] of teamMembers.entries()) {
      const button = moreButton(cards.nth(index));
      expect(await button.textContent()).toBe(`More about ${member.name}`);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      const controls = await button.getAttribute('aria-controls');
      expect(await page.locator(`[id="${controls}"]`).isHidden()).toBe(true);
      expect(await page.getByText(member.description[0]!, { exact: true }).isVisible()).toBe(true);
      for (const paragraph of member.description.slice(1)) {
        expect(await page.getByText(paragraph, { exact: true }).isHidden()).toBe(true);
      }
    }

    const first = teamMembers[0]!;
    const button = moreButton(cards.first());
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.textContent()).toBe(`Less about ${first.name}`);
    for (const paragraph of first.description) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(first.description[1]!, { exact: true }).isHidden()).toBe(true);

    // Keyboard: Enter and Space toggle, and focus stays on the button.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['no-preference', 'reduce'] as const)('Less keeps the whole card, portrait and name, in view below the navbar (motion: %s)', async (reducedMotion) => {
    const { page, context } = await openPage(browser, '/our-team', { width, reducedMotion });
    for (const index of [4, 0]) {
      const card = cardsOf(page).nth(index);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(teamMembers[index]!.name);
      await expectLessKeepsItemInView(page, {
        toggle: moreButton(card),
        item: card,
        parts: [card.getByRole('img'), card.getByRole('heading', { level: 3 })],
        offset: collapseOffsets.cards,
      });
    }
    await context.close();
  });

  it('has no axe violations and no horizontal overflow, collapsed and expanded', async () => {
    const { page, context } = await openPage(browser, '/our-team', { width });
    await expectNoAxeViolations(page, 'collapsed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await moreButton(cardsOf(page).first()).click();
    await expectNoAxeViolations(page, 'expanded');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
