import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '@/content/team';
import { expectNoAxeViolations, launchBrowser, openPage, WIDTHS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardsOf = (page: Page) => page.getByTestId('team-card');
const moreButton = (card: Locator) => card.getByRole('button', { name: /^(More|Less) about / });
const blockTop = (page: Page, id: string) => page.evaluate((blockId) => document.getElementById(blockId)!.getBoundingClientRect().top, id);

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

  it.each(['no-preference', 'reduce'] as const)('scrolls back to the top of the biography on collapse (motion: %s)', async (reducedMotion) => {
    const { page, context } = await openPage(browser, '/our-team', { width, reducedMotion });
    const card = cardsOf(page).nth(4);
    const button = moreButton(card);
    const id = (await button.getAttribute('aria-controls'))!.replace(/-more$/, '');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Scroll down so the block's top is above the viewport while its Less button stays on screen.
    await page.evaluate((blockId) => {
      const top = document.getElementById(blockId)!.getBoundingClientRect().top;
      window.scrollTo({ top: window.scrollY + top + 60, behavior: 'instant' });
    }, id);
    expect(await blockTop(page, id)).toBeLessThan(0);
    await button.evaluate((element: HTMLButtonElement) => element.click());
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => blockTop(page, id), { timeout: 3000 }).toBeGreaterThan(120);
    expect(Math.abs((await blockTop(page, id)) - 160)).toBeLessThanOrEqual(40);
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
