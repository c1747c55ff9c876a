import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@/config/routes';
import { baseURL, borrowBrowser, returnBrowser, openTab, waitForHydration } from './support/browser';

/**
 * Every page runs its scripts under a policy that lists their hashes (no nonce, no 'unsafe-inline'):
 * nothing is blocked, the page's JavaScript works, and a script that was not in the page when its
 * hashes were computed does not run.
 */

let browser: Browser;
let articlePaths: string[] = [];
beforeAll(async () => {
  browser = await borrowBrowser();
  const xml = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
  const articles = [...xml.matchAll(/<loc>[^<]*(\/newsroom\/(?:posts|media|event)\/\d+)<\/loc>/g)].map((match) => match[1] ?? '');
  // One article of each kind.
  articlePaths = ['posts', 'media', 'event'].map((kind) => articles.find((path) => path.includes(`/${kind}/`))).filter((path): path is string => Boolean(path));
});
afterAll(async () => {
  await returnBrowser(browser);
});

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** The navbar is on every page: its search button (wide) or menu button (narrow) must react. */
async function widgetReacts(page: Page, width: number) {
  const button = page.getByRole('button', { name: width >= 992 ? 'Search the site' : 'Open menu' });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await button.click();
  await expect.poll(() => page.locator('[aria-expanded="true"]').count()).toBeGreaterThan(0);
}

const paths = () => [...allRoutes.map((route) => route.path), '/search?term=core', '/newsroom?year=2024', '/no-such-page', ...articlePaths];

describe.each([375, 1280])('the script policy at %ipx', (width) => {
  it('blocks nothing on any page, and every page hydrates and reacts', async () => {
    expect(articlePaths).toHaveLength(3);
    for (const path of paths()) {
      const { page, close } = await openTab(browser, { width });
      await recordViolations(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scripts, path).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      await waitForHydration(page);
      await widgetReacts(page, width);
      expect(await violations(page), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await close();
    }
  }, 420_000); // A guard against a hang at five times what it takes in a full run (up to 82 s: every page loaded and tried).
});

describe('a script added after the hashes were computed', () => {
  it('is refused by the browser, while the page’s own scripts still run', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await recordViolations(page);
    // The page as the server sent it, headers and all, with one extra inline script in the body.
    await page.route(new URL('/technology', baseURL).toString(), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true;</script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(new URL('/technology', baseURL).toString(), { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await violations(page)).toEqual(['script-src-elem inline']);
    await widgetReacts(page, 1280);
    await context.close();
  });
});
