import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { IllustratedPanel } from '@/components/ui/illustrated-panel';
import { OpeningSection } from '@/components/ui/opening-section';
import { Tabs } from '@/components/ui/tabs';
import { staticRoutes } from '@/config/routes';
import { advantagesSection, commercialCallToAction, commercialHeader, commercialIntro } from '@/content/commercial-advantages';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';
import styles from './commercial-advantages.module.css';

export const metadata = pageMetadata(staticRoutes.commercialAdvantages);

export default function CommercialAdvantagesPage() {
  return (
    <>
      <PageHeader
        subtitle={commercialHeader.subtitle}
        title={staticRoutes.commercialAdvantages.title}
        description={<p>{commercialHeader.description}</p>}
        image={commercialHeader.image}
        shade
      />
      <OpeningSection id="commercial-intro" heading={commercialIntro.heading} paragraphs={commercialIntro.paragraphs} />

      <section className={styles.band} aria-labelledby="advantages-heading">
        <div className={`container section ${page.section}`}>
          <h2 id="advantages-heading" className={page.headline}>
            {advantagesSection.heading}
          </h2>
          {/* No announcement here: each panel leads with its figures, and the focused tab already names it. */}
          <Tabs
            id="advantages"
            label={advantagesSection.heading}
            items={advantagesSection.tabs.map((tab) => ({
              id: tab.id,
              label: tab.header,
              content: (
                <IllustratedPanel lead={tab.subheader} illustration={tab.illustration}>
                  <ul className={styles.figures} aria-label={`Key figures: ${tab.header}`}>
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

      <section className={styles.callToAction} aria-labelledby="commercial-contact">
        <div className={`container section ${styles.callToActionInner}`}>
          <h2 id="commercial-contact" className={styles.callToActionHeading}>
            {commercialCallToAction.heading}
          </h2>
          <p className={styles.callToActionText}>{commercialCallToAction.text}</p>
          <Link className="button button-primary" href={commercialCallToAction.link.href} prefetch={false}>
            {commercialCallToAction.link.label}
          </Link>
        </div>
      </section>
    </>
  );
}
