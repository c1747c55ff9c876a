import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collapseOffsets } from '@/config/scroll';
import { readCopy } from '@/lib/site-copy';
import { baseURL, expectNoAxeViolations, borrowBrowser, returnBrowser, openFirstVisit, openPage, WIDTHS } from './support/browser';
import { afterFrames, layoutShiftSoFar, pageSettled } from './support/settled';
import { expectLessKeepsItemInView, isExpanded, moreLessToggles, toggleWords } from './support/collapse';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/** The words come from content/home.yaml (the specification's own texts are checked in tests/unit/shipped-copy-*). */
const copy = readCopy('home');
const homeServices = copy.whatWeDo.items;
const STATS = copy.figures.items.map((stat) => [stat.qualifier, stat.figure, stat.label].filter(Boolean).join(' '));
const PRESS = copy.press.names;
const TITLES = homeServices.map((service) => service.title);
const VIDEO_NAME = copy.video.name;

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const items = (page: Page) => page.getByTestId('what-we-do-item');
const video = (page: Page) => page.locator('main video');
const videoState = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }));

/** Scrolls the animation into view (browsers may hold back muted autoplay off screen) and waits until it runs and advances. */
async function expectPlaying(page: Page) {
  await video(page).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.2);
  const before = await videoState(page);
  expect(before.paused).toBe(false);
  // Advancing (or wrapped round the loop): the next frame the video presents has another time.
  const after = await video(page).evaluate(
    (element: HTMLVideoElement, time) =>
      new Promise<{ paused: boolean; time: number }>((resolve) => {
        const check = () => (element.currentTime !== time || element.paused ? resolve({ paused: element.paused, time: element.currentTime }) : element.requestVideoFrameCallback(check));
        element.requestVideoFrameCallback(check);
      }),
    before.time,
  );
  expect(after.paused).toBe(false);
  expect(after.time).not.toBe(before.time);
}

describe.each(WIDTHS)('home at %ipx', (width) => {
  it('puts the sections in order: who we are, figures, what we do, banner, press, latest updates', async () => {
    const { page, close, errors } = await openPage(browser, '/', { width });
    expect(await page.locator('main h2').allTextContents()).toEqual([
      copy.whoWeAre.heading,
      copy.figures.heading,
      copy.whatWeDo.heading,
      copy.banner.heading,
      copy.press.heading,
      copy.latestUpdates.heading,
    ]);
    expect(await page.getByRole('link', { name: `${copy.whoWeAre.more.label} ${copy.whoWeAre.more.hiddenLabel}` }).getAttribute('href')).toBe(copy.whoWeAre.more.link);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the six statistic tiles with their exact figures, in a grid of 1, 2 or 3 columns', async () => {
    const { page, close } = await openPage(browser, '/', { width });
    const tiles = page.getByRole('list').filter({ has: page.getByTestId('stat-tile') }).getByTestId('stat-tile');
    expect(await tiles.count()).toBe(6);
    const texts = await tiles.evaluateAll((nodes) => nodes.map((node) => node.querySelector('p')?.textContent ?? ''));
    expect(texts.map(normalise)).toEqual(STATS);
    for (const stat of STATS) expect(await page.getByText(stat, { exact: true }).isVisible(), stat).toBe(true);
    // CO2 is set with a real subscript.
    expect(await tiles.nth(3).locator('sub').textContent()).toBe('2');
    const lefts = await tiles.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
    const columns = width < 600 ? 1 : width < 992 ? 2 : 3;
    expect(new Set(lefts).size).toBe(columns);
    await close();
  });

  it("has four 'What we do' items whose More/Less buttons work with the mouse and the keyboard", async () => {
    const { page, close, errors } = await openPage(browser, '/', { width });
    expect(await page.getByRole('heading', { level: 2, name: copy.whatWeDo.heading }).isVisible()).toBe(true);
    expect(await items(page).count()).toBe(4);
    expect(await items(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(TITLES);
    for (const [index, service] of homeServices.entries()) {
      const item = items(page).nth(index);
      const button = moreLessToggles(item);
      expect(await toggleWords(button)).toBe(`More about ${service.title}`);
      expect(await isExpanded(button)).toBe(false);
      expect((await button.getAttribute('aria-controls'))?.split(' ')).toEqual([`${service.id}-summary`, `${service.id}-more`]);
      expect(await page.locator(`[id="${service.id}-more"]`).isHidden()).toBe(true);
      for (const paragraph of service.details) expect(await item.getByText(paragraph, { exact: true }).isHidden()).toBe(true);
      // The summary is inline on wide screens and waits behind the button on narrow ones.
      expect(await item.getByText(service.summary, { exact: true }).isVisible()).toBe(width >= 768);
    }

    const [first] = homeServices;
    const item = items(page).first();
    const button = moreLessToggles(item);
    await button.click();
    expect(await isExpanded(button)).toBe(true);
    expect(await toggleWords(button)).toBe(`Less about ${first!.title}`);
    expect(await item.getByText(first!.summary, { exact: true }).isVisible()).toBe(true);
    for (const paragraph of first!.details) expect(await item.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
    // The others stay closed.
    expect(await isExpanded(moreLessToggles(items(page).nth(1)))).toBe(false);
    await button.click();
    expect(await isExpanded(button)).toBe(false);
    expect(await item.getByText(first!.details[0]!, { exact: true }).isHidden()).toBe(true);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await isExpanded(button)).toBe(true);
    expect(await item.getByText(first!.details[1]!, { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await isExpanded(button)).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['no-preference', 'reduce'] as const)(
    'Less brings the item back 200 px from the top, its heading clear of the navbar, and leaves one in view alone (motion: %s)',
    async (reducedMotion) => {
      const { page, close } = await openPage(browser, '/', { width, reducedMotion });
      for (const index of [1, 3]) {
        const service = homeServices[index]!;
        const item = page.locator(`[id="${service.id}"]`);
        const heading = item.locator('> h3');
        // The block starts with the item's heading.
        expect(await heading.textContent()).toBe(service.title);
        await expectLessKeepsItemInView(page, {
          toggle: moreLessToggles(items(page).nth(index)),
          item,
          parts: [heading],
          offset: collapseOffsets.home,
        });
      }
      await close();
    },
  );

  it('loops a muted animation of its own, with a poster, both formats and a caption', async () => {
    const { page, close, errors } = await openPage(browser, '/', { width });
    const element = video(page);
    expect(await element.count()).toBe(1);
    for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline']) {
      expect(await element.getAttribute(attribute), attribute).not.toBeNull();
    }
    expect(await element.evaluate((node: HTMLVideoElement) => node.muted && node.loop && node.autoplay)).toBe(true);
    expect(await element.getAttribute('width')).toBe('720');
    expect(await element.getAttribute('height')).toBe('540');
    const box = await element.boundingBox();
    expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.01);
    const sources = await element.locator('source').evaluateAll((nodes) =>
      nodes.map((node) => ({ src: node.getAttribute('src'), type: node.getAttribute('type') })),
    );
    expect(sources).toEqual([
      { src: '/videos/imsr-heat-loop.webm', type: 'video/webm' },
      { src: '/videos/imsr-heat-loop.mp4', type: 'video/mp4' },
    ]);
    const poster = await element.getAttribute('poster');
    expect(poster).toBe('/images/home/imsr-heat-loop-poster.jpg');
    for (const [path, type] of [...sources.map((source) => [source.src!, source.type!]), [poster!, 'image/jpeg']]) {
      const file = await fetch(new URL(path!, baseURL));
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type'), path).toBe(type);
      expect((await file.arrayBuffer()).byteLength, path).toBeLessThanOrEqual(400 * 1024);
    }
    expect(await element.getAttribute('aria-label')).toBe(VIDEO_NAME);
    const caption = page.locator(`[id="${await element.getAttribute('aria-describedby')}"]`);
    expect(await caption.textContent()).toBe(copy.video.caption);
    expect(await caption.isVisible()).toBe(true);
    await expectPlaying(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('pauses and plays again with its button', async () => {
    const { page, close } = await openPage(browser, '/', { width });
    await expectPlaying(page);
    const pause = page.getByRole('button', { name: `Pause ${VIDEO_NAME}` });
    await pause.click();
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    const stopped = (await videoState(page)).time;
    // A playing video would have moved on over ten drawn frames.
    await afterFrames(page, 10);
    expect((await videoState(page)).time).toBe(stopped);
    const play = page.getByRole('button', { name: `Play ${VIDEO_NAME}` });
    expect(await play.isVisible()).toBe(true);
    await play.focus();
    await page.keyboard.press('Enter');
    await expectPlaying(page);
    expect(await page.getByRole('button', { name: `Pause ${VIDEO_NAME}` }).isVisible()).toBe(true);
    await close();
  });

  it('does not play for visitors who ask for reduced motion, and follows the preference when it changes', async () => {
    const { page, close } = await openPage(browser, '/', { width, reducedMotion: 'reduce' });
    await video(page).scrollIntoViewIfNeeded();
    // Hydrated (openPage), in view, its poster or first frame loaded and ten frames drawn: a video told to
    // play would be playing by now (play() unpauses at once).
    await pageSettled(page);
    await afterFrames(page, 10);
    const state = await videoState(page);
    expect(state.paused).toBe(true);
    expect(state.time).toBe(0);
    expect(await page.getByRole('button', { name: `Play ${VIDEO_NAME}` }).isVisible()).toBe(true);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expectPlaying(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    expect((await videoState(page)).time).toBe(0);

    // The visitor may still start it on purpose.
    await page.getByRole('button', { name: `Play ${VIDEO_NAME}` }).click();
    await expectPlaying(page);
    await close();
  });

  it("ends with the technology banner and the press names as text", async () => {
    const { page, close } = await openPage(browser, '/', { width });
    const banner = page.locator('section', { has: page.getByRole('heading', { level: 2, name: copy.banner.heading }) });
    const link = banner.getByRole('link');
    expect(await link.textContent()).toBe(copy.banner.button.label);
    expect(await link.getAttribute('href')).toBe(copy.banner.button.link);
    expect(await link.getAttribute('class')).toContain('button');
    expect(await link.isVisible()).toBe(true);

    const press = page.getByRole('list').filter({ hasText: PRESS.at(-1)! });
    expect(await press.getByRole('listitem').allTextContents()).toEqual(PRESS);
    expect(await press.locator('img, svg').count()).toBe(0);
    // Wordmarks of different sizes share a row by their middles.
    const rows = await press
      .getByRole('listitem')
      .evaluateAll((nodes) => new Set(nodes.map((node) => Math.round((node.getBoundingClientRect().top + node.getBoundingClientRect().bottom) / 2))).size);
    if (width >= 1280) expect(rows).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });

  it("shows every text without JavaScript, each item's details behind the browser's own More, and no video button", async () => {
    const { page, close } = await openPage(browser, '/', { width, javaScript: false });
    for (const stat of STATS) expect(await page.getByText(stat, { exact: true }).isVisible(), stat).toBe(true);
    for (const [index, service] of homeServices.entries()) {
      const item = items(page).nth(index);
      const toggle = moreLessToggles(item);
      expect(await item.getByText(service.title, { exact: true }).isVisible()).toBe(true);
      expect(await item.getByText(service.summary, { exact: true }).isVisible(), service.summary).toBe(width >= 768);
      for (const text of service.details) expect(await item.getByText(text, { exact: true }).isHidden(), text).toBe(true);
      expect(await toggleWords(toggle)).toBe(`More about ${service.title}`);
      await toggle.click();
      for (const text of [service.summary, ...service.details]) expect(await item.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      expect(await toggleWords(toggle)).toBe(`Less about ${service.title}`);
    }
    expect(await page.getByRole('button', { name: /^(Pause|Play)\b/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: copy.banner.button.label }).isVisible()).toBe(true);
    for (const name of PRESS) expect(await page.getByText(name, { exact: true }).isVisible(), name).toBe(true);
    expect(await video(page).isVisible()).toBe(true);
    // The browser's own controls stand in for the button, so its empty place is not kept: the caption starts under the video.
    const caption = page.locator(`[id="${await video(page).getAttribute('aria-describedby')}"]`);
    expect(Math.round((await caption.boundingBox())!.x)).toBe(Math.round((await video(page).boundingBox())!.x));
    await close();
  });

  it('shows the poster instead of the animation without JavaScript under reduced motion', async () => {
    const { page, close } = await openPage(browser, '/', { width, javaScript: false, reducedMotion: 'reduce' });
    const element = video(page);
    expect(await element.evaluate((node) => getComputedStyle(node).visibility)).toBe('hidden');
    const frame = element.locator('..');
    expect(await frame.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain('/images/home/imsr-heat-loop-poster.jpg');
    // The frame keeps the video's size, so nothing moves.
    const box = await frame.boundingBox();
    expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.01);
    await close();
  });

  it('has no axe violations with every item expanded', async () => {
    const { page, close } = await openPage(browser, '/', { width });
    for (let index = 0; index < 4; index += 1) await moreLessToggles(items(page).nth(index)).click();
    expect(await Promise.all((await moreLessToggles(page).all()).map(toggleWords))).toEqual(TITLES.map((title) => `Less about ${title}`));
    await expectNoAxeViolations(page, 'expanded');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});

describe('the summary breakpoint at 768 px', () => {
  it.each([
    [767, false],
    [768, true],
  ] as const)('at %ipx the summary is inline: %s', async (width, inline) => {
    const { page, close } = await openPage(browser, '/', { width });
    for (const [index, service] of homeServices.entries()) {
      const item = items(page).nth(index);
      const summary = item.getByText(service.summary, { exact: true });
      expect(await summary.isVisible(), service.title).toBe(inline);
      await moreLessToggles(item).click();
      expect(await summary.isVisible()).toBe(true);
      // Below the breakpoint it opens with the details, before them.
      const order = await item.evaluate((node, texts) => {
        const all = node.textContent ?? '';
        return [all.indexOf(texts[0]!), all.indexOf(texts[1]!)];
      }, [service.summary, service.details[0]!]);
      expect(order[0]).toBeLessThan(order[1]!);
      await moreLessToggles(item).click();
      expect(await summary.isVisible()).toBe(inline);
    }
    await close();
  });
});

describe('layout stability', () => {
  it.each(WIDTHS)('shifts nothing while a first visit loads and hydrates at %ipx', async (width) => {
    // A first visit, nothing cached: a shift that a late stylesheet, font or image causes is seen.
    const { page, close } = await openFirstVisit(browser, '/', { width });
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
    await close();
  });
});
