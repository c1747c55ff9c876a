import type { Node as MarkdocNode } from '@markdoc/markdoc';
import { staticRoutes } from '@/config/routes';
import type { TechnologyArticle, ArticleBlock, ArticleSection, ArticleTable, LinkCard, TemperatureScale } from '@/lib/site-copy/technology/types';
import { type Copy, readCopy } from '@/lib/site-copy';

/**
 * The two long technology articles (Industrial Uses, Advanced Nuclear), read from their Markdoc files in
 * content/technology/ into the shape `ArticlePage` renders: the paragraphs before the first `## Heading`
 * are the lead, each `## Heading {% #id %}` starts a section, and the tags `{% temperature-scale /%}`,
 * `{% diagram /%}`, `{% link-cards /%}` and `{% comparison-table /%}` place the parts described in the
 * file's front matter. Paragraphs, bullet lists and `###` subheadings are the running text.
 */

/** Every word of an inline run, with line breaks as spaces (emphasis and links keep their words). */
function inlineText(node: MarkdocNode): string {
  let text = '';
  for (const child of node.walk()) {
    if (child.type === 'text' && typeof child.attributes.content === 'string') text += child.attributes.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
    else if (child.type === 'code' && typeof child.attributes.content === 'string') text += child.attributes.content;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** 'Why temperature matters' → 'why-temperature-matters', for a heading written without an id. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

type Parts = Partial<Record<'temperature-scale' | 'diagram' | 'link-cards' | 'comparison-table', ArticleBlock>>;

function readBody(body: MarkdocNode, parts: Parts, file: string): { lead: string[]; sections: ArticleSection[] } {
  const lead: string[] = [];
  const sections: ArticleSection[] = [];
  for (const node of body.children) {
    const section = sections.at(-1);
    if (node.type === 'heading' && node.attributes.level === 2) {
      const heading = inlineText(node);
      sections.push({ id: typeof node.attributes.id === 'string' ? node.attributes.id : slug(heading), heading, blocks: [] });
      continue;
    }
    let block: ArticleBlock | undefined;
    if (node.type === 'paragraph') block = { kind: 'paragraph', text: inlineText(node) };
    else if (node.type === 'heading') block = { kind: 'subheading', text: inlineText(node) };
    else if (node.type === 'list') block = { kind: 'list', items: node.children.map(inlineText) };
    else if (node.type === 'tag' && node.tag && node.tag in parts) block = parts[node.tag as keyof Parts];
    else if (node.type === 'tag') throw new Error(`${file}: {% ${node.tag} /%} has nothing to show on this page; remove it.`);
    if (!block) continue;
    if (section) section.blocks.push(block);
    else if (block.kind === 'paragraph') lead.push(block.text);
    else throw new Error(`${file}: only paragraphs may come before the first "## Heading" line.`);
  }
  return { lead, sections };
}

const cards = (list: readonly { title: string; href: string; description: string }[]): LinkCard[] => list.map((card) => ({ ...card }));

function article(route: TechnologyArticle['route'], copy: Copy<'industrialUses'> | Copy<'advancedNuclear'>, parts: Parts, file: string): TechnologyArticle {
  return {
    route,
    subtitle: copy.header.subtitle,
    description: copy.header.description,
    headerImage: copy.header.artwork,
    ...readBody(copy.body, parts, file),
    keyFigures: copy.keyFigures.map((figure) => ({ ...figure })),
    related: cards(copy.related),
  };
}

const industrialUsesCopy = readCopy('industrialUses');

/** The scale of process temperatures on Industrial Uses. */
export const processTemperatures: TemperatureScale = {
  caption: industrialUsesCopy.temperatureScale.caption,
  max: industrialUsesCopy.temperatureScale.max ?? 0,
  markers: industrialUsesCopy.temperatureScale.markers.map((marker) => ({ label: marker.label, value: marker.value ?? 0, tone: marker.tone })),
  bands: industrialUsesCopy.temperatureScale.bands.map((band) => ({ label: band.label, from: band.from ?? 0, to: band.to ?? 0 })),
};

/** The three application cards on Industrial Uses. */
export const applicationCards: LinkCard[] = cards(industrialUsesCopy.linkCards.cards);

export const industrialUsesArticle: TechnologyArticle = article(
  staticRoutes.versatile as TechnologyArticle['route'],
  industrialUsesCopy,
  {
    'temperature-scale': { kind: 'temperature-scale', scale: processTemperatures },
    diagram: {
      kind: 'figure',
      figure: {
        src: industrialUsesCopy.diagram.image.src,
        alt: industrialUsesCopy.diagram.image.alt,
        width: industrialUsesCopy.diagram.width ?? 0,
        height: industrialUsesCopy.diagram.height ?? 0,
        caption: industrialUsesCopy.diagram.caption,
      },
    },
    'link-cards': { kind: 'cards', label: industrialUsesCopy.linkCards.label, cards: applicationCards },
  },
  'content/technology/industrial-uses.mdoc',
);

const advancedNuclearCopy = readCopy('advancedNuclear');

/** Legacy light-water reactor and IMSR, feature by feature, on Advanced Nuclear. */
export const reactorComparison: ArticleTable = {
  id: advancedNuclearCopy.comparisonTable.id,
  caption: advancedNuclearCopy.comparisonTable.caption,
  columns: [...advancedNuclearCopy.comparisonTable.columns],
  rows: advancedNuclearCopy.comparisonTable.rows.map((row) => ({ header: row.header, cells: [...row.cells] })),
};

export const advancedNuclearArticle: TechnologyArticle = article(
  staticRoutes.advancedNuclear as TechnologyArticle['route'],
  advancedNuclearCopy,
  { 'comparison-table': { kind: 'table', table: reactorComparison } },
  'content/technology/advanced-nuclear.mdoc',
);
