import { PageLink } from '@/components/ui/page-link';
import { PageHeader } from '@/components/layout/page-header';
import { IllustratedPanel } from '@/components/ui/illustrated-panel';
import { MoreLink } from '@/components/ui/more-link';
import { OpeningSection } from '@/components/ui/opening-section';
import { SvgDiagram } from '@/components/ui/svg-diagram';
import { Tabs } from '@/components/ui/tabs';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import page from '@/components/ui/static-page.module.css';
import styles from './molten-salt-reactor.module.css';

export const metadata = pageMetadata(staticRoutes.moltenSaltReactor);

/** The slots the artwork is drawn for: the blocks' diagrams and the tabs' graphics (4:3). */
const DIAGRAM_SIZE = { width: 480, height: 360 } as const;
const GRAPHIC_SIZE = { width: 800, height: 600 } as const;

export default function MoltenSaltReactorPage() {
  const { header, intro, blocks, coreUnit, onward } = readCopy('howItWorks');
  return (
    <>
      <PageHeader
        subtitle={header.subtitle}
        title={staticRoutes.moltenSaltReactor.title}
        description={<p>{header.description}</p>}
        image={header.artwork}
        shade
      />
      <OpeningSection id="how-it-works-intro" heading={intro.heading} paragraphs={intro.paragraphs} />

      <section className="container" aria-label={blocks.label}>
        <ol className={styles.blocks}>
          {blocks.items.map((block) => (
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
                <SvgDiagram className={styles.diagram} src={block.diagram.src} alt={block.diagram.alt} maxWidth={DIAGRAM_SIZE.width} />
                <figcaption className={styles.caption}>{block.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.band} aria-labelledby="core-unit-heading">
        <div className={`container section ${page.section}`}>
          <h2 id="core-unit-heading" className={page.headline}>
            {coreUnit.heading}
          </h2>
          <p className={page.lead}>{coreUnit.intro}</p>
          <Tabs
            id="core-unit"
            label={coreUnit.heading}
            announce={coreUnit.announce}
            items={coreUnit.tabs.map((tab) => ({
              id: tab.id,
              label: tab.header,
              content: (
                <IllustratedPanel lead={tab.subheader} illustration={{ ...tab.graphic, ...GRAPHIC_SIZE }}>
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
          {onward.heading}
        </h2>
        <ul className={styles.onward}>
          {onward.cards.map((link) => (
            <li key={link.href} className={`link-card ${styles.onwardCard}`}>
              <h3 className={styles.onwardTitle}>
                <PageLink className="card-link" href={link.href}>
                  {link.title}
                </PageLink>
              </h3>
              <p className={styles.paragraph}>{link.description}</p>
              <MoreLink className={styles.more}>{onward.more}</MoreLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
