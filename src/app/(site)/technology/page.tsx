import { PageLink } from '@/components/ui/page-link';
import { PageHeader } from '@/components/layout/page-header';
import { CardGrid } from '@/components/ui/card-grid';
import { MoreLink } from '@/components/ui/more-link';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import styles from './technology.module.css';

export const metadata = pageMetadata(staticRoutes.technology);

export default function TechnologyPage() {
  const { header, intro, explore } = readCopy('technology');
  return (
    <>
      <PageHeader subtitle={header.subtitle} title={staticRoutes.technology.title} description={<p>{header.description}</p>} shade />
      <section className={`container section ${styles.intro}`} aria-labelledby="technology-intro">
        <h2 id="technology-intro" className={styles.heading}>
          {intro.heading}
        </h2>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>
      <section className={styles.band} aria-labelledby="technology-explore">
        <div className="container section">
          <h2 id="technology-explore" className={styles.heading}>
            {explore.heading}
          </h2>
          <CardGrid columns={4} className={styles.cards} aria-label={explore.listLabel}>
            {explore.cards.map((card) => (
              <li key={card.url} className={`link-card ${styles.card}`} data-testid="technology-card">
                {/* eslint-disable-next-line @next/next/no-img-element -- small pre-sized SVG artwork; no optimiser needed */}
                <img className={styles.image} src={card.image.src} alt={card.image.alt} width={1200} height={675} loading="lazy" decoding="async" />
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    <PageLink className="card-link" href={card.url}>
                      {card.title}
                    </PageLink>
                  </h3>
                  <p className={styles.description}>{card.description}</p>
                  <MoreLink>{explore.more}</MoreLink>
                </div>
              </li>
            ))}
          </CardGrid>
        </div>
      </section>
    </>
  );
}
