import Link from 'next/link';
import { SiteForm, type FieldSpec } from '@/components/forms/site-form';
import { PageHeader } from '@/components/layout/page-header';
import { CONTACT_FIELDS as C, FIELD_LIMITS, FORM_TEXTS, INDUSTRIES, INQUIRY_TYPES } from '@/config/forms';
import { staticRoutes } from '@/config/routes';
import { site, type Office } from '@/config/site';
import { formPageState } from '@/lib/forms/page-state';
import { pageMetadata } from '@/lib/metadata';
import styles from './contact.module.css';

export const metadata = pageMetadata(staticRoutes.contact);

const fields: FieldSpec[] = [
  { name: C.name, label: 'Name', type: 'text', required: true, autoComplete: 'name', maxLength: FIELD_LIMITS.name },
  { name: C.email, label: 'Email', type: 'email', required: true, autoComplete: 'email', maxLength: FIELD_LIMITS.email },
  { name: C.jobTitle, label: 'Job Title', type: 'text', autoComplete: 'organization-title', maxLength: FIELD_LIMITS.jobTitle },
  { name: C.industry, label: 'Industry', type: 'select', options: INDUSTRIES, emptyOption: 'Select an industry (optional)' },
  { name: C.inquiryType, label: 'Inquiry Type', type: 'select', required: true, options: INQUIRY_TYPES, emptyOption: 'Select an inquiry type', wide: true },
  { name: C.subject, label: 'Subject', type: 'text', required: true, maxLength: FIELD_LIMITS.subject, wide: true },
  {
    name: C.message,
    label: 'Message',
    type: 'textarea',
    required: true,
    maxLength: FIELD_LIMITS.message,
    hint: `Up to ${FIELD_LIMITS.message.toLocaleString('en-US')} characters.`,
    wide: true,
  },
  { name: C.consent, label: 'I agree to the Terms and Conditions and the Privacy Policy', type: 'checkbox', required: true },
];

function OfficeContact({ office }: { office: Office }) {
  return (
    <section className={styles.office} aria-labelledby={`office-${office.country.toLowerCase()}`}>
      <h3 id={`office-${office.country.toLowerCase()}`} className={styles.officeTitle}>
        {office.country}
      </h3>
      <address className={styles.address}>
        <span>{office.company}</span>
        <span>{office.unit ? `${office.street}, ${office.unit}` : office.street}</span>
        <span>
          {office.municipality}, {office.region} {office.postal}
        </span>
      </address>
      <p className={styles.line}>
        <span className={styles.lineLabel}>Email</span> <a href={`mailto:${office.email}`}>{office.email}</a>
      </p>
      <p className={styles.line}>
        <span className={styles.lineLabel}>Phone</span> <a href={`tel:${office.phoneE164}`}>{office.phone}</a>
      </p>
    </section>
  );
}

export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { initial, captcha, idempotencyKey } = await formPageState(searchParams);
  return (
    <>
      <PageHeader
        subtitle="Contact Us"
        title="General Inquiries"
        description="Questions about the IMSR, partnerships, supply chain, media or careers: write to us and the right team will answer."
        shade
      />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.formColumn}>
          <h2 className={styles.heading}>Send us a message</h2>
          <SiteForm
            kind="contact"
            action="/contact"
            endpoint="/api/forms/contact"
            label="General inquiries"
            fields={fields}
            checkboxLabels={{
              [C.consent]: (
                <>
                  I agree to the <Link href="/terms-and-conditions">Terms and Conditions</Link> and the{' '}
                  <Link href="/privacy-policy">Privacy Policy</Link>.
                </>
              ),
            }}
            submitLabel="Submit"
            captcha={captcha}
            idempotencyKey={idempotencyKey}
            initial={initial}
            thanks={{ title: FORM_TEXTS.contactThanksTitle, body: FORM_TEXTS.contactThanksBody }}
          />
        </div>
        <aside className={styles.contacts} aria-labelledby="corporate-contacts">
          <h2 id="corporate-contacts" className={styles.heading}>
            Corporate contacts
          </h2>
          <OfficeContact office={site.offices.headquarters} />
          <OfficeContact office={site.offices.canada} />
        </aside>
      </div>
    </>
  );
}
