import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/config/routes';
import { readCopy } from '@/lib/site-copy';
import { baseURL, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/** The words and cards come from content/technology/landing.yaml (the four link targets the specification fixes are checked in tests/unit/shipped-copy-*). */
const copy = readCopy('technology');
const CARDS = copy.explore.cards.map((card) => ({ title: card.title, href: card.url, img: card.image.src }));

describe.each(WIDTHS)('technology landing at %ipx', (width) => {
  it('introduces the IMSR and links to the four technology topics, without JavaScript', async () => {
    const { page, close, response } = await openPage(browser, '/technology', { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(staticRoutes.technology.title);
    expect(await page.getByTestId('page-header').textContent()).toContain(copy.header.subtitle);
    expect(await page.getByTestId('page-header').textContent()).toContain(copy.header.description);
    expect(await page.getByRole('heading', { level: 2, name: copy.intro.heading }).isVisible()).toBe(true);
    for (const paragraph of copy.intro.paragraphs) expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
    const cards = page.getByRole('list', { name: copy.explore.listLabel }).getByRole('listitem');
    expect(await cards.count()).toBe(CARDS.length);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(CARDS.map((card) => card.title));
    const links = cards.getByRole('link');
    expect(await links.count()).toBe(CARDS.length);
    // The content keeps the spec's trailing-slash form; next/link renders the canonical path, so no redirect is taken.
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      CARDS.map((card) => card.href.replace(/\/$/, '')),
    );
    expect(await links.allTextContents()).toEqual(CARDS.map((card) => card.title));
    for (const [index, card] of CARDS.entries()) {
      const image = cards.nth(index).getByRole('img');
      expect(await image.getAttribute('src')).toBe(card.img);
      expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(10);
      const file = await fetch(new URL(card.img, baseURL));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('image/svg+xml');
    }
    await close();
  });

  it('makes the whole card the link target', async () => {
    const { page, close } = await openPage(browser, '/technology', { width, javaScript: false });
    const cards = page.getByTestId('technology-card');
    for (const [index, card] of CARDS.entries()) {
      const picture = cards.nth(index).getByRole('img');
      await picture.scrollIntoViewIfNeeded();
      const box = await picture.boundingBox();
      // The middle of the card's picture, away from the title text, still belongs to the title link.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null,
        [box!.x + box!.width / 2, box!.y + box!.height / 2] as const,
      );
      expect(hit).toBe(card.href.replace(/\/$/, ''));
    }
    await close();
  });

  it('redirects the trailing-slash form of each card link to its canonical path', async () => {
    for (const card of CARDS) {
      const response = await fetch(new URL(card.href, baseURL), { redirect: 'manual' });
      expect(response.status).toBe(308);
      expect(new URL(response.headers.get('location')!, baseURL).pathname).toBe(card.href.replace(/\/$/, ''));
    }
  });

  it('has no axe violations and no horizontal overflow', async () => {
    const { page, close } = await openPage(browser, '/technology', { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
