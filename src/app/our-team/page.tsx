import { PageHeader } from '@/components/layout/page-header';
import { ExpandableText } from '@/components/ui/expandable-text';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { teamMembers } from '@/content/team';
import { pageMetadata } from '@/lib/metadata';
import page from '@/components/ui/static-page.module.css';
import styles from './our-team.module.css';

export const metadata = pageMetadata(staticRoutes.ourTeam);

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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
        <ul className={styles.cards} aria-label="Executive team">
          {teamMembers.map((member) => {
            const id = `bio-${slug(member.name)}`;
            return (
              <li key={member.name} className={styles.card} data-testid="team-card">
                {/* eslint-disable-next-line @next/next/no-img-element -- small generated SVG portrait; no optimiser needed */}
                <img className={styles.portrait} src={member.img} alt={member.alt} width={320} height={320} loading="lazy" />
                <h3 className={styles.name}>{member.name}</h3>
                <p className={styles.title}>{member.title}</p>
                <ExpandableText id={id} paragraphs={member.description} collapseOffset={160} label={member.name} />
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
