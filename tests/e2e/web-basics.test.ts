import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { readCopy } from '@/lib/site-copy';
import { baseURL, DESKTOP_MIN_WIDTH, borrowBrowser, returnBrowser, openPage, siteURL, WIDTHS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const get = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL), { redirect: 'manual', ...init });

describe('routing', () => {
  it.each(['/no-such-page/', '/sitemap.xml/', '/technology/versatile/'])('redirects %s permanently to the form without the slash', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(path.replace(/\/$/, ''));
  });

  it('keeps the query string when it drops the slash', async () => {
    const response = await get('/subscription/?source=newsletter');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/subscription?source=newsletter');
  });

  it('gives each page one canonical URL and Open Graph tags', async () => {
    const { page, close } = await openPage(browser, '/', { width: 1280 });
    const head = page.locator('head');
    expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(siteURL);
    expect(await head.locator('meta[property="og:url"]').getAttribute('content')).toBe(siteURL);
    expect(await head.locator('meta[property="og:title"]').getAttribute('content')).toContain(site.name);
    expect(await head.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${siteURL}${site.defaultOgImage}`);
    expect((await head.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50);
    expect(await page.title()).toBe(`${site.name} | ${site.tagline}`);
    await close();
  });
});

describe('health check', () => {
  it('answers readiness with its status alone, 200 and never cached', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('shows no details to any token while METRICS_TOKEN is unset', async () => {
    for (const authorization of ['Bearer anything-at-all-0123456789', 'Bearer ', 'Bearer undefined']) {
      const response = await get('/api/health', { headers: { authorization } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers liveness without looking at anything else', async () => {
    const response = await get('/api/health/live');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('has no metrics address while METRICS_TOKEN is unset', async () => {
    const response = await get('/api/metrics', { headers: { authorization: 'Bearer anything-at-all-0123456789' } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_requests_total');
  });
});

describe('security.txt', () => {
  it('names the security contact, a future expiry within a year and its canonical address, as plain text', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const fields = Object.fromEntries(text.trim().split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
    expect(fields).toEqual({
      Contact: `mailto:${site.securityEmail}`,
      Expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      'Preferred-Languages': 'en',
      Canonical: `${siteURL}/.well-known/security.txt`,
    });
    const expires = Date.parse(fields.Expires!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 24 * 60 * 60 * 1000);
  });
});

describe('sitemap, robots and icon', () => {
  it('lists exactly the pages that exist, then the articles, each answering 200', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    const pages = sitemapRoutes.map((route) => `${siteURL}${route.path === '/' ? '' : route.path}`);
    expect(locations.slice(0, pages.length)).toEqual(pages);
    for (const route of sitemapRoutes) expect((await get(route.path)).status).toBe(200);
    const articles = locations.slice(pages.length);
    expect(articles.length).toBeGreaterThan(0);
    for (const location of articles) expect(location).toMatch(new RegExp(`^${siteURL}/newsroom/(posts|media|event)/\\d+$`));
    for (const location of [articles[0], articles.at(-1)]) {
      expect((await get(new URL(location!).pathname)).status).toBe(200);
    }
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-Agent: *');
    expect(text).toContain(`Sitemap: ${siteURL}/sitemap.xml`);
  });

  it('serves the icon and Open Graph image it links to', async () => {
    const html = await (await get('/')).text();
    const iconHref = html.match(/<link rel="icon" href="([^"]+)"/)?.[1];
    expect(iconHref).toBeTruthy();
    const icon = await get(iconHref!);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    const og = await get(site.defaultOgImage);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('security headers', () => {
  it('sends a hash-based Content-Security-Policy without nonces, unsafe-inline or unsafe-eval, and the other headers', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const listed = new Set(csp.match(/'sha256-[^']+'/g) ?? []);
    const html = await response.text();
    // Every script the page runs inline is listed by its hash; the others come from the build, and a
    // script of another type (structured data, a chunk held back until the first paint) runs nothing.
    const runs = (attributes: string) => !/\bsrc=/.test(attributes) && !/\btype="(?!module"|text\/javascript")[^"]*"/.test(attributes);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => runs(attributes ?? ''));
    expect(html).toContain('<script type="text/x-after-paint"');
    expect(inline.length).toBeGreaterThan(0);
    const { createHash } = await import('node:crypto');
    for (const [, , text] of inline) expect(listed).toContain(`'sha256-${createHash('sha256').update(text ?? '').digest('base64')}'`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();

    // The policy is stored with the page: the next visitor gets the same one.
    expect((await get('/')).headers.get('content-security-policy')).toBe(csp);
  });

  it('adds HSTS only when the visitor came over https', async () => {
    const response = await get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('protects 404 pages and static files too', async () => {
    expect((await get('/no-such-page')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const logo = await get(site.logo.src);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each(WIDTHS)('hydrates under the policy at %ipx with no blocked script and no third-party request', async (width) => {
    const { page, close, errors, requests } = await openPage(browser, '/', { width });
    expect(errors).toEqual([]);
    const foreign = requests.filter((url) => !url.startsWith(baseURL) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    // The web font is served by the site itself.
    expect(requests.some((url) => url.startsWith(`${baseURL}/_next/static/media/`) && url.endsWith('.woff2'))).toBe(true);
    const loadedFaces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').length;
    });
    expect(loadedFaces).toBeGreaterThan(0);
    await close();
  });
});

describe('page header', () => {
  it.each(WIDTHS)('shows subtitle, title, description and the default artwork in its own area at %ipx', async (width) => {
    const { page, close } = await openPage(browser, '/', { width });
    const header = page.getByTestId('page-header').first();
    const { hero } = readCopy('home');
    expect(await header.getByRole('heading', { level: 1 }).textContent()).toBe(hero.title);
    expect(await header.getByText(hero.subtitle, { exact: true }).isVisible()).toBe(true);
    expect(await header.getByText(hero.description, { exact: true }).isVisible()).toBe(true);
    const art = header.getByTestId('default-header-art');
    const artBox = await art.boundingBox();
    const headerBox = await header.boundingBox();
    const textBox = await header.getByTestId('page-hero-text').boundingBox();
    // The default artwork stays inside the hero, below the navigation, and beside (wide) or below (narrow) the text.
    expect(artBox!.y + artBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height + 1);
    if (width >= DESKTOP_MIN_WIDTH) expect(artBox!.x).toBeGreaterThanOrEqual(textBox!.x + textBox!.width);
    else expect(artBox!.y).toBeGreaterThanOrEqual(textBox!.y + textBox!.height);
    expect(await header.getByRole('link', { name: hero.button.label }).getAttribute('href')).toBe(hero.button.link);
    // The fixed navbar never covers the title.
    const nav = await page.getByTestId('navbar').boundingBox();
    const title = await header.getByRole('heading', { level: 1 }).boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height);
    await close();
  });
});
