import type { StaticRoute } from '@/config/routes';

/**
 * The shape of a long article page (Industrial Uses, Advanced Nuclear) as `ArticlePage` renders it; the
 * words come from content/ (src/lib/site-copy/technology/articles.ts builds it from the Markdoc files).
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

export interface TechnologyArticle {
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
