import type { Page } from 'playwright-core';
import { SMOOTH_SCROLLING_ATTRIBUTE } from '@/lib/smooth-scroll';

/** Whether the page runs scripts: without them it runs no frame callbacks, and no script of its own moves anything. */
export function scripting(page: Page): Promise<boolean> {
  return page.evaluate(() => !window.matchMedia('(scripting: none)').matches);
}

/**
 * Resolves once the page has drawn `count` more frames: the unit of "soon" for what the page animates. A page
 * without scripts runs no frame callbacks, and nothing of its own to wait for: it resolves at once.
 */
export async function afterFrames(page: Page, count: number): Promise<void> {
  if (!(await scripting(page))) return;
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/**
 * Waits until the page has nothing left to load that could move it: the load event, the fonts, every image
 * that is not lazy or is in the window, then two frames drawn, so that a shift any of them caused has been
 * laid out and recorded. An event to wait for, not a length of time.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images).filter((image) => {
      if (image.loading !== 'lazy') return true;
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await afterFrames(page, 2);
}

/**
 * The cumulative layout shift of the page so far: every layout-shift entry since the first paint that no
 * input caused, read at once (a buffered observer's records, taken synchronously) once the page has settled.
 */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await pageSettled(page);
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}

/** Frames in a row without the window moving after which a scroll the browser runs itself is over. */
const STILL_FRAMES = 5;

/**
 * Waits until the window stops scrolling. With scripts: until the page's own smooth scroll has ended (it
 * marks `<html>` while it runs: SMOOTH_SCROLLING_ATTRIBUTE), then five frames in a row without a move. A
 * scroll the browser runs itself (`behavior: 'smooth'`, begun by an effect of the click) moves the window
 * on every frame until it ends, so five still frames mean it is over, however slowly the frames come.
 * Counted in frames, not milliseconds: a machine twice as slow draws the same frames, later.
 */
export async function scrollSettled(page: Page): Promise<void> {
  if (!(await scripting(page))) {
    // No frames to watch: the browser's own smooth scroll of an anchor is read from here, 50 ms apart, until
    // two reads agree (2 s at most).
    for (let last = Number.NaN, still = 0, reads = 0; still < 2 && reads < 40; reads += 1) {
      const y = await page.evaluate(() => window.scrollY);
      still = y === last ? still + 1 : 0;
      last = y;
      if (still < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return;
  }
  await page.evaluate(
    ({ attribute, frames }) =>
      new Promise<void>((resolve) => {
        let lastY = window.scrollY;
        let still = 0;
        const tick = () => {
          if (document.documentElement.hasAttribute(attribute) || window.scrollY !== lastY) still = 0;
          else still += 1;
          lastY = window.scrollY;
          if (still >= frames) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { attribute: SMOOTH_SCROLLING_ATTRIBUTE, frames: STILL_FRAMES },
  );
}
