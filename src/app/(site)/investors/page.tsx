import { PageHeader } from '@/components/layout/page-header';
import { CardGrid } from '@/components/ui/card-grid';
import { ExternalIcon } from '@/components/ui/icons';
import { INTERFACE_TEXTS } from '@/config/interface';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { fileSize, publishedDate } from '@/lib/format/documents';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import page from '@/components/ui/static-page.module.css';
import styles from './investors.module.css';

export const metadata = pageMetadata(staticRoutes.investors);

const { download, kind } = INTERFACE_TEXTS.investors;

export default function InvestorsPage() {
  const { header, headline, summary, documentsLabel, documents, relations } = readCopy('investors');
  return (
    <>
      <PageHeader subtitle={header.subtitle} title={header.title} shade />
      <section className={`container section ${page.section}`} aria-labelledby="announcement">
        <h2 id="announcement" className={page.headline}>
          {headline}
        </h2>
        <p className={page.lead}>{summary}</p>
        <CardGrid columns={2} aria-label={documentsLabel}>
          {documents.map((document) => (
            <li key={document.file} className={styles.card}>
              <p className={styles.kind}>
                {kind} · {publishedDate(document.date)}
              </p>
              <h3 className={styles.title}>{document.title}</h3>
              <p className={styles.description}>{document.description}</p>
              <a className="button button-primary" href={document.file} download>
                {/* One text run: the button lays out its children with a gap. */}
                <span>
                  {download}
                  <span className="visually-hidden"> the {document.title.toLowerCase()}</span> ({kind}, {fileSize(document.file)})
                </span>
              </a>
            </li>
          ))}
        </CardGrid>
        <p className={styles.more}>
          {relations.before}{' '}
          <a href={site.investorRelationsUrl} target="_blank" rel="noopener noreferrer">
            {relations.link}
            <ExternalIcon className={styles.externalIcon} />
            <span className="visually-hidden">{INTERFACE_TEXTS.newTab}</span>
          </a>
          {relations.after}
        </p>
      </section>
    </>
  );
}
