import { PageLink } from '@/components/ui/page-link';
import { Fragment } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { LatestUpdatesStrip } from '@/components/news/latest-updates-strip';
import { AmbientVideo } from '@/components/ui/ambient-video';
import { CardGrid } from '@/components/ui/card-grid';
import { ExpandableText } from '@/components/ui/expandable-text';
import { MoreLink } from '@/components/ui/more-link';
import { staticRoutes } from '@/config/routes';
import { collapseOffsets } from '@/config/scroll';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import styles from './page.module.css';

export const metadata = pageMetadata(staticRoutes.home);

/** The looping animation beside "What we do", made by scripts/make-home-video.mjs; its name and caption are in content/home.yaml. */
const VIDEO = {
  webm: '/videos/imsr-heat-loop.webm',
  mp4: '/videos/imsr-heat-loop.mp4',
  poster: '/images/home/imsr-heat-loop-poster.jpg',
  width: 720,
  height: 540,
} as const;

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
  const { hero, whoWeAre, figures, whatWeDo, video, banner, press, latestUpdates } = readCopy('home');
  return (
    <>
      <PageHeader subtitle={hero.subtitle} title={hero.title} description={<p>{hero.description}</p>} shade>
        <PageLink href={hero.button.link} className="button button-primary">
          {hero.button.label}
        </PageLink>
      </PageHeader>
      <section className="container section" aria-labelledby="who-we-are">
        <div className={styles.intro}>
          <h2 id="who-we-are">{whoWeAre.heading}</h2>
          <p>{whoWeAre.text}</p>
          <MoreLink href={whoWeAre.more.link} hiddenLabel={whoWeAre.more.hiddenLabel}>
            {whoWeAre.more.label}
          </MoreLink>
        </div>
      </section>

      <section className={`container ${styles.statsSection}`} aria-labelledby="imsr-in-figures">
        <h2 id="imsr-in-figures" className="visually-hidden">
          {figures.heading}
        </h2>
        <CardGrid columns={3}>
          {figures.items.map((stat) => (
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
        </CardGrid>
      </section>

      <section className={styles.band} aria-labelledby="what-we-do">
        <div className={`container section ${styles.whatWeDo}`}>
          <div className={styles.services}>
            <h2 id="what-we-do" className={styles.heading}>
              {whatWeDo.heading}
            </h2>
            <ul className={styles.serviceList}>
              {whatWeDo.items.map((service) => (
                <li key={service.id} className={styles.service} data-testid="what-we-do-item">
                  <ExpandableText
                    id={service.id}
                    heading={<h3 className={styles.serviceTitle}>{service.title}</h3>}
                    summary={service.summary}
                    paragraphs={[...service.details]}
                    collapseOffset={collapseOffsets.home}
                    label={service.title}
                  />
                </li>
              ))}
            </ul>
          </div>
          <AmbientVideo className={styles.video} {...VIDEO} name={video.name} caption={video.caption} />
        </div>
      </section>

      <section className={`on-dark ${styles.banner}`} aria-labelledby="learn-more-imsr">
        <div className={`container ${styles.bannerInner}`}>
          <h2 id="learn-more-imsr" className={styles.bannerHeading}>
            {banner.heading}
          </h2>
          <PageLink href={banner.button.link} className="button button-primary">
            {banner.button.label}
          </PageLink>
        </div>
      </section>

      <section className={`container ${styles.press}`} aria-labelledby="as-seen-in">
        <h2 id="as-seen-in" className={styles.pressHeading}>
          {press.heading}
        </h2>
        <ul className={styles.pressList}>
          {press.names.map((name) => (
            <li key={name} className={styles.wordmark} data-press={name}>
              {name}
            </li>
          ))}
        </ul>
      </section>

      <LatestUpdatesStrip heading={latestUpdates.heading} label={latestUpdates.listLabel} />
    </>
  );
}
