import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@/config/routes';
import { baseURL, facesDrawing, borrowBrowser, returnBrowser, waitForHydration } from './support/browser';

/**
 * What each page makes a phone download before it is whole: script, style and font bytes (gzip), held
 * under page-weight-budget.json. Bytes of one build do not vary from run to run, so a budget that is
 * passed stays passed until code adds weight, and then this names the page and the kind of bytes.
 * (Speed itself — scores and times — is reported by `npm run lighthouse`, not asserted here.)
 */

interface Budget {
  jsKiB: number;
  cssKiB: number;
  fontKiB: number;
}
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'page-weight-budget.json'), 'utf8')) as {
  default: Budget;
  routes: Record<string, Partial<Budget>>;
};

const ATTRIBUTES = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;
function tags(html: string, name: string): Map<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi'))].map((match) => {
    const attributes = new Map<string, string>();
    for (const attribute of (match[1] ?? '').matchAll(ATTRIBUTES)) attributes.set(attribute[1]!.toLowerCase(), attribute[2] ?? attribute[3] ?? '');
    return attributes;
  });
}

const files = new Map<string, Promise<Buffer>>();
function file(path: string): Promise<Buffer> {
  let body = files.get(path);
  if (!body) {
    body = fetch(new URL(path, baseURL)).then(async (response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    });
    files.set(path, body);
  }
  return body;
}
const gzipKiB = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024;

async function weigh(path: string): Promise<Budget> {
  const response = await fetch(new URL(path, baseURL));
  const html = await response.text();
  const scripts = new Set<string>();
  for (const script of tags(html, 'script')) {
    const src = script.get('src');
    // A browser that runs modules never fetches the nomodule polyfills.
    if (src && !script.has('nomodule')) scripts.add(src);
  }
  for (const link of tags(html, 'link')) if (link.get('rel') === 'preload' && link.get('as') === 'script') scripts.add(link.get('href')!);
  // The framework's chunks, held back until the first paint (server/html/scripts-after-paint.mjs): fetched all the same.
  for (const script of tags(html, 'script')) {
    const later = script.get('type') === 'text/x-after-paint' ? (script.get('data-src') ?? script.get('data-preload')) : undefined;
    if (later) scripts.add(later);
  }
  const stylesheets = tags(html, 'link')
    .filter((link) => link.get('rel') === 'stylesheet' && !link.has('media'))
    .map((link) => link.get('href')!);
  const sheets = [
    ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => ({ base: path, css: match[1] ?? '' })),
    ...(await Promise.all(stylesheets.map(async (href) => ({ base: href, css: (await file(href)).toString('utf8') })))),
  ];
  const css = sheets.map((sheet) => sheet.css).join('');
  // A stylesheet names its fonts relative to its own address.
  const fonts = new Set<string>();
  for (const sheet of sheets) {
    for (const match of sheet.css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) fonts.add(new URL(match[1]!, new URL(sheet.base, baseURL)).pathname);
  }
  const jsBodies = await Promise.all([...scripts].map(file));
  const fontBodies = await Promise.all([...fonts].map(file));
  return {
    jsKiB: jsBodies.reduce((sum, body) => sum + gzipKiB(body), 0),
    cssKiB: css ? gzipKiB(css) : 0,
    fontKiB: fontBodies.reduce((sum, body) => sum + body.length / 1024, 0),
  };
}

const ROUTES = [...allRoutes.map((route) => route.path), '/search?term=reactor', '/newsroom/media/2356', '/no-such-page'];

describe('page weight', () => {
  it('keeps every page within its budget of script, style and font bytes', async () => {
    const rows: string[] = [];
    const over: string[] = [];
    for (const path of ROUTES) {
      const weight = await weigh(path);
      const budget = { ...budgets.default, ...budgets.routes[path] };
      rows.push(`${path.padEnd(58)} js ${weight.jsKiB.toFixed(2).padStart(7)}  css ${weight.cssKiB.toFixed(2).padStart(6)}  font ${weight.fontKiB.toFixed(2).padStart(6)} KiB`);
      for (const kind of ['jsKiB', 'cssKiB', 'fontKiB'] as const) {
        if (weight[kind] > budget[kind]) over.push(`${path}: ${kind} ${weight[kind].toFixed(2)} > ${budget[kind]}`);
      }
      // The same page weighed by the budget's own measure must carry its font and some script: a page
      // that lost them would pass any budget.
      if (weight.fontKiB === 0 || weight.jsKiB === 0 || weight.cssKiB === 0) over.push(`${path}: no font, script or style found at all`);
    }
    console.log(`page weight (gzip; fonts as sent)\n${rows.join('\n')}`);
    expect(over, over.join('\n')).toEqual([]);
  });
});

/** Every element's box and drawn style, in document order: what a visitor sees of the page (or of `scope`). */
function drawnStyles(scope: string): string[] {
  const properties = ['display', 'position', 'color', 'background-color', 'background-image', 'font-family', 'font-size', 'font-weight', 'line-height', 'border-top', 'border-bottom', 'border-left', 'border-right', 'border-radius', 'outline', 'box-shadow', 'opacity', 'visibility', 'transform', 'text-decoration-line', 'text-transform', 'letter-spacing', 'overflow', 'z-index', 'mask-image'];
  return [...document.querySelectorAll(`${scope} *`)].map((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const before = getComputedStyle(element, '::before');
    const after = getComputedStyle(element, '::after');
    return [
      element.tagName,
      element.getAttribute('class') ?? '',
      [box.x, box.y, box.width, box.height].map((value) => Math.round(value)).join(','),
      ...properties.map((property) => style.getPropertyValue(property)),
      before.getPropertyValue('content'),
      before.getPropertyValue('display'),
      after.getPropertyValue('content'),
      after.getPropertyValue('display'),
    ].join(' | ');
  });
}

/**
 * A page the router opens without a reload (by a link, by the search box, which runs the router itself, or
 * by Back) is drawn exactly as when loaded on its own: the router brings in the stylesheets it links that the
 * page it came from did not.
 */
describe('a page opened without a reload', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await borrowBrowser();
  });
  afterAll(async () => {
    await returnBrowser(browser);
  });

  /** A page in a fresh tab, hydrated (its widgets live), with a marker a reload would lose. */
  const openHydrated = async (path: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    return { context, page };
  };

  /** `path` loaded on its own in another tab of the same context, in the site font: what the router must draw. */
  const drawnWhenLoaded = async (page: Page, path: string) => {
    const alone = await page.context().newPage();
    try {
      await alone.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
      await waitForHydration(alone);
      await alone.evaluate(() => document.fonts.ready);
      expect(await facesDrawing(alone, 'main h1')).toContain('Inter');
      return await alone.evaluate(drawnStyles, 'main');
    } finally {
      await alone.close();
    }
  };

  /**
   * The page the router draws at `path` is drawn exactly as `path` loaded on its own. The router's
   * navigation is done when its page is committed, which the test cannot see begin or end from outside
   * (a Back after a reload fetches the page first): it waits for the drawing itself to match, and when it
   * never does, fails on the first element that differs.
   */
  const expectDrawnAsLoaded = async (page: Page, path: string, loaded: string[]) => {
    let opened: string[] = [];
    await expect
      .poll(
        async () => {
          // Measured from the top, as the page loaded on its own is (Back restores where the visitor had scrolled).
          await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
          opened = await page.evaluate(drawnStyles, 'main');
          return opened.length === loaded.length && opened.every((line, index) => line === loaded[index]);
        },
        { timeout: 30_000, message: `${path} drawn by the router as loaded on its own` },
      )
      .toBe(true)
      .catch((error: Error) => {
        const changed = opened.findIndex((line, index) => line !== loaded[index]);
        throw new Error(
          `${error.message}\n${opened.length} elements drawn, ${loaded.length} loaded on its own; first difference:\n  ${opened[changed] ?? '(none)'}\n  loaded on its own: ${loaded[changed] ?? '(none)'}`,
        );
      });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'opened without a reload').toBe(true);
    expect(await facesDrawing(page, 'main h1')).toContain('Inter');
  };

  it('draws /contact opened from the home page as /contact loaded on its own', { timeout: 120_000 }, async () => {
    const { context, page } = await openHydrated('/');
    try {
      const loaded = await drawnWhenLoaded(page, '/contact');
      await page.locator('a[href="/contact"]:visible').first().click();
      await page.waitForURL(/\/contact$/);
      await expectDrawnAsLoaded(page, '/contact', loaded);
    } finally {
      await context.close();
    }
  });

  it('draws the results of a search from the navigation’s box as the results page loaded on its own', { timeout: 120_000 }, async () => {
    // No link is pressed: the search box runs the router itself (useNavigate).
    const { context, page } = await openHydrated('/contact');
    try {
      const loaded = await drawnWhenLoaded(page, '/search?term=reactor');
      await page.getByRole('button', { name: 'Search the site' }).click();
      const box = page.getByTestId('navbar').getByRole('searchbox', { name: 'Search the site' });
      await box.fill('reactor');
      await box.press('Enter');
      await page.waitForURL(/\/search\?term=reactor$/);
      await expectDrawnAsLoaded(page, '/search?term=reactor', loaded);
    } finally {
      await context.close();
    }
  });

  it('draws the page Back returns to as that page loaded on its own, after the page it left was reloaded', { timeout: 120_000 }, async () => {
    // Home, then /contact in the same tab, then /contact reloaded: Back is drawn by the router from
    // /contact's document, and needs the home page's stylesheets brought in.
    const { context, page } = await openHydrated('/');
    try {
      const loaded = await drawnWhenLoaded(page, '/');
      await page.locator('a[href="/contact"]:visible').first().click();
      await page.waitForURL(/\/contact$/);
      await page.reload({ waitUntil: 'load' });
      // The reloaded page's router must be running to draw Back's page without a reload of its own.
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expectDrawnAsLoaded(page, '/', loaded);
    } finally {
      await context.close();
    }
  });
});
