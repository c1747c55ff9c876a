import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES, UNSEEN_BROWSER_UI_FEATURES } from '../../scripts/lib/chromium.mjs';
import { baseURL, borrowBrowser, openPage, openTab, returnBrowser } from './support/browser';

/**
 * What the suites' launch of Chromium (scripts/lib/chromium.mjs) assumes of Playwright and Chromium, checked
 * against the installed two: an upgrade that breaks an assumption fails here, naming it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/** The command line the browser was started with, as Chromium itself shows it (chrome://version). */
async function commandLine(): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    return (await page.locator('#command_line').textContent())!.split(' ');
  } finally {
    await page.close();
  }
}

/**
 * The renderer processes at work while `act` runs, read from a browser-wide trace (each process that records
 * anything names itself in it): a renderer started for a blank page and dropped a moment later is in it too.
 */
async function renderersDuring(act: () => Promise<unknown>): Promise<number[]> {
  await browser.startTracing(undefined, { categories: ['devtools.timeline', '__metadata'] });
  let trace: Buffer;
  try {
    await act();
  } finally {
    trace = await browser.stopTracing();
  }
  type Event = { name: string; pid: number; args?: { name?: string } };
  const named = (JSON.parse(trace.toString()) as { traceEvents: Event[] }).traceEvents.filter((event) => event.name === 'process_name');
  return [...new Set(named.filter((event) => /renderer/i.test(event.args?.name ?? '')).map((event) => event.pid))].sort();
}

const featuresOf = (argument: string) => argument.slice('--disable-features='.length).split(',');

describe('the browser the suites launch', () => {
  it("keeps off every feature Playwright turns off: Chromium reads only the last --disable-features, ours", async () => {
    const lists = (await commandLine()).filter((argument) => argument.startsWith('--disable-features='));
    expect(lists.length, "Playwright's list and ours").toBe(2);
    const playwrights = featuresOf(lists[0]!);
    const ours = featuresOf(lists.at(-1)!);
    expect(playwrights, 'Playwright still turns off PaintHolding (its first list is its own)').toContain('PaintHolding');
    const lost = playwrights.filter((feature) => !ours.includes(feature));
    expect(lost, `features Playwright turns off that PLAYWRIGHT_DISABLED_FEATURES lacks: ${lost.join(', ')}`).toEqual([]);
    expect(ours).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI_FEATURES]));
  });

  it("builds no address-bar popup for a tab: the browser's only targets are the pages the tests open", async () => {
    const { close } = await openPage(browser, '/contact', { width: 1280 });
    const cdp = await browser.newBrowserCDPSession();
    try {
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
      expect(targetInfos.filter((target) => target.type === 'page').map((target) => new URL(target.url).pathname)).toContain('/contact');
      expect(targetInfos.some((target) => target.url.startsWith(baseURL))).toBe(true);
    } finally {
      await cdp.detach();
      await close();
    }
  });

  it('hands a closed tab on to the next test without its listeners or page, and closes one given a route', async () => {
    const first = await openPage(browser, '/contact', { width: 1280 });
    const heard: string[] = [];
    first.page.on('console', (message) => heard.push(message.text()));
    await first.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'the earlier test'));
    await first.close();

    // The same address, in the tab handed on: loaded anew, at the new width, deaf to the earlier listener.
    const second = await openPage(browser, '/contact', { width: 375 });
    expect(second.page, 'the tab handed on').toBe(first.page);
    expect(await second.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    expect(second.page.viewportSize()).toEqual({ width: 375, height: 800 });
    await second.page.evaluate(() => console.log('said in the next test'));
    expect(heard).not.toContain('said in the next test');

    // A route cannot be taken back: that tab is closed, and the next test gets another.
    await second.page.route('**/never-asked-for', (route) => route.abort());
    await second.close();
    expect(second.page.isClosed()).toBe(true);
    const third = await openTab(browser, { width: 900 });
    expect(third.page).not.toBe(second.page);
    await third.close();
  });

  it("starts no renderer process for a new tab or for a hop to the same address: both stay in the site's", async () => {
    // A tab's blank page is not of the site, whose pages send Cross-Origin-Opener-Policy: a tab that starts on
    // one, or passes through one, has a renderer process started for it (reused-tabs.ts).
    const first = await openPage(browser, '/contact', { width: 1280 });
    const site = await renderersDuring(() => first.page.goto(new URL('/about-us', baseURL).toString()));
    expect(site.length, "the site's renderer process").toBeGreaterThan(0);

    let fresh: Awaited<ReturnType<typeof openTab>> | undefined;
    const forNewTab = await renderersDuring(async () => {
      fresh = await openTab(browser, { width: 1280 });
      await fresh.page.goto(new URL('/our-team', baseURL).toString());
    });
    expect(fresh!.page, 'a new tab, the first one still open').not.toBe(first.page);
    expect(forNewTab, "a new tab's first page of the site").toEqual(site);
    await fresh!.close();

    const handedOn = await openTab(browser, { width: 375 });
    expect(handedOn.page, 'the tab handed on').toBe(fresh!.page);
    const forSameAddress = await renderersDuring(() => handedOn.page.goto(new URL('/our-team', baseURL).toString()));
    expect(forSameAddress, 'the same address, loaded again').toEqual(site);
    await handedOn.close();
    await first.close();
  });

  it('is handed back to the next file as the last found it: one browser, its own contexts and tabs closed', async () => {
    expect(await borrowBrowser(), 'the worker keeps one browser').toBe(browser);
    const own = await browser.newContext();
    await own.newPage();
    const { page: left } = await openTab(browser, { width: 375 });
    await left.goto(new URL('/robots.txt', baseURL).toString());
    const before = browser.contexts().length;
    await returnBrowser(browser);
    expect(browser.isConnected()).toBe(true);
    expect(browser.contexts()).not.toContain(own);
    expect(browser.contexts()).toHaveLength(before - 1);
    expect(left.isClosed(), 'a tab the file left open in a shared context').toBe(true);
    // What stays is a tab on the site in each shared context, for the next file's tabs to share its renderer.
    const kept = browser.contexts().flatMap((context) => context.pages().map((page) => new URL(page.url()).pathname));
    expect(kept.length).toBeGreaterThan(0);
    expect(new Set(kept)).toEqual(new Set(['/robots.txt']));
  });
});
