import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import { handBack, standingPage, takeTab } from './reused-tabs';
import { scrollSettled } from './settled';

export const baseURL = inject('baseURL');
export const siteURL = inject('siteURL');

/** The three widths every page is checked at. */
export const WIDTHS = [375, 900, 1280] as const;
export const DESKTOP_MIN_WIDTH = 992;

/** Chromium as every browser file gets it. */
function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS, '--process-per-site'] });
}

/** A bound on a hang, not a measure: hydration takes under a second on a quiet machine. */
export const HYDRATION_GUARD_MS = 30_000;

/**
 * Waits for hydration to finish: the document carries the hydration mark (the stylesheets' cue to hide the
 * no-script forms) and the navigation marks itself enhanced from its first effect, so its widgets are live.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated] [data-testid="navbar"][data-enhanced="true"]', { timeout: HYDRATION_GUARD_MS });
}

export interface OpenedPage {
  page: Page;
  response: Response | null;
  /** Console errors and uncaught exceptions seen while the page was open. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
  /** Closes the tab. */
  close: () => Promise<void>;
}

export interface OpenOptions {
  width: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Called on the new tab before it loads the page (an init script, a route, a clock). */
  beforeLoad?: (page: Page) => Promise<void>;
}

/**
 * A browser's shared contexts, one with JavaScript and one without, each holding a tab open on the site.
 *
 * A test's tab is a returning visitor's: the HTTP cache is warm and the cookies are cleared, and the tab comes
 * with its viewport and emulated media set, none of an earlier test's listeners, routes or scripts, and a page
 * loaded anew (reused-tabs.ts), so no state of one test reaches the next. It is what keeps the suite quick: a
 * page in a context of its own cost 1.2–1.4 CPU-s on a 2-core machine (a cold cache, a renderer started for
 * it), a tab in the shared context 0.5, beside the tab kept open, whose renderer the tab shares (borrowBrowser). A test of what a first visit downloads or paints
 * before its files arrive opens a context of its own (page-weight, site-font).
 */
const sharedContexts = new WeakMap<Browser, Map<boolean, Promise<BrowserContext>>>();
/** The tab each shared context keeps open on the site, which opens the context's new tabs (reused-tabs.ts). */
const keepers = new WeakMap<BrowserContext, Page>();

function sharedContext(browser: Browser, javaScript: boolean): Promise<BrowserContext> {
  let contexts = sharedContexts.get(browser);
  if (!contexts) sharedContexts.set(browser, (contexts = new Map()));
  let context = contexts.get(javaScript);
  if (!context) {
    context = (async () => {
      const created = await browser.newContext({ javaScriptEnabled: javaScript });
      const keeper = await created.newPage();
      keepers.set(created, keeper);
      await keeper.goto(standingPage(baseURL));
      return created;
    })();
    contexts.set(javaScript, context);
  }
  return context;
}

/**
 * The worker's one Chromium, which its files take in turn (`vitest.config.ts` runs a worker's files one after
 * another, `isolate: false`): a launch cost about 2.5 CPU-s on the 2-core machine, and 34 files each made one.
 * It goes when the worker's process ends. `--process-per-site`: a file's tabs on the site share one renderer process in
 * their context (openPage), where by default each new tab starts a renderer of its own; a page then costs
 * 0.48–0.56 CPU-s instead of 0.62–0.68 on the 2-core machine. Pages in a context of their own still get
 * their own process. A browser that crashed or was closed is launched anew for the next file.
 */
let workerBrowser: Promise<Browser> | undefined;

/** The worker's browser, for a file's beforeAll; the file hands it back with `returnBrowser` in its afterAll. */
export async function borrowBrowser(): Promise<Browser> {
  const current = workerBrowser && (await workerBrowser.catch(() => undefined));
  if (current?.isConnected()) return current;
  workerBrowser = launch();
  return workerBrowser;
}

/**
 * Hands the worker's browser back as the file found it: every context the file made is closed, and so is
 * every tab it left open in the shared contexts (beside the tab each keeps), so nothing of one file (a page
 * still animating, a route, a listener) runs on into the next.
 */
export async function returnBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  const shared = new Set(await Promise.all([...(sharedContexts.get(browser)?.values() ?? [])]));
  await Promise.all(
    browser.contexts().map((context) =>
      shared.has(context) ? Promise.all(context.pages().filter((page) => page !== keepers.get(context)).map((page) => page.close())) : context.close(),
    ),
  );
}

/**
 * A tab in the shared context, at the width and motion preference asked for, not yet navigated by this test: a new
 * one, or one an earlier test of the file closed, handed on (reused-tabs.ts).
 */
export async function openTab(browser: Browser, options: OpenOptions): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await sharedContext(browser, options.javaScript ?? true);
  await context.clearCookies();
  const page = await takeTab(context, keepers.get(context));
  await page.setViewportSize({ width: options.width, height: options.height ?? 800 });
  await page.emulateMedia({ media: null, colorScheme: null, forcedColors: null, contrast: null, reducedMotion: options.reducedMotion ?? 'no-preference' });
  let closed = false;
  return {
    page,
    close: async () => {
      if (closed) return;
      closed = true;
      await handBack(page);
    },
  };
}

/** Loads `path` in `page` with the errors and requests it makes recorded, hydrated when it has JavaScript. */
async function loadRecorded(page: Page, path: string, options: OpenOptions, close: () => Promise<void>): Promise<OpenedPage> {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await options.beforeLoad?.(page);
  const response = await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
  // Hydration done: interactive widgets are live.
  if (options.javaScript ?? true) await waitForHydration(page);
  return { page, response, errors, requests, close };
}

/** A tab on `path`, loaded and (with JavaScript) hydrated, with the errors and requests it makes recorded. */
export async function openPage(browser: Browser, path: string, options: OpenOptions): Promise<OpenedPage> {
  const { page, close } = await openTab(browser, options);
  return loadRecorded(page, path, options, close);
}

/**
 * A first visit: `path` in a context of its own, so nothing is cached and no earlier test's files are warm
 * (a shift a late stylesheet, font or image causes is seen), loaded and, with JavaScript, hydrated. Costs
 * about twice a shared tab's CPU: for tests of what a first visit downloads or how it paints.
 */
export async function openFirstVisit(browser: Browser, path: string, options: OpenOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.width, height: options.height ?? 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  return loadRecorded(page, path, options, () => context.close());
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page (WCAG 2.0/2.1/2.2 A and AA) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = ''): Promise<void> {
  // Colours are judged as the visitor ends up seeing them: a scroll a click just started (a thank-you brought
  // into view, which turns the navbar solid) is let come to rest, then a transition it or the click started (a
  // timeline card becoming current, a button's hover) is let finish, or axe would measure a colour halfway.
  await scrollSettled(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  }, AXE_TAGS);
  const report = (label ? `${label}: ` : '') + violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`)
    .join('\n');
  expect(violations, report).toHaveLength(0);
}

/** The font faces the browser drew an element's text with (asked of it over CDP, not guessed from CSS). */
export async function facesDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}
