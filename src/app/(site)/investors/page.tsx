import { PageHeader } from '@/components/layout/page-header';
import { ExternalIcon } from '@/components/ui/icons';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { investorAnnouncement } from '@/content/investors';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';
import styles from './investors.module.css';

export const metadata = pageMetadata(staticRoutes.investors);

export default function InvestorsPage() {
  const { subtitle, headline, summary, documents } = investorAnnouncement;
  return (
    <>
      <PageHeader subtitle={subtitle} title="Investors" shade />
      <section className={`container section ${page.section}`} aria-labelledby="announcement">
        <h2 id="announcement" className={page.headline}>
          {headline}
        </h2>
        <p className={page.lead}>{summary}</p>
        <ul className={styles.cards} aria-label="Investor documents">
          {documents.map((document) => (
            <li key={document.href} className={styles.card}>
              <p className={styles.kind}>PDF · {document.date}</p>
              <h3 className={styles.title}>{document.title}</h3>
              <p className={styles.description}>{document.description}</p>
              <a className="button button-primary" href={document.href} download>
                {/* One text run: the button lays out its children with a gap. */}
                <span>
                  Download<span className="visually-hidden"> the {document.title.toLowerCase()}</span> (PDF, {document.size})
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          Filings, share information and events are on our{' '}
          <a href={site.investorRelationsUrl} target="_blank" rel="noopener noreferrer">
            investor relations site
            <ExternalIcon className={styles.externalIcon} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </section>
    </>
  );
}
