import Link from 'next/link';
import { Fragment } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { LatestUpdatesStrip } from '@/components/news/latest-updates-strip';
import { AmbientVideo } from '@/components/ui/ambient-video';
import { ExpandableText } from '@/components/ui/expandable-text';
import { staticRoutes } from '@/config/routes';
import { collapseOffsets } from '@/config/scroll';
import { homeServices, homeStats, homeVideo, pressNames } from '@/content/home';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata(staticRoutes.home);

/** "CO2" with a subscript 2; the text still reads (and is found as) "CO2". */
function withChemistry(text: string) {
  return text.split(/(CO2)/).map((part, index) =>
    part === 'CO2' ? (
      <Fragment key={index}>
        CO<sub className={styles.sub}>2</sub>
      </Fragment>
    ) : (
      part
    ),
  );
}

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

      <section className={`container ${styles.statsSection}`} aria-labelledby="imsr-in-figures">
        <h2 id="imsr-in-figures" className="visually-hidden">
          The IMSR in figures
        </h2>
        <ul className={styles.stats}>
          {homeStats.map((stat) => (
            <li key={stat.label} className={styles.stat} data-testid="stat-tile">
              <p className={styles.statText}>
                <span className={styles.figure}>
                  {stat.qualifier ? <span className={styles.qualifier}>{stat.qualifier} </span> : null}
                  {stat.figure}
                </span>{' '}
                <span className={styles.label}>{withChemistry(stat.label)}</span>
              </p>
              <p className={styles.note}>{stat.note}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.band} aria-labelledby="what-we-do">
        <div className={`container section ${styles.whatWeDo}`}>
          <div className={styles.services}>
            <h2 id="what-we-do" className={styles.heading}>
              What we do
            </h2>
            <ul className={styles.serviceList}>
              {homeServices.map((service) => (
                <li key={service.id} className={styles.service} data-testid="what-we-do-item">
                  <ExpandableText
                    id={service.id}
                    heading={<h3 className={styles.serviceTitle}>{service.title}</h3>}
                    summary={service.summary}
                    paragraphs={service.details}
                    collapseOffset={collapseOffsets.home}
                    label={service.title}
                  />
                </li>
              ))}
            </ul>
          </div>
          <AmbientVideo className={styles.video} {...homeVideo} />
        </div>
      </section>

      <section className={styles.banner} aria-labelledby="learn-more-imsr">
        <div className={`container ${styles.bannerInner}`}>
          <h2 id="learn-more-imsr" className={styles.bannerHeading}>
            Learn more about IMSR technology
          </h2>
          <Link href="/technology" prefetch={false} className="button button-primary">
            Discover IMSR
          </Link>
        </div>
      </section>

      <section className={`container ${styles.press}`} aria-labelledby="as-seen-in">
        <h2 id="as-seen-in" className={styles.pressHeading}>
          As seen in
        </h2>
        <ul className={styles.pressList}>
          {pressNames.map((name) => (
            <li key={name} className={styles.wordmark} data-press={name}>
              {name}
            </li>
          ))}
        </ul>
      </section>

      <LatestUpdatesStrip />
    </>
  );
}
