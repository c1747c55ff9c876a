import { PageHeader } from '@/components/layout/page-header';
import { PersonCards } from '@/components/ui/person-cards';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { teamMembers } from '@/content/team';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';

export const metadata = pageMetadata(staticRoutes.ourTeam);

export default function OurTeamPage() {
  return (
    <>
      <PageHeader
        subtitle="About Us"
        title="Our Team"
        shade
        description={`Meet the executives leading ${site.name} as it brings the Integral Molten Salt Reactor from design to deployment.`}
      />
      <section className={`container section ${page.section}`} aria-labelledby="proven-leadership">
        <h2 id="proven-leadership" className={page.headline}>
          Proven Leadership
        </h2>
        <p className={page.lead}>
          Our leadership team combines decades of experience in nuclear operations, reactor engineering, licensing,
          industrial supply chains and energy finance, the skills needed to build a new kind of power plant.
        </p>
        <PersonCards people={teamMembers} label="Executive team" testId="team-card" />
      </section>
    </>
  );
}
