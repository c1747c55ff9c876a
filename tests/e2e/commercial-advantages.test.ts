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

const PATH = '/applications/commercial-advantages';
/** The words come from content/applications/commercial-advantages.yaml (the approved figures are checked in tests/unit/shipped-copy-*). */
const copy = readCopy('commercialAdvantages');
const advantagesSection = copy.advantages;
const TITLE = staticRoutes.commercialAdvantages.title;
const LABELS = advantagesSection.tabs.map((tab) => tab.header);
/** Each advantage's figures, as visitors read them. */
const FIGURES = advantagesSection.tabs.map((tab) => tab.figures.map((figure) => `${figure.value} ${figure.label}`));

const section = (page: Page) => page.getByRole('region', { name: advantagesSection.heading });
const tablistOf = (page: Page) => page.getByRole('tablist', { name: advantagesSection.heading });
const figuresOf = async (page: Page, index: number) =>
  (await page.getByRole('list', { name: advantagesSection.figuresLabel.replace('{tab}', LABELS[index]!) }).getByRole('listitem').allTextContents()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );

describe.each(WIDTHS)('commercial advantages at %ipx', (width) => {
  it('shows the header, the introduction and a call to action to the contact page', async () => {
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
      expect.arrayContaining([copy.intro.heading, advantagesSection.heading, copy.callToAction.heading]),
    );
    const contact = page.getByRole('region', { name: copy.callToAction.heading }).getByRole('link', { name: copy.callToAction.button.label });
    expect(await contact.getAttribute('href')).toBe(copy.callToAction.button.link);
    expect(await contact.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('renders three advantage tabs with the first selected, and no announcement region', async () => {
    // A first visit, nothing cached: a shift that a late stylesheet, font or image causes is seen.
    const { page, close } = await openFirstVisit(browser, PATH, { width });
    const tablist = tablistOf(page);
    expect(await tablist.isVisible()).toBe(true);
    expect(await tablist.getByRole('tab').allTextContents()).toEqual(LABELS);
    await expectSelectedTab(page, tablist, 0);
    expect(await figuresOf(page, 0)).toEqual(FIGURES[0]);
    // The panels lead with figures, not a graphic: the selected tab names the change, nothing else is read out.
    expect(await section(page).getByRole('status').count()).toBe(0);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
    await close();
  });

  it('switches advantages on click, showing each one’s figures, text and illustration', async () => {
    const { page, close, errors } = await openPage(browser, PATH, { width });
    const tablist = tablistOf(page);
    const tabs = tablist.getByRole('tab');
    for (const index of [1, 2, 0]) {
      await tabs.nth(index).click();
      await expectSelectedTab(page, tablist, index);
      const tab = advantagesSection.tabs[index]!;
      const panel = await panelOf(page, tabs.nth(index));
      expect(await panel.getByText(tab.subheader, { exact: true }).isVisible()).toBe(true);
      expect(await figuresOf(page, index)).toEqual(FIGURES[index]);
      for (const paragraph of tab.paragraphs) expect(await panel.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
      await expectDiagramDrawn(panel.getByRole('img', { name: tab.illustration.alt, exact: true }), { width: 800, height: 600 });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('is operable from the keyboard: Tab lands on the selected tab, arrows wrap, Home and End jump', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const tablist = tablistOf(page);
    await focusJustBefore(page.getByRole('heading', { level: 2, name: advantagesSection.heading }));
    await page.keyboard.press('Tab');
    expect(await focusedTabLabel(page)).toBe('Low-cost energy');
    const steps: [string, number][] = [
      ['ArrowLeft', 2],
      ['ArrowRight', 0],
      ['ArrowRight', 1],
      ['End', 2],
      ['ArrowRight', 0],
      ['End', 2],
      ['Home', 0],
    ];
    for (const [key, index] of steps) {
      await page.keyboard.press(key);
      expect(await focusedTabLabel(page), `${key} focus`).toBe(LABELS[index]);
      await expectSelectedTab(page, tablist, index);
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('advantages-panel-low-cost-energy');
    await close();
  });

  it('shows every advantage under its own heading, and no tab list, without JavaScript', async () => {
    const { page, close } = await openPage(browser, PATH, { width, javaScript: false });
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    for (const [index, tab] of advantagesSection.tabs.entries()) {
      expect(await page.getByRole('heading', { level: 3, name: tab.header, exact: true }).isVisible(), tab.header).toBe(true);
      expect(await page.getByText(tab.subheader, { exact: true }).isVisible()).toBe(true);
      expect(await figuresOf(page, index)).toEqual(FIGURES[index]);
      for (const paragraph of tab.paragraphs) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
      await expectDiagramDrawn(page.getByRole('img', { name: tab.illustration.alt, exact: true }), { width: 800, height: 600 });
    }
    expect(await page.getByRole('link', { name: copy.callToAction.button.label }).getAttribute('href')).toBe(copy.callToAction.button.link);
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
