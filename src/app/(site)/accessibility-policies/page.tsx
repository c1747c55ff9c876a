import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { AccessibilityPhoneAndEmail } from '@/content/policies/aoda-customer-service';
import { pageMetadata } from '@/lib/metadata';
import styles from './accessibility-policies.module.css';

export const metadata = pageMetadata(staticRoutes.accessibilityPolicies);

const POLICIES = [
  {
    route: staticRoutes.aodaCustomerService,
    description: 'How we serve people with disabilities: assistive devices, service animals, support persons and feedback.',
  },
  {
    route: staticRoutes.integratedStandards,
    description: 'Our commitments on information, communications, employment, training and the design of public spaces.',
  },
  {
    route: staticRoutes.multiYearPlan,
    description: 'Each accessibility requirement we meet, its status, its compliance deadline and who is responsible.',
  },
];

export default function AccessibilityPoliciesPage() {
  return (
    <>
      <PageHeader title="Accessibility and Policies" shade />
      <div className="container section">
        <p className={styles.intro}>
          {site.name} is committed to treating everyone with dignity and to giving people with disabilities the same opportunity
          as others to use our services, visit our sites, work with us and read what we publish. We prevent and remove barriers
          to accessibility and meet our obligations under Ontario’s <em>Accessibility for Ontarians with Disabilities Act, 2005</em>.
          Each of the documents below is available in an accessible format on request.
        </p>
        <ul className={styles.cards} aria-label="Accessibility documents">
          {POLICIES.map(({ route, description }) => (
            <li key={route.path} className={`link-card ${styles.card}`}>
              <h2 className={styles.title}>
                <Link className="card-link" href={route.path} prefetch={false}>
                  {route.title}
                </Link>
              </h2>
              <p className={styles.description}>{description}</p>
            </li>
          ))}
        </ul>
        <div className={styles.contact}>
          <h2 className={styles.contactHeading}>Accessibility requests and feedback</h2>
          <AccessibilityPhoneAndEmail />
        </div>
      </div>
    </>
  );
}
