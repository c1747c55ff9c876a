import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRequest, requestBytes, sendRaw } from '../../scripts/lib/request-fuzz.mjs';
import { startServer } from '../../scripts/lib/server.mjs';
import { unkeyedVary } from '../../server/cache/policy.mjs';
import * as contract from '../../server/next-contract.mjs';
import { allRoutes } from '@/config/routes';
import { baseURL, borrowBrowser, returnBrowser, waitForHydration } from './support/browser';

/**
 * The contract with Next.js (server/next-contract.mjs), checked against the installed framework and the real
 * build: every name the server and the client take from Next.js's own output, the build's manifests, the
 * headers its answers vary on, the scripts and stylesheets it writes, the nonce it reads, and what each kind
 * of client navigation leaves in the page. A release that changes one fails here, with the item's name
 * (docs/upgrading-next.md).
 */

const ROOT = new URL('../..', import.meta.url).pathname;
const require = createRequire(join(ROOT, 'package.json'));
const item = (name: string, what: string) => `contract item ${name}: ${what}`;

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, baseURL), { redirect: 'manual', headers });

/** Every page of the site, an article, a search and a not-found address. */
async function everyPage(): Promise<string[]> {
  const sitemap = await (await get('/sitemap.xml')).text();
  const article = sitemap.match(/<loc>[^<]*(\/newsroom\/posts\/\d+)<\/loc>/)?.[1];
  expect(article, 'an article in the sitemap').toBeTruthy();
  return [...new Set([...allRoutes.map((route) => route.path), article!, '/search?term=core', '/no-such-page'])];
}

/** The router's request for a page's data, with the `_rsc` hash Next.js checks (asked of Next.js itself). */
async function navigationData(path: string): Promise<Response> {
  const headers = { [contract.RSC_HEADER]: '1', [contract.ROUTER_STATE_TREE_HEADER]: encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null])) };
  const first = await get(path, headers);
  await first.arrayBuffer();
  expect(first.status, item('RSC_QUERY_PARAM', `Next.js no longer redirects a navigation without its ${contract.RSC_QUERY_PARAM} hash`)).toBe(307);
  const location = first.headers.get('location') ?? '';
  expect(new URL(location, baseURL).searchParams.get(contract.RSC_QUERY_PARAM), item('RSC_QUERY_PARAM', `the redirect carries no ${contract.RSC_QUERY_PARAM}: ${location}`)).toBeTruthy();
  return get(location, headers);
}

describe('the names taken from Next.js', () => {
  const headers = require('next/dist/client/components/app-router-headers.js');
  const constants = require('next/dist/shared/lib/constants.js');
  const apiUtils = require('next/dist/server/api-utils/index.js');

  it('are the installed Next.js’s own', () => {
    const pairs: Array<[string, string, string]> = [
      ['RSC_HEADER', contract.RSC_HEADER, headers.RSC_HEADER],
      ['ROUTER_STATE_TREE_HEADER', contract.ROUTER_STATE_TREE_HEADER, headers.NEXT_ROUTER_STATE_TREE_HEADER],
      ['NEXT_URL_HEADER', contract.NEXT_URL_HEADER, headers.NEXT_URL],
      ['SEGMENT_PREFETCH_HEADER', contract.SEGMENT_PREFETCH_HEADER, headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER],
      ['PREFETCH_HEADER', contract.PREFETCH_HEADER, headers.NEXT_ROUTER_PREFETCH_HEADER],
      ['ACTION_HEADER', contract.ACTION_HEADER, headers.ACTION_HEADER],
      ['RSC_QUERY_PARAM', contract.RSC_QUERY_PARAM, headers.NEXT_RSC_UNION_QUERY],
      ['DRAFT_MODE_COOKIE', contract.DRAFT_MODE_COOKIE, apiUtils.COOKIE_NAME_PRERENDER_BYPASS],
      ['BUILD_ID_FILE', contract.BUILD_ID_FILE, constants.BUILD_ID_FILE],
      ['PRERENDER_MANIFEST_FILE', contract.PRERENDER_MANIFEST_FILE, constants.PRERENDER_MANIFEST],
      ['ROUTES_MANIFEST_FILE', contract.ROUTES_MANIFEST_FILE, constants.ROUTES_MANIFEST],
    ];
    for (const [name, ours, theirs] of pairs) expect(ours, item(name, `Next.js now calls it "${theirs}"`)).toBe(theirs);
  });

  it('cover every header of a navigation’s request: each in the cache key or never stored', () => {
    // next-hmr-refresh is the development server's alone.
    const known = new Set<string>([...contract.VARIANT_HEADERS, ...contract.UNSTORED_REQUEST_HEADERS, headers.NEXT_HMR_REFRESH_HEADER]);
    for (const name of headers.FLIGHT_HEADERS as string[]) expect(known.has(name), item('VARIANT_HEADERS', `Next.js sends "${name}" with navigations; add it to the key or to UNSTORED_REQUEST_HEADERS`)).toBe(true);
  });

  it('include Next.js’s own check of a router state, which the entry runs before a render (400 for one it cannot read)', async () => {
    const { parseAndValidateFlightRouterState } = require(contract.ROUTER_STATE_VALIDATOR_MODULE);
    expect(typeof parseAndValidateFlightRouterState, item('ROUTER_STATE_VALIDATOR_MODULE', 'the module no longer exports parseAndValidateFlightRouterState')).toBe('function');
    expect(() => parseAndValidateFlightRouterState('not-a-tree'), item('ROUTER_STATE_VALIDATOR_MODULE', 'a malformed state is accepted')).toThrow();
    const answer = await get('/technology', { [contract.RSC_HEADER]: '1', [contract.ROUTER_STATE_TREE_HEADER]: '%5B%22junk' });
    expect(answer.status).toBe(400);
  });

  it('include the image optimiser’s address, which the entry answers with a plain 404 before Next.js sees it', async () => {
    const { imageConfigDefault } = require('next/dist/shared/lib/image-config.js');
    expect(imageConfigDefault.path, item('IMAGE_OPTIMIZER_PATH', `Next.js now serves its optimiser at ${imageConfigDefault.path}`)).toBe(contract.IMAGE_OPTIMIZER_PATH);
    for (const path of [`${contract.IMAGE_OPTIMIZER_PATH}?url=%2F%25&w=64&q=75`, `${contract.IMAGE_OPTIMIZER_PATH}?url=/search&w=64&q=75`, `${contract.IMAGE_OPTIMIZER_PATH}/x`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), item('IMAGE_OPTIMIZER_PATH', `${path} reached Next.js`)).toBe('text/plain; charset=utf-8');
      expect(await answer.text()).toBe('Not Found');
    }
  });

  it('include the option that keeps Next.js’s websocket handler off the server: a request to upgrade is answered as any other', async () => {
    const source = readFileSync(require.resolve('next/dist/server/next.js'), 'utf8');
    expect(source, item('WEBSOCKET_SERVER_OPTION', 'next() no longer reads the option')).toContain(`this.options.${contract.WEBSOCKET_SERVER_OPTION}`);
    const url = new URL(baseURL);
    for (const [path, status] of [['/no-such-page', 404], ['/', 200]] as const) {
      const answer = await sendRaw({ hostname: url.hostname, port: Number(url.port) }, requestBytes(plainRequest(path, { host: url.host, upgrade: 'websocket', connection: 'Upgrade' })), 60_000);
      expect(answer, item('WEBSOCKET_SERVER_OPTION', `a request to upgrade ${path} went unanswered`)).toMatchObject({ status, complete: true });
    }
  });
});

describe('the build on disk', () => {
  const dir = join(ROOT, '.next');
  const json = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));

  it('has the id, the preview id and the routes where the server reads them', () => {
    expect(existsSync(join(dir, contract.BUILD_ID_FILE)), item('BUILD_ID_FILE', 'no build id file')).toBe(true);
    expect(readFileSync(join(dir, contract.BUILD_ID_FILE), 'utf8').trim()).toMatch(/^[\w-]{6,}$/);
    expect(contract.previewModeIdOf(json(contract.PRERENDER_MANIFEST_FILE)), item('PRERENDER_MANIFEST_FILE', 'no preview.previewModeId')).toMatch(/^[0-9a-f]{32}$/);
    const routes = contract.routesOf(json(contract.ROUTES_MANIFEST_FILE));
    const pages = routes.staticRoutes.map((route) => route.page);
    for (const page of ['/', '/technology', '/newsroom', '/sitemap.xml']) expect(pages, item('ROUTES_MANIFEST_FILE', `staticRoutes lacks ${page}`)).toContain(page);
    const article = routes.dynamicRoutes.find((route) => route.page === '/newsroom/[kind]/[id]');
    expect(article, item('ROUTES_MANIFEST_FILE', 'dynamicRoutes lacks the article page')).toBeDefined();
    expect(new RegExp(article!.regex).test('/newsroom/posts/1014'), item('ROUTES_MANIFEST_FILE', 'the article route’s regex does not match an article')).toBe(true);
    expect(existsSync(join(dir, contract.STATIC_ASSETS_DIR)), item('STATIC_ASSETS_DIR', 'no .next/static')).toBe(true);
  });

  // A guard against a hang at five times what it takes in a full run (up to 38 s: a server of its own started and read).
  it('names in a draft session’s cookie the preview id it holds', { timeout: 200_000 }, async () => {
    // A server with previews set up (WordPress is never asked: a preview link turns draft mode on first).
    const secret = 'contract-preview-secret-0123456789';
    const dataDir = mkdtempSync(join(tmpdir(), 'contract-'));
    const server = await startServer({
      env: { DATA_DIR: dataDir, REVALIDATE_SECRET: secret, WORDPRESS_API_URL: 'http://127.0.0.1:9/wp-json/wp/v2', WORDPRESS_PREVIEW_USER: 'editor', WORDPRESS_PREVIEW_PASSWORD: 'abcd efgh ijkl mnop' },
    });
    try {
      const payload = `v1.1014.post.${Math.floor(Date.now() / 1000) + 300}.${randomBytes(8).toString('hex')}`;
      const token = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
      const answer = await fetch(`${server.url}/api/preview?token=${token}`, { redirect: 'manual' });
      expect(answer.status).toBe(303);
      const cookies = answer.headers.getSetCookie();
      const draft = cookies.find((cookie) => cookie.startsWith(`${contract.DRAFT_MODE_COOKIE}=`));
      expect(draft, item('DRAFT_MODE_COOKIE', `draft mode set ${cookies.map((cookie) => cookie.split('=')[0]).join(', ')}`)).toBeDefined();
      const value = draft!.slice(contract.DRAFT_MODE_COOKIE.length + 1).split(';')[0];
      expect(value, item('PRERENDER_MANIFEST_FILE', 'the cookie’s value is not the manifest’s preview id')).toBe(contract.previewModeIdOf(json(contract.PRERENDER_MANIFEST_FILE)));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the answers Next.js writes', () => {
  let pages: string[];
  const html = new Map<string, { text: string; policy: string }>();
  beforeAll(async () => {
    pages = await everyPage();
    for (const path of pages) {
      const answer = await get(path);
      html.set(path, { text: await answer.text(), policy: answer.headers.get('content-security-policy') ?? '' });
    }
  });

  it('vary only on headers the cache key holds, documents and navigations alike', async () => {
    for (const path of ['/', '/technology', '/newsroom', pages.find((page) => page.startsWith('/newsroom/posts/'))!]) {
      const document = await get(path);
      await document.arrayBuffer();
      const data = await navigationData(path);
      expect(data.status, path).toBe(200);
      expect(data.headers.get('content-type'), item('RSC_HEADER', `${path}: a navigation got ${data.headers.get('content-type')}`)).toContain('text/x-component');
      await data.arrayBuffer();
      for (const answer of [document, data]) {
        const vary = answer.headers.get('vary') ?? '';
        expect(unkeyedVary(vary), item('VARIANT_HEADERS', `${path} varies on a header the key leaves out (Vary: ${vary})`)).toEqual([]);
      }
      expect(data.headers.get('vary') ?? '', item('VARIANT_HEADERS', `${path}: a navigation no longer varies on the router state`)).toContain(contract.ROUTER_STATE_TREE_HEADER);
    }
  });

  it('send a Content-Security-Policy under 4 KB on every page, with a hash for every inline script Next.js wrote', () => {
    for (const path of pages) {
      const { text, policy } = html.get(path)!;
      expect(Buffer.byteLength(policy), `${path}: Content-Security-Policy of ${Buffer.byteLength(policy)} bytes (a front proxy's header buffer is often 4 KB)`).toBeLessThan(4096);
      // Next.js's inline scripts (its data and bootstrap), as the browser hashes them.
      const inline = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, body]) => !/\bsrc=|\btype=/.test(attributes!) && body!.length > 0);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , body] of inline) {
        const hash = `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`;
        expect(policy, item('NONCE_REQUEST_HEADER', `${path}: an inline script carried no render nonce, so its hash is not in the policy: ${body!.slice(0, 60)}`)).toContain(hash);
      }
      expect(text, item('INLINE_DATA_SCRIPT', `${path}: the page's inline data is no longer ${contract.INLINE_DATA_SCRIPT}`)).toContain(contract.INLINE_DATA_SCRIPT);
      expect(text, `${path}: the render's marker is left in the page`).not.toMatch(/\snonce="/);
      expect(text, item('IMAGE_OPTIMIZER_PATH', `${path} shows an image through the optimiser the entry answers 404`)).not.toContain(contract.IMAGE_OPTIMIZER_PATH);
    }
  });

  it('ask for no build script before the first paint: every chunk and preload waits for the loader', () => {
    for (const path of pages) {
      const { text } = html.get(path)!;
      const running = [...text.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!)// (A nomodule polyfill runs only in a browser without modules, which never paints a React page anyway.)
        .filter((attributes) => /(?:^|\s)src="[^"]*\/_next\/static\//.test(attributes) && !/\bnomodule\b/i.test(attributes));
      expect(running, item('BUILD_SCRIPT_FORMS', `${path}: a build script escapes the after-paint loader: ${running.join(' | ')}`)).toEqual([]);
      const preloads = [...text.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\/_next\/static\/[^"]+\.js"/.test(tag));
      expect(preloads, item('BUILD_SCRIPT_FORMS', `${path}: a script preload escapes the after-paint loader: ${preloads.join(' ')}`)).toEqual([]);
      expect(text, `${path}: no placeholder for the loader`).toContain('type="text/x-after-paint"');
    }
  });
});

describe('a page the router opens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await borrowBrowser();
  });
  afterAll(async () => {
    await returnBrowser(browser);
  });

  /** The stylesheets a page links, as its own document says. */
  async function linkedSheets(path: string) {
    const links = [...(await (await get(path)).text()).matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links.length, `${path} links no stylesheet`).toBeGreaterThan(0);
    for (const tag of links) expect(tag, item('STYLESHEET_PRECEDENCE_ATTRIBUTE', `${path} links a sheet React does not adopt by precedence: ${tag}`)).toContain(`${contract.STYLESHEET_PRECEDENCE_ATTRIBUTE}=`);
    return links.map((tag) => new URL(tag.match(/href="([^"]+)"/)![1]!, baseURL).pathname);
  }

  /**
   * After a navigation without a reload: every sheet the page links is on, and none twice. The router's
   * navigation ends when it commits the page with its sheets, which the test cannot see from outside (the
   * load state of a same-document navigation is already reached): it waits for the sheets themselves, and
   * fails with what is still missing or doubled when they never come right.
   */
  async function expectStyled(page: Page, path: string, how: string) {
    const linked = await linkedSheets(path);
    const state = async () => {
      const on = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.disabled && link.sheet).map((link) => new URL(link.href).pathname),
      );
      return { doubled: on.filter((href, index) => on.indexOf(href) !== index), missing: linked.filter((href) => !on.includes(href)) };
    };
    await expect
      .poll(state, { message: item('STYLESHEET_PRECEDENCE_ATTRIBUTE', `${how}: ${path} with each of its stylesheets on once (doubled, missing)`) })
      .toEqual({ doubled: [], missing: [] });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), `${how}: opened without a reload`).toBe(true);
  }

  async function open(path: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    return { context, page };
  }

  it('by a link, by Back and by Forward is fully styled', { timeout: 90_000 }, async () => {
    const { context, page } = await open('/');
    try {
      await page.locator('a[href="/contact"]:visible').first().click();
      await page.waitForURL(/\/contact$/);
      await expectStyled(page, '/contact', 'a link');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expectStyled(page, '/', 'Back');
      await page.goForward();
      await page.waitForURL(/\/contact$/);
      await expectStyled(page, '/contact', 'Forward');
    } finally {
      await context.close();
    }
  });

  it('by the navigation helper (the search box) is fully styled', { timeout: 90_000 }, async () => {
    const { context, page } = await open('/contact');
    try {
      await page.getByRole('button', { name: 'Search the site' }).click();
      const box = page.getByTestId('navbar').getByRole('searchbox', { name: 'Search the site' });
      await box.fill('core');
      await box.press('Enter');
      await page.waitForURL(/\/search\?term=core$/);
      await expectStyled(page, '/search?term=core', 'the navigation helper');
    } finally {
      await context.close();
    }
  });

  it('by a form (the search filters) is fully styled', { timeout: 90_000 }, async () => {
    const { context, page } = await open('/search?term=core');
    try {
      await page.getByRole('checkbox', { name: /^Pages/ }).check();
      await page.waitForURL(/filter=pages/);
      await expectStyled(page, '/search?term=core&filter=pages', 'the filter form');
    } finally {
      await context.close();
    }
  });
});
