import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, staticRoutes } from '@/config/routes';
import { baseURL, borrowBrowser, returnBrowser, openTab, type OpenOptions } from './support/browser';

/**
 * The page hero of the design system, on every page at four widths: its decorative artwork never runs
 * into the hero's text (subtitle, title, description, actions) nor into the navigation's labels. And the
 * diagrams of the technology and applications pages: every label in the site's font, never under 12 px.
 * Pages opened one after the other without JavaScript (the layout is the server's), each measured at every
 * width in turn, in the browser's shared tabs (support/browser.ts), so the whole sweep stays quick.
 */
const HERO_WIDTHS = [375, 900, 1280, 1600] as const;
const ARTICLE_PATH = '/newsroom/media/2356';
const ROUTES = [
  ...allRoutes.map((route) => (route.path === staticRoutes.search.path ? `${route.path}?term=reactor` : route.path)),
  ARTICLE_PATH,
  '/no-such-page',
];
const DIAGRAM_ROUTES = allRoutes.map((route) => route.path).filter((path) => path.startsWith('/technology') || path.startsWith('/applications'));
const MIN_LABEL_PX = 12;

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

async function open(path: string, options: OpenOptions): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, close } = await openTab(browser, options);
  // Pictures and video do not move anything (every box has its size from CSS): not fetched, to keep the sweep quick.
  await page.route(/\.(jpe?g|png|webp|avif|mp4|webm)(\?|$)/, (route) => route.abort());
  // 'load', not DOMContentLoaded: without JavaScript the latter comes before the stylesheets apply.
  await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { page, close };
}

interface HeroReport {
  heroes: number;
  overlaps: string[];
}

/** In the page: every visible artwork box of each hero against the boxes of the hero's text and the navbar's labels. */
function heroOverlaps(): HeroReport {
  const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const named = element.getAttribute('data-testid') ?? element.getAttribute('src') ?? element.getAttribute('class')?.split(' ')[0] ?? '';
    return named ? `${tag} (${named})` : tag;
  };
  interface Box {
    what: string;
    rect: DOMRect;
  }
  /** The line boxes of the text under root (Range.getClientRects of each text node), outside the skipped elements. */
  const textBoxes = (root: Element, label: string, skip: Element[]): Box[] => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !visible(parent) || skip.some((element) => element.contains(parent))) continue;
      // Text only assistive technology reads (clipped to 1 px) is not drawn.
      if (parent.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0.5 && rect.height > 0.5) boxes.push({ what: `${label} ${describe(parent)} "${text.slice(0, 40)}"`, rect });
      }
    }
    return boxes;
  };
  const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const round = (rect: DOMRect) => `[${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}]`;

  const navbar = document.querySelector('[data-testid="navbar"]');
  const navLabels = navbar ? textBoxes(navbar, 'navbar label', []) : [];
  const heroes = [...document.querySelectorAll('[data-testid="page-header"]')];
  const overlaps: string[] = [];
  for (const hero of heroes) {
    // Artwork: what the hero marks as such, and any decorative image or drawing that is not an icon in a control.
    const artwork = [...hero.querySelectorAll('[data-artwork], svg[aria-hidden="true"], img[alt=""]')].filter(
      (element) => visible(element) && !element.closest('a, button') && !element.parentElement?.closest('[data-artwork]'),
    );
    const heroText = textBoxes(hero, 'hero text', artwork);
    for (const art of artwork) {
      const box = art.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      for (const text of [...heroText, ...navLabels]) {
        if (intersects(box, text.rect)) overlaps.push(`artwork ${describe(art)} ${round(box)} overlaps ${text.what} ${round(text.rect)}`);
      }
    }
  }
  return { heroes: heroes.length, overlaps };
}

describe('page hero', () => {
  // Each page is opened once and measured at every width in turn (the window resized), so the sweep stays quick.
  it(`keeps the artwork clear of the hero text and the navigation labels on every page, at ${HERO_WIDTHS.join(', ')} px`, { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const withoutHero: string[] = [];
    for (const path of ROUTES) {
      const { page, close } = await open(path, { width: HERO_WIDTHS[0], height: 900, javaScript: false });
      for (const width of HERO_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const report = await page.evaluate(heroOverlaps);
        if (report.heroes === 0 && path !== ARTICLE_PATH) withoutHero.push(`${path} at ${width}px`);
        failures.push(...report.overlaps.map((overlap) => `${path} at ${width}px: ${overlap}`));
      }
      await close();
    }
    // Every page of the registry opens with the shared hero.
    expect(withoutHero, 'pages without the page hero').toEqual([]);
    expect(failures).toEqual([]);
  });

  describe.each(HERO_WIDTHS)('at %ipx', (width) => {
    it('gives a hero with a lone title the compact size, and the focus ring of its controls the white of a dark ground', { timeout: 60_000 }, async () => {
      const { page, close } = await open(staticRoutes.careers.path, { width, height: 900 });
      const hero = page.getByTestId('page-header');
      const facts = await hero.evaluate((element) => {
        const navHeight = document.querySelector('[data-testid="navbar"]')!.getBoundingClientRect().height;
        const text = element.querySelector('[data-testid="page-hero-text"]')!.getBoundingClientRect();
        return { navHeight, heroHeight: element.getBoundingClientRect().height, textHeight: text.height, onDark: element.closest('.on-dark') !== null };
      });
      // The height is the navigation plus the text with its padding: no band of empty navy above the title.
      expect(facts.heroHeight).toBeLessThanOrEqual(facts.navHeight + facts.textHeight + 1);
      expect(facts.onDark).toBe(true);
      await close();

      // The home hero's button: its ring is white on the navy ground, not navy on navy.
      const { page: home, close: closeHome } = await open('/', { width, height: 900 });
      const homeHero = home.getByTestId('page-header');
      const button = homeHero.getByRole('link').first();
      await button.focus();
      await home.keyboard.press('Shift+Tab');
      await home.keyboard.press('Tab');
      const ring = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
      });
      const ground = await homeHero.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.color).toBe('rgb(255, 255, 255)');
      expect(ground).not.toBe('rgba(0, 0, 0, 0)');
      await closeHome();
    });
  });
});

interface LabelReport {
  labels: number;
  problems: string[];
}

/** In the page: every label of every SVG drawing in the content, its rendered size and its font. */
async function diagramLabels(minPx: number): Promise<LabelReport> {
  const siteFamily = getComputedStyle(document.body).fontFamily.split(',')[0]!.trim();
  const problems: string[] = [];
  let labels = 0;
  for (const text of document.querySelectorAll<SVGTextElement>('main svg text')) {
    const content = text.textContent?.trim() ?? '';
    if (!content) continue;
    labels += 1;
    const style = getComputedStyle(text);
    const scale = text.getScreenCTM()?.a ?? 1;
    const rendered = parseFloat(style.fontSize) * scale;
    const where = text.closest('[data-diagram]')?.getAttribute('data-diagram') ?? 'inline svg';
    // A label in a hidden tab panel has no layout; its size is judged where its drawing is shown.
    if (!text.checkVisibility()) continue;
    if (rendered < minPx - 0.01) problems.push(`${where}: "${content}" drawn at ${rendered.toFixed(1)} px`);
    if (!style.fontFamily.trim().startsWith(siteFamily)) problems.push(`${where}: "${content}" in ${style.fontFamily}, not the site font ${siteFamily}`);
  }
  // A drawing with words shown as an <img> cannot take the page's font.
  for (const image of document.querySelectorAll<HTMLImageElement>('main img[src$=".svg"]')) {
    const source = await fetch(image.src).then((response) => response.text());
    if (source.includes('<text')) problems.push(`${image.getAttribute('src')}: labels drawn in an <img>, outside the site font`);
  }
  return { labels, problems };
}

describe('diagram labels', () => {
  it.each([375, 1280])('are in the site font and at least 12 px on the technology and applications pages at %ipx', { timeout: 120_000 }, async (width) => {
    const problems: string[] = [];
    let labels = 0;
    for (const path of DIAGRAM_ROUTES) {
      const { page, close } = await open(path, { width, height: 900, javaScript: false });
      const report = await page.evaluate(diagramLabels, MIN_LABEL_PX);
      labels += report.labels;
      problems.push(...report.problems.map((problem) => `${path} at ${width}px: ${problem}`));
      await close();
    }
    // The pages do have labelled diagrams (the check ran on something).
    expect(labels).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
