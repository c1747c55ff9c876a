import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticlePage } from '@/components/ui/article-page';
import { SCROLL_TABLE_HINT } from '@/components/ui/scroll-table';
import { reachOf, TemperatureScaleFigure } from '@/components/ui/temperature-scale';
import { advancedNuclearArticle, reactorComparison } from '@/content/advanced-nuclear';
import { chemicalPlantsArticle } from '@/content/applications/chemical-plants';
import { coalToNuclearArticle } from '@/content/applications/coal-to-nuclear';
import { dataCentersArticle } from '@/content/applications/data-centers';
import { applicationLinks, articleWords, sectionSubtitle, type Article, type ArticleFigure } from '@/content/article';
import { processTemperatures, versatileArticle } from '@/content/versatile';

const PUBLIC = join(process.cwd(), 'public');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const applications = [dataCentersArticle, chemicalPlantsArticle, coalToNuclearArticle];
const all = [...applications, versatileArticle, advancedNuclearArticle];

function figuresOf(article: Article): ArticleFigure[] {
  return article.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'figure' ? [block.figure] : [])));
}

/** Our own SVG artwork: present, small, sized, and free of scripts. */
function expectSvgArtwork(src: string, size?: { width: number; height: number }) {
  const file = join(PUBLIC, src);
  expect(statSync(file).size, src).toBeLessThan(15 * 1024);
  const svg = readFileSync(file, 'utf8');
  const root = /<svg[^>]*>/.exec(svg)?.[0] ?? '';
  expect(root, src).toMatch(/width="\d+"/);
  expect(root, src).toMatch(/height="\d+"/);
  if (size) {
    expect(root, src).toContain(`width="${size.width}"`);
    expect(root, src).toContain(`height="${size.height}"`);
  }
  expect(svg, src).not.toMatch(/<script|\son\w+=|href="http/i);
}

describe('application articles', () => {
  it.each(applications.map((article) => [article.route.path, article] as const))('%s is 900 to 1300 words of running text', (_path, article) => {
    const words = articleWords(article);
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(1300);
  });

  it('files the pages under the navigation groups', () => {
    expect(dataCentersArticle.subtitle).toBe('Applications · Co-Generation Power');
    expect(chemicalPlantsArticle.subtitle).toBe('Applications · Co-Generation Power');
    expect(coalToNuclearArticle.subtitle).toBe('Applications · Electric Power');
    expect(versatileArticle.subtitle).toBe('Technology');
    // Linked from the footer only: the fallback.
    expect(advancedNuclearArticle.subtitle).toBe('Technology');
    expect(sectionSubtitle('/nowhere', 'Fallback')).toBe('Fallback');
  });

  it.each(applications.map((article) => [article.route.path, article] as const))('%s states the key facts and links onward', (path, article) => {
    const text = JSON.stringify(article);
    for (const fact of ['585 °C', '290 °C', '44 %', '7 hectares', '17.3 acres', 'seven years', '5 % U-235', 'US$69', 'under four years', '2030']) {
      expect(text, fact).toContain(fact);
    }
    const values = article.keyFigures.map((figure) => figure.value);
    expect(values).toContain('585 °C');
    expect(values.some((value) => value.includes('US$'))).toBe(true);
    const hrefs = article.related.map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/applications/commercial-advantages', '/technology/molten-salt-reactor']));
    expect(hrefs).toEqual(expect.arrayContaining(applicationLinks.map((link) => link.href).filter((href) => href !== path)));
    expect(hrefs).not.toContain(path);
    expect(figuresOf(article).length).toBeGreaterThanOrEqual(1);
  });

  it('prices heat for the chemical plants', () => {
    expect(chemicalPlantsArticle.keyFigures.map((figure) => figure.value)).toContain('Under US$8.60');
  });
});

describe('every article', () => {
  it.each(all.map((article) => [article.route.path, article] as const))('%s has unique section ids, its own artwork and sized figures', (_path, article) => {
    const ids = article.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(article.sections.length).toBeGreaterThanOrEqual(4);
    expect(article.keyFigures.length).toBeGreaterThanOrEqual(5);
    // The related cards are laid out in rows of two and four.
    expect(article.related).toHaveLength(4);
    expect(article.headerImage).toMatch(/^\/images\/(applications|technology)\/[a-z-]+\.svg$/);
    expectSvgArtwork(article.headerImage);
    for (const figure of figuresOf(article)) {
      expect(figure.alt.length, figure.src).toBeGreaterThan(40);
      expect(figure.caption.length, figure.src).toBeGreaterThan(40);
      expectSvgArtwork(figure.src, figure);
    }
  });

  it('uses a different header image on each page', () => {
    expect(new Set(all.map((article) => article.headerImage)).size).toBe(all.length);
  });
});

describe('ArticlePage', () => {
  const html = renderToStaticMarkup(<ArticlePage article={dataCentersArticle} />);

  it('renders the header with subtitle, title, shade and header image', () => {
    expect(html).toContain('>Data Centers</h1>');
    expect(html).toContain('>Applications · Co-Generation Power</p>');
    expect(html).toContain('src="/images/applications/data-centers-header.svg"');
    expect(html).toContain('data-shade="true"');
  });

  it('renders the lead, the key figures and then every section heading in order', () => {
    const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>/g)].map((match) => [match[1], match[2]]);
    expect(headings).toEqual([
      ['key-figures', 'Key figures'],
      ...dataCentersArticle.sections.map((section) => [section.id, section.heading]),
      ['related-pages', 'Keep exploring'],
    ]);
    expect(html.indexOf(dataCentersArticle.lead[0]!.slice(0, 40))).toBeLessThan(html.indexOf('Key figures'));
    for (const section of dataCentersArticle.sections) {
      expect(html).toContain(`aria-labelledby="${section.id}"`);
    }
  });

  it('lists each key figure as a term and its value', () => {
    for (const figure of dataCentersArticle.keyFigures) {
      expect(html).toMatch(new RegExp(`<dt[^>]*>${escape(figure.label)}</dt><dd[^>]*>${escape(figure.value)}</dd>`));
    }
  });

  it('renders figures with alt text and a caption', () => {
    const [figure] = figuresOf(dataCentersArticle);
    expect(html).toContain(`alt="${figure!.alt}"`);
    expect(html).toContain(`width="${figure!.width}" height="${figure!.height}" loading="lazy"`);
    expect(html).toContain(`<figcaption>${figure!.caption}</figcaption>`);
  });

  it('ends with link cards to the related pages and a contact link', () => {
    const related = html.slice(html.indexOf('id="related-pages"'));
    const hrefs = [...related.matchAll(/<a[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([...dataCentersArticle.related.map((link) => link.href), '/contact']);
    expect(related.match(/class="link-card /g)).toHaveLength(dataCentersArticle.related.length);
    expect(related.match(/class="card-link"/g)).toHaveLength(dataCentersArticle.related.length);
  });

  it('renders a comparison table inside the scrollable region, named by its caption', () => {
    const page = renderToStaticMarkup(<ArticlePage article={advancedNuclearArticle} />);
    expect(page).toContain(`<caption id="${reactorComparison.id}">${reactorComparison.caption}</caption>`);
    expect(page).toMatch(new RegExp(`role="region" aria-labelledby="${reactorComparison.id}" tabindex="0"`));
    expect(page).toContain(SCROLL_TABLE_HINT);
    expect(page.match(/<th scope="row">/g)).toHaveLength(reactorComparison.rows.length);
    expect(page.match(/<th scope="col">/g)).toHaveLength(3);
  });

  it('renders inline application cards on the Industrial Uses page', () => {
    const page = renderToStaticMarkup(<ArticlePage article={versatileArticle} />);
    const list = /<ul[^>]*aria-label="Applications"[^>]*>.*?<\/ul>/.exec(page)?.[0] ?? '';
    expect([...list.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(applicationLinks.map((link) => link.href));
  });
});

describe('reactor comparison', () => {
  const row = (header: string) => reactorComparison.rows.find((entry) => entry.header === header)?.cells;

  it('compares legacy light-water reactors with the IMSR on the published figures', () => {
    expect(reactorComparison.columns).toEqual(['Feature', 'Legacy light-water reactor', 'IMSR']);
    expect(row('Outlet temperature')).toEqual(['About 290 °C', '585 °C']);
    expect(row('Operating pressure')).toEqual(['About 155 bar', 'Near-atmospheric']);
    expect(row('Net thermal efficiency')).toEqual(['About 33 %', '44 %']);
    expect(row('Enrichment')).toEqual(['Under 5 % U-235', 'Under 5 % U-235']);
    expect(row('Component replacement')?.[1]).toContain('7 years');
    expect(row('Fuel form')).toHaveLength(2);
    expect(row('Refuelling')).toHaveLength(2);
    for (const entry of reactorComparison.rows) expect(entry.cells).toHaveLength(2);
  });
});

describe('temperature scale', () => {
  const markers = processTemperatures.markers;
  const band = (from: number, to: number) => ({ label: 'x', from, to });

  it('says which heat sources reach a band', () => {
    expect(reachOf(band(60, 150), markers)).toBe('Reached by: Legacy reactors, IMSR');
    expect(reachOf(band(200, 450), markers)).toBe('Reached by: IMSR');
    expect(reachOf(band(500, 585), markers)).toBe('Reached by: IMSR');
    expect(reachOf(band(500, 650), markers)).toBe('Partly reached by: IMSR');
    expect(reachOf(band(700, 850), markers)).toBe('Needs more than 585 °C');
  });

  it('marks 290 °C legacy and 585 °C IMSR heat, and lists every band as text', () => {
    expect(markers.map((marker) => marker.value)).toEqual([290, 585]);
    const html = renderToStaticMarkup(<TemperatureScaleFigure scale={processTemperatures} />);
    expect(html).toContain(`<figcaption class="`);
    expect(html).toContain(processTemperatures.caption);
    expect(html).toContain('Legacy reactors: <strong>290 °C</strong>');
    expect(html).toContain('IMSR: <strong>585 °C</strong>');
    expect(html).toContain('--legacy:29.00%;--imsr:58.50%');
    for (const entry of processTemperatures.bands) {
      expect(html).toContain(`>${entry.label}</span>`);
      expect(html).toContain(`${entry.from}–${entry.to} °C`);
    }
    expect(html.match(/data-testid="temperature-band"/g)).toHaveLength(processTemperatures.bands.length);
  });
});
