import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { readCopy } from '@/lib/site-copy';
import { baseURL, borrowBrowser, returnBrowser, openPage } from './support/browser';

/**
 * The redirects of content/redirects.yaml, answered by the production server: read from the shipped file,
 * so a correct edit of it never fails this test.
 */

const { redirects } = readCopy('redirects');
const permanent = redirects.find((redirect) => redirect.type === 'permanent' && redirect.to.startsWith('/'));
const temporary = redirects.find((redirect) => redirect.type === 'temporary');

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

const get = (path: string) => fetch(new URL(path, baseURL), { redirect: 'manual' });
const CAMPAIGN = 'utm_source=brochure&utm_medium=print&utm_campaign=spring';

describe('the web team’s redirects', () => {
  it('ship with a permanent and a temporary one to try', () => {
    expect(permanent).toBeDefined();
    expect(temporary).toBeDefined();
  });

  it('a permanent one answers 308 with its target, the campaign’s query kept', async () => {
    const response = await get(`${permanent!.from}?${CAMPAIGN}`);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${permanent!.to}?${CAMPAIGN}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a temporary one answers 307', async () => {
    const response = await get(temporary!.from);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(temporary!.to);
  });

  it('takes the address with a final slash and in capitals too', async () => {
    for (const path of [`${permanent!.from}/`, permanent!.from.toUpperCase(), `${permanent!.from.toUpperCase()}/?${CAMPAIGN}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(path.includes('?') ? `${permanent!.to}?${CAMPAIGN}` : permanent!.to);
    }
  });

  it('brings a visitor to the page, with the campaign’s parameters in the address', async () => {
    const target = allRoutes.find((route) => route.path === permanent!.to);
    const { page, close, response } = await openPage(browser, `${permanent!.from.toUpperCase()}/?${CAMPAIGN}`, { width: 1280 });
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(permanent!.to);
    expect(new URL(page.url()).search).toBe(`?${CAMPAIGN}`);
    expect(await page.title()).toBe(target?.title ? `${target.title} | ${site.name}` : `${site.name} | ${site.tagline}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).not.toContain('utm_');
    await close();
  });
});
