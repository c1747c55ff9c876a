import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@/config/routes';
import { baseURL, facesDrawing, launchBrowser } from './support/browser';

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

interface Weight extends Budget {
  /** Stylesheets the browser must fetch before it can paint. */
  blockingStylesheets: string[];
}

async function weigh(path: string): Promise<Weight> {
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
  const blockingStylesheets = tags(html, 'link')
    .filter((link) => link.get('rel') === 'stylesheet' && !link.has('disabled') && !link.has('media'))
    .map((link) => link.get('href')!);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('');
  const externalCss = (await Promise.all(blockingStylesheets.map(file))).map((body) => body.toString('utf8')).join('');
  const css = inlineCss + externalCss;
  const fonts = new Set<string>();
  for (const match of css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) fonts.add(match[1]!);
  const jsBodies = await Promise.all([...scripts].map(file));
  const fontBodies = await Promise.all([...fonts].map(file));
  return {
    jsKiB: jsBodies.reduce((sum, body) => sum + gzipKiB(body), 0),
    cssKiB: css ? gzipKiB(css) : 0,
    fontKiB: fontBodies.reduce((sum, body) => sum + body.length / 1024, 0),
    blockingStylesheets,
  };
}

const ROUTES = [...allRoutes.map((route) => route.path), '/search?term=reactor', '/newsroom/media/2356', '/no-such-page'];

describe('page weight', () => {
  it('keeps every page within its budget of script, style and font bytes, with no stylesheet to wait for', async () => {
    const rows: string[] = [];
    const over: string[] = [];
    for (const path of ROUTES) {
      const weight = await weigh(path);
      const budget = { ...budgets.default, ...budgets.routes[path] };
      rows.push(`${path.padEnd(58)} js ${weight.jsKiB.toFixed(1).padStart(6)}  css ${weight.cssKiB.toFixed(1).padStart(5)}  font ${weight.fontKiB.toFixed(1).padStart(5)} KiB`);
      for (const kind of ['jsKiB', 'cssKiB', 'fontKiB'] as const) {
        if (weight[kind] > budget[kind]) over.push(`${path}: ${kind} ${weight[kind].toFixed(1)} > ${budget[kind]}`);
      }
      if (weight.blockingStylesheets.length > 0) over.push(`${path}: the first paint waits for ${weight.blockingStylesheets.join(', ')}`);
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
 * Each page carries only the style rules it can use (server/html/inline-css.mjs); the full stylesheets are
 * switched on when it hands over to another page. Before that, with the page's scripts held back, it must be drawn
 * exactly as with every rule: every element's box and drawn style the same, at a phone's and a desktop's
 * width.
 */
describe('the rules a page carries', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const PAGES = ['/', '/technology/leading-the-way', '/technology/molten-salt-reactor', '/our-team/advisors', '/newsroom', '/contact', '/search?term=reactor', '/accessibility/multi-year-accessibility-plan'];

  for (const width of [375, 1280]) {
    it(`draw each page as the full stylesheets do, at ${width} px`, { timeout: 180_000 }, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      // The state before hydration, held: no script runs, so the full stylesheets stay off until switched on here.
      await context.route('**/*.js', (route) => route.abort());
      const page = await context.newPage();
      const differing: string[] = [];
      try {
        for (const path of PAGES) {
          // Compared in the site font, arrived: switching the full sheets on re-declares it, which would
          // bring in a font still on its way and change the text's width between the two measurements.
          for (let attempt = 0; attempt < 3; attempt += 1) {
            await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
            await page.evaluate(() => document.fonts.ready);
            if ((await facesDrawing(page, 'main h1, main h2')).includes('Inter')) break;
          }
          expect(await facesDrawing(page, 'main h1, main h2'), `${path}: drawn in the site font`).toContain('Inter');
          const carried = await page.evaluate(drawnStyles, 'body');
          const switchedOn = await page.evaluate(async () => {
            const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
            await Promise.all(
              links.map(
                (link) =>
                  new Promise<void>((resolve, reject) => {
                    link.addEventListener('load', () => resolve());
                    link.addEventListener('error', () => reject(new Error(`${link.href} failed to load`)));
                    link.removeAttribute('disabled');
                  }),
              ),
            );
            return links.length;
          });
          expect(switchedOn, `${path}: its stylesheets are linked, switched off`).toBeGreaterThan(0);
          const full = await page.evaluate(drawnStyles, 'body');
          expect(full.length, `${path}: the same elements`).toBe(carried.length);
          const changed = carried.findIndex((line, index) => line !== full[index]);
          if (changed >= 0) differing.push(`${path}: ${carried[changed]}\n  with every rule: ${full[changed]}`);
        }
      } finally {
        await context.close();
      }
      expect(differing, `drawn differently with every rule:\n${differing.join('\n')}`).toEqual([]);
    });
  }
});

/**
 * The full stylesheets stay off after hydration (switching them on restyles the whole page) and are
 * switched on when the visitor heads for another page without a reload: by a link, by the search box
 * (which runs the router itself) or by Back. Each page opened that way needs rules the page it came from
 * links but carries only in part, and must be drawn exactly as when loaded on its own.
 */
describe('a page opened without a reload', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const carriedRules = async (path: string) => {
    const html = await (await fetch(new URL(path, baseURL))).text();
    const bySheet = new Map<string, Set<string>>();
    for (const match of html.matchAll(/<style data-inlined-from="([^"]+)">([\s\S]*?)<\/style>/g)) {
      bySheet.set(match[1]!, new Set(match[2]!.match(/[^{}]+\{[^{}]*\}/g) ?? []));
    }
    return bySheet;
  };

  /** Rules `to` carries that `from` leaves out of a stylesheet both link: what a page opened from `from` needs switched on. */
  const rulesMissing = async (from: string, to: string) => {
    const [before, after] = await Promise.all([carriedRules(from), carriedRules(to)]);
    return [...after].flatMap(([sheet, rules]) => (before.has(sheet) ? [...rules].filter((rule) => !before.get(sheet)!.has(rule)) : []));
  };

  /** A page in a fresh tab, hydrated, with its full stylesheets still off and a marker a reload would lose. */
  const openHydrated = async (path: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
    expect(await page.locator('link[rel="stylesheet"][data-precedence][disabled]').count(), `${path}: full sheets off`).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    return { context, page };
  };

  /** The page the router has just drawn at `path` is drawn exactly as `path` loaded on its own. */
  const expectDrawnAsLoaded = async (page: Page, path: string) => {
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'opened without a reload').toBe(true);
    expect(await page.locator('link[rel="stylesheet"][data-precedence][disabled]').count(), 'full sheets switched on').toBe(0);
    await page.evaluate(() => document.fonts.ready);
    expect(await facesDrawing(page, 'main h1')).toContain('Inter');
    // Measured from the top, as the page loaded on its own is (Back restores where the visitor had scrolled).
    await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
    const opened = await page.evaluate(drawnStyles, 'main');
    // Both in the site font (see above).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      if ((await facesDrawing(page, 'main h1')).includes('Inter')) break;
    }
    expect(await facesDrawing(page, 'main h1')).toContain('Inter');
    const loaded = await page.evaluate(drawnStyles, 'main');
    expect(opened.length, 'the same elements').toBe(loaded.length);
    const changed = opened.findIndex((line, index) => line !== loaded[index]);
    expect(changed === -1 ? '' : `${opened[changed]}\n  loaded on its own: ${loaded[changed]}`).toBe('');
  };

  it('draws /contact opened from the home page as /contact loaded on its own', { timeout: 120_000 }, async () => {
    // The case is real: /contact needs rules of a sheet the home page links but does not carry.
    expect((await rulesMissing('/', '/contact')).length, 'rules /contact carries that the home page leaves out of a sheet both link').toBeGreaterThan(0);
    const { context, page } = await openHydrated('/');
    try {
      await page.locator('a[href="/contact"]:visible').first().click();
      await page.waitForURL(/\/contact$/);
      await page.locator('main form').first().waitFor();
      await expectDrawnAsLoaded(page, '/contact');
    } finally {
      await context.close();
    }
  });

  it('draws the results of a search from the navigation’s box as the results page loaded on its own', { timeout: 120_000 }, async () => {
    // No link is pressed: the search box runs the router itself, and switches the sheets on first.
    expect((await rulesMissing('/contact', '/search?term=reactor')).length).toBeGreaterThan(0);
    const { context, page } = await openHydrated('/contact');
    try {
      await page.getByRole('button', { name: 'Search the site' }).click();
      const box = page.getByTestId('navbar').getByRole('searchbox', { name: 'Search the site' });
      await box.fill('reactor');
      await box.press('Enter');
      await page.waitForURL(/\/search\?term=reactor$/);
      await page.locator('main h1').first().waitFor();
      await expectDrawnAsLoaded(page, '/search?term=reactor');
    } finally {
      await context.close();
    }
  });

  it('draws the page Back returns to as that page loaded on its own, after the page it left was reloaded', { timeout: 120_000 }, async () => {
    // Home, then /contact in the same tab, then /contact reloaded (its full sheets off again): Back is
    // drawn by the router from /contact's document, and needs the home page's rules switched on.
    expect((await rulesMissing('/contact', '/')).length).toBeGreaterThan(0);
    const { context, page } = await openHydrated('/');
    try {
      await page.locator('a[href="/contact"]:visible').first().click();
      await page.waitForURL(/\/contact$/);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.locator('link[rel="stylesheet"][data-precedence][disabled]').count(), 'reloaded: full sheets off').toBeGreaterThan(0);
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('main h1').first().waitFor();
      await expectDrawnAsLoaded(page, '/');
    } finally {
      await context.close();
    }
  });
});
