import { PageHeader } from '@/components/layout/page-header';
import { staticRoutes } from '@/config/routes';
import { tradeAssociations, tradeAssociationsIntro } from '@/content/trade-associations';
import { pageMetadata } from '@/lib/metadata';
import styles from './trade-associations.module.css';

export const metadata = pageMetadata(staticRoutes.tradeAssociations);

export default function TradeAssociationsPage() {
  return (
    <>
      <PageHeader
        subtitle="About Us"
        title="Trade Associations"
        description={<p>Working with the organisations that bring advanced nuclear heat and power to industry.</p>}
        shade
      />
      <section className="container section" aria-labelledby="associations-heading">
        <h2 id="associations-heading" className={styles.heading}>
          Our memberships
        </h2>
        <p className={styles.intro}>{tradeAssociationsIntro}</p>
        <ul className={styles.grid} aria-label="Trade associations">
          {tradeAssociations.map((association) => (
            <li key={association.href} className={styles.item}>
              <a
                className={styles.tile}
                data-style={association.logo.style}
                data-testid="association-tile"
                href={association.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {/* The monogram is the wordmark's artwork; the full name beside it names the link. */}
                <span className={styles.monogram} aria-hidden="true">
                  {association.logo.monogram}
                </span>
                <span className={styles.name}>{association.name}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
