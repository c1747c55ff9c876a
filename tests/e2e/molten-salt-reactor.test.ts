import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/config/routes';
import { readCopy } from '@/lib/site-copy';
import { expectNoAxeViolations, borrowBrowser, returnBrowser, openFirstVisit, openPage, WIDTHS } from './support/browser';
import { layoutShiftSoFar } from './support/settled';
import { expectDiagramDrawn } from './support/diagram';
import {
  expectImageLoaded,
  expectSelectedTab,
  focusedTabLabel,
  focusJustBefore,
  panelOf,
} from './support/tabs';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const PATH = '/technology/molten-salt-reactor';
/** The words come from content/technology/how-it-works.yaml (the specification's own texts are checked in tests/unit/shipped-copy-*). */
const copy = readCopy('howItWorks');
const coreUnitSection = copy.coreUnit;
const howItWorksBlocks = copy.blocks.items;
const TITLE = staticRoutes.moltenSaltReactor.title;
const LABELS = coreUnitSection.tabs.map((tab) => tab.header);
const BLOCKS = howItWorksBlocks.map((block) => ({ number: block.number, title: block.title }));
const HEADING = coreUnitSection.heading;
const announced = (label: string | undefined) => coreUnitSection.announce.replace('{label}', label ?? '');

const tablistOf = (page: Page) => page.getByRole('tablist', { name: HEADING });
const statusOf = (page: Page) => page.getByRole('region', { name: HEADING }).getByRole('status');
const coreUnitHeading = (page: Page) => page.getByRole('heading', { level: 2, name: HEADING });

describe.each(WIDTHS)('how it works at %ipx', (width) => {
  it('shows the header, the four numbered blocks and their diagrams', async () => {
    const { page, close, response, errors } = await openPage(browser, PATH, { width });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain(TITLE);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await page.getByTestId('page-header').textContent()).toContain(copy.header.subtitle);
    expect(await page.getByTestId('page-header').textContent()).toContain(copy.header.description);
    const headerImage = page.getByTestId('page-header').locator('img');
    expect(await headerImage.getAttribute('src')).toBe(copy.header.artwork);
    await expectImageLoaded(headerImage);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining([copy.intro.heading, HEADING, copy.onward.heading]),
    );

    const blocks = page.getByTestId('how-it-works-block');
    expect(await blocks.count()).toBe(BLOCKS.length);
    for (const [index, expected] of BLOCKS.entries()) {
      const block = blocks.nth(index);
      expect(await block.getByText(expected.number, { exact: true }).isVisible()).toBe(true);
      expect(await block.getByRole('heading', { level: 3 }).textContent()).toBe(expected.title);
      for (const paragraph of howItWorksBlocks[index]!.paragraphs) {
        expect(await block.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
      }
      const diagram = block.getByRole('img', { name: howItWorksBlocks[index]!.diagram.alt, exact: true });
      await expectDiagramDrawn(diagram, { width: 480, height: 360 });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('links onward to Industrial Uses and Path to Market', async () => {
    const { page, close } = await openPage(browser, PATH, { width, javaScript: false });
    const section = page.getByRole('region', { name: copy.onward.heading });
    expect(await section.getByRole('link').allTextContents()).toEqual(copy.onward.cards.map((card) => card.title));
    expect(await section.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      copy.onward.cards.map((card) => card.href),
    );
    await close();
  });

  it('renders three tabs with the first selected, its panel alone shown, and a silent live region', async () => {
    // A first visit, nothing cached: a shift that a late stylesheet, font or image causes is seen.
    const { page, close } = await openFirstVisit(browser, PATH, { width });
    const tablist = tablistOf(page);
    expect(await tablist.isVisible()).toBe(true);
    expect(await tablist.getByRole('tab').allTextContents()).toEqual(LABELS);
    await expectSelectedTab(page, tablist, 0);
    const status = statusOf(page);
    expect(await status.count()).toBe(1);
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.textContent()).toBe('');
    // Server-rendered in its final layout: hydration moves nothing.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
    await close();
  });

  it('switches panels on click, updating selection, tabindex and the announcement', async () => {
    const { page, close, errors } = await openPage(browser, PATH, { width });
    const tablist = tablistOf(page);
    const tabs = tablist.getByRole('tab');
    for (const index of [1, 2, 0, 2]) {
      await tabs.nth(index).click();
      await expectSelectedTab(page, tablist, index);
      expect(await statusOf(page).textContent()).toBe(announced(LABELS[index]));
      const panel = await panelOf(page, tabs.nth(index));
      const tab = coreUnitSection.tabs[index]!;
      expect(await panel.getByText(tab.subheader, { exact: true }).isVisible()).toBe(true);
      for (const column of tab.columns) {
        expect(await panel.getByRole('heading', { name: column.header, exact: true }).isVisible()).toBe(true);
      }
      await expectDiagramDrawn(panel.getByRole('img', { name: tab.graphic.alt, exact: true }), { width: 800, height: 600 });
    }
    // Clicking the tab that is already selected changes nothing and announces nothing new.
    await tabs.nth(2).click();
    await expectSelectedTab(page, tablist, 2);
    expect(await statusOf(page).textContent()).toBe(announced(LABELS[2]));
    expect(errors).toEqual([]);
    await close();
  });

  it('is operable from the keyboard: Tab lands on the selected tab, arrows wrap, Home and End jump', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const tablist = tablistOf(page);
    await tablist.getByRole('tab').nth(1).click();
    await focusJustBefore(coreUnitHeading(page));
    await page.keyboard.press('Tab');
    expect(await focusedTabLabel(page)).toBe(LABELS[1]);

    const steps: [string, number][] = [
      ['ArrowRight', 2],
      ['ArrowRight', 0],
      ['ArrowLeft', 2],
      ['ArrowLeft', 1],
      ['Home', 0],
      ['ArrowLeft', 2],
      ['Home', 0],
      ['End', 2],
    ];
    for (const [key, index] of steps) {
      await page.keyboard.press(key);
      expect(await focusedTabLabel(page), `${key} focus`).toBe(LABELS[index]);
      await expectSelectedTab(page, tablist, index);
      expect(await statusOf(page).textContent()).toBe(announced(LABELS[index]));
    }

    // Tab leaves the tab list for the shown panel; Shift+Tab comes back to the selected tab.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('core-unit-panel-high-safety');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedTabLabel(page)).toBe(LABELS[2]);
    await close();
  });

  it('shows every panel under its own heading, and no tab list, without JavaScript', async () => {
    const { page, close } = await openPage(browser, PATH, { width, javaScript: false });
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    for (const tab of coreUnitSection.tabs) {
      const heading = page.getByRole('heading', { level: 3, name: tab.header, exact: true });
      expect(await heading.isVisible(), tab.header).toBe(true);
      expect(await page.getByText(tab.subheader, { exact: true }).isVisible()).toBe(true);
      for (const column of tab.columns) {
        for (const paragraph of column.text) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
      }
      await expectDiagramDrawn(page.getByRole('img', { name: tab.graphic.alt, exact: true }), { width: 800, height: 600 });
    }
    // The headings come in tab order, after the section heading.
    const order = await page.getByRole('heading').allTextContents();
    const positions = LABELS.map((label) => order.indexOf(label));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0]).toBeGreaterThan(order.indexOf(HEADING));
    await close();
  });

  it('has no axe violations and no horizontal overflow on any tab', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const tabs = tablistOf(page).getByRole('tab');
    for (const [index, label] of LABELS.entries()) {
      await tabs.nth(index).click();
      await expectSelectedTab(page, tablistOf(page), index);
      await expectNoAxeViolations(page, label);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await close();
  });
});
