import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticlePage, type ContentArticle } from '@/components/ui/article-page';
import { SCROLL_TABLE_HINT } from '@/components/ui/scroll-table';
import { reachOf, TemperatureScaleFigure } from '@/components/ui/temperature-scale';
import { splitSections } from '@/components/ui/policy-prose';
import { staticRoutes } from '@/config/routes';
import type { TechnologyArticle, ArticleFigure } from '@/lib/site-copy/technology/types';
import { sectionSubtitle } from '@/lib/section-subtitle';
import { advancedNuclearArticle, applicationCards, industrialUsesArticle, processTemperatures, reactorComparison } from '@/lib/site-copy/technology/articles';
import { proseText } from '@/lib/search/prose-text';
import { type Copy, readCopy } from '@/lib/site-copy';
import { readContentFile } from '@/lib/site-copy/files';

const PUBLIC = join(process.cwd(), 'public');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const APPLICATIONS = ['dataCenters', 'chemicalPlants', 'coalToNuclear'] as const;
/** The applications articles as their content files have them (content/applications/*.mdoc). */
const applications = APPLICATIONS.map((name) => {
  const route = staticRoutes[name];
  const copy = readContentFile(name, process.cwd()).value as Copy<typeof name>;
  const article: ContentArticle = { title: route.title, subtitle: sectionSubtitle(route.path, copy.section), copy };
  return { name, path: route.path, copy, article, sections: splitSections(copy.body).parts.flatMap((part) => ('id' in part ? [part] : [])) };
});
const shared = readContentFile('articlePage', process.cwd()).value as Copy<'articlePage'>;
const all = [industrialUsesArticle, advancedNuclearArticle];

/** Every word a reader meets in an article's running text (lead, headings, paragraphs, lists, captions). */
function words(application: (typeof applications)[number]): number {
  const texts = [...proseText(application.copy.body), ...application.copy.figures.map((figure) => figure.caption)];
  return texts.join(' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function figuresOf(article: TechnologyArticle): ArticleFigure[] {
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
  it.each(applications.map((application) => [application.path, application] as const))('%s is 900 to 1300 words of running text', (_path, application) => {
    expect(words(application)).toBeGreaterThanOrEqual(900);
    expect(words(application)).toBeLessThanOrEqual(1300);
  });

  it('files the pages under the navigation groups', () => {
    for (const { article } of applications) expect(article.subtitle).toMatch(/^Applications · .+/);
    expect(industrialUsesArticle.subtitle).toBe('Technology');
    // Linked from the footer only: the fallback.
    expect(advancedNuclearArticle.subtitle).toBe('Technology');
    expect(sectionSubtitle('/nowhere', 'Fallback')).toBe('Fallback');
  });

  it.each(applications.map((application) => [application.path, application] as const))('%s has key figures, a figure and links onward', (path, { copy }) => {
    expect(copy.keyFigures.length).toBeGreaterThanOrEqual(5);
    const hrefs = copy.related.map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining(applications.map((application) => application.path).filter((href) => href !== path)));
    expect(hrefs).not.toContain(path);
    expect(copy.figures.length).toBeGreaterThanOrEqual(1);
    // Every figure the text names is in the list, and every figure in the list is shown.
    const named = [...copy.body.walk()].filter((node) => node.type === 'tag' && node.tag === 'figure').map((node) => node.attributes.id);
    expect(new Set(named)).toEqual(new Set(copy.figures.map((figure) => figure.id)));
  });

  it.each(applications.map((application) => [application.path, application] as const))('%s has unique section ids, its own artwork and sized figures', (_path, { copy, sections }) => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    // The related cards are laid out in rows of two and four.
    expect(copy.related).toHaveLength(4);
    expectSvgArtwork(copy.headerImage);
    for (const figure of copy.figures) {
      expect(figure.image.alt.length, figure.image.src).toBeGreaterThan(40);
      expect(figure.caption.length, figure.image.src).toBeGreaterThan(40);
      expectSvgArtwork(figure.image.src, { width: figure.width ?? 0, height: figure.height ?? 0 });
    }
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
    const images = [...all.map((article) => article.headerImage), ...applications.map(({ copy }) => copy.headerImage)];
    expect(new Set(images).size).toBe(images.length);
  });
});

describe('ArticlePage', () => {
  const [dataCenters] = applications;
  const { copy, sections } = dataCenters!;
  const html = renderToStaticMarkup(<ArticlePage article={dataCenters!.article} />);

  it('renders the header with subtitle, title, shade and header image', () => {
    expect(html).toContain(`>${staticRoutes.dataCenters.title}</h1>`);
    expect(html).toContain(`>${dataCenters!.article.subtitle}</p>`);
    expect(html).toContain(`src="${copy.headerImage}"`);
    expect(html).toContain('data-shade="true"');
  });

  it('renders the lead, the key figures and then every section heading in order', () => {
    const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>/g)].map((match) => [match[1], match[2]]);
    expect(headings).toEqual([
      ['key-figures', shared.keyFiguresHeading],
      ...sections.map((section) => [section.id, section.heading]),
      ['related-pages', shared.relatedHeading],
    ]);
    expect(html.indexOf(proseText(copy.body)[0]!.slice(0, 40))).toBeLessThan(html.indexOf(shared.keyFiguresHeading));
    for (const section of sections) {
      expect(html).toContain(`aria-labelledby="${section.id}"`);
    }
  });

  it('lists each key figure as a term and its value', () => {
    for (const figure of copy.keyFigures) {
      expect(html).toMatch(new RegExp(`<dt[^>]*>${escape(figure.label)}</dt><dd[^>]*>${escape(figure.value)}</dd>`));
    }
  });

  it('renders figures as drawings in the page, named by their alt text, with a caption', () => {
    const [figure] = copy.figures;
    // Drawn inline so their labels use the site's font: an image named by the alt text, holding the SVG.
    expect(html).toMatch(new RegExp(`<div[^>]*role="img" aria-label="${figure!.image.alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*><svg`));
    expect(html).toContain(`data-diagram="${figure!.image.src}"`);
    expect(html).toContain(`<figcaption>${figure!.caption}</figcaption>`);
  });

  it('ends with link cards to the related pages and a contact link', () => {
    const related = html.slice(html.indexOf('id="related-pages"'));
    const hrefs = [...related.matchAll(/<a[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([...copy.related.map((link) => link.href), shared.contactLink]);
    expect(related.match(/class="link-card /g)).toHaveLength(copy.related.length);
    expect(related.match(/class="card-link"/g)).toHaveLength(copy.related.length);
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
    const page = renderToStaticMarkup(<ArticlePage article={industrialUsesArticle} />);
    const label = readCopy('industrialUses').linkCards.label;
    const list = new RegExp(`<ul[^>]*aria-label="${escape(label)}"[^>]*>.*?</ul>`).exec(page)?.[0] ?? '';
    expect([...list.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(applicationCards.map((link) => link.href));
    // The three application pages, each once.
    expect([...applicationCards.map((link) => link.href)].sort()).toEqual([staticRoutes.chemicalPlants.path, staticRoutes.coalToNuclear.path, staticRoutes.dataCenters.path].sort());
  });
});

describe('reactor comparison', () => {
  it('has a cell for every column after the row headings, in every row (the figures: shipped-copy-home-technology)', () => {
    expect(reactorComparison.columns.length).toBeGreaterThanOrEqual(2);
    expect(reactorComparison.rows.length).toBeGreaterThan(0);
    for (const entry of reactorComparison.rows) expect(entry.cells, entry.header).toHaveLength(reactorComparison.columns.length - 1);
  });
});

describe('the long technology articles in Markdoc', () => {
  it('start each section at a "## Heading {% #id %}" line and place the front matter’s parts where the tags are', () => {
    const kinds = (article: TechnologyArticle) => article.sections.flatMap((section) => section.blocks.map((block) => block.kind));
    expect(kinds(industrialUsesArticle)).toEqual(expect.arrayContaining(['temperature-scale', 'figure', 'cards', 'list', 'paragraph']));
    expect(kinds(advancedNuclearArticle)).toEqual(expect.arrayContaining(['table', 'list', 'paragraph']));
    for (const article of [industrialUsesArticle, advancedNuclearArticle]) {
      expect(article.lead.length).toBeGreaterThan(0);
      for (const section of article.sections) {
        expect(section.id).toMatch(/^[a-z0-9-]+$/);
        expect(section.blocks.length, section.heading).toBeGreaterThan(0);
      }
    }
  });
});

describe('temperature scale', () => {
  const markers = processTemperatures.markers;
  const band = (from: number, to: number) => ({ label: 'x', from, to });
  const sample = [
    { label: 'Legacy reactors', value: 290, tone: 'legacy' as const },
    { label: 'IMSR', value: 585, tone: 'imsr' as const },
  ];

  it('says which heat sources reach a band', () => {
    expect(reachOf(band(60, 150), sample)).toBe('Reached by: Legacy reactors, IMSR');
    expect(reachOf(band(200, 450), sample)).toBe('Reached by: IMSR');
    expect(reachOf(band(500, 585), sample)).toBe('Reached by: IMSR');
    expect(reachOf(band(500, 650), sample)).toBe('Partly reached by: IMSR');
    expect(reachOf(band(700, 850), sample)).toBe('Needs more than 585 °C');
  });

  it('marks the legacy and IMSR heat, and lists every band as text', () => {
    expect(markers.map((marker) => marker.tone).sort()).toEqual(['imsr', 'legacy']);
    const html = renderToStaticMarkup(<TemperatureScaleFigure scale={processTemperatures} />);
    expect(html).toContain(`<figcaption class="`);
    expect(html).toContain(processTemperatures.caption);
    for (const marker of markers) expect(html).toContain(`${marker.label}: <strong>${marker.value} °C</strong>`);
    const at = (value: number) => `${((value / processTemperatures.max) * 100).toFixed(2)}%`;
    const sorted = [...markers].sort((a, b) => a.value - b.value);
    expect(html).toContain(sorted.map((marker) => `--${marker.tone}:${at(marker.value)}`).join(';'));
    for (const entry of processTemperatures.bands) {
      expect(html).toContain(`>${entry.label}</span>`);
      expect(html).toContain(`${entry.from}–${entry.to} °C`);
    }
    expect(html.match(/data-testid="temperature-band"/g)).toHaveLength(processTemperatures.bands.length);
  });
});
