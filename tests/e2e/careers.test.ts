import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careers } from '@/config/careers';
import { expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';

const copy = copyOf('careers');

const SHOWN = [
  'Senior Mechanical Engineer, Reactor Systems',
  'Thermal-Hydraulics Analyst',
  'Licensing Specialist',
  'Supply Chain Manager',
  'Project Controls Lead',
];

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

describe.each(WIDTHS)('careers at %ipx', (width) => {
  it('lists the demo openings without the hidden positions or empty departments, without JavaScript', async () => {
    const { page, close, response } = await openPage(browser, '/careers', { width, javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.header.title);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(copy.headline);
    const board = page.getByTestId('job-board');
    const links = board.getByRole('link');
    expect((await links.allTextContents()).map((text) => text.trim())).toEqual(SHOWN);
    for (const hidden of careers.hiddenPositions) expect(await board.getByText(hidden).count()).toBe(0);
    expect(await board.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Engineering',
      'Licensing & Regulatory Affairs',
      'Operations',
    ]);
    // Every department that is shown still has at least one opening.
    for (const group of await board.locator(':scope > div').all()) {
      expect(await group.getByRole('link').count()).toBeGreaterThan(0);
    }
    const first = links.first();
    expect(await first.getAttribute('href')).toMatch(/^https:\/\/jobs\.example\.org\//);
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await board.getByText('Oakville, ON').count()).toBeGreaterThan(0);
    await close();
  });

  it('has no axe violations and no horizontal overflow', async () => {
    const { page, close } = await openPage(browser, '/careers', { width });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
