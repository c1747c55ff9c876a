import { PageHeader } from '@/components/layout/page-header';
import { PersonCards } from '@/components/ui/person-cards';
import { ScrollSpyNav } from '@/components/ui/scroll-spy-nav';
import { ScrollSpySection } from '@/components/ui/scroll-spy-section';
import page from '@/components/ui/static-page.module.css';
import { staticRoutes } from '@/config/routes';
import { advisorGroups } from '@/content/advisors';
import { pageMetadata } from '@/lib/metadata';
import { firstParam, type SearchParams } from '@/lib/news/search-params';

export const metadata = pageMetadata(staticRoutes.advisors);

/** Old links to the memorial page arrive with ?redirected=true and are taken to In Memoriam. */
const REDIRECT_SECTION = 'in-memoriam';

export default async function AdvisorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const redirected = firstParam(await searchParams, 'redirected') === 'true';
  return (
    <>
      <PageHeader
        subtitle="About Us"
        title="Bringing Together Leaders in Business and Technology"
        shade
        description="Our advisors have run utilities, chemical plants and capital markets, regulated reactors and studied their economics and environmental footprint. Their experience guides the Integral Molten Salt Reactor on its way to market."
      />
      {/* One parent for the nav and its sections: the nav stays stuck while any of them is on screen. */}
      <div>
        <ScrollSpyNav
          label="Advisor groups"
          items={advisorGroups.map((group) => ({ id: group.id, label: group.heading }))}
          initialSection={redirected ? REDIRECT_SECTION : undefined}
        />
        {advisorGroups.map((group) => (
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
