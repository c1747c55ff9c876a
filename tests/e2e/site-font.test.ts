import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, facesDrawing, borrowBrowser, returnBrowser } from './support/browser';
import { layoutShiftSoFar } from './support/settled';

/**
 * Text is drawn at once in a system font scaled to the site font's widths and line metrics (the 'Inter
 * Fallback' faces in globals.css), and the site font swaps in when it arrives. These tests hold the site
 * font back to see what a visitor on a slow phone sees first, or keeps when the font never comes.
 */

/** The system fonts the fallback faces name (Arial and its metric twins; Roboto on Android). */
const FALLBACK_FACES = ['Arial', 'Liberation Sans', 'Arimo', 'Roboto'];
/** Pages with the most text that wraps at a phone's width: hero paragraphs, cards, search results. */
const PAGES = ['/', '/search?term=reactor', '/our-team/advisors', '/technology/molten-salt-reactor', '/contact'];

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/**
 * Opens a page in a first visit's context with the site font's file held back until `release()` (or never
 * served, with `serve: false`): the "before the font arrives" state lasts as long as the test wants it to.
 */
async function openWithFont(path: string, width: number, { serve }: { serve: boolean }): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2(\?|$)/, async (route) => {
    if (!serve) return route.abort();
    await released;
    return route.continue().catch(() => undefined);
  });
  // Not 'load': a preloaded font holds the load event back until it arrives.
  await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'domcontentloaded' });
  return { page, release };
}

/** The navigation's rightmost control and the content column's right edge (the page's container, inside its gutter). */
function navigationEdges(page: Page) {
  return page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll('[data-testid="navbar"] a[href], [data-testid="navbar"] button')).filter(
      (element) => element.getBoundingClientRect().width > 0,
    );
    const container = document.querySelector('main .container')!;
    return {
      lastControl: Math.max(...controls.map((control) => control.getBoundingClientRect().right)),
      column: container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight),
    };
  });
}

describe('before the site font arrives', () => {
  it.each(PAGES)('%s at 375px: the font swapping in moves nothing a visitor would notice (layout shift under 0.02)', async (path) => {
    const { page, release } = await openWithFont(path, 375, { serve: true });
    // Drawn before the font is served: in the fallback face.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await facesDrawing(page, 'main h1, main h2, main p')).not.toContain('Inter');
    release();
    await expect.poll(() => facesDrawing(page, 'main h1, main h2, main p'), { timeout: 30_000 }).toContain('Inter');
    // Every layout shift from the first paint on (buffered), the swap's included.
    const shifts = await layoutShiftSoFar(page);
    expect(shifts, `${path}: layout shift when the site font swaps in`).toBeLessThan(0.02);
    await page.context().close();
  });
});

describe('when the site font never arrives', () => {
  it.each([1280, 1600])('the text is drawn in a metric-matched system font and the navigation still fits the column at %ipx', async (width) => {
    const { page } = await openWithFont('/technology/molten-salt-reactor', width, { serve: false });
    const faces = await facesDrawing(page, 'main h1');
    expect(faces.some((face) => FALLBACK_FACES.includes(face)), `drawn in ${faces.join(', ')}`).toBe(true);
    expect((await facesDrawing(page, '[data-testid="navbar"] a'))[0]).not.toBe('DejaVu Sans');
    const edges = await navigationEdges(page);
    expect(edges.lastControl).toBeLessThanOrEqual(edges.column + 2);
    await page.context().close();
  });
});
