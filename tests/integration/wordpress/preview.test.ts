import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { CHROMIUM_PATH, ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import { startServer } from '../../../scripts/lib/server.mjs';
import { type Proxy, type Site, countingProxy, manifest, SECRET, siteEnv } from './support';

/**
 * Editors' previews against the real WordPress: the plugin's signed one-time link opens a draft (or a
 * published post's unsaved autosave) in that browser only, with the preview bar; no other visitor, no
 * cache and no copied cookie ever shows it; bad links get their status and no draft.
 */

let proxy: Proxy;
let site: Site;
let unconfigured: Site;
let browser: Browser;

const { preview } = manifest;

beforeAll(async () => {
  ensureChromium();
  ensureBuild();
  proxy = await countingProxy();
  [site, unconfigured] = await Promise.all([
    startServer({ env: { ...siteEnv(proxy), WORDPRESS_PREVIEW_USER: preview.user, WORDPRESS_PREVIEW_PASSWORD: preview.password } }),
    startServer({ env: siteEnv(proxy) }),
  ]);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), unconfigured?.stop()]);
  await proxy?.close();
});

/** A link as the plugin makes it: HMAC-SHA256 with the shared secret, base64url without padding. */
function link(id: number, type = 'post', { expires = Math.floor(Date.now() / 1000) + 600, secret = SECRET } = {}): string {
  const payload = `v1.${id}.${type}.${expires}.${randomBytes(8).toString('hex')}`;
  return `/api/preview?token=${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

const get = (path: string, init: RequestInit = {}, base = site.url) => fetch(new URL(path, base), { redirect: 'manual', ...init });

async function newContext(width = 1280): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 800 } });
}

const heading = (page: Page) => page.locator('h1').first().innerText();

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** The published article as an anonymous visitor gets it: served from the page cache once warm. */
async function anonymousPublished() {
  const response = await get(`/newsroom/posts/${preview.published}`);
  return { status: response.status, cache: response.headers.get('x-cache'), etag: response.headers.get('etag'), html: await response.text() };
}

describe('previews of drafts', () => {
  it('a link opens the draft in that browser, with the bar, privately and unindexed; nobody else sees it', async () => {
    // The published article, warmed into the page cache before anyone previews anything.
    await anonymousPublished();
    const before = await anonymousPublished();
    expect(before.cache).toBe('HIT');
    expect(before.html).not.toContain(preview.autosaveTitle);

    const context = await newContext();
    const page = await context.newPage();
    const token = link(preview.draft);
    const response = await page.goto(new URL(token, site.url).toString());
    expect(new URL(page.url()).pathname).toBe(`/newsroom/posts/${preview.draft}`);
    expect(response?.status()).toBe(200);
    expect(await heading(page)).toBe(preview.draftTitle);
    const bar = page.getByTestId('preview-bar');
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.innerText()).toContain('Preview — not published');
    expect(await page.getByRole('button', { name: 'Exit preview' }).isVisible()).toBe(true);
    const headers = response?.headers() ?? {};
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['x-cache']).toBe('BYPASS');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await axeViolations(page)).toEqual([]);

    const cookies = await context.cookies(site.url);
    const scope = cookies.find((cookie) => cookie.name === 'site_preview_scope');
    expect(cookies.some((cookie) => cookie.name === '__prerender_bypass')).toBe(true);
    expect(scope).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(scope!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);

    if (process.env.PREVIEW_SCREENSHOTS) {
      mkdirSync(process.env.PREVIEW_SCREENSHOTS, { recursive: true });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: join(process.env.PREVIEW_SCREENSHOTS, `preview-${width}.png`) });
        expect(await bar.isVisible(), `bar at ${width}px`).toBe(true);
        expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Another browser: the article does not exist.
    const stranger = await newContext();
    const strangerPage = await stranger.newPage();
    const strangerResponse = await strangerPage.goto(new URL(`/newsroom/posts/${preview.draft}`, site.url).toString());
    expect(strangerResponse?.status()).toBe(404);
    expect(await strangerPage.content()).not.toContain(preview.draftTitle);

    // The same link a second time, in that other browser: refused, no draft, no draft mode.
    const replay = await strangerPage.goto(new URL(token, site.url).toString());
    expect(replay?.status()).toBe(409);
    expect(new URL(strangerPage.url()).pathname).toBe('/api/preview');
    expect(await strangerPage.content()).not.toContain(preview.draftTitle);
    expect((await stranger.cookies(site.url)).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');

    // A copied draft-mode cookie alone shows nothing either: the scope is what grants the draft.
    const draftCookie = cookies.find((cookie) => cookie.name === '__prerender_bypass')!;
    await stranger.addCookies([draftCookie]);
    const copied = await strangerPage.goto(new URL(`/newsroom/posts/${preview.draft}`, site.url).toString());
    expect(copied?.status()).toBe(404);
    expect(await strangerPage.content()).not.toContain(preview.draftTitle);
    await stranger.close();

    // Plain requests without the cookies: 404, nothing of the draft, and nothing cached by the preview.
    const anonymous = await get(`/newsroom/posts/${preview.draft}`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain(preview.draftTitle);

    // Leaving the preview of a draft, which has no published page, goes to the newsroom.
    await Promise.all([page.waitForURL('**/newsroom'), page.getByRole('button', { name: 'Exit preview' }).click()]);
    expect((await context.cookies(site.url)).map((cookie) => cookie.name)).not.toContain('site_preview_scope');
    await context.close();
  }, 200_000); // A guard against a hang at five times what it takes in a full run (up to 33 s).

  it('a published post previews its newer autosave; the published page and its cache are untouched', async () => {
    await anonymousPublished();
    const before = await anonymousPublished();
    expect(before.cache).toBe('HIT');

    const context = await newContext(375);
    const page = await context.newPage();
    // In draft mode but not given this article: the published page, never stored for others.
    await page.goto(new URL(link(preview.draft), site.url).toString());
    const unscoped = await page.goto(new URL(`/newsroom/posts/${preview.published}`, site.url).toString());
    expect(await heading(page)).toBe(preview.publishedTitle);
    expect(unscoped?.headers()['x-cache']).toBe('BYPASS');
    expect(await page.getByTestId('preview-bar').count()).toBe(0);

    const response = await page.goto(new URL(link(preview.published), site.url).toString());
    expect(new URL(page.url()).pathname).toBe(`/newsroom/posts/${preview.published}`);
    expect(response?.status()).toBe(200);
    expect(await heading(page)).toBe(preview.autosaveTitle);
    expect(await page.getByTestId('preview-bar').isVisible()).toBe(true);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    // Both articles stay in this browser's scope.
    await page.goto(new URL(`/newsroom/posts/${preview.draft}`, site.url).toString());
    expect(await heading(page)).toBe(preview.draftTitle);

    const after = await anonymousPublished();
    expect(after.cache).toBe('HIT');
    expect(after.etag).toBe(before.etag);
    expect(after.html).not.toContain(preview.autosaveTitle);

    // Exit preview: back on the published page, as everyone sees it, cookies gone.
    await page.goto(new URL(`/newsroom/posts/${preview.published}`, site.url).toString());
    await Promise.all([page.waitForURL(`**/newsroom/posts/${preview.published}`), page.getByRole('button', { name: 'Exit preview' }).click()]);
    await page.waitForLoadState('load');
    expect(await heading(page)).toBe(preview.publishedTitle);
    expect(await page.getByTestId('preview-bar').count()).toBe(0);
    const names = (await context.cookies(site.url)).map((cookie) => cookie.name);
    expect(names).not.toContain('__prerender_bypass');
    expect(names).not.toContain('site_preview_scope');
    const draft = await page.goto(new URL(`/newsroom/posts/${preview.draft}`, site.url).toString());
    expect(draft?.status()).toBe(404);
    await context.close();
  });

  it('refuses altered, foreign, expired, overlong and malformed links with their status and no draft', async () => {
    const good = link(preview.draft);
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string, number][] = [
      ['altered signature', good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA'), 403],
      ['another post than signed', good.replace(`v1.${preview.draft}.`, `v1.${preview.published}.`), 403],
      ['another secret', link(preview.draft, 'post', { secret: 'not-the-shared-secret-at-all' }), 403],
      ['expired', link(preview.draft, 'post', { expires: now - 5 }), 410],
      ['a week ahead', link(preview.draft, 'post', { expires: now + 7 * 86_400 }), 403],
      ['malformed', '/api/preview?token=v1.12.post.abc', 400],
      ['no token', '/api/preview', 400],
    ];
    for (const [label, path, status] of cases) {
      const response = await get(path);
      expect(response.status, label).toBe(status);
      expect(response.headers.get('set-cookie'), label).toBeNull();
      expect(response.headers.get('cache-control'), label).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), label).toContain('noindex');
      const html = await response.text();
      expect(html, label).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html, label).not.toContain(preview.draftTitle);
    }
    // The good link was never spent by those attempts.
    const response = await get(good);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/newsroom/posts/${preview.draft}`);
  });

  it('a site without the preview user answers 404 "Previews are not set up"', async () => {
    const response = await get(link(preview.draft), {}, unconfigured.url);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Previews are not set up');
    expect(html).not.toContain(preview.draftTitle);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
