import { PageHeader } from '@/components/layout/page-header';
import { CardGrid } from '@/components/ui/card-grid';
import { INTERFACE_TEXTS } from '@/config/interface';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import styles from './trade-associations.module.css';

export const metadata = pageMetadata(staticRoutes.tradeAssociations);

export default function TradeAssociationsPage() {
  const copy = readCopy('tradeAssociations');
  return (
    <>
      <PageHeader subtitle={copy.header.subtitle} title={copy.header.title} description={<p>{copy.header.description}</p>} shade />
      <section className="container section" aria-labelledby="associations-heading">
        <h2 id="associations-heading" className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.intro}>{copy.intro}</p>
        <CardGrid columns={6} className={styles.grid} aria-label={copy.listLabel}>
          {copy.associations.map((association) => (
            <li key={association.link}>
              <a
                className={styles.tile}
                data-style={association.style}
                data-testid="association-tile"
                href={association.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {/* The monogram is the wordmark's artwork; the full name beside it names the link. */}
                <span className={styles.monogram} aria-hidden="true">
                  {association.monogram}
                </span>
                <span className={styles.name}>{association.name}</span>
                <span className="visually-hidden">{INTERFACE_TEXTS.newTab}</span>
              </a>
            </li>
          ))}
        </CardGrid>
      </section>
    </>
  );
}
