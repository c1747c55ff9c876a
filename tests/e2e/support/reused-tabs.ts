import type { BrowserContext, Page } from 'playwright-core';

/**
 * A test's tab in a shared context goes on to the next test once the test closes it, unless the test did
 * something to it that cannot be undone. A new tab cost its browser 130–160 ms and about 0.4 CPU-s on the 2-core
 * machine (a window, a compositor, a frame tree built and torn down), and its first page hydrated 200–300 ms
 * later than a page loaded in a tab already open: over a browser file's few hundred tabs, a quarter of the
 * browser's work.
 *
 * What a test leaves on a tab, and what happens to it:
 * - its listeners are removed; the tab's own (Playwright's close and crash) stay;
 * - its viewport and emulated media are set again by the next test (`openTab`);
 * - the page it was on is left by the next test's first navigation. A navigation to the same address, or to
 *   it with another fragment, goes through a blank page first, so it loads the page anew and never only scrolls;
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
/** Each tab's own listeners, kept when a test's are removed. */
const ownListeners = new WeakMap<Page, Map<string | symbol, unknown[]>>();

type Emitter = { eventNames(): (string | symbol)[]; rawListeners(type: string | symbol): unknown[]; removeListener(type: string | symbol, listener: unknown): void };

function listenersOf(page: Page): Map<string | symbol, unknown[]> {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((type) => [type, [...emitter.rawListeners(type)]]));
}

/** Marks `page` spoiled when a test calls any of the methods whose effect lasts, or reaches for its clock. */
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
  Object.defineProperty(page, 'clock', {
    configurable: true,
    get: () => {
      spoiled.add(page);
      return clock;
    },
  });
  ownListeners.set(page, listenersOf(page));
}

/** The first navigation of a tab handed on: through a blank page when it would otherwise stay in the same document. */
function loadAnewOnFirstGoto(page: Page): void {
  const goto = page.goto.bind(page);
  const withoutFragment = (address: string) => address.replace(/#.*$/, '');
  page.goto = async (url, options) => {
    page.goto = goto;
    const target = URL.canParse(url, page.url()) ? new URL(url, page.url()).toString() : url;
    if (page.url() !== 'about:blank' && withoutFragment(target) === withoutFragment(page.url())) await goto('about:blank');
    return goto(url, options);
  };
}

/** A tab of `context` for a test: one a test handed back, or a new one. */
export async function takeTab(context: BrowserContext): Promise<Page> {
  const tabs = waiting.get(context) ?? [];
  for (let page = tabs.pop(); page; page = tabs.pop()) {
    if (page.isClosed()) continue;
    loadAnewOnFirstGoto(page);
    return page;
  }
  const page = await context.newPage();
  watch(page);
  return page;
}

/** Takes a test's tab back: it waits for the next test, or is closed when the test did something lasting to it. */
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
  const context = page.context();
  const tabs = waiting.get(context) ?? [];
  if (!tabs.includes(page)) tabs.push(page);
  waiting.set(context, tabs);
}
