import Markdoc, { type Node as MarkdocNode } from '@markdoc/markdoc';
import { PageLink } from '@/components/ui/page-link';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { CallToAction } from '@/components/ui/call-to-action';
import { MoreLink } from '@/components/ui/more-link';
import { splitSections } from '@/components/ui/policy-prose';
import { Prose, type ProseComponents } from '@/components/ui/prose';
import { ScrollTable } from '@/components/ui/scroll-table';
import { SvgDiagram } from '@/components/ui/svg-diagram';
import { TemperatureScaleFigure } from '@/components/ui/temperature-scale';
import type { TechnologyArticle, ArticleBlock, KeyFigure, LinkCard } from '@/lib/site-copy/technology/types';
import { type Copy, readCopy } from '@/lib/site-copy';
import styles from './article-page.module.css';

/** An article from content/ (content/applications/*.mdoc): its route gives the title and address. */
export interface ContentArticle {
  title: string;
  subtitle: string;
  copy: Pick<Copy<'dataCenters'>, 'description' | 'headerImage' | 'keyFigures' | 'figures' | 'related' | 'body'>;
  /** Components for tags of the page's own (a diagram only this page shows), by Markdoc render name. */
  components?: ProseComponents;
}

/** The class each kind of block has in the article's body. */
function styled(node: MarkdocNode): MarkdocNode {
  const className =
    node.type === 'paragraph' ? styles.paragraph : node.type === 'heading' ? styles.subheading : node.type === 'list' ? styles.list : undefined;
  if (!className) return node;
  return Object.assign(Object.create(Object.getPrototypeOf(node) as object) as MarkdocNode, node, { attributes: { ...node.attributes, class: className } });
}

function prose(children: MarkdocNode[], components: ProseComponents, style: boolean) {
  return <Prose node={new Markdoc.Ast.Node('document', {}, style ? children.map(styled) : children)} components={components} />;
}

/**
 * A long static article: header over its own artwork, a body column at a comfortable measure with
 * figures and tables, a "key figures" aside (beside the text on wide screens, inline after the lead on
 * narrow ones), then cards leading on to related pages and an invitation to contact us. Server-rendered;
 * needs no JavaScript. The article is content (its text in Markdoc) or, for pages not yet moved to
 * content/, typed data of the older shape.
 */
export function ArticlePage({ article }: { article: TechnologyArticle | ContentArticle }) {
  const shared = readCopy('articlePage');
  if (!('copy' in article)) {
    const { route, subtitle, description, headerImage, lead, sections, keyFigures, related } = article;
    return (
      <Layout
        header={<PageHeader subtitle={subtitle} title={route.title} description={<p>{description}</p>} image={headerImage} shade />}
        lead={lead.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        keyFigures={keyFigures}
        sections={sections.map((section) => ({
          id: section.id,
          heading: section.heading,
          body: section.blocks.map((block, index) => <Block key={index} block={block} shared={shared} />),
        }))}
        related={related}
        shared={shared}
      />
    );
  }
  const { title, subtitle, copy } = article;
  const figures = new Map(copy.figures.map((figure) => [figure.id, figure]));
  const components: ProseComponents = {
    Figure: ({ id }: { id: string }) => {
      const figure = figures.get(id);
      if (!figure) throw new Error(`The article has {% figure id="${id}" /%} but no figure named ${id} in its list of figures.`);
      return <Diagram src={figure.image.src} alt={figure.image.alt} width={figure.width ?? 0} height={figure.height ?? 0} caption={figure.caption} />;
    },
    ...article.components,
  };
  const { intro, parts } = splitSections(copy.body);
  return (
    <Layout
      header={<PageHeader subtitle={subtitle} title={title} description={<p>{copy.description}</p>} image={copy.headerImage} shade />}
      lead={prose(intro, components, false)}
      keyFigures={copy.keyFigures}
      sections={parts.flatMap((part) => ('id' in part ? [{ id: part.id, heading: part.heading, body: prose(part.children, components, true) }] : []))}
      related={copy.related}
      shared={shared}
    />
  );
}

type Shared = Copy<'articlePage'>;

function Layout({
  header,
  lead,
  keyFigures,
  sections,
  related,
  shared,
}: {
  header: ReactNode;
  lead: ReactNode;
  keyFigures: readonly KeyFigure[];
  sections: { id: string; heading: string; body: ReactNode }[];
  related: readonly LinkCard[];
  shared: Shared;
}) {
  return (
    <>
      {header}
      <div className={`container section ${styles.layout}`}>
        <div className={styles.lead} data-testid="article-lead">
          {lead}
        </div>
        <aside className={styles.aside} aria-labelledby="key-figures">
          <h2 id="key-figures" className={styles.asideHeading}>
            {shared.keyFiguresHeading}
          </h2>
          <dl className={styles.figures}>
            {keyFigures.map((figure) => (
              <div key={figure.label} className={styles.figure} data-testid="key-figure">
                <dt className={styles.figureLabel}>{figure.label}</dt>
                <dd className={styles.figureValue}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
        <div className={styles.body}>
          {sections.map((section) => (
            <section key={section.id} className={styles.section} aria-labelledby={section.id} data-testid="article-section">
              <h2 id={section.id} className={styles.heading}>
                {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
      <nav className={styles.related} aria-labelledby="related-pages">
        <div className="container section">
          <h2 id="related-pages" className={styles.relatedHeading}>
            {shared.relatedHeading}
          </h2>
          <CardList label={shared.relatedLabel} cards={related} learnMore={shared.learnMore} />
          <div className={styles.contact}>
            <CallToAction text={shared.contactText} button={{ label: shared.contactLabel, link: shared.contactLink }} />
          </div>
        </div>
      </nav>
    </>
  );
}

function Diagram({ src, alt, caption }: { src: string; alt: string; width: number; height: number; caption: string }) {
  return (
    <figure className={styles.diagram}>
      <SvgDiagram className={styles.diagramArt} src={src} alt={alt} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function Block({ block, shared }: { block: ArticleBlock; shared: Shared }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'subheading':
      return <h3 className={styles.subheading}>{block.text}</h3>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item.slice(0, 40)}>{item}</li>
          ))}
        </ul>
      );
    case 'figure':
      return <Diagram {...block.figure} />;
    case 'table': {
      const { id, caption, columns, rows } = block.table;
      return (
        <div className={styles.table}>
          <ScrollTable captionId={id}>
            <table>
              <caption id={id}>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.header}>
                    <th scope="row">{row.header}</th>
                    {row.cells.map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </div>
      );
    }
    case 'temperature-scale':
      return <TemperatureScaleFigure scale={block.scale} />;
    case 'cards':
      return (
        <div className={styles.inlineCards}>
          <CardList label={block.label} cards={block.cards} learnMore={shared.learnMore} />
        </div>
      );
  }
}

/** Cards whose title link makes the whole card the click target (the site's `.link-card` pattern). */
function CardList({ label, cards, learnMore }: { label: string; cards: readonly LinkCard[]; learnMore: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.href} className={`link-card ${styles.card}`}>
          <h3 className={styles.cardTitle}>
            <PageLink className="card-link" href={card.href}>
              {card.title}
            </PageLink>
          </h3>
          <p className={styles.cardText}>{card.description}</p>
          <MoreLink className={styles.cardMore}>{learnMore}</MoreLink>
        </li>
      ))}
    </ul>
  );
}
