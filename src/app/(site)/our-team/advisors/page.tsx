import { PageHeader } from '@/components/layout/page-header';
import { PersonCards } from '@/components/ui/person-cards';
import { ScrollSpyNav } from '@/components/ui/scroll-spy-nav';
import { ScrollSpySection } from '@/components/ui/scroll-spy-section';
import page from '@/components/ui/static-page.module.css';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import { firstParam, type SearchParams } from '@/lib/news/search-params';

export const metadata = pageMetadata(staticRoutes.advisors);

/** Old links to the memorial page arrive with ?redirected=true and are taken to In Memoriam. */
const REDIRECT_SECTION = 'in-memoriam';

export default async function AdvisorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const redirected = firstParam(await searchParams, 'redirected') === 'true';
  const { header, groupsLabel, groups } = readCopy('advisors');
  return (
    <>
      <PageHeader subtitle={header.subtitle} title={header.title} shade description={header.description} />
      {/* One parent for the nav and its sections: the nav stays stuck while any of them is on screen. */}
      <div>
        <ScrollSpyNav
          label={groupsLabel}
          items={groups.map((group) => ({ id: group.id, label: group.heading }))}
          initialSection={redirected ? REDIRECT_SECTION : undefined}
        />
        {groups.map((group) => (
          <ScrollSpySection
            key={group.id}
            id={group.id}
            heading={group.heading}
            className={`container section ${page.section}`}
            headingClassName={page.headline}
          >
            <p className={page.lead}>{group.intro}</p>
            <PersonCards people={group.advisors} testId="advisor-card" />
          </ScrollSpySection>
        ))}
      </div>
    </>
  );
}
