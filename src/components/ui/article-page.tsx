import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { ScrollTable } from '@/components/ui/scroll-table';
import { TemperatureScaleFigure } from '@/components/ui/temperature-scale';
import type { Article, ArticleBlock, LinkCard } from '@/content/article';
import styles from './article-page.module.css';

const CONTACT_PATH = '/contact';

/**
 * A long static article: header over its own artwork, a body column at a comfortable measure with
 * figures and tables, a "key figures" aside (beside the text on wide screens, inline after the lead on
 * narrow ones), then cards leading on to related pages and an invitation to contact us. Server-rendered;
 * needs no JavaScript.
 */
export function ArticlePage({ article }: { article: Article }) {
  const { route, subtitle, description, headerImage, lead, sections, keyFigures, related } = article;
  return (
    <>
      <PageHeader subtitle={subtitle} title={route.title} description={<p>{description}</p>} image={headerImage} shade />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.lead} data-testid="article-lead">
          {lead.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.aside} aria-labelledby="key-figures">
          <h2 id="key-figures" className={styles.asideHeading}>
            Key figures
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
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
      <nav className={styles.related} aria-labelledby="related-pages">
        <div className="container section">
          <h2 id="related-pages" className={styles.relatedHeading}>
            Keep exploring
          </h2>
          <CardList label="Related pages" cards={related} />
          <div className={styles.contact}>
            <p className={styles.contactText}>Planning for heat or power in the 2030s? Tell us about your site, your demand and your timeline.</p>
            <Link className="button button-primary" href={CONTACT_PATH} prefetch={false}>
              Talk to our team
            </Link>
          </div>
        </div>
      </nav>
    </>
  );
}

function Block({ block }: { block: ArticleBlock }) {
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
    case 'figure': {
      const { src, width, height, alt, caption } = block.figure;
      return (
        <figure className={styles.diagram}>
          {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG diagram; no optimiser needed */}
          <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
          <figcaption>{caption}</figcaption>
        </figure>
      );
    }
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
          <CardList label={block.label} cards={block.cards} />
        </div>
      );
  }
}

/** Cards whose title link makes the whole card the click target (the site's `.link-card` pattern). */
function CardList({ label, cards }: { label: string; cards: LinkCard[] }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.href} className={`link-card ${styles.card}`}>
          <h3 className={styles.cardTitle}>
            <Link className="card-link" href={card.href} prefetch={false}>
              {card.title}
            </Link>
          </h3>
          <p className={styles.cardText}>{card.description}</p>
          <span className={styles.cardMore} aria-hidden="true">
            Learn more <span className="link-card-arrow" aria-hidden="true">→</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
