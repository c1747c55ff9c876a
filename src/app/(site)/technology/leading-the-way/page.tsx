import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { ExpandableText } from '@/components/ui/expandable-text';
import { ExternalIcon } from '@/components/ui/icons';
import { Timeline } from '@/components/ui/timeline';
import { staticRoutes } from '@/config/routes';
import { collapseOffsets } from '@/config/scroll';
import {
  DESIGN_REVIEW_REPORT_URL,
  highlights,
  milestones,
  milestonesHeading,
  pathToMarketHeader,
  pathToMarketIntro,
  provenTechnology,
  rollout,
} from '@/content/leading-the-way';
import { documentLinkLabel } from '@/lib/format/links';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';
import styles from './leading-the-way.module.css';

export const metadata = pageMetadata(staticRoutes.leadingTheWay);

export default function LeadingTheWayPage() {
  const firstYear = milestones[0]?.year;
  const lastYear = milestones.at(-1)?.year;
  return (
    <>
      <PageHeader
        subtitle={pathToMarketHeader.subtitle}
        title={staticRoutes.leadingTheWay.title}
        description={<p>{pathToMarketHeader.description}</p>}
        image={pathToMarketHeader.image}
        shade
      />
      <section className={`container section ${page.section}`} aria-labelledby="path-intro">
        <h2 id="path-intro" className={page.headline}>
          {pathToMarketIntro.heading}
        </h2>
        {pathToMarketIntro.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className={page.lead}>
            {paragraph}
          </p>
        ))}
      </section>

      <section className={styles.band} aria-labelledby="milestones-heading">
        <div className={`container section ${styles.milestones}`}>
          <h2 id="milestones-heading" className={page.headline}>
            {milestonesHeading}
          </h2>
          <Timeline id="milestones" label={`Milestones, ${firstYear} to ${lastYear}`} milestones={milestones} />
        </div>
      </section>

      <section className={`container section ${styles.split}`} aria-labelledby="proven-technology-heading">
        <div className={styles.column}>
          <h2 id="proven-technology-heading" className={page.headline}>
            {provenTechnology.heading}
          </h2>
          <div className={styles.prose}>
            <ExpandableText
              id="proven-technology"
              paragraphs={[...provenTechnology.paragraphs]}
              preview={2}
              collapseOffset={collapseOffsets.pathToMarket}
              anchorId="proven-technology-heading"
              label="the molten-salt experiments"
            />
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- small pre-sized SVG artwork; no optimiser needed */}
        <img
          className={styles.figure}
          src={provenTechnology.image}
          alt={provenTechnology.imageAlt}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
        />
      </section>

      <section className={styles.band} aria-labelledby="highlights-heading">
        <div className={`container section ${page.section}`}>
          <h2 id="highlights-heading" className={page.headline}>
            {highlights.heading}
          </h2>
          <div className={styles.highlight}>
            <div className={styles.prose}>
              <ExpandableText
                id="design-review-highlights"
                paragraphs={[...highlights.paragraphs]}
                collapseOffset={collapseOffsets.pathToMarket}
                anchorId="highlights-heading"
                label="the design review"
              />
            </div>
            <p className={styles.report}>
              <a className="button button-outline-dark" href={DESIGN_REVIEW_REPORT_URL} target="_blank" rel="noopener noreferrer">
                {/* One text run: the button lays out its children with a gap. */}
                <span>
                  {documentLinkLabel(highlights.reportLinkText, DESIGN_REVIEW_REPORT_URL)}
                  <span className="visually-hidden">, opens in a new tab</span>
                </span>
                <ExternalIcon />
              </a>
            </p>
          </div>
        </div>
      </section>

      <section className={`container section ${page.section}`} aria-labelledby="rollout-heading">
        <h2 id="rollout-heading" className={page.headline}>
          {rollout.heading}
        </h2>
        {rollout.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className={page.lead}>
            {paragraph}
          </p>
        ))}
        <p className={styles.cta}>
          <Link className="button button-primary" href="/contact" prefetch={false}>
            {rollout.contactText}
          </Link>
        </p>
      </section>
    </>
  );
}
