import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BAR_CLEARANCE } from '@/config/scroll';
import { scrollSettled } from './settled';

/** Every More/Less toggle in `scope`: the summary of a block's `<details>` (ExpandableText). */
export const moreLessToggles = (scope: Page | Locator) => scope.locator('summary[data-testid="more-less"]');

/** The More/Less toggle of the text about `label` ("More about {label}", "Less about {label}"). */
export const moreLessToggle = (scope: Page | Locator, label: string) =>
  moreLessToggles(scope).filter({ hasText: new RegExp(` about ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** Whether the toggle's text is shown: its disclosure is open (the state the browser announces). */
export const isExpanded = (toggle: Locator) => toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

/** The toggle's words as drawn and read: "More about …" or "Less about …" (one of its two labels is hidden). */
export const toggleWords = (toggle: Locator) => toggle.evaluate((summary: HTMLElement) => summary.innerText.replace(/\s+/g, ' ').trim());

/**
 * The bottom edge of what covers the top of the window: the fixed navbar and, when it is stuck right
 * under it, the sticky in-page nav. Measured here on its own, not with the page's code.
 */
export function barsBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = document.querySelector('[data-testid="navbar"]')!.getBoundingClientRect().bottom;
    const nav = document.querySelector('[data-testid="scroll-spy-nav"]');
    if (nav) {
      const box = nav.getBoundingClientRect();
      if (box.top <= bottom + 1 && box.bottom > bottom) bottom = box.bottom;
    }
    return bottom;
  });
}

function box(element: Locator) {
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls at once by `by` px (positive: down). */
async function scrollBy(page: Page, by: number) {
  await page.evaluate((delta) => window.scrollTo({ top: window.scrollY + delta, behavior: 'instant' }), by);
}

/** Presses the button from the keyboard without scrolling it into view first. */
async function pressWithKeyboard(page: Page, button: Locator) {
  await button.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
}

export interface CollapseCase {
  /** The More/Less toggle. */
  toggle: Locator;
  /** The item whose top Less must keep in view: the card, or the heading of the text. */
  item: Locator;
  /** Parts of the item that must show in full after Less (portrait, name). */
  parts?: Locator[];
  /** SPEC §9: where the item's top lands after Less, in px below the window's top. */
  offset: number;
}

async function expand(page: Page, toggle: Locator) {
  if (await isExpanded(toggle)) return;
  await pressWithKeyboard(page, toggle);
  expect(await isExpanded(toggle)).toBe(true);
}

/** After Less: the item's top, and each of its parts, in the window below the bars, at the spec's offset. */
async function expectBroughtBack(page: Page, { toggle, item, parts = [], offset }: CollapseCase, label: string) {
  expect(await isExpanded(toggle), label).toBe(false);
  await scrollSettled(page);
  const covered = await barsBottom(page);
  const height = await page.evaluate(() => window.innerHeight);
  const top = (await box(item)).top;
  expect(top, `${label}: the item's top is below the bars (${covered} px)`).toBeGreaterThanOrEqual(covered);
  for (const part of parts) {
    const rect = await box(part);
    expect(rect.top, `${label}: ${part.toString()} below the bars`).toBeGreaterThanOrEqual(covered);
    expect(rect.bottom, `${label}: ${part.toString()} inside the window`).toBeLessThanOrEqual(height);
  }
  // At the offset, or lower when the bars reach further down; unless the page cannot scroll that far.
  const atEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
  const wanted = Math.max(offset, covered + BAR_CLEARANCE);
  if (atEnd) expect(top, label).toBeGreaterThanOrEqual(wanted - 2);
  else expect(Math.abs(top - wanted), `${label}: lands ${wanted} px from the top`).toBeLessThanOrEqual(2);
}

/**
 * Less keeps the item in view: from a reader who scrolled past its top to the Less button, and from
 * one whose item's top sits just under the navbar (and the sticky nav), it brings the item's top back
 * below every bar; an item whose top is already in view does not move.
 */
export async function expectLessKeepsItemInView(page: Page, collapse: CollapseCase): Promise<void> {
  const { toggle, item } = collapse;

  // Scrolled down to the Less button, the item's top out of the window: Less with the mouse.
  await expand(page, toggle);
  await toggle.scrollIntoViewIfNeeded();
  const height = await page.evaluate(() => window.innerHeight);
  const button = await toggle.boundingBox();
  const itemTop = (await box(item)).top;
  // The button's bottom 40 px above the window's bottom, and the item's top at least 60 px above the window.
  await scrollBy(page, Math.max(button!.y + button!.height - (height - 40), itemTop + 60));
  expect((await box(item)).top, 'scrolled past the item').toBeLessThan(0);
  const visible = await toggle.boundingBox();
  expect(visible!.y, 'the Less button is on screen').toBeGreaterThanOrEqual(await barsBottom(page));
  expect(visible!.y + visible!.height, 'the Less button is on screen').toBeLessThanOrEqual(height);
  await page.mouse.click(visible!.x + visible!.width / 2, visible!.y + visible!.height / 2);
  await expectBroughtBack(page, collapse, 'scrolled past');

  // The item's top 20 px under the bars' bottom edge, still inside the window: Less from the keyboard.
  await expand(page, toggle);
  await scrollBy(page, (await box(item)).top - 300);
  const covered = await barsBottom(page);
  await scrollBy(page, (await box(item)).top - (covered - 20));
  const under = (await box(item)).top;
  expect(under, 'the item top is under the bars').toBeLessThan(await barsBottom(page));
  expect(under, 'the item top is inside the window').toBeGreaterThan(0);
  await pressWithKeyboard(page, toggle);
  await expectBroughtBack(page, collapse, 'under the bars');

  // Already in view, 40 px below the bars: Less leaves the page where it is.
  await expand(page, toggle);
  await scrollBy(page, (await box(item)).top - ((await barsBottom(page)) + 40));
  const before = await scrollY(page);
  const topBefore = (await box(item)).top;
  await pressWithKeyboard(page, toggle);
  expect(await isExpanded(toggle)).toBe(false);
  await scrollSettled(page);
  expect(await scrollY(page), 'an item in view does not move').toBe(before);
  expect(Math.abs((await box(item)).top - topBefore)).toBeLessThanOrEqual(1);
}
