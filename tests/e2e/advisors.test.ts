import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collapseOffsets } from '@/config/scroll';
import { expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { FRAME_MS, openWithHeldClock, type ClockedPage } from './support/held-clock';
import { expectLessKeepsItemInView, isExpanded, moreLessToggle, moreLessToggles, toggleWords } from './support/collapse';
import { scrollSettled } from './support/settled';
import { copyOf } from './support/copy';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const PATH = '/our-team/advisors';
const OFFSET = 200;
const copy = copyOf('advisors');
const advisorGroups = copy.groups;
/** The groups as the content file lists them (the specification fixes their ids: see shipped-copy tests). */
const GROUPS = advisorGroups.map((group) => ({ id: group.id, text: group.heading, count: group.advisors.length }));
type GroupId = string;
const groupById = (id: GroupId) => advisorGroups.find((group) => group.id === id)!;
/** Cards whose biography has more than its first paragraph fold the rest behind More. */
const FOLDING = advisorGroups.flatMap((group) => group.advisors).filter((advisor) => advisor.bio.length > 1).length;

const nav = (page: Page) => page.getByRole('navigation', { name: copy.groupsLabel });
const navLink = (page: Page, id: GroupId) => nav(page).locator(`a[href="#${id}"]`);

/** Where a heading sits relative to the viewport top. */
const headingTop = (page: Page, id: string) => page.evaluate((headingId) => document.getElementById(headingId)!.getBoundingClientRect().top, id);

/** The scroll position that puts the heading 200 px from the top, and the furthest the page can scroll. */
function targetOf(page: Page, id: string) {
  return page.evaluate(
    ({ headingId, offset }) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const wanted = document.getElementById(headingId)!.getBoundingClientRect().top + window.scrollY - offset;
      return { wanted, max, target: Math.min(Math.max(0, wanted), max) };
    },
    { headingId: id, offset: OFFSET },
  );
}

async function scrollInstantly(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/** The heading ended 200 px (±3) below the viewport top, or the page is scrolled as far as it goes. */
async function expectLandedOn(page: Page, id: string) {
  const { max } = await targetOf(page, id);
  const scrollY = await page.evaluate(() => window.scrollY);
  if (Math.abs(scrollY - max) <= 1) return;
  expect(Math.abs((await headingTop(page, id)) - OFFSET), `${id} lands ${OFFSET}px from the top`).toBeLessThanOrEqual(3);
}

const currentLinks = (page: Page) =>
  nav(page)
    .locator('a[aria-current="true"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** Bottom edge of whatever covers the top of the viewport: the fixed navbar and the sticky nav. */
const coveredUpTo = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      document.querySelector('[data-testid="navbar"]')!.getBoundingClientRect().bottom,
      document.querySelector('[data-testid="scroll-spy-nav"]')!.getBoundingClientRect().bottom,
    ),
  );

/**
 * Clicks the link inside the page, its clock held, and reads the scroll position after each of the 40
 * frames that follow (640 ms of the page's time): the scroll's own frames, the same on any machine.
 */
async function clickAndSample(page: ClockedPage, id: GroupId) {
  await page.hold();
  const afterClick = await page.page.evaluate((href) => {
    document.querySelector<HTMLAnchorElement>(`nav[aria-label="Advisor groups"] a[href="${href}"]`)!.click();
    return window.scrollY;
  }, `#${id}`);
  const samples: { t: number; y: number }[] = [];
  for (let frame = 1; frame <= 40; frame += 1) {
    await page.run(FRAME_MS);
    samples.push({ t: frame * FRAME_MS, y: await page.page.evaluate(() => window.scrollY) });
  }
  await page.resume();
  return { afterClick, samples };
}

describe.each(WIDTHS)('advisors at %ipx', (width) => {
  it('shows the header, the three group links and every advisor card', async () => {
    const { page, close, response, errors } = await openPage(browser, PATH, { width });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.header.title);
    expect(await page.getByTestId('page-header').getByText(copy.header.subtitle, { exact: true }).isVisible()).toBe(true);

    const links = nav(page).getByRole('link');
    expect(await links.count()).toBe(GROUPS.length);
    expect(await links.allTextContents()).toEqual(GROUPS.map((group) => group.text));
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(GROUPS.map((group) => `#${group.id}`));
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    // At the top of the page no group is current yet.
    expect(await currentLinks(page)).toEqual([]);

    for (const [index, group] of GROUPS.entries()) {
      const heading = page.locator(`#${group.id}`);
      expect(await heading.evaluate((element) => element.tagName)).toBe('H2');
      expect(await heading.textContent()).toBe(group.text);
      const section = page.getByRole('region', { name: group.text });
      const cards = section.getByTestId('advisor-card');
      expect(await cards.count()).toBe(group.count);
      const advisors = advisorGroups[index]!.advisors;
      expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(advisors.map((advisor) => advisor.name));
      for (const advisor of advisors) {
        const portrait = section.getByRole('img', { name: advisor.portrait.alt });
        expect(await portrait.getAttribute('src')).toBe(advisor.portrait.src);
        expect(await portrait.getAttribute('width')).toBe('320');
        expect(await portrait.getAttribute('height')).toBe('320');
        expect(await section.getByText(advisor.title, { exact: true }).count()).toBe(1);
      }
    }
    // The page scrolls far enough for In Memoriam, the last group, to reach the 200 px mark.
    const last = await targetOf(page, 'in-memoriam');
    expect(last.max).toBeGreaterThanOrEqual(last.wanted);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the nav stuck under the fixed navbar while scrolling through the groups', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const navTop = () => page.getByTestId('scroll-spy-nav').evaluate((element) => element.getBoundingClientRect().top);
    const navbarBottom = await page.getByTestId('navbar').evaluate((element) => element.getBoundingClientRect().bottom);
    expect(await navTop()).toBeGreaterThan(navbarBottom);
    for (const group of GROUPS) {
      const { target } = await targetOf(page, group.id);
      await scrollInstantly(page, target + 300);
      expect(await nav(page).isVisible()).toBe(true);
      expect(Math.abs((await navTop()) - navbarBottom)).toBeLessThanOrEqual(1);
      for (const link of await nav(page).getByRole('link').all()) expect(await link.isVisible()).toBe(true);
    }
    // Clear of the headings it scrolls to: the nav ends well above the 200 px mark.
    expect(await coveredUpTo(page)).toBeLessThan(OFFSET - 20);
    await close();
  });

  it('smooth-scrolls over 400 ms to each group, 200 px from the top, names it in the URL and focuses its heading', async () => {
    // The page's clock is held: the 400 ms are the page's own, frame by frame, on any machine.
    const clocked = await openWithHeldClock(browser, PATH, { width });
    const { page, close, errors } = clocked;
    const historyLength = await page.evaluate(() => history.length);
    // Down to each group from the top, then back up to the first from the bottom of the page.
    const runs: { from: 'top' | 'bottom'; id: GroupId }[] = [
      ...GROUPS.map((group) => ({ from: 'top' as const, id: group.id })),
      { from: 'bottom', id: 'technical-and-industrial' },
    ];
    for (const { from, id } of runs) {
      await scrollInstantly(page, from === 'top' ? 0 : 1e6);
      const { target } = await targetOf(page, id);
      const startY = await page.evaluate(() => window.scrollY);
      expect(Math.abs(target - startY), 'a scroll long enough to time').toBeGreaterThan(200);

      const { afterClick, samples } = await clickAndSample(clocked, id);
      const label = `${id} from the ${from}`;
      expect(afterClick, `${label}: not a jump`).toBe(startY);
      // The scroll starts on the first frame after the click (t = 16 ms) and lasts 400 ms from it.
      const start = FRAME_MS;
      // The first 300 ms are on the way, not there yet: the easing's last quarter still covers 1/16 of the
      // distance (over 12 px here).
      for (const sample of samples.filter((s) => s.t - start < 300)) {
        expect(Math.abs(sample.y - target), `${label} at ${sample.t} ms`).toBeGreaterThan(2);
      }
      const between = (y: number) => Math.min(Math.abs(y - startY), Math.abs(y - target)) > 2 && (y - startY) * (target - y) > 0;
      expect(samples.filter((sample) => between(sample.y)).length, `${label}: passes through positions on the way`).toBeGreaterThan(10);
      // Within a pixel of the target only near the end of the 400 ms, there once they are up, and it stays.
      const arrival = samples.find((sample) => Math.abs(sample.y - target) <= 1);
      expect(arrival, `${label} arrives`).toBeDefined();
      expect(arrival!.t - start, `${label} arrival time`).toBeGreaterThanOrEqual(330);
      expect(arrival!.t - start, `${label} arrival time`).toBeLessThanOrEqual(400);
      for (const sample of samples.filter((s) => s.t >= arrival!.t)) expect(Math.abs(sample.y - target), `${label} at ${sample.t} ms`).toBeLessThanOrEqual(1);

      await expectLandedOn(page, id);
      expect(await page.evaluate(() => location.hash)).toBe(`#${id}`);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
      await expect.poll(() => currentLinks(page)).toEqual([`#${id}`]);
    }
    // The hash was replaced, not pushed: Back still leaves the page in one step.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(errors).toEqual([]);
    await close();
  });

  it('jumps at once under reduced motion', async () => {
    const { page, close } = await openPage(browser, PATH, { width, reducedMotion: 'reduce' });
    for (const group of GROUPS) {
      await scrollInstantly(page, 0);
      const { target } = await targetOf(page, group.id);
      // Read in the same task as the click: a jump is there at once, a scroll would not have begun.
      const afterClick = await page.evaluate((href) => {
        document.querySelector<HTMLAnchorElement>(`nav[aria-label="Advisor groups"] a[href="${href}"]`)!.click();
        return window.scrollY;
      }, `#${group.id}`);
      expect(Math.abs(afterClick - target), group.id).toBeLessThanOrEqual(1);
      await expectLandedOn(page, group.id);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(group.id);
    }
    await close();
  });

  it('marks the group in view as current while the visitor scrolls', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const current = () => currentLinks(page);
    for (const [index, group] of GROUPS.entries()) {
      const { target } = await targetOf(page, group.id);
      // The heading just past the mark: this group is current.
      await scrollInstantly(page, target + 20);
      await expect.poll(current).toEqual([`#${group.id}`]);
      // The heading still 100 px below the mark: the group before it (or none) is current.
      await scrollInstantly(page, target - 100);
      await expect.poll(current).toEqual(index === 0 ? [] : [`#${GROUPS[index - 1]!.id}`]);
    }
    // At the very bottom of the page the last group stays current.
    await scrollInstantly(page, 1e6);
    await expect.poll(current).toEqual(['#in-memoriam']);
    await scrollInstantly(page, 0);
    await expect.poll(current).toEqual([]);
    await close();
  });

  it('scrolls to In Memoriam when the visitor was redirected there', async () => {
    // The page's clock is held once it has hydrated, then run for a second of its time: long past the
    // first frame and the 400 ms scroll that follows it.
    const redirected = await openWithHeldClock(browser, `${PATH}?redirected=true`, { width });
    await redirected.hold();
    await redirected.run(1000);
    await expectLandedOn(redirected.page, 'in-memoriam');
    expect(await headingTop(redirected.page, 'in-memoriam')).toBeLessThanOrEqual(OFFSET + 3);
    await redirected.resume();
    await expect.poll(() => currentLinks(redirected.page)).toEqual(['#in-memoriam']);
    await redirected.close();

    // Any other value leaves the page at its top: the same second of its time later, it has not moved.
    const other = await openWithHeldClock(browser, `${PATH}?redirected=false`, { width });
    await other.hold();
    await other.run(1000);
    expect(await other.page.evaluate(() => window.scrollY)).toBe(0);
    await other.close();
  });

  it('reaches the links with Tab and follows them with Enter', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    // Start sequential navigation from the page title, just above the nav.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#technical-and-industrial');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#in-memoriam');
    await page.keyboard.press('Enter');
    await scrollSettled(page);
    await expectLandedOn(page, 'in-memoriam');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('in-memoriam');
    expect(await page.evaluate(() => location.hash)).toBe('#in-memoriam');
    // The next Tab continues inside the group: its first card's More button.
    await page.keyboard.press('Tab');
    const first = groupById('in-memoriam').advisors[0]!;
    expect(await toggleWords(page.locator(':focus'))).toBe(`More about ${first.name}`);
    await close();
  });

  it('folds each biography behind More/Less', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const buttons = moreLessToggles(page);
    expect(await buttons.count()).toBe(FOLDING);
    for (const button of await buttons.all()) {
      expect(await isExpanded(button)).toBe(false);
      expect(await page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).isHidden()).toBe(true);
    }
    const advisor = advisorGroups[1]!.advisors.at(-1)!;
    const button = moreLessToggle(page, advisor.name);
    expect(await toggleWords(button)).toBe(`More about ${advisor.name}`);
    await button.click();
    expect(await isExpanded(button)).toBe(true);
    expect(await toggleWords(button)).toBe(`Less about ${advisor.name}`);
    for (const paragraph of advisor.bio) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
    await button.click();
    expect(await isExpanded(button)).toBe(false);
    expect(await page.getByText(advisor.bio[1]!, { exact: true }).isHidden()).toBe(true);
    await close();
  });

  it.each(['no-preference', 'reduce'] as const)(
    'Less keeps the whole card, portrait and name, in view below the navbar and the group nav (motion: %s)',
    async (reducedMotion) => {
      const { page, close } = await openPage(browser, PATH, { width, reducedMotion });
      for (const advisor of [advisorGroups[1]!.advisors.at(-1)!, advisorGroups[0]!.advisors[0]!]) {
        const card = page.getByTestId('advisor-card').filter({ has: page.getByRole('heading', { name: advisor.name, exact: true }) });
        await expectLessKeepsItemInView(page, {
          toggle: moreLessToggles(card),
          item: card,
          parts: [card.getByRole('img'), card.getByRole('heading', { level: 3 })],
          offset: collapseOffsets.cards,
        });
      }
      await close();
    },
  );

  it("without JavaScript folds each biography behind the browser's own More, and jumps to each group clear of the navbar and nav", async () => {
    const { page, close, response } = await openPage(browser, PATH, { width, javaScript: false });
    expect(response?.status()).toBe(200);
    const advisors = advisorGroups.flatMap((group) => group.advisors);
    for (const advisor of advisors) {
      const [lead, ...rest] = advisor.bio;
      expect(await page.getByText(lead!, { exact: true }).isVisible(), lead).toBe(true);
      for (const paragraph of rest) expect(await page.getByText(paragraph, { exact: true }).isHidden(), paragraph).toBe(true);
    }
    expect(await moreLessToggles(page).count()).toBe(FOLDING);
    const folded = advisors.find((advisor) => advisor.bio.length > 1)!;
    await moreLessToggle(page, folded.name).click();
    for (const paragraph of folded.bio) expect(await page.getByText(paragraph, { exact: true }).isVisible(), paragraph).toBe(true);
    expect(await currentLinks(page)).toEqual([]);
    for (const group of GROUPS) {
      await scrollInstantly(page, 0);
      await navLink(page, group.id).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${group.id}`);
      const top = await headingTop(page, group.id);
      expect(top, group.id).toBeGreaterThan(await coveredUpTo(page));
      await expectLandedOn(page, group.id);
    }
    await close();
  });

  it('has no axe violations and no horizontal overflow with every biography expanded', async () => {
    const { page, close } = await openPage(browser, PATH, { width });
    const toggles = await moreLessToggles(page).all();
    for (const toggle of toggles) await toggle.click();
    expect(toggles.length).toBe(FOLDING);
    for (const toggle of toggles) expect(await toggleWords(toggle)).toMatch(/^Less about /);
    // Scrolled into the groups, so the nav is stuck and one link is current.
    await navLink(page, 'policy-and-regulatory').click();
    await expect.poll(currentLinks.bind(null, page)).toEqual(['#policy-and-regulatory']);
    await expect.poll(() => headingTop(page, 'policy-and-regulatory')).toBeLessThanOrEqual(OFFSET + 3);
    // axe judges touch targets by what covers them on screen: let the fonts and the scroll settle first.
    await page.evaluate(() => document.fonts.ready);
    await scrollSettled(page);
    await expectNoAxeViolations(page, `${width}px expanded`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
