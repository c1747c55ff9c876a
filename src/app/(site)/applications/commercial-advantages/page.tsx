import { PageHeader } from '@/components/layout/page-header';
import { CallToAction } from '@/components/ui/call-to-action';
import { IllustratedPanel } from '@/components/ui/illustrated-panel';
import { OpeningSection } from '@/components/ui/opening-section';
import { Tabs } from '@/components/ui/tabs';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import page from '@/components/ui/static-page.module.css';
import styles from './commercial-advantages.module.css';

export const metadata = pageMetadata(staticRoutes.commercialAdvantages);

/** The slot the tabs' illustrations are drawn for (4:3). */
const ILLUSTRATION_SIZE = { width: 800, height: 600 } as const;

export default function CommercialAdvantagesPage() {
  const { header, intro, advantages, callToAction } = readCopy('commercialAdvantages');
  return (
    <>
      <PageHeader
        subtitle={header.subtitle}
        title={staticRoutes.commercialAdvantages.title}
        description={<p>{header.description}</p>}
        image={header.artwork}
        shade
      />
      <OpeningSection id="commercial-intro" heading={intro.heading} paragraphs={intro.paragraphs} />

      <section className={styles.band} aria-labelledby="advantages-heading">
        <div className={`container section ${page.section}`}>
          <h2 id="advantages-heading" className={page.headline}>
            {advantages.heading}
          </h2>
          {/* No announcement here: each panel leads with its figures, and the focused tab already names it. */}
          <Tabs
            id="advantages"
            label={advantages.heading}
            items={advantages.tabs.map((tab) => ({
              id: tab.id,
              label: tab.header,
              content: (
                <IllustratedPanel lead={tab.subheader} illustration={{ ...tab.illustration, ...ILLUSTRATION_SIZE }}>
                  <ul className={styles.figures} aria-label={advantages.figuresLabel.replace('{tab}', tab.header)}>
                    {tab.figures.map((figure) => (
                      <li key={figure.value} className={styles.figure}>
                        <strong className={styles.value}>{figure.value}</strong> <span className={styles.label}>{figure.label}</span>
                      </li>
                    ))}
                  </ul>
                  {tab.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
                      {paragraph}
                    </p>
                  ))}
                </IllustratedPanel>
              ),
            }))}
          />
        </div>
      </section>

      <div className="container section">
        <CallToAction id="commercial-contact" heading={callToAction.heading} text={callToAction.text} button={callToAction.button} />
      </div>
    </>
  );
}
