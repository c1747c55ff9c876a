import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_TEXTS } from '@/config/interface';
import { searchFilters } from '@/config/search';
import { site } from '@/config/site';
import { baseURL, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, waitForHydration } from './support/browser';
import { copyOf } from './support/copy';
import { pageSettled } from './support/settled';
import { requestsTo } from './support/requests';

const SEARCH_TITLE = copyOf('pages').search.title;
/**
 * An executive whose first name carries an accent (Sofía), searched for in plain capitals (SOFIA): the
 * index folds accents and case. Taken from the team's content file, so a change of the team keeps the test.
 */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const executives = copyOf('ourTeam').executives;
const ACCENTED = executives.find((person) => fold(person.name.split(' ')[0]!) !== person.name.split(' ')[0]) ?? executives[0]!;
const ACCENTED_FIRST = ACCENTED.name.split(' ')[0]!;
const PLAIN_TERM = fold(ACCENTED_FIRST).toUpperCase();

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

/** The widths where the search layout changes: phone, the last collapsed width (spec: 1003 px), desktop. */
const LAYOUT_WIDTHS = [375, 1003, 1280] as const;
const COLLAPSED_WIDTHS = [375, 1003] as const;
const FILTER_NAMES = searchFilters.map((filter) => filter.name);

const main = (page: Page) => page.locator('main');
const pageBox = (page: Page) => main(page).getByRole('searchbox', { name: INTERFACE_TEXTS.searchWebsite });
const results = (page: Page) => page.locator('[data-testid="search-result"]');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Search results pages' });
const toggle = (page: Page) => page.locator('[data-testid="filters-toggle"]');
/** Whether the filters' disclosure (the details whose summary is the toggle) is open. */
const filtersOpen = (page: Page) => toggle(page).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
const legend = (page: Page) => page.getByText('Filter results', { exact: true });
const heading = (page: Page) => page.locator('#search-results-heading');
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A filter checkbox by its option name, whatever its count. */
const filterBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${escape(name)} \\(\\d+\\)$`) });

async function filterCount(page: Page, name: string): Promise<number> {
  const label = await filterBox(page, name).evaluate((input) => input.closest('label')?.textContent ?? '');
  const match = /\((\d+)\)$/.exec(label.trim());
  expect(match, `count in "${label}"`).not.toBeNull();
  return Number(match![1]);
}

/** The number in "N Total Results". */
async function totalResults(page: Page): Promise<number> {
  const text = (await page.getByTestId('total-results').textContent()) ?? '';
  const match = /^(\d+) Total Results?$/.exec(text);
  expect(match, `total results text "${text}"`).not.toBeNull();
  return Number(match![1]);
}

async function resultHrefs(page: Page): Promise<string[]> {
  return results(page).locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function resultDates(page: Page): Promise<string[]> {
  return results(page).locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

async function resultLabels(page: Page): Promise<string[]> {
  return page.getByTestId('result-label').allTextContents();
}

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

const isFocused = (page: Page, selector: string) =>
  page.evaluate((target) => document.activeElement === document.querySelector(target), selector);

/** Every page of results, followed through Next without JavaScript. */
async function everyPage(page: Page): Promise<{ hrefs: string[][]; dates: string[] }> {
  const hrefs: string[][] = [];
  const dates: string[] = [];
  for (let guard = 0; guard < 50; guard += 1) {
    hrefs.push(await resultHrefs(page));
    dates.push(...(await resultDates(page)));
    const next = pagination(page).getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) break;
    const from = page.url();
    await Promise.all([page.waitForURL((url) => url.toString() !== from), next.click()]);
  }
  return { hrefs, dates };
}

describe('search page without a term', () => {
  it.each(['/search', '/search?term=%20%20', '/search?term=&filter=pages&page=3'])('%s answers 200 and shows the search box only', async (path) => {
    const { page, close, response, errors } = await openPage(browser, path, { width: 375 });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SEARCH_TITLE);
    expect(await pageBox(page).isVisible()).toBe(true);
    expect(await pageBox(page).inputValue()).toBe('');
    expect(await page.getByTestId('total-results').count()).toBe(0);
    expect(await legend(page).count()).toBe(0);
    expect(await page.getByTestId('no-results').count()).toBe(0);
    expect(await page.title()).toBe(`${SEARCH_TITLE} | ${site.name}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('names the term in its title and /search as the canonical URL of every result page', async () => {
    const html = await (await fetch(new URL('/search?term=core&filter=pages&page=2', baseURL))).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/search"/>');
    expect(html).not.toContain('noindex');
    expect(html).toContain(`<title>Search results for “core” | ${site.name}</title>`);
  });

  it('ignores an empty or blank term in its own box, with and without JavaScript', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width: 1280 });
    const searches = requestsTo(page, '/search');
    await pageBox(page).fill('   ');
    await pageBox(page).press('Enter');
    expect(query(page).get('term')).toBe('core');
    expect(await totalResults(page)).toBeGreaterThan(0);
    // A search after it: had the blank one asked for a page, its request would come before this one's.
    await pageBox(page).fill('reactor');
    await pageBox(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('term') === 'reactor');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.map((url) => url.searchParams.get('term'))).toEqual(searches.map(() => 'reactor'));
    await close();

    const plain = await openPage(browser, '/search', { width: 375, javaScript: false });
    const plainSearches = requestsTo(plain.page, '/search');
    expect(await pageBox(plain.page).getAttribute('required')).not.toBeNull();
    await pageBox(plain.page).press('Enter');
    expect(plain.page.url()).toBe(new URL('/search', baseURL).toString());
    // The browser refuses the empty form; the same form with a term goes, and is the only one that went.
    await pageBox(plain.page).fill('reactor');
    await pageBox(plain.page).press('Enter');
    await plain.page.waitForURL((url) => url.searchParams.get('term') === 'reactor');
    expect(plainSearches.map((url) => url.search)).toEqual(['?term=reactor']);
    await plain.close();
  });
});

describe('reaching the results', () => {
  it.each([375, 1280])('the navbar box lands on the results at %ipx, and the page box follows the new term', async (width) => {
    const { page, close } = await openPage(browser, '/search?term=core', { width });
    expect(await pageBox(page).inputValue()).toBe('core');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    if (width < 992) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: 'Search the site' }).click();
    const navbarBox = page.locator('[data-testid="navbar"]').getByRole('searchbox', { name: 'Search the site' });
    await navbarBox.fill('AODA');
    await navbarBox.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('term') === 'AODA');
    await expect.poll(() => totalResults(page)).toBe(4);
    expect(await resultHrefs(page)).toContain('/accessibility/AODA-customer-service-policy');
    expect(await pageBox(page).inputValue()).toBe('AODA');
    expect(await marker(page)).toBe(1);
    await close();
  });

  it('the not-found box lands on the results, and a 2018 article is found', async () => {
    const { page, close } = await openPage(browser, '/no-such-page', { width: 1003 });
    await pageBox(page).fill('engineering centre');
    await Promise.all([page.waitForURL((url) => url.pathname === '/search'), pageBox(page).press('Enter')]);
    // The article, and any static page whose words happen to match (the pages' words are the editors'), are found.
    await expect.poll(() => resultHrefs(page)).toContain('/newsroom/posts/1001');
    expect((await resultHrefs(page)).filter((href) => href.startsWith('/newsroom/'))).toEqual(['/newsroom/posts/1001']);
    const result = results(page).filter({ has: page.locator('h3 a[href="/newsroom/posts/1001"]') });
    expect(await result.locator('time').textContent()).toBe('MARCH 14, 2018');
    expect(await result.locator('time').getAttribute('datetime')).toMatch(/^2018-03-14/);
    expect(await result.getByTestId('result-label').textContent()).toBe('Press Releases');
    await close();
  });

  it('a new search from the page box keeps the term in the box and starts over at page 1 without filters', async () => {
    const { page, close } = await openPage(browser, '/search?term=core&filter=pages&page=2', { width: 1280 });
    await pageBox(page).fill(PLAIN_TERM);
    await pageBox(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('term') === PLAIN_TERM);
    expect([...query(page).keys()]).toEqual(['term']);
    await expect.poll(() => resultHrefs(page)).toEqual(['/our-team']);
    expect(await pageBox(page).inputValue()).toBe(PLAIN_TERM);
    await close();
  });
});

describe('what search finds', () => {
  it('finds the How It Works page for "Core-unit" among the pages', async () => {
    const { page, close } = await openPage(browser, '/search?term=Core-unit&filter=pages', { width: 1280, javaScript: false });
    const first = results(page).first();
    expect(await first.locator('h3 a').getAttribute('href')).toBe('/technology/molten-salt-reactor');
    expect(await first.locator('h3').textContent()).toBe('How It Works');
    expect(await first.getByTestId('result-label').textContent()).toBe('Technology');
    // Static pages carry no date line.
    expect(await first.locator('time').count()).toBe(0);
    const marks = await first.getByTestId('result-snippet').locator('mark').allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toEqual(expect.arrayContaining(['core', 'unit']));
    await close();
  });

  it('finds the AODA policy, with the term marked in title and snippet', async () => {
    const { page, close } = await openPage(browser, '/search?term=AODA', { width: 375, javaScript: false });
    expect(await totalResults(page)).toBe(4);
    const policy = results(page).filter({ has: page.locator('a[href="/accessibility/AODA-customer-service-policy"]') });
    expect(await policy.locator('h3 mark').allTextContents()).toEqual(['AODA']);
    expect(await policy.getByTestId('result-snippet').locator('mark').first().textContent()).toBe('AODA');
    expect(await policy.getByTestId('result-label').textContent()).toBe('Accessibility');
    await close();
  });

  it('forgives a typo: "moltne salt" finds molten salt articles', async () => {
    const { page, close } = await openPage(browser, '/search?term=moltne%20salt', { width: 375, javaScript: false });
    expect(await totalResults(page)).toBeGreaterThan(5);
    const marks = await results(page).locator('mark').allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toContain('molten');
    await close();
  });

  it(`finds ${ACCENTED.name} on the team page from "${PLAIN_TERM}"`, async () => {
    const { page, close } = await openPage(browser, `/search?term=${encodeURIComponent(PLAIN_TERM)}`, { width: 375, javaScript: false });
    expect(await resultHrefs(page)).toEqual(['/our-team']);
    expect(await results(page).getByTestId('result-snippet').textContent()).toContain(ACCENTED.name);
    expect(await results(page).locator('mark').first().textContent()).toBe(ACCENTED_FIRST);
    await close();
  });
});

describe('results, pages and order', () => {
  it('counts every result over all pages, five a page, none twice, newest first', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width: 1280, javaScript: false });
    const total = await totalResults(page);
    const { hrefs, dates } = await everyPage(page);
    expect(hrefs.length).toBe(Math.ceil(total / 5));
    expect(hrefs.slice(0, -1).every((pageOfHrefs) => pageOfHrefs.length === 5)).toBe(true);
    expect(hrefs.at(-1)!.length).toBe(total - 5 * (hrefs.length - 1));
    const all = hrefs.flat();
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    // Dated results, newest first; undated pages come last.
    expect(dates.length).toBeGreaterThan(5);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.at(-1)!.startsWith('/newsroom/')).toBe(false);
    await close();
  });

  it.each([375, 1280])('pages through with numbered links, Previous and Next, moving focus to the results at %ipx', async (width) => {
    const { page, close, errors } = await openPage(browser, '/search?term=core', { width, reducedMotion: 'reduce' });
    const nav = pagination(page);
    const firstPage = await resultHrefs(page);
    expect(firstPage).toHaveLength(5);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Page 1');
    // Page 1: Previous is shown greyed out, never focusable; Next is a link.
    expect(await nav.getByRole('link', { name: 'Previous page' }).count()).toBe(0);
    expect(await nav.getByText('Previous', { exact: true }).evaluate((element) => element.tagName)).toBe('SPAN');
    expect(await nav.getByRole('link', { name: 'Next page' }).isVisible()).toBe(true);
    // Many pages: a window with a gap before the last.
    expect(await nav.getByRole('link', { name: /^Page \d+$/ }).allTextContents()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 8']);
    expect(await nav.getByText('…').count()).toBe(1);

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => isFocused(page, '#search-results-heading')).toBe(true);
    const secondPage = await resultHrefs(page);
    expect(secondPage).toHaveLength(5);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Page 2');
    expect(await heading(page).textContent()).toContain('Page 2 of 8');
    // Brought into view below the fixed navbar, without a reload.
    const box = await heading(page).boundingBox();
    const navbarBottom = await page.locator('[data-testid="navbar"]').evaluate((element) => element.getBoundingClientRect().bottom);
    expect(box!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
    expect(box!.y).toBeLessThan(400);
    expect(await marker(page)).toBe(1);

    // Keyboard: Next with Enter.
    await nav.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await expect.poll(() => isFocused(page, '#search-results-heading')).toBe(true);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Page 3');
    await nav.getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => resultHrefs(page)).toEqual(secondPage);

    // The last page: Next is gone from the tab order, the window shows the last pages.
    await nav.getByRole('link', { name: 'Page 8' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '8');
    await expect.poll(() => nav.getByRole('link', { name: 'Next page' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: /^Page \d+$/ }).allTextContents()).toEqual(['Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8']);
    expect(await marker(page)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the term, filters and order in every page link', async () => {
    const { page, close } = await openPage(browser, '/search?term=reactor&filter=press-releases&filter=pages&sort=relevance', { width: 1280, javaScript: false });
    const hrefs = await pagination(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) {
      const params = new URL(href!, baseURL).searchParams;
      expect(params.get('term')).toBe('reactor');
      expect(params.getAll('filter')).toEqual(['press-releases', 'pages']);
      expect(params.get('sort')).toBe('relevance');
    }
    await close();
  });

  it('clamps junk and out-of-range pages instead of failing', async () => {
    for (const [path, current] of [
      ['/search?term=core&page=999999999', 'Page 8'],
      ['/search?term=core&page=-4', 'Page 1'],
      ['/search?term=core&page=abc&page=3', 'Page 1'],
      ['/search?term=core&filter=nonsense&filter=pages&sort=sideways', 'Page 1'],
    ] as const) {
      const response = await fetch(new URL(path, baseURL));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`aria-current="page"[^>]*>(<span[^>]*>Page </span>)${current.split(' ')[1]}<`));
    }
    const { page, close } = await openPage(browser, '/search?term=core&filter=nonsense&filter=pages', { width: 1280, javaScript: false });
    expect(await totalResults(page)).toBe(await filterCount(page, 'Pages'));
    expect(await filterBox(page, 'Pages').isChecked()).toBe(true);
    await close();
  });

  it('sorts by relevance from any page, back at page 1, and back to newest first', async () => {
    const { page, close } = await openPage(browser, '/search?term=core&page=2', { width: 1280 });
    const newest = page.getByRole('link', { name: 'Newest first' });
    const relevance = page.getByRole('link', { name: 'Relevance' });
    expect(await newest.getAttribute('aria-current')).toBe('true');
    expect(await relevance.getAttribute('aria-current')).toBeNull();
    const newestFirstPage = await (async () => {
      const plain = await openPage(browser, '/search?term=core', { width: 1280, javaScript: false });
      const hrefs = await resultHrefs(plain.page);
      await plain.close();
      return hrefs;
    })();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await relevance.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'relevance');
    expect(query(page).get('page')).toBeNull();
    await expect.poll(() => relevance.getAttribute('aria-current')).toBe('true');
    expect(await newest.getAttribute('aria-current')).toBeNull();
    const byRelevance = await resultHrefs(page);
    expect(byRelevance).not.toEqual(newestFirstPage);
    // The closest matches lead: every one of the first five is about the Core-unit by its title.
    for (const title of await results(page).locator('h3').allTextContents()) expect(title).toMatch(/core/i);
    expect(await resultDates(page)).not.toEqual([...(await resultDates(page))].sort().reverse());
    expect(await marker(page)).toBe(1);
    await newest.click();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(() => resultHrefs(page)).toEqual(newestFirstPage);
    await close();
  });
});

describe('filters', () => {
  it('lists every option in order with its count, zero counts disabled', async () => {
    const { page, close } = await openPage(browser, '/search?term=AODA', { width: 1280, javaScript: false });
    const labels = await page.locator('fieldset label').allTextContents();
    expect(labels.map((label) => label.replace(/\s*\(\d+\)$/, ''))).toEqual(FILTER_NAMES);
    expect(labels).toContain('Pages (4)');
    for (const name of FILTER_NAMES) {
      expect(await filterBox(page, name).isDisabled(), name).toBe(name !== 'Pages');
      if (name !== 'Pages') expect(await filterCount(page, name)).toBe(0);
    }
    await close();

    const other = await openPage(browser, '/search?term=engineering%20centre', { width: 1280, javaScript: false });
    expect(await other.page.getByRole('checkbox', { name: 'Press Releases (1)' }).isEnabled()).toBe(true);
    for (const name of FILTER_NAMES) {
      expect(await filterBox(other.page, name).isDisabled(), name).toBe((await filterCount(other.page, name)) === 0);
    }
    await other.close();
  });

  it.each([1280, 1600, 1003, 375])('keeps each option and its count on one line at %ipx', async (width) => {
    const { page, close } = await openPage(browser, '/search?term=reactor', { width, javaScript: false });
    const lines = await page.locator('fieldset label').evaluateAll((labels) =>
      labels.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        range.setStartAfter(label.querySelector('input')!);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        return [label.textContent, tops.size] as const;
      }),
    );
    expect(lines.length).toBe(FILTER_NAMES.length);
    for (const [text, count] of lines) expect(count, text ?? '').toBe(1);
    await close();
  });

  it('narrows the results at once with JavaScript: counts, URL, page 1, no reload', async () => {
    const { page, close, errors } = await openPage(browser, '/search?term=core&page=2', { width: 1280 });
    const all = await totalResults(page);
    const press = await filterCount(page, 'Press Releases');
    const pages = await filterCount(page, 'Pages');
    expect(press).toBeGreaterThan(5);
    expect(press).toBeLessThan(all);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

    await filterBox(page, 'Press Releases').check();
    await page.waitForURL((url) => url.searchParams.getAll('filter').join() === 'press-releases');
    expect(query(page).get('page')).toBeNull();
    await expect.poll(() => totalResults(page)).toBe(press);
    await expect.poll(() => page.getByTestId('results-area').getAttribute('aria-busy')).toBe('false');
    expect(await pagination(page).locator('[aria-current="page"]').textContent()).toBe('Page 1');
    for (const label of await resultLabels(page)) expect(label).toContain('Press Releases');
    expect(await page.getByTestId('filtered-by').textContent()).toBe('Filtered by Press Releases');
    expect(await filterBox(page, 'Press Releases').isChecked()).toBe(true);
    // The counts are the term's, whatever is selected.
    expect(await filterCount(page, 'Pages')).toBe(pages);

    await filterBox(page, 'Pages').check();
    await page.waitForURL((url) => url.searchParams.getAll('filter').join() === 'press-releases,pages');
    await expect.poll(() => totalResults(page)).toBe(press + pages);

    // The page stays where the visitor is (the sidebar is sticky, so the box stays in view), not back at the top.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);
    await filterBox(page, 'Press Releases').uncheck();
    await page.waitForURL((url) => url.searchParams.getAll('filter').join() === 'pages');
    await expect.poll(() => totalResults(page)).toBe(pages);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 400)).toBeLessThan(40);
    for (const href of await resultHrefs(page)) expect(href.startsWith('/newsroom/')).toBe(false);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('filter'));
    await expect.poll(() => totalResults(page)).toBe(all);
    expect(await filterBox(page, 'Pages').isChecked()).toBe(false);
    expect(await marker(page)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('marks the results busy while a filter change loads', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width: 1280 });
    // Hold the server's answer so the pending state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search\?.*filter=events/, async (route) => {
      await held;
      await route.continue();
    });
    await filterBox(page, 'Events').check();
    const area = page.getByTestId('results-area');
    await expect.poll(() => area.getAttribute('aria-busy')).toBe('true');
    await expect.poll(async () => Number(await area.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
    // The box shows the choice straight away.
    expect(await filterBox(page, 'Events').isChecked()).toBe(true);
    release();
    await expect.poll(() => area.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => totalResults(page)).toBe(await filterCount(page, 'Events'));
    await close();
  });

  it('applies with the Apply button without JavaScript, keeping the order', async () => {
    const { page, close } = await openPage(browser, '/search?term=core&sort=relevance&page=3', { width: 375, javaScript: false });
    expect(await toggle(page).isVisible()).toBe(false);
    expect(await legend(page).isVisible()).toBe(true);
    const apply = page.getByRole('button', { name: 'Apply filters' });
    expect(await apply.isVisible()).toBe(true);
    const pages = await filterCount(page, 'Pages');
    await filterBox(page, 'Pages').check();
    await Promise.all([page.waitForURL((url) => url.searchParams.has('filter')), apply.click()]);
    expect(query(page).getAll('filter')).toEqual(['pages']);
    expect(query(page).get('sort')).toBe('relevance');
    expect(query(page).get('page')).toBeNull();
    expect(await totalResults(page)).toBe(pages);
    expect(await filterBox(page, 'Pages').isChecked()).toBe(true);
    await close();
  });

  it('hides the Apply button when JavaScript runs', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width: 1280 });
    expect(await page.getByRole('button', { name: 'Apply filters' }).count()).toBe(0);
    expect(await page.locator('button[type="submit"]', { hasText: 'Apply filters' }).isVisible()).toBe(false);
    await close();
  });
});

describe.each(COLLAPSED_WIDTHS)('filters at %ipx', (width) => {
  it('wait behind Show Filters, which toggles to Hide Filters', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width });
    const button = toggle(page);
    expect(await button.isVisible()).toBe(true);
    expect(await button.innerText()).toBe('Show Filters');
    // The browser's own disclosure: a summary, announced as collapsed.
    expect(await button.evaluate((element) => element.tagName)).toBe('SUMMARY');
    expect(await filtersOpen(page)).toBe(false);
    expect(await page.locator('[data-testid="filters-toggle"] + #search-filters').count()).toBe(1);
    const panel = page.locator('#search-filters');
    expect(await panel.isVisible()).toBe(false);
    expect(await legend(page).isVisible()).toBe(false);

    await button.click();
    expect(await button.innerText()).toBe('Hide Filters');
    expect(await filtersOpen(page)).toBe(true);
    expect(await panel.isVisible()).toBe(true);
    expect(await filterBox(page, 'Press Releases').isVisible()).toBe(true);
    // Above the results, not beside them.
    const panelBox = await panel.boundingBox();
    const headingBox = await heading(page).boundingBox();
    expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(headingBox!.y);

    // The choice survives the filter change it makes.
    await filterBox(page, 'Press Releases').check();
    await page.waitForURL((url) => url.searchParams.has('filter'));
    await expect.poll(() => totalResults(page)).toBe(await filterCount(page, 'Press Releases'));
    expect(await button.innerText()).toBe('Hide Filters');

    await button.click();
    expect(await button.innerText()).toBe('Show Filters');
    expect(await panel.isVisible()).toBe(false);
    await close();
  });

  it('decide their layout before the script runs, so hydration moves nothing', async () => {
    const measure = (page: Page) =>
      page.evaluate(async () => ({
        // Both with the web font in place, so text metrics agree.
        fonts: await document.fonts.ready.then(() => document.fonts.status),
        heading: document.getElementById('search-results-heading')!.getBoundingClientRect().top,
        toggle: document.querySelector('[data-testid="filters-toggle"]')!.getBoundingClientRect().height,
        // Shown or not (a closed disclosure's content keeps its layout box, unseen).
        legend: document.querySelector('legend')!.checkVisibility(),
      }));
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const bare = await context.newPage();
    // Scripting on, but no script arrives: what a visitor sees before hydration.
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    await bare.goto(new URL('/search?term=core', baseURL).toString());
    const before = await measure(bare);
    await context.close();
    expect(before.toggle).toBeGreaterThan(0);
    expect(before.legend).toBe(false);

    const hydrated = await openPage(browser, '/search?term=core', { width });
    expect(await measure(hydrated.page)).toEqual(before);
    await hydrated.close();
  });
});

describe('filters on wide screens', () => {
  it.each([1004, 1280])('sit beside the results with no toggle at %ipx', async (width) => {
    const { page, close } = await openPage(browser, '/search?term=core', { width });
    expect(await toggle(page).isVisible()).toBe(false);
    expect(await legend(page).isVisible()).toBe(true);
    const sidebar = await page.locator('fieldset').boundingBox();
    const list = await page.getByTestId('search-results').boundingBox();
    expect(sidebar!.x + sidebar!.width).toBeLessThan(list!.x);
    expect(sidebar!.width).toBeGreaterThanOrEqual(220);
    expect(sidebar!.width).toBeLessThanOrEqual(300);
    // Side by side: the sidebar starts level with the results heading.
    const headingBox = await heading(page).boundingBox();
    expect(Math.abs(sidebar!.y - headingBox!.y)).toBeLessThan(60);
    await close();
  });

  it('show expanded at 375px without JavaScript', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width: 375, javaScript: false });
    expect(await toggle(page).isVisible()).toBe(false);
    for (const name of FILTER_NAMES) expect(await filterBox(page, name).isVisible(), name).toBe(true);
    await close();
  });
});

describe('no results', () => {
  it.each([375, 1280])('says so in the exact words at %ipx', async (width) => {
    const { page, close, response } = await openPage(browser, '/search?term=zzzzqq', { width });
    expect(response?.status()).toBe(200);
    const message = page.getByTestId('no-results');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toBe('There were no results for the search term: zzzzqq Please try re-searching again.');
    expect(await page.getByTestId('total-results').count()).toBe(0);
    expect(await legend(page).count()).toBe(0);
    expect(await pagination(page).count()).toBe(0);
    expect(await pageBox(page).inputValue()).toBe('zzzzqq');
    await close();
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'])('shows the hostile term %s as text and runs nothing', async (term) => {
    for (const javaScript of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      // Listening before the page loads: a dialog without a listener would be dismissed unseen.
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(new URL(`/search?term=${encodeURIComponent(term)}`, baseURL).toString());
      if (javaScript) await waitForHydration(page);
      expect(await page.getByTestId('no-results').textContent()).toBe(`There were no results for the search term: ${term} Please try re-searching again.`);
      expect(await page.getByTestId('no-results').locator('strong').textContent()).toBe(term);
      expect(await main(page).locator('script, img[src="x"], [onerror]').count()).toBe(0);
      expect(await page.title()).toBe(`Search results for “${term}” | ${site.name}`);
      expect(await pageBox(page).inputValue()).toBe(term);
      // Loaded, its images tried and two frames drawn: a handler a hostile term had slipped in would have run.
      await pageSettled(page);
      expect(dialogs).toEqual([]);
      await context.close();
    }
  });
});

describe('keyboard', () => {
  /** Presses Tab from the page's search box and names each element focus lands on. */
  async function tabStops(page: Page, presses: number): Promise<string[]> {
    await pageBox(page).focus();
    const stops: string[] = [];
    for (let step = 0; step < presses; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return '';
          // The text a visitor sees (a summary holds both its labels, one of them hidden).
          const label = element.closest('label')?.innerText ?? element.getAttribute('aria-label') ?? element.innerText ?? '';
          return `${element.tagName.toLowerCase()}:${label.replace(/\s+/g, ' ').trim()}`;
        }),
      );
    }
    return stops;
  }

  it('reaches the box, the filters, the sort links, the results and the pages in order at 1280px', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width: 1280 });
    const stops = await tabStops(page, 30);
    const order = [
      'button:Submit search',
      'input:In the News (2)',
      'input:Pages (13)',
      'a:Newest first',
      'a:Relevance',
      'a:Page 1',
      'a:Page 2',
      'a:Page 8',
      'a:Next page',
    ].map((stop) => stops.indexOf(stop));
    expect(order.every((index) => index >= 0), stops.join(' | ')).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The greyed-out Previous and the gap are not stops.
    expect(stops.some((stop) => stop.includes('Previous') || stop.includes('…'))).toBe(false);
    await close();
  });

  it('opens the filters and checks one from the keyboard at 375px, keeping focus on the box', async () => {
    const { page, close } = await openPage(browser, '/search?term=core', { width: 375 });
    const stops = await tabStops(page, 3);
    expect(stops.slice(0, 3)).toEqual(['button:Submit search', 'summary:Show Filters', 'a:Newest first']);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    expect(await filtersOpen(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('in-the-news');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('filter') === 'press-releases');
    await expect.poll(() => totalResults(page)).toBe(await filterCount(page, 'Press Releases'));
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('press-releases');
    expect(await filterBox(page, 'Press Releases').isChecked()).toBe(true);
    await close();
  });
});

describe('fit and accessibility', () => {
  it.each([320, 375, 1003, 1280])('has no horizontal overflow at %ipx, filters open, with a long unbroken term too', async (width) => {
    const { page, close } = await openPage(browser, '/search?term=core', { width });
    if (width <= 1003) await toggle(page).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.goto(new URL(`/search?term=${'x'.repeat(200)}`, baseURL).toString());
    expect(await page.getByTestId('no-results').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await close();
  });

  it.each(LAYOUT_WIDTHS)('has no axe violations with results at %ipx', async (width) => {
    const { page, close, errors } = await openPage(browser, '/search?term=core&filter=press-releases&page=2', { width });
    await expectNoAxeViolations(page, 'results');
    if (width <= 1003) {
      await toggle(page).click();
      await expectNoAxeViolations(page, 'filters open');
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('has no axe violations with no results and with no term', async () => {
    for (const path of ['/search?term=zzzzqq', '/search', '/search?term=AODA']) {
      const { page, close } = await openPage(browser, path, { width: 375 });
      await expectNoAxeViolations(page, path);
      await close();
    }
  });
});
