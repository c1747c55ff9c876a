import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { LatestUpdatesStrip } from '@/components/news/latest-updates-strip';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata(staticRoutes.home);

export default function HomePage() {
  return (
    <>
      <PageHeader
        subtitle="Integral Molten Salt Reactor"
        title="Carbon-Free Energy for Global Industry"
        description={
          <p>
            Our small modular reactor delivers 585&nbsp;°C heat and reliable electricity to the industries that power the
            world, from chemical plants to data centers, without carbon emissions.
          </p>
        }
        shade
      >
        <Link href="/newsroom/media/2356" prefetch={false} className="button button-primary">
          See our vision
        </Link>
      </PageHeader>
      <section className="container section" aria-labelledby="who-we-are">
        <div className={styles.intro}>
          <h2 id="who-we-are">Who we are</h2>
          <p>
            We are engineers, operators and builders developing the Integral Molten Salt Reactor (IMSR): a
            Generation IV plant that runs at near-atmospheric pressure, produces heat at 585&nbsp;°C rather than the 290&nbsp;°C
            of legacy light-water plants, and converts it to electricity at 44% net thermal efficiency. Its sealed
            Core-unit is replaced every 7 years, and a complete plant fits on about 7 hectares (17.3 acres).
          </p>
          <Link href="/technology" prefetch={false} className={styles.more}>
            Find out more<span className="visually-hidden"> about IMSR technology</span>
          </Link>
        </div>
      </section>
      <LatestUpdatesStrip />
    </>
  );
}
