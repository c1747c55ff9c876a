import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The panel a tab controls, found through its aria-controls. */
export async function panelOf(page: Page, tab: Locator): Promise<Locator> {
  const id = await tab.getAttribute('aria-controls');
  expect(id, 'tab has aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Checks that exactly tab `index` is selected: aria-selected, roving tabindex, and only its panel shown. */
export async function expectSelectedTab(page: Page, tablist: Locator, index: number): Promise<void> {
  const tabs = tablist.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const selected = i === index;
    expect(await tab.getAttribute('aria-selected'), `tab ${i} aria-selected`).toBe(String(selected));
    expect(await tab.getAttribute('tabindex'), `tab ${i} tabindex`).toBe(selected ? '0' : '-1');
    const panel = await panelOf(page, tab);
    expect(await panel.getAttribute('role')).toBe('tabpanel');
    expect(await panel.getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
    expect(await panel.isVisible(), `panel ${i} visible`).toBe(selected);
  }
}

/** The label of the focused element, or null when focus is not on a tab. */
export function focusedTabLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null));
}

/**
 * Puts keyboard focus just before the tab list, on the heading that introduces it, so the next Tab
 * press is the one a visitor would make to reach the tabs.
 */
export async function focusJustBefore(heading: Locator): Promise<void> {
  await heading.evaluate((element: HTMLElement) => {
    element.setAttribute('tabindex', '-1');
    element.focus();
  });
}

/** Waits until an image has loaded with a real size. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}
