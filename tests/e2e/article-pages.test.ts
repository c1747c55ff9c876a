import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import Markdoc from '@markdoc/markdoc';
import { splitSections } from '@/components/ui/policy-prose';
import { staticRoutes } from '@/config/routes';
import type { TechnologyArticle } from '@/lib/site-copy/technology/types';
import { advancedNuclearArticle, applicationCards, industrialUsesArticle, processTemperatures, reactorComparison } from '@/lib/site-copy/technology/articles';
import { proseText } from '@/lib/search/prose-text';
import { sectionSubtitle } from '@/lib/section-subtitle';
import { type Copy, readCopy } from '@/lib/site-copy';
import { readContentFile } from '@/lib/site-copy/files';
import { DESKTOP_MIN_WIDTH, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { expectDiagramDrawn } from './support/diagram';

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
});

interface ArticleView {
  path: string;
  title: string;
  subtitle: string;
  description: string;
  headerImage: string;
  lead: string[];
  sectionHeadings: string[];
  keyFigures: readonly { value: string; label: string }[];
  related: readonly { title: string; href: string }[];
  figures: { src: string; alt: string; caption: string; width: number; height: number }[];
  /** Values the key figures must show. */
  values: string[];
}

const legacyView = (article: TechnologyArticle, subtitle: string, values: string[]): ArticleView => ({
  path: article.route.path,
  title: article.route.title,
  subtitle,
  description: article.description,
  headerImage: article.headerImage,
  lead: article.lead,
  sectionHeadings: article.sections.map((section) => section.heading),
  keyFigures: article.keyFigures,
  related: article.related,
  figures: article.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'figure' ? [block.figure] : []))),
  values,
});

/** An article of content/applications, as its content file has it. */
function contentView(name: 'dataCenters' | 'chemicalPlants' | 'coalToNuclear'): ArticleView {
  const route = staticRoutes[name];
  const copy = readContentFile(name, process.cwd()).value as Copy<typeof name>;
  const { intro, parts } = splitSections(copy.body);
  return {
    path: route.path,
    title: route.title,
    subtitle: sectionSubtitle(route.path, copy.section),
    description: copy.description,
    headerImage: copy.headerImage,
    lead: proseText(new Markdoc.Ast.Node('document', {}, intro)),
    sectionHeadings: parts.flatMap((part) => ('heading' in part ? [part.heading] : [])),
    keyFigures: copy.keyFigures,
    related: copy.related,
    figures: copy.figures.map((figure) => ({ ...figure.image, caption: figure.caption, width: figure.width ?? 0, height: figure.height ?? 0 })),
    values: [],
  };
}

/** The five long articles, with what each page must show besides its own content. */
const PAGES: ArticleView[] = [
  contentView('dataCenters'),
  contentView('chemicalPlants'),
  contentView('coalToNuclear'),
  // Read from content/technology/*.mdoc (their approved figures are checked in tests/unit/shipped-copy-*).
  legacyView(industrialUsesArticle, industrialUsesArticle.subtitle, []),
  legacyView(advancedNuclearArticle, advancedNuclearArticle.subtitle, []),
];
const SHARED = readContentFile('articlePage', process.cwd()).value as Copy<'articlePage'>;

const HINT = 'Drag horizontally to view the entire table.';
const TABLE_PATH = advancedNuclearArticle.route.path;
/** The hint shows at 890 px or narrower: check the boundary as well as the usual widths. */
const HINT_WIDTHS = [...new Set([...WIDTHS, 890])].sort((a, b) => a - b);

/** Waits until an image has really loaded (lazy images are scrolled to first). */
async function expectImageLoaded(page: Page, selector: string) {
  const image = page.locator(selector);
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => {
    const element = document.querySelector<HTMLImageElement>(sel);
    return !!element && element.complete && element.naturalWidth > 0;
  }, selector);
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

describe.each(PAGES)('$path', (article) => {
  const { path, subtitle, values, sectionHeadings } = article;

  describe.each(WIDTHS)('at %ipx', (width) => {
    it('shows the header, every section in order, the key figures and the related links, without JavaScript', async () => {
      const { page, close, response } = await openPage(browser, path, { width, javaScript: false });
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${article.title} | ${site.name}`);

      const header = page.getByTestId('page-header');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
      expect(await header.locator('p').first().textContent()).toBe(subtitle);
      expect(await header.textContent()).toContain(article.description);
      const headerImage = header.locator('img');
      expect(await headerImage.getAttribute('src')).toBe(article.headerImage);
      await expectImageLoaded(page, '[data-testid="page-header"] img');

      // Key figures first (beside or before the text), then each section in the content's order, then related pages.
      expect(await page.locator('main h2').allTextContents()).toEqual([SHARED.keyFiguresHeading, ...sectionHeadings, SHARED.relatedHeading]);
      for (const heading of sectionHeadings) {
        expect(await page.getByRole('heading', { level: 2, name: heading, exact: true }).isVisible(), heading).toBe(true);
      }
      for (const paragraph of article.lead) {
        expect(await page.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
      }

      const aside = page.getByRole('complementary', { name: SHARED.keyFiguresHeading });
      expect(await aside.locator('dd').allTextContents()).toEqual(article.keyFigures.map((figure) => figure.value));
      expect(await aside.locator('dt').allTextContents()).toEqual(article.keyFigures.map((figure) => figure.label));
      const asideText = await aside.textContent();
      for (const value of values) expect(asideText, value).toContain(value);

      const related = page.getByRole('navigation', { name: SHARED.relatedHeading });
      const cards = related.getByRole('list', { name: SHARED.relatedLabel }).getByRole('link');
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(article.related.map((link) => link.href));
      expect(await cards.allTextContents()).toEqual(article.related.map((link) => link.title));
      expect(await related.getByRole('link', { name: SHARED.contactLabel }).getAttribute('href')).toBe(SHARED.contactLink);

      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      await close();
    });

    it('shows every figure with its alt text and caption, loaded', async () => {
      const { page, close } = await openPage(browser, path, { width, javaScript: false });
      const { figures } = article;
      // The temperature scale is an HTML figure; the others are diagrams (inline SVG, in the site's font).
      const imageFigures = page.locator('main figure:has([data-diagram])');
      expect(await imageFigures.count()).toBe(figures.length);
      for (const [index, figure] of figures.entries()) {
        const element = imageFigures.nth(index);
        expect(await element.locator('[data-diagram]').getAttribute('data-diagram')).toBe(figure.src);
        expect(await element.locator('figcaption').textContent()).toBe(figure.caption);
        expect(await page.getByRole('figure', { name: figure.caption }).count()).toBe(1);
        const diagram = element.getByRole('img', { name: figure.alt, exact: true });
        // Drawn at the artwork's proportions, as wide as the text column allows (or wider, scrolling, on a phone).
        await expectDiagramDrawn(diagram, { width: figure.width, height: figure.height });
        const box = await diagram.boundingBox();
        expect(box!.width).toBeGreaterThan(Math.min(width - 60, 600));
      }
      await close();
    });

    it(`puts the key figures ${width >= DESKTOP_MIN_WIDTH ? 'beside the text' : 'inline, after the opening paragraphs'}`, async () => {
      const { page, close } = await openPage(browser, path, { width, javaScript: false });
      const aside = (await page.getByRole('complementary', { name: SHARED.keyFiguresHeading }).boundingBox())!;
      const lead = (await page.getByTestId('article-lead').boundingBox())!;
      const firstSection = (await page.getByTestId('article-section').first().boundingBox())!;
      if (width >= DESKTOP_MIN_WIDTH) {
        expect(aside.x).toBeGreaterThanOrEqual(firstSection.x + firstSection.width);
        expect(aside.y).toBeLessThan(firstSection.y);
        expect(Math.abs(aside.y - lead.y)).toBeLessThan(4);
      } else {
        expect(aside.y).toBeGreaterThanOrEqual(lead.y + lead.height);
        expect(aside.y + aside.height).toBeLessThanOrEqual(firstSection.y);
        expect(Math.abs(aside.x - firstSection.x)).toBeLessThan(2);
      }
      await close();
    });

    it('renders the same text with JavaScript on, and has no axe violations', async () => {
      const off = await openPage(browser, path, { width, javaScript: false });
      const textWithout = await off.page.locator('main').innerText();
      await off.close();
      const { page, close, errors } = await openPage(browser, path, { width });
      expect(await page.locator('main').innerText()).toBe(textWithout);
      await expectNoAxeViolations(page, `${path} at ${width}px`);
      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await close();
    });
  });
});

describe('related-link cards', () => {
  it('make the whole card the link target', async () => {
    const [dataCenters] = PAGES;
    const { page, close } = await openPage(browser, dataCenters!.path, { width: 1280, javaScript: false });
    const cards = page.getByRole('list', { name: SHARED.relatedLabel }).getByRole('listitem');
    for (const [index, link] of dataCenters!.related.entries()) {
      const text = cards.nth(index).locator('p');
      await text.scrollIntoViewIfNeeded();
      const box = (await text.boundingBox())!;
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null, [
        box.x + box.width / 2,
        box.y + box.height / 2,
      ] as const);
      expect(hit).toBe(link.href);
    }
    await close();
  });
});

describe.each(WIDTHS)('Industrial Uses at %ipx', (width) => {
  it('links to the three applications with cards, and draws the temperature scale to scale', async () => {
    const { page, close } = await openPage(browser, industrialUsesArticle.route.path, { width, javaScript: false });
    const cards = page.getByRole('list', { name: readCopy('industrialUses').linkCards.label, exact: true }).getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(applicationCards.map((link) => link.href));
    expect([...applicationCards.map((link) => link.href)].sort()).toEqual([staticRoutes.chemicalPlants.path, staticRoutes.coalToNuclear.path, staticRoutes.dataCenters.path].sort());

    const scale = page.getByRole('figure', { name: processTemperatures.caption });
    for (const marker of processTemperatures.markers) {
      expect(await scale.getByRole('listitem').filter({ hasText: `${marker.label}: ${marker.value} °C` }).count()).toBe(1);
    }
    const markerAt = (tone: 'legacy' | 'imsr') => processTemperatures.markers.find((marker) => marker.tone === tone)!.value;
    const bands = scale.getByTestId('temperature-band');
    expect(await bands.count()).toBe(processTemperatures.bands.length);
    for (const [index, band] of processTemperatures.bands.entries()) {
      expect(await bands.nth(index).textContent()).toContain(`${band.label} ${band.from}–${band.to} °C`);
    }

    // Bars and marker lines sit where their temperatures fall on the 0–1000 °C axis.
    const geometry = await bands.evaluateAll((rows) =>
      rows.map((row) => {
        const track = row.querySelector('[aria-hidden="true"]')!;
        const bar = track.firstElementChild!.getBoundingClientRect();
        const box = track.getBoundingClientRect();
        const line = (pseudo: string) => {
          const style = getComputedStyle(track, pseudo);
          return box.left + parseFloat(style.left) + parseFloat(style.marginLeft) + parseFloat(style.width) / 2;
        };
        return { left: box.left, width: box.width, barLeft: bar.left, barRight: bar.right, legacy: line('::before'), imsr: line('::after') };
      }),
    );
    for (const [index, band] of processTemperatures.bands.entries()) {
      const row = geometry[index]!;
      const at = (celsius: number) => row.left + (row.width * celsius) / processTemperatures.max;
      expect(Math.abs(row.barLeft - at(band.from)), band.label).toBeLessThan(1.5);
      expect(Math.abs(row.barRight - at(band.to)), band.label).toBeLessThan(1.5);
      expect(Math.abs(row.legacy - at(markerAt('legacy')))).toBeLessThan(1.5);
      expect(Math.abs(row.imsr - at(markerAt('imsr')))).toBeLessThan(1.5);
    }
    await close();
  });
});

describe.each(HINT_WIDTHS)('comparison table at %ipx', (width) => {
  it(`has its caption and rows, with the drag hint ${width <= 890 ? 'shown' : 'hidden'}`, async () => {
    const { page, close } = await openPage(browser, TABLE_PATH, { width, javaScript: false });
    const region = page.getByRole('region', { name: reactorComparison.caption, exact: true });
    expect(await region.getAttribute('tabindex')).toBe('0');
    const table = region.locator('table');
    expect(await table.locator('caption').textContent()).toBe(reactorComparison.caption);
    expect(await table.locator('thead th').allTextContents()).toEqual(reactorComparison.columns);
    expect(await table.locator('tbody th[scope="row"]').allTextContents()).toEqual(reactorComparison.rows.map((row) => row.header));
    const rowText = (header: string) => table.locator('tbody tr', { has: page.locator(`th:text-is("${header}")`) }).locator('td').allTextContents();
    for (const row of reactorComparison.rows) expect(await rowText(row.header)).toEqual(row.cells);

    const hint = page.locator('main').getByText(HINT, { exact: true });
    expect(await hint.count()).toBe(1);
    expect(await hint.isVisible()).toBe(width <= 890);
    // Where there is no hint, the whole table fits: nothing is hidden sideways.
    if (width > 890) expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});

describe('comparison table on a phone', () => {
  it('scrolls inside its own box from the keyboard, with a visible focus ring, and not the page', async () => {
    const { page, close } = await openPage(browser, TABLE_PATH, { width: 375 });
    const region = page.getByRole('region', { name: reactorComparison.caption, exact: true });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // Tab to it, as a keyboard user would.
    for (let press = 0; press < 120; press += 1) {
      await page.keyboard.press('Tab');
      if (await region.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    const outline = await region.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await close();
  });
});
