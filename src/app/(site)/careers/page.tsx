import { PageHeader } from '@/components/layout/page-header';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { getJobBoard } from '@/lib/careers/job-board';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import page from '@/components/ui/static-page.module.css';
import styles from './careers.module.css';

export const metadata = pageMetadata(staticRoutes.careers);

// The job list is read when the page is requested (and cached in memory), not frozen at build time.
export const dynamic = 'force-dynamic';

export default async function CareersPage() {
  const board = await getJobBoard();
  const copy = readCopy('careers');
  return (
    <>
      <PageHeader subtitle={copy.header.subtitle} title={copy.header.title} shade />
      <section className={`container section ${page.section}`} aria-labelledby="join-us">
        <h2 id="join-us" className={page.headline}>
          {copy.headline}
        </h2>
        {copy.intro.map((paragraph) => (
          <p key={paragraph} className={page.lead}>
            {paragraph}
          </p>
        ))}
        <h2 id="open-positions" className={styles.listHeading}>
          {copy.positionsHeading}
        </h2>
        <div
          data-testid="job-board"
          className={styles.board}
          aria-labelledby="open-positions"
          role="region"
          dangerouslySetInnerHTML={{ __html: board }}
        />
        {board ? null : (
          <p className={styles.empty}>
            {copy.noPositions}{' '}
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
          </p>
        )}
      </section>
    </>
  );
}
