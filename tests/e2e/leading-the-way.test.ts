import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/config/routes';
import { collapseOffsets } from '@/config/scroll';
import { readCopy } from '@/lib/site-copy';
import { baseURL, DESKTOP_MIN_WIDTH, expectNoAxeViolations, borrowBrowser, returnBrowser, openFirstVisit, openPage, WIDTHS } from './support/browser';
import { afterFrames, layoutShiftSoFar } from './support/settled';
import { expectLessKeepsItemInView, isExpanded, moreLessToggle, toggleWords } from './support/collapse';

const PATH = '/technology/leading-the-way';
/** The words come from content/technology/path-to-market.yaml (the specification's own texts are checked in tests/unit/shipped-copy-*). */
const copy = readCopy('pathToMarket');
const { highlights, provenTechnology } = copy;
const milestones = copy.milestones.items;
const DESIGN_REVIEW_REPORT_URL = highlights.report.link;
const FIRST_YEAR = milestones[0]!.year;
const LAST_YEAR = milestones.at(-1)!.year;
const COUNT = milestones.length;
const WIDE_START = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const track = (page: Page) => page.getByRole('region', { name: copy.milestones.label.replace('{first}', String(FIRST_YEAR)).replace('{last}', String(LAST_YEAR)) });
const cards = (page: Page) => page.locator('#milestones li');
const previous = (page: Page) => page.getByRole('button', { name: 'Previous milestone' });
const next = (page: Page) => page.getByRole('button', { name: 'Next milestone' });
const announcement = (page: Page) => page.getByTestId('timeline-announcement');
/** The position line of the pair of arrows shown (each card has its own). */
const visiblePosition = (page: Page) => page.locator('[data-testid="timeline-position"]:visible');

/** Index of the card marked aria-current="step" (-1 when none). */
function currentIndex(page: Page): Promise<number> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#milestones li')).findIndex((card) => card.getAttribute('aria-current') === 'step'),
  );
}

/** Whether the card lies entirely inside the track's visible box (1 px of rounding allowed). */
function cardInView(page: Page, index: number): Promise<boolean> {
  return page.evaluate((position) => {
    const region = document.getElementById('milestones')!;
    const card = region.querySelectorAll('li')[position]!;
    const box = region.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    return cardBox.width > 0 && cardBox.left >= box.left - 1 && cardBox.right <= box.right + 1;
  }, index);
}

async function expectCurrent(page: Page, index: number) {
  // A window resize reaches the page's width query in a later frame than the resize call returns,
  // so the current card is waited for rather than read once.
  await expect.poll(() => currentIndex(page)).toBe(index);
  const year = String(milestones[index]!.year);
  expect(await page.locator('#milestones li[aria-current="step"] time').textContent()).toBe(year);
  await expect.poll(() => cardInView(page, index)).toBe(true);
}

const spoken = (index: number) => `${milestones[index]!.year}: ${milestones[index]!.title} (${index + 1} of ${COUNT})`;

describe('Path to Market page', () => {
  it('has the header, the intro, every section and a contact link', async () => {
    const { page, close, response, errors } = await openPage(browser, PATH, { width: 1280 });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(staticRoutes.leadingTheWay.title);
    expect(await page.getByTestId('page-header').locator('img').getAttribute('src')).toBe(copy.header.artwork);
    expect(await page.getByTestId('page-header').textContent()).toContain(copy.header.description);
    const headings = await page.locator('main h2').allTextContents();
    expect(headings).toEqual([copy.intro.heading, copy.milestones.heading, provenTechnology.heading, highlights.heading, copy.rollout.heading]);
    expect(await page.locator('#milestones h3').allTextContents()).toEqual(milestones.map((milestone) => milestone.title));
    const figure = page.getByRole('img', { name: provenTechnology.image.alt });
    expect(await figure.getAttribute('width')).toBe('640');
    expect(await figure.getAttribute('height')).toBe('480');
    expect(await page.getByRole('link', { name: copy.rollout.contact }).getAttribute('href')).toBe('/contact');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('timeline start position', () => {
  it.each([1280, DESKTOP_MIN_WIDTH])('opens on the third card (2015) at %ipx', async (width) => {
    const { page, close } = await openPage(browser, PATH, { width });
    await expectCurrent(page, WIDE_START);
    expect(await page.locator('#milestones li[aria-current="step"] h3').isVisible()).toBe(true);
    expect(await previous(page).getAttribute('aria-disabled')).toBe('false');
    expect(await next(page).getAttribute('aria-disabled')).toBe('false');
    // The start is not announced: the live region speaks only when the visitor moves the timeline.
    expect(await announcement(page).textContent()).toBe('');
    await close();
  });

  it.each([DESKTOP_MIN_WIDTH - 1, 900, 375])('opens on the first card (2013) at %ipx', async (width) => {
    const { page, close } = await openPage(browser, PATH, { width });
    await expectCurrent(page, 0);
    expect(await track(page).evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await previous(page).getAttribute('aria-disabled')).toBe('true');
    expect(await next(page).getAttribute('aria-disabled')).toBe('false');
    await close();
  });

  it('places the third card before the script runs, so the track neither moves nor shifts layout', async () => {
    const boxes = async (page: Page) =>
      page.evaluate(() => {
        const region = document.getElementById('milestones')!;
        const box = region.getBoundingClientRect();
        const after = document.getElementById('proven-technology-heading')!.getBoundingClientRect();
        return { top: box.top, height: box.height, width: box.width, scrollLeft: region.scrollLeft, after: after.top };
      });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Scripting stays on but no script arrives: what a visitor sees before hydration.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(new URL(PATH, baseURL).toString());
    const before = await boxes(page);
    expect(await currentIndex(page)).toBe(-1);
    expect(await next(page).isVisible()).toBe(true);
    await context.close();

    // A first visit, nothing cached: a shift that a late stylesheet, font or image causes is seen.
    const hydrated = await openFirstVisit(browser, PATH, { width: 1280 });
    await expectCurrent(hydrated.page, WIDE_START);
    const after = await boxes(hydrated.page);
    expect(before.scrollLeft).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(await layoutShiftSoFar(hydrated.page)).toBe(0);
    await hydrated.close();
  });

  it('follows the width across 992px until the visitor moves it, then keeps their card', async () => {
    const { page, close } = await openPage(browser, PATH, { width: 1280 });
    await expectCurrent(page, WIDE_START);
    await page.setViewportSize({ width: 900, height: 800 });
    await expectCurrent(page, 0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectCurrent(page, WIDE_START);
    await next(page).click();
    await expectCurrent(page, WIDE_START + 1);
    await page.setViewportSize({ width: 900, height: 800 });
    await expectCurrent(page, WIDE_START + 1);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectCurrent(page, WIDE_START + 1);
    await close();
  });
});

describe.each(WIDTHS)('timeline arrows at %ipx', (width) => {
  const start = width >= DESKTOP_MIN_WIDTH ? WIDE_START : 0;

  it('moves exactly one card per click, keeps it in view and announces it', async () => {
    const { page, close, errors } = await openPage(browser, PATH, { width });
    await expectCurrent(page, start);
    await next(page).click();
    await expectCurrent(page, start + 1);
    expect(await announcement(page).textContent()).toBe(spoken(start + 1));
    expect(await announcement(page).getAttribute('aria-live')).toBe('polite');
    await next(page).click();
    await expectCurrent(page, start + 2);
    await previous(page).click();
    await expectCurrent(page, start + 1);
    expect(await announcement(page).textContent()).toBe(spoken(start + 1));
    expect(await page.locator('#milestones li[aria-current]').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('stays within bounds: Next is disabled at the last card and Previous at the first', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    for (let click = 0; click < COUNT + 4; click += 1) await next(page).click({ force: true });
    await expectCurrent(page, COUNT - 1);
    expect(await next(page).getAttribute('aria-disabled')).toBe('true');
    expect(await previous(page).getAttribute('aria-disabled')).toBe('false');
    expect(await announcement(page).textContent()).toBe(spoken(COUNT - 1));
    for (let click = 0; click < COUNT + 4; click += 1) await previous(page).click({ force: true });
    await expectCurrent(page, 0);
    expect(await previous(page).getAttribute('aria-disabled')).toBe('true');
    expect(await next(page).getAttribute('aria-disabled')).toBe('false');
    expect(await announcement(page).textContent()).toBe(spoken(0));
    await close();
  });

  it('works from the keyboard: Tab to the arrows, Enter and Space move the timeline', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    await track(page).focus();
    expect(await track(page).getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('Tab');
    expect(await previous(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await next(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expectCurrent(page, start + 1);
    await page.keyboard.press('Space');
    await expectCurrent(page, start + 2);
    expect(await announcement(page).textContent()).toBe(spoken(start + 2));
    await page.keyboard.press('Shift+Tab');
    expect(await previous(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expectCurrent(page, start + 1);
    // Focus stays on the arrow at the ends: it is aria-disabled, not removed from the tab order.
    for (let press = 0; press < COUNT; press += 1) await page.keyboard.press('Enter');
    await expectCurrent(page, 0);
    expect(await previous(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await close();
  });

  it('moves instantly under reduced motion', async () => {
    const { page, close } = await openPage(browser, PATH, { width, reducedMotion: 'reduce' });
    await next(page).click();
    // No polling: the card is already in place when the click returns.
    expect(await cardInView(page, start + 1)).toBe(true);
    const left = await track(page).evaluate((element) => element.scrollLeft);
    // A smooth scroll would still be moving two frames later.
    await afterFrames(page, 2);
    expect(await track(page).evaluate((element) => element.scrollLeft)).toBe(left);
    expect(left).toBeGreaterThan(0);
    await close();
  });

  it('shows every card, scrollable in a labelled region, without JavaScript', async () => {
    const { page, close } = await openPage(browser, PATH, { width, javaScript: false });
    const region = track(page);
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.getAttribute('role')).toBe('region');
    expect(await cards(page).count()).toBe(COUNT);
    expect(await page.locator('#milestones li[aria-current]').count()).toBe(0);
    expect(await previous(page).isVisible()).toBe(false);
    expect(await next(page).isVisible()).toBe(false);
    expect(await page.getByText(`Scroll sideways to see all ${COUNT} milestones, from ${FIRST_YEAR} to ${LAST_YEAR}.`).isVisible()).toBe(true);
    const sizes = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.scrollHeight).toBeLessThanOrEqual(sizes.clientHeight);
    // The focused region scrolls from the keyboard; at its end the last card is whole.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => cardInView(page, COUNT - 1)).toBe(true);
    for (const [index, milestone] of milestones.entries()) {
      const card = cards(page).nth(index);
      expect(await card.locator('h3').textContent()).toBe(milestone.title);
      expect(await card.locator('time').textContent()).toBe(String(milestone.year));
      const box = await card.evaluate((element) => ({ width: element.getBoundingClientRect().width, height: element.scrollHeight - element.clientHeight }));
      expect(box.width).toBeLessThanOrEqual(sizes.clientWidth);
      expect(box.height).toBe(0);
    }
    await close();
  });
});

describe('narrow timeline variant', () => {
  const layout = (page: Page) =>
    page.evaluate(() => {
      const region = document.getElementById('milestones')!;
      const card = region.querySelector('li')!;
      // Each card has its pair of arrows; the current card's is the one shown.
      const previousButton = Array.from(document.querySelectorAll('[aria-label="Previous milestone"]'))
        .find((arrow) => arrow.checkVisibility())!
        .getBoundingClientRect();
      const box = region.getBoundingClientRect();
      return {
        trackWidth: region.clientWidth,
        cardWidth: card.getBoundingClientRect().width,
        arrowsBelow: previousButton.top >= box.bottom,
        arrowsBeside: previousButton.right <= box.left,
      };
    });

  it('shows one full-width card at a time with the arrows below at 660px', async () => {
    const { page, close } = await openPage(browser, PATH, { width: 660 });
    const result = await layout(page);
    expect(result.cardWidth).toBeCloseTo(result.trackWidth, 0);
    expect(result.arrowsBelow).toBe(true);
    expect(await visiblePosition(page).textContent()).toBe(`1 of ${COUNT}`);
    await next(page).click();
    await expectCurrent(page, 1);
    await expect.poll(() => visiblePosition(page).textContent()).toBe(`2 of ${COUNT}`);
    // One card fills the view: its neighbours are out of it.
    expect(await cardInView(page, 0)).toBe(false);
    expect(await cardInView(page, 2)).toBe(false);
    await close();
  });

  it('shows several cards with the arrows beside them at 661px', async () => {
    const { page, close } = await openPage(browser, PATH, { width: 661 });
    const result = await layout(page);
    expect(result.cardWidth).toBeLessThan(result.trackWidth * 0.7);
    expect(result.arrowsBeside).toBe(true);
    expect(await visiblePosition(page).isVisible()).toBe(false);
    await close();
  });

  it('makes the card the visitor swipes to current at 375px', async () => {
    const { page, close } = await openPage(browser, PATH, { width: 375 });
    await track(page).hover();
    await page.mouse.wheel(900, 0);
    await expect.poll(() => currentIndex(page)).toBeGreaterThan(0);
    const index = await currentIndex(page);
    expect(await cardInView(page, index)).toBe(true);
    await next(page).click();
    await expectCurrent(page, index + 1);
    await close();
  });
});

describe.each(WIDTHS)('Building on Proven Prototyped Technology and Highlights at %ipx', (width) => {
  it('collapses the text behind More and expands it, the disclosure open', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const button = moreLessToggle(page, provenTechnology.moreLabel);
    expect(await isExpanded(button)).toBe(false);
    expect(await page.getByText(provenTechnology.paragraphs[0]!, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(provenTechnology.paragraphs[1]!, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(provenTechnology.paragraphs[2]!, { exact: true }).isHidden()).toBe(true);
    await button.click();
    expect(await isExpanded(button)).toBe(true);
    expect(await toggleWords(button)).toBe(`Less about ${provenTechnology.moreLabel}`);
    for (const paragraph of provenTechnology.paragraphs) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);

    const review = moreLessToggle(page, highlights.moreLabel);
    expect(await isExpanded(review)).toBe(false);
    expect(await page.getByText(highlights.paragraphs[1]!, { exact: true }).isHidden()).toBe(true);
    await review.focus();
    await page.keyboard.press('Enter');
    expect(await isExpanded(review)).toBe(true);
    for (const paragraph of highlights.paragraphs) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
    await close();
  });

  it.each(['no-preference', 'reduce'] as const)(
    'Less brings each block back with its heading 180 px from the top, clear of the navbar (motion: %s)',
    async (reducedMotion) => {
      const { page, close } = await openPage(browser, PATH, { width, reducedMotion });
      for (const [label, heading] of [
        [provenTechnology.moreLabel, '#proven-technology-heading'],
        [highlights.moreLabel, '#highlights-heading'],
      ] as const) {
        const item = page.locator(heading);
        await expectLessKeepsItemInView(page, { toggle: moreLessToggle(page, label), item, parts: [item], offset: collapseOffsets.pathToMarket });
      }
      await close();
    },
  );

  it('links to the full report, a PDF, in a new tab, says both, and does not request it with the page', async () => {
    const { page, close, requests } = await openPage(browser, PATH, { width });
    const link = page.getByRole('link', { name: new RegExp(`^${highlights.report.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    const href = await link.getAttribute('href');
    expect(href).toBe(DESIGN_REVIEW_REPORT_URL);
    // The label says PDF, so the target is one.
    const target = new URL(href!, baseURL);
    expect(target.pathname).toMatch(/\.pdf$/);
    expect(await link.evaluate((element) => element.textContent)).toBe(`${highlights.report.label} (PDF), opens in a new tab`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(await link.isVisible()).toBe(true);
    expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
    expect(requests.filter((url) => new URL(url).pathname === target.pathname)).toEqual([]);
    // A report on this site is served as a PDF document (one configured elsewhere is not fetched: no internet in tests).
    if (target.origin === new URL(baseURL).origin) {
      const response = await fetch(target);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await close();
  });

  it("without JavaScript keeps the rest of the text behind the browser's own More, which shows it all", async () => {
    const { page, close } = await openPage(browser, PATH, { width, javaScript: false });
    for (const [block, preview] of [
      [provenTechnology, 2],
      [highlights, 1],
    ] as const) {
      for (const [index, paragraph] of block.paragraphs.entries()) {
        expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(index < preview);
      }
      const toggle = moreLessToggle(page, block.moreLabel);
      expect(await toggleWords(toggle)).toBe(`More about ${block.moreLabel}`);
      await toggle.click();
      for (const paragraph of block.paragraphs) expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(true);
    }
    expect(await page.getByRole('link', { name: new RegExp(`^${highlights.report.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).isVisible()).toBe(true);
    await close();
  });

  it('has no axe violations with everything expanded, and no horizontal overflow', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    await moreLessToggle(page, provenTechnology.moreLabel).click();
    await moreLessToggle(page, highlights.moreLabel).click();
    await next(page).click();
    await expectNoAxeViolations(page, `${width}px expanded`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
