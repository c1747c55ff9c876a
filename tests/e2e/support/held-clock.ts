import type { Browser } from 'playwright-core';
import { openFirstVisit, type OpenedPage, type OpenOptions } from './browser';

export interface ClockedPage extends OpenedPage {
  /** Stops the page's time: from now on no frame or timer of the page runs unless `run` lets it. */
  hold: () => Promise<void>;
  /** Lets `ms` of the page's time pass, a frame (16 ms) at a time, running every frame and timer due in it. */
  run: (ms: number) => Promise<void>;
  /** Lets the page's time flow again as the wall clock's. */
  resume: () => Promise<void>;
}

/** One frame of the page's held clock: requestAnimationFrame runs every 16 ms of it. */
export const FRAME_MS = 16;

/**
 * A page whose clock the test holds (Playwright's clock: Date, performance, timers and requestAnimationFrame),
 * for behaviour that runs on time: smooth scrolls, animations, delays. Time flows as usual while the page
 * loads and hydrates; after `hold()`, the page's 400 ms scroll takes exactly 25 frames whatever the machine,
 * and a delay that must not have passed has not. The clock belongs to the context, so the page has a context of
 * its own (openFirstVisit).
 */
export async function openWithHeldClock(browser: Browser, path: string, options: OpenOptions): Promise<ClockedPage> {
  const opened = await openFirstVisit(browser, path, { ...options, beforeLoad: (page) => page.clock.install() });
  const { page } = opened;
  return {
    ...opened,
    hold: async () => {
      // Paused a second ahead of the page's own time: pauseAt cannot go back, and the page's time goes on
      // flowing while this call travels to it. Timers due in that second run once.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    },
    run: async (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += FRAME_MS) await page.clock.runFor(Math.min(FRAME_MS, ms - elapsed));
    },
    resume: () => page.clock.resume(),
  };
}
