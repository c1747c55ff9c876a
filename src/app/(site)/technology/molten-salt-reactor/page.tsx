import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { IllustratedPanel } from '@/components/ui/illustrated-panel';
import { OpeningSection } from '@/components/ui/opening-section';
import { Tabs } from '@/components/ui/tabs';
import { staticRoutes } from '@/config/routes';
import { coreUnitSection, howItWorksBlocks, howItWorksHeader, howItWorksIntro, howItWorksOnward } from '@/content/molten-salt-reactor';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';
import styles from './molten-salt-reactor.module.css';

export const metadata = pageMetadata(staticRoutes.moltenSaltReactor);

export default function MoltenSaltReactorPage() {
  return (
    <>
      <PageHeader
        subtitle={howItWorksHeader.subtitle}
        title={staticRoutes.moltenSaltReactor.title}
        description={<p>{howItWorksHeader.description}</p>}
        image={howItWorksHeader.image}
        shade
      />
      <OpeningSection id="how-it-works-intro" heading={howItWorksIntro.heading} paragraphs={howItWorksIntro.paragraphs} />

      <section className="container" aria-label="How the IMSR works">
        <ol className={styles.blocks}>
          {howItWorksBlocks.map((block) => (
            <li key={block.number} className={styles.block} data-testid="how-it-works-block">
              <div className={styles.blockText}>
                <p className={styles.number} aria-hidden="true">
                  {block.number}
                </p>
                <h3 className={styles.blockTitle}>{block.title}</h3>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </div>
              <figure className={styles.figure}>
                {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG diagram; no optimiser needed */}
                <img
                  className={styles.diagram}
                  src={block.diagram.src}
                  alt={block.diagram.alt}
                  width={block.diagram.width}
                  height={block.diagram.height}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption className={styles.caption}>{block.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.band} aria-labelledby="core-unit-heading">
        <div className={`container section ${page.section}`}>
          <h2 id="core-unit-heading" className={page.headline}>
            {coreUnitSection.heading}
          </h2>
          <p className={page.lead}>{coreUnitSection.intro}</p>
          <Tabs
            id="core-unit"
            label={coreUnitSection.heading}
            announce={coreUnitSection.announce}
            items={coreUnitSection.tabs.map((tab) => ({
              id: tab.id,
              label: tab.header,
              content: (
                <IllustratedPanel lead={tab.subheader} illustration={tab.graphic}>
                  <div className={styles.columns}>
                    {tab.columns.map((column) => (
                      <div key={column.header}>
                        <h4 className={styles.columnTitle}>{column.header}</h4>
                        {column.text.map((paragraph) => (
                          <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
                            {paragraph}
                          </p>
                        ))}
                      </div>
                    ))}
                  </div>
                </IllustratedPanel>
              ),
            }))}
          />
        </div>
      </section>

      <section className={`container section ${page.section}`} aria-labelledby="how-it-works-next">
        <h2 id="how-it-works-next" className={page.headline}>
          Keep exploring
        </h2>
        <ul className={styles.onward}>
          {howItWorksOnward.map((link) => (
            <li key={link.url} className={`link-card ${styles.onwardCard}`}>
              <h3 className={styles.onwardTitle}>
                <Link className="card-link" href={link.url} prefetch={false}>
                  {link.title}
                </Link>
              </h3>
              <p className={styles.paragraph}>{link.description}</p>
              <span className={styles.more} aria-hidden="true">
                Learn more →
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
