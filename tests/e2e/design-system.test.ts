import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@/config/routes';
import { withTimeout } from '../../server/metrics/application.mjs';
import { baseURL, borrowBrowser, returnBrowser, openPage, waitForHydration } from './support/browser';
import { copyOf } from './support/copy';

/**
 * The design system, page by page: one content column whose edges the navigation and the footer share,
 * card rows of equal height, and a focus ring a keyboard user can see on every control.
 */

const DESIGN_WIDTHS = [375, 900, 1280, 1600] as const;
/** Focus is checked on the desktop layout and on a phone with its menu closed. */
const FOCUS_WIDTHS = new Set<number>([375, 1280]);
/** Edges may differ by this much (sub-pixel rounding). */
const EDGE_TOLERANCE = 2;
const HEIGHT_TOLERANCE = 1;
/** WCAG 2.2 non-text contrast (1.4.11) and focus appearance (2.4.13). */
const MIN_RING_CONTRAST = 3;
const MIN_RING_WIDTH = 2;

/** Every page of the route registry, plus the pages only reached with a query or an id. */
const ROUTES = [
  ...allRoutes.map((route) => route.path),
  '/event?view=past',
  '/search?term=reactor',
  '/newsroom/media/2356',
  '/no-such-page',
];

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

interface Edges {
  left: number;
  right: number;
}

interface LayoutFacts {
  header: Edges | null;
  footer: Edges | null;
  content: (Edges & { what: string })[];
  heroTitleLeft: number | null;
  cardRows: { grid: string; top: number; heights: number[]; buttonGaps: number[] }[];
}

/** Measured in the page: the edges of the navigation, the content columns and the footer, and the card rows. */
function measureLayout(): LayoutFacts {
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const name = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby') ?? element.id;
    const classes = [...element.classList].slice(0, 2).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? `[${label}]` : ''}`;
  };
  const navbar = document.querySelector('[data-testid="navbar"]');
  const logo = navbar?.querySelector('a[href="/"] img');
  const controls = navbar ? [...navbar.querySelectorAll('a[href], button')].filter(shown) : [];
  const header =
    logo && controls.length > 0 ? { left: logo.getBoundingClientRect().left, right: Math.max(...controls.map((control) => control.getBoundingClientRect().right)) } : null;
  const columns = [...document.querySelectorAll('footer nav > *')].filter(shown);
  const footer =
    columns.length > 0
      ? { left: Math.min(...columns.map((column) => column.getBoundingClientRect().left)), right: Math.max(...columns.map((column) => column.getBoundingClientRect().right)) }
      : null;
  // The page's content columns: every outermost .container in <main>, measured inside its gutters.
  const content = [...document.querySelectorAll('main .container')]
    .filter((element) => shown(element) && !element.parentElement?.closest('.container'))
    .map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { what: name(element), left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
  const heroTitle = document.querySelector('main [data-testid="page-header"] h1');
  const cardRows: LayoutFacts['cardRows'] = [];
  for (const grid of document.querySelectorAll('[data-card-grid]')) {
    if (!shown(grid)) continue;
    const rows = new Map<number, { heights: number[]; buttonGaps: number[] }>();
    for (const cell of grid.children) {
      if (!shown(cell)) continue;
      const box = cell.getBoundingClientRect();
      const top = Math.round(box.top + window.scrollY);
      const row = rows.get(top) ?? { heights: [], buttonGaps: [] };
      // The cell, and the card inside it when the cell holds just one: both must fill the row.
      row.heights.push(box.height);
      if (cell.children.length === 1) row.heights.push(cell.children[0]!.getBoundingClientRect().height);
      // A card's last button (More, Download) sits at its bottom, level with its neighbours'.
      const buttons = [...cell.querySelectorAll('button, .button')].filter(shown);
      if (buttons.length > 0) row.buttonGaps.push(box.bottom - buttons.at(-1)!.getBoundingClientRect().bottom);
      rows.set(top, row);
    }
    for (const [top, row] of rows) cardRows.push({ grid: name(grid), top, ...row });
  }
  return { header, footer, content, heroTitleLeft: heroTitle ? heroTitle.getBoundingClientRect().left : null, cardRows };
}

interface FocusFailure {
  element: string;
  problem: string;
}

/**
 * Focuses every focusable element in turn (as the keyboard would: :focus-visible applies) and measures its
 * ring: the outline (or box-shadow ring) of the element, or of the card around it that shows focus with
 * :focus-within; its width, and its contrast against what lies behind the ring on each side.
 */
async function checkFocusRings(limits: { width: number; contrast: number }): Promise<FocusFailure[]> {
  const failures: FocusFailure[] = [];
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: [number, number, number, number], below: [number, number, number]): [number, number, number] => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
  ];
  const luminance = ([r, g, b]: [number, number, number]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: [number, number, number], b: [number, number, number]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  // The colour a visitor sees at a point: the backgrounds stacked there, down to the first opaque one. Images
  // and drawings are not read: a dark ground carries its own background colour under its artwork.
  const groundAt = (x: number, y: number): [number, number, number] | null => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    const layers: [number, number, number, number][] = [];
    for (const element of document.elementsFromPoint(x, y)) {
      const layer = rgba(getComputedStyle(element).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3] >= 0.99) break;
    }
    return layers.reduceRight<[number, number, number]>((below, layer) => over(layer, below), [255, 255, 255]);
  };
  const ringOf = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      return { width: parseFloat(style.outlineWidth), color: style.outlineColor, offset: parseFloat(style.outlineOffset) };
    }
    // A ring drawn as a box-shadow: no blur, a spread of its width.
    const shadow = /^(rgba?\([^)]*\)|#\w+|[a-z]+) 0px 0px 0px (\d+(?:\.\d+)?)px$/.exec(style.boxShadow.split(/,(?![^(]*\))/).at(-1)?.trim() ?? '');
    if (shadow) return { width: parseFloat(shadow[2]!), color: shadow[1]!, offset: 0 };
    return null;
  };
  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const place = element.closest('header, nav, main, footer, section, [id]');
    const where = place ? `${place.tagName.toLowerCase()}${place.id ? `#${place.id}` : ''}` : 'page';
    const href = element.getAttribute('href');
    return `${element.tagName.toLowerCase()}${href ? `[href="${href}"]` : ''} "${text}" in ${where}`;
  };

  const navbar = document.querySelector('[data-testid="navbar"]');
  const candidates = document.querySelectorAll(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex="0"]',
  );
  for (const element of candidates) {
    if (!(element instanceof HTMLElement) || !element.isConnected) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    element.focus({ focusVisible: true } as FocusOptions);
    if (document.activeElement !== element) continue;
    // Focusing a menu's top item opens it: let the navigation render before its links are reached.
    if (navbar?.contains(element)) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Whatever ran in that wait (a render, a closing menu) may have moved focus: the control is focused
      // again, once, so that the ring read below is the control's own. A control that cannot keep focus is
      // reported with where focus went.
      if (document.activeElement !== element) {
        element.focus({ focusVisible: true } as FocusOptions);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    } else element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) {
      failures.push({ element: describe(element), problem: 'takes focus while invisible' });
      continue;
    }
    let host: Element = element;
    let ring = element.matches(':focus-visible') ? ringOf(element) : null;
    for (let ancestor = element.parentElement, depth = 0; !ring && ancestor && depth < 6; ancestor = ancestor.parentElement, depth += 1) {
      if (ancestor.matches(':focus-within')) {
        ring = ringOf(ancestor);
        host = ancestor;
      }
    }
    if (!ring) {
      // What the browser said, so that a failure seen once on a loaded machine can be told from a missing style.
      const active = document.activeElement;
      const state = [
        active === element ? 'focused' : `focus on ${active && active !== document.body ? describe(active) : 'the page'}`,
        element.matches(':focus-visible') ? 'matches :focus-visible' : 'not :focus-visible',
        document.hasFocus() ? 'page has focus' : 'page without focus',
      ];
      failures.push({ element: describe(element), problem: `no focus indicator (${state.join(', ')})` });
      continue;
    }
    if (ring.width < limits.width) {
      failures.push({ element: describe(element), problem: `ring ${ring.width}px wide` });
      continue;
    }
    const hostBox = host.getBoundingClientRect();
    const distance = ring.offset + ring.width / 2;
    const middleX = hostBox.left + hostBox.width / 2;
    const middleY = hostBox.top + hostBox.height / 2;
    const points: [number, number][] = [
      [hostBox.left - distance, middleY],
      [hostBox.right + distance, middleY],
      [middleX, hostBox.top - distance],
      [middleX, hostBox.bottom + distance],
    ];
    const color = rgba(ring.color);
    const sides = points
      .map(([x, y]) => groundAt(x, y))
      .filter((ground) => ground !== null)
      .map((ground) => ({ ground, ratio: contrast(over(color, ground), ground) }))
      .sort((a, b) => a.ratio - b.ratio);
    // Most of the ring must stand out: one side may lie under an open menu or against a neighbour of the
    // ring's own colour (a current page number beside the focused one), never two.
    const allowed = sides.length >= 4 ? 1 : 0;
    const failing = sides.filter((side) => side.ratio < limits.contrast);
    if (failing.length > allowed) {
      const worst = failing[0]!;
      failures.push({
        element: describe(element),
        problem: `ring ${ring.color} on rgb(${worst.ground.map(Math.round).join(', ')}): ${worst.ratio.toFixed(2)}:1 on ${failing.length} of ${sides.length} sides`,
      });
    }
  }
  return failures;
}

async function load(page: Page, path: string) {
  const response = await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'domcontentloaded' });
  // Hydrated: the More buttons and the menus' own behaviour are in place.
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return response;
}

function edgeProblems(path: string, width: number, facts: LayoutFacts): string[] {
  const problems: string[] = [];
  const at = `${path} @${width}`;
  if (!facts.header) return [`${at}: no navigation logo or controls found`];
  if (!facts.footer) return [`${at}: no footer columns found`];
  if (facts.content.length === 0) problems.push(`${at}: no content column (.container) in <main>`);
  const { header } = facts;
  const compare = (what: string, edges: Partial<Edges>) => {
    for (const side of ['left', 'right'] as const) {
      const value = edges[side];
      if (value !== undefined && Math.abs(value - header[side]) > EDGE_TOLERANCE) {
        problems.push(`${at}: ${what} ${side} edge at ${value.toFixed(1)}, the navigation's at ${header[side].toFixed(1)}`);
      }
    }
  };
  compare('footer columns', facts.footer);
  for (const column of facts.content) compare(`content ${column.what}`, column);
  if (facts.heroTitleLeft !== null) compare('page header title', { left: facts.heroTitleLeft });
  return problems;
}

function cardProblems(path: string, width: number, facts: LayoutFacts): string[] {
  const spread = (values: number[]) => (values.length > 1 ? Math.max(...values) - Math.min(...values) : 0);
  const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
  return facts.cardRows.flatMap((row) => [
    ...(spread(row.heights) > HEIGHT_TOLERANCE ? [`${path} @${width}: ${row.grid} row at y=${row.top} has heights ${list(row.heights)}`] : []),
    ...(spread(row.buttonGaps) > HEIGHT_TOLERANCE
      ? [`${path} @${width}: ${row.grid} row at y=${row.top} has its buttons ${list(row.buttonGaps)} px above the cards' bottoms`]
      : []),
  ]);
}

/** What each width found, route by route, reported as one readable list per check. */
const found = new Map(DESIGN_WIDTHS.map((width) => [width, { edges: [] as string[], cards: [] as string[], focus: [] as string[], cardRows: 0 }]));

/** Two frames: whatever a resize set off (the navigation switching layout) has rendered. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** A bound on one step of the walk below: a step takes well under a second on a quiet machine. */
const STEP_GUARD_MS = 60_000;

/**
 * One step of the walk, bounded: a step that hangs fails naming itself (the page, the width and what it was
 * doing), where the walk's own guard would only say that it ran out.
 */
async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(work(), STEP_GUARD_MS);
  } catch (error) {
    // withTimeout's own rejection: the step hung.
    if (error instanceof Error && error.message === 'timeout') throw new Error(`${what}: not done within ${STEP_GUARD_MS / 1000} s`);
    throw error;
  }
}

describe('the design system on every page', () => {
  let context: BrowserContext;

  // Each page is loaded once, on a phone, then widened through the other widths as a window is: the checks of
  // one width run on one evaluation of the page, and the run stays short enough for every route.
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: DESIGN_WIDTHS[0], height: 800 } });
    // Films are not measured (the player has its size before it loads): not fetched.
    await context.route(/\.(?:mp4|webm)(?:\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    for (const path of ROUTES) {
      await page.setViewportSize({ width: DESIGN_WIDTHS[0], height: 800 });
      const response = await step(`${path}: loading`, () => load(page, path));
      const status = response?.status() ?? 0;
      if (status !== 200 && !(path === '/no-such-page' && status === 404)) found.get(DESIGN_WIDTHS[0])!.edges.push(`${path}: answered ${status}`);
      for (const width of DESIGN_WIDTHS) {
        const at = `${path} @${width}`;
        const results = found.get(width)!;
        if (width !== DESIGN_WIDTHS[0]) {
          await page.setViewportSize({ width, height: 800 });
          await step(`${at}: two frames after widening`, () => settle(page));
        }
        const facts = await step(`${at}: measuring the layout`, () => page.evaluate(measureLayout));
        results.edges.push(...edgeProblems(path, width, facts));
        results.cards.push(...cardProblems(path, width, facts));
        results.cardRows += facts.cardRows.length;
        if (FOCUS_WIDTHS.has(width)) {
          // One real key press first, so the browser treats the focus that follows as keyboard focus.
          await step(`${at}: pressing Tab`, () => page.keyboard.press('Tab'));
          const failures = await step(`${at}: checking the focus rings`, () =>
            page.evaluate(checkFocusRings, { width: MIN_RING_WIDTH, contrast: MIN_RING_CONTRAST }),
          );
          results.focus.push(...failures.map((failure) => `${at}: ${failure.element}: ${failure.problem}`));
          // Back to the page as it was loaded: nothing focused, at the top.
          await step(`${at}: back to the top`, async () => {
            await page.evaluate(() => {
              (document.activeElement as HTMLElement | null)?.blur();
              window.scrollTo({ top: 0, behavior: 'instant' });
            });
            await settle(page);
          });
        }
      }
    }
  }, 600_000);

  afterAll(async () => {
    await context?.close();
  });

  describe.each(DESIGN_WIDTHS)('at %ipx', (width) => {
    it("lines up the navigation's logo and last control, the content column and the footer's columns", () => {
      const { edges } = found.get(width)!;
      expect(edges, `\n${edges.join('\n')}`).toEqual([]);
    });

    it('gives the cards of one row the same height, their buttons level', () => {
      const { cards, cardRows } = found.get(width)!;
      // The grids are found: the home, news, team and association pages have card rows.
      expect(cardRows).toBeGreaterThan(10);
      expect(cards, `\n${cards.join('\n')}`).toEqual([]);
    });

    if (FOCUS_WIDTHS.has(width)) {
      it(`shows a focus ring of ${MIN_RING_WIDTH}px or more with ${MIN_RING_CONTRAST}:1 contrast on every control`, () => {
        const { focus } = found.get(width)!;
        expect(focus, `\n${focus.join('\n')}`).toEqual([]);
      });
    }
  });
});

describe('the past events heading', () => {
  const { pastHeading } = copyOf('newsPages').events;

  it.each(DESIGN_WIDTHS)('sits at the content column’s left edge at %ipx', async (width) => {
    const { page, close } = await openPage(browser, '/event?view=past', { width });
    const heading = page.getByRole('heading', { level: 2, name: pastHeading, exact: true });
    expect(await heading.isVisible()).toBe(true);
    const headingLeft = (await heading.boundingBox())!.x;
    const contentLeft = await heading.evaluate((element) => {
      const column = element.closest('.container')!;
      return column.getBoundingClientRect().left + parseFloat(getComputedStyle(column).paddingLeft);
    });
    expect(Math.abs(headingLeft - contentLeft)).toBeLessThanOrEqual(EDGE_TOLERANCE);
    await close();
  });
});
