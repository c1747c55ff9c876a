import { PageHeader } from '@/components/layout/page-header';
import { PersonCards } from '@/components/ui/person-cards';
import { staticRoutes } from '@/config/routes';
import { readCopy } from '@/lib/site-copy';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';

export const metadata = pageMetadata(staticRoutes.ourTeam);

export default function OurTeamPage() {
  const copy = readCopy('ourTeam');
  return (
    <>
      <PageHeader subtitle={copy.header.subtitle} title={copy.header.title} shade description={copy.header.description} />
      <section className={`container section ${page.section}`} aria-labelledby="proven-leadership">
        <h2 id="proven-leadership" className={page.headline}>
          {copy.headline}
        </h2>
        <p className={page.lead}>{copy.lead}</p>
        <PersonCards people={copy.executives} label={copy.listLabel} testId="team-card" />
      </section>
    </>
  );
}
