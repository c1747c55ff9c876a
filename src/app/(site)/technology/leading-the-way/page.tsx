import { PageHeader } from '@/components/layout/page-header';
import { CallToAction } from '@/components/ui/call-to-action';
import { ExpandableText } from '@/components/ui/expandable-text';
import { ExternalIcon } from '@/components/ui/icons';
import { Timeline } from '@/components/ui/timeline';
import { staticRoutes } from '@/config/routes';
import { collapseOffsets } from '@/config/scroll';
import { documentLinkLabel } from '@/lib/format/links';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import page from '@/components/ui/static-page.module.css';
import styles from './leading-the-way.module.css';

export const metadata = pageMetadata(staticRoutes.leadingTheWay);

export default function LeadingTheWayPage() {
  const { header, intro, milestones: timeline, provenTechnology, highlights, rollout } = readCopy('pathToMarket');
  const milestones = timeline.items.map((milestone) => ({ year: milestone.year ?? 0, title: milestone.title, text: milestone.text }));
  const timelineLabel = timeline.label.replace('{first}', String(milestones[0]?.year ?? '')).replace('{last}', String(milestones.at(-1)?.year ?? ''));
  return (
    <>
      <PageHeader
        subtitle={header.subtitle}
        title={staticRoutes.leadingTheWay.title}
        description={<p>{header.description}</p>}
        image={header.artwork}
        shade
      />
      <section className={`container section ${page.section}`} aria-labelledby="path-intro">
        <h2 id="path-intro" className={page.headline}>
          {intro.heading}
        </h2>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className={page.lead}>
            {paragraph}
          </p>
        ))}
      </section>

      <section className={styles.band} aria-labelledby="milestones-heading">
        <div className={`container section ${styles.milestones}`}>
          <h2 id="milestones-heading" className={page.headline}>
            {timeline.heading}
          </h2>
          <Timeline id="milestones" label={timelineLabel} milestones={milestones} />
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
              label={provenTechnology.moreLabel}
            />
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- small pre-sized SVG artwork; no optimiser needed */}
        <img
          className={styles.figure}
          src={provenTechnology.image.src}
          alt={provenTechnology.image.alt}
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
                label={highlights.moreLabel}
              />
            </div>
            <p className={styles.report}>
              <a className="button button-outline-dark" href={highlights.report.link} target="_blank" rel="noopener noreferrer">
                {/* One text run: the button lays out its children with a gap. */}
                <span>
                  {documentLinkLabel(highlights.report.label, highlights.report.link)}
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
        <CallToAction text={readCopy('articlePage').contactText} button={{ label: rollout.contact, link: readCopy('articlePage').contactLink }} />
      </section>
    </>
  );
}
