import type { StaticRoute } from '@/config/routes';

/**
 * The shape of a long static article (the applications pages, Industrial Uses, Advanced Nuclear):
 * typed data that `ArticlePage` renders. Prose lives here, not in JSX, so it can be edited and
 * checked (word counts, figures, links) without touching markup.
 */

/** An illustration inside the article: our own SVG diagram, with text that says what it shows. */
export interface ArticleFigure {
  src: string;
  /** Intrinsic size of the artwork, so the page reserves its space before it loads. */
  width: number;
  height: number;
  /** What the diagram shows, for visitors who cannot see it. */
  alt: string;
  caption: string;
}

/** A comparison table: one row header per row, then one cell per remaining column. */
export interface ArticleTable {
  /** Fragment id of the caption; it names the table's scrollable region. */
  id: string;
  caption: string;
  /** Column headings, the row-header column first. */
  columns: string[];
  rows: { header: string; cells: string[] }[];
}

/** One band of an industrial temperature scale, in °C. */
export interface TemperatureBand {
  label: string;
  from: number;
  to: number;
}

/** A labelled temperature on the scale (legacy reactors, the IMSR). */
export interface TemperatureMarker {
  label: string;
  value: number;
  tone: 'legacy' | 'imsr';
}

export interface TemperatureScale {
  caption: string;
  /** Upper end of the axis, in °C (the axis starts at 0). */
  max: number;
  markers: TemperatureMarker[];
  bands: TemperatureBand[];
}

/** A card that leads to another page; the whole card is the link target. */
export interface LinkCard {
  title: string;
  href: string;
  description: string;
}

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'figure'; figure: ArticleFigure }
  | { kind: 'table'; table: ArticleTable }
  | { kind: 'temperature-scale'; scale: TemperatureScale }
  | { kind: 'cards'; label: string; cards: LinkCard[] };

export interface ArticleSection {
  /** Fragment id of the section heading. */
  id: string;
  heading: string;
  blocks: ArticleBlock[];
}

/** A headline number of the "key figures" aside: the value large, the label saying what it measures. */
export interface KeyFigure {
  value: string;
  label: string;
}

export interface Article {
  /** The registry entry: its title is the page's h1, its path the page's address. */
  route: StaticRoute & { title: string };
  /** Small line above the title: where the page sits in the site. */
  subtitle: string;
  /** One or two sentences under the title in the header. */
  description: string;
  /** Header background artwork (decorative). */
  headerImage: string;
  /** Opening paragraphs, before the first section. */
  lead: string[];
  sections: ArticleSection[];
  keyFigures: KeyFigure[];
  related: LinkCard[];
}

const p = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ArticleBlock => ({ kind: 'list', items });
const h3 = (text: string): ArticleBlock => ({ kind: 'subheading', text });
export const blocks = { p, list, h3 };

export { sectionSubtitle } from '@/lib/section-subtitle';

/** Every word a reader meets in the article's running text (lead, headings, paragraphs, lists, captions). */
export function articleWords(article: Pick<Article, 'lead' | 'sections'>): number {
  const texts = [...article.lead];
  for (const section of article.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === 'paragraph' || block.kind === 'subheading') texts.push(block.text);
      else if (block.kind === 'list') texts.push(...block.items);
      else if (block.kind === 'figure') texts.push(block.figure.caption);
    }
  }
  return texts.join(' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The related-links cards every applications page ends with, minus the page itself. */
export const applicationLinks: LinkCard[] = [
  {
    title: 'Chemical and Petrochemical Plants',
    href: '/applications/chemical-and-petrochemical-plants',
    description: 'Process steam and power at 585 °C in place of gas-fired boilers.',
  },
  {
    title: 'Data Centers',
    href: '/applications/data-centers',
    description: 'Firm, carbon-free power around the clock, behind the meter or on the grid.',
  },
  {
    title: 'Coal to Nuclear',
    href: '/applications/coal-to-nuclear',
    description: 'A second life for coal stations: their turbines, water, grid links and people.',
  },
];

export const commonLinks = {
  commercialAdvantages: {
    title: 'Commercial Advantages',
    href: '/applications/commercial-advantages',
    description: 'Power under US$69 per MWh and heat under US$8.60 per MMBtu, built in under four years.',
  },
  howItWorks: {
    title: 'How It Works',
    href: '/technology/molten-salt-reactor',
    description: 'Fuel dissolved in molten salt, near-atmospheric pressure and a replaceable Core-unit.',
  },
  industrialUses: {
    title: 'Industrial Uses',
    href: '/technology/versatile',
    description: 'Why 585 °C heat matters, sector by sector, and how co-generation splits heat and power.',
  },
  advancedNuclear: {
    title: 'Advanced Nuclear Reactor Design',
    href: '/technology/advanced-nuclear-reactor-design',
    description: 'How Generation IV designs differ from legacy plants, and where the IMSR fits.',
  },
  pathToMarket: {
    title: 'Path to Market',
    href: '/technology/leading-the-way',
    description: 'A decade of design review and engineering, on course for rollout from 2030.',
  },
} satisfies Record<string, LinkCard>;
