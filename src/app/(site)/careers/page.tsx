import { PageHeader } from '@/components/layout/page-header';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { getJobBoard } from '@/lib/careers/job-board';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';
import styles from './careers.module.css';

export const metadata = pageMetadata(staticRoutes.careers);

// The job list is read when the page is requested (and cached in memory), not frozen at build time.
export const dynamic = 'force-dynamic';

export default async function CareersPage() {
  const board = await getJobBoard();
  return (
    <>
      <PageHeader subtitle="About Us" title="Careers" shade />
      <section className={`container section ${page.section}`} aria-labelledby="join-us">
        <h2 id="join-us" className={page.headline}>
          Help us transform clean energy!
        </h2>
        <p className={page.lead}>
          We are building the Integral Molten Salt Reactor: a small modular reactor that delivers heat at 585°C,
          against 290°C for legacy plants, and turns 884 MW of heat into 392 MW of electricity at 44% net thermal
          efficiency. It can be built in under four years and replace the boilers of coal plants, data centres and
          chemical sites.
        </p>
        <p className={page.lead}>
          Getting there takes engineers, scientists, licensing specialists and business people who like hard problems
          and want their work to cut emissions at scale. If that sounds like you, look through our open positions
          below.
        </p>
        <h2 id="open-positions" className={styles.listHeading}>
          Open positions
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
            No positions are listed right now. You are welcome to write to us at{' '}
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
          </p>
        )}
      </section>
    </>
  );
}
