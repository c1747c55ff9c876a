import pLimit, { type LimitFunction } from 'p-limit';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * A test's tab in a shared context goes on to the next test once the test closes it, unless the test did
 * something to it that cannot be undone. A new tab cost its browser 130–160 ms and about 0.4 CPU-s on the 2-core
 * machine (a window, a compositor, a frame tree built and torn down), and its first page hydrated 200–300 ms
 * later than a page loaded in a tab already open: over a browser file's few hundred tabs, a quarter of the
 * browser's work.
 *
 * Every page of the site is sent with `Cross-Origin-Opener-Policy: same-origin`, so Chromium gives a tab that
 * comes to one from a page not of the site (a new tab's blank page, `about:blank`) a browsing context group of
 * its own: a renderer process is started for the blank page and dropped again, and a page loaded after a hop
 * through `about:blank` ran none of the site's scripts from the compiled code Chromium keeps for them. Measured
 * on the 2-core machine: 16 loads of four pages, each after a hop through `about:blank`, cost 16.3 CPU-s, each
 * after a hop through a page of the site 11.2; a new tab and its first page 1.36 CPU-s, a tab opened by the
 * site's own page (`window.open`) 1.08. So a tab never leaves the site between tests: a new one is opened by
 * the tab its context keeps on the site (`opener`), and a hop goes through the site's `/robots.txt`.
 *
 * What a test leaves on a tab, and what happens to it:
 * - its listeners are removed; the tab's own (Playwright's close and crash) stay;
 * - its viewport and emulated media are set again by the next test (`openTab`);
 * - the page it was on is left by the next test's first navigation. A navigation to the same address, or to
 *   it with another fragment, goes through that server's `/robots.txt` first, so it loads the page anew and
 *   never only scrolls;
 * - init scripts, exposed functions, routes, extra headers, changed timeouts and the clock cannot be taken
 *   back: a tab that had any of them is closed, as before.
 */

/** Page methods whose effect outlives the test that called them. */
const LASTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;

/** Each shared context's tabs waiting for a test. */
const waiting = new WeakMap<BrowserContext, Page[]>();
/** Tabs a test did something lasting to. */
const spoiled = new WeakSet<Page>();
/** Tabs handed on to a test that has not navigated them yet. */
const handedOn = new WeakSet<Page>();
/** Each tab's own listeners, kept when a test's are removed. */
const ownListeners = new WeakMap<Page, Map<string | symbol, unknown[]>>();

type Emitter = { eventNames(): (string | symbol)[]; rawListeners(type: string | symbol): unknown[]; removeListener(type: string | symbol, listener: unknown): void };

function listenersOf(page: Page): Map<string | symbol, unknown[]> {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((type) => [type, [...emitter.rawListeners(type)]]));
}

function waitingTabs(context: BrowserContext): Page[] {
  let tabs = waiting.get(context);
  if (!tabs) waiting.set(context, (tabs = []));
  return tabs;
}

const withoutFragment = (address: string) => address.replace(/#.*$/, '');

/**
 * A page of the site that is no test's page, for a tab to stand on between tests: the tab each shared context
 * keeps open, and the hop before a page is loaded again at the same address.
 */
export const standingPage = (site: string | URL): string => new URL('/robots.txt', site).toString();

/**
 * Watches a new tab: it is marked spoiled when a test calls any of the methods whose effect lasts, or reaches
 * for its clock, and its first navigation after being handed on goes through the server's `/robots.txt` when
 * it would otherwise stay in the same document.
 */
function watch(page: Page): void {
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of LASTING) {
    const original = methods[name]!.bind(page);
    methods[name] = (...args: unknown[]) => {
      spoiled.add(page);
      return original(...args);
    };
  }
  const clock = page.clock;
  // Not enumerable (Playwright's own field is): an equality check that walks the page's keys, such as
  // `expect(page).not.toBe(other)`, would otherwise reach for the clock and spoil the tab.
  Object.defineProperty(page, 'clock', {
    configurable: true,
    enumerable: false,
    get: () => {
      spoiled.add(page);
      return clock;
    },
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    if (handedOn.delete(page) && page.url() !== 'about:blank') {
      const target = URL.canParse(url, page.url()) ? new URL(url, page.url()).toString() : url;
      if (withoutFragment(target) === withoutFragment(page.url())) await goto(standingPage(target));
    }
    return goto(url, options);
  };
  ownListeners.set(page, listenersOf(page));
}

/** Each opener's tab openings, one at a time, so each waits for its own tab (a popup event names no caller). */
const openings = new WeakMap<Page, LimitFunction>();

/**
 * A new tab of `context`: opened by `opener`, the tab the context keeps on the site, so it starts in the
 * site's browsing context group (a blank page of the site's origin); by the context itself when there is none.
 */
async function newTab(context: BrowserContext, opener: Page | undefined): Promise<Page> {
  if (!opener || opener.isClosed()) return context.newPage();
  let limit = openings.get(opener);
  if (!limit) openings.set(opener, (limit = pLimit(1)));
  return limit(async () => (await Promise.all([opener.waitForEvent('popup'), opener.evaluate(() => void window.open(''))]))[0]);
}

/** A tab of `context` for a test: one a test handed back, or a new one opened by `opener` (newTab). */
export async function takeTab(context: BrowserContext, opener?: Page): Promise<Page> {
  const tabs = waitingTabs(context);
  for (let page = tabs.pop(); page; page = tabs.pop()) {
    if (page.isClosed()) continue;
    handedOn.add(page);
    return page;
  }
  const page = await newTab(context, opener);
  watch(page);
  return page;
}

/**
 * Takes a test's tab back, once (`openTab`'s `close`): it waits for the next test, or is closed when the test
 * did something lasting to it.
 */
export async function handBack(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const own = ownListeners.get(page);
  if (!own || spoiled.has(page)) {
    await page.close();
    return;
  }
  const emitter = page as unknown as Emitter;
  for (const [type, listeners] of listenersOf(page)) {
    for (const listener of listeners) if (!own.get(type)?.includes(listener)) emitter.removeListener(type, listener);
  }
  // The pointer leaves the page, so that nothing is hovered on the next one.
  await page.mouse.move(-1, -1).catch(() => undefined);
  waitingTabs(page.context()).push(page);
}
