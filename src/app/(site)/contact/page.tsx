import { PageLink } from '@/components/ui/page-link';
import { SiteForm, type FieldSpec } from '@/components/forms/site-form';
import { PageHeader } from '@/components/layout/page-header';
import { INTERFACE_TEXTS } from '@/config/interface';
import { CONTACT_FIELDS as C, FIELD_LIMITS, FORM_LABELS, FORM_TEXTS, INDUSTRIES, INQUIRY_TYPES } from '@/config/forms';
import { staticRoutes } from '@/config/routes';
import { site, type Office } from '@/config/site';
import { formPageState } from '@/lib/forms/page-state';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import styles from './contact.module.css';

export const metadata = pageMetadata(staticRoutes.contact);

const L = FORM_LABELS.contact;

const fields: FieldSpec[] = [
  { name: C.name, label: L.name, type: 'text', required: true, autoComplete: 'name', maxLength: FIELD_LIMITS.name },
  { name: C.email, label: L.email, type: 'email', required: true, autoComplete: 'email', maxLength: FIELD_LIMITS.email },
  { name: C.jobTitle, label: L.jobTitle, type: 'text', autoComplete: 'organization-title', maxLength: FIELD_LIMITS.jobTitle },
  { name: C.industry, label: L.industry, type: 'select', options: INDUSTRIES, emptyOption: L.industryEmpty },
  { name: C.inquiryType, label: L.inquiryType, type: 'select', required: true, options: INQUIRY_TYPES, emptyOption: L.inquiryTypeEmpty, wide: true },
  { name: C.subject, label: L.subject, type: 'text', required: true, maxLength: FIELD_LIMITS.subject, wide: true },
  {
    name: C.message,
    label: L.message,
    type: 'textarea',
    required: true,
    maxLength: FIELD_LIMITS.message,
    hint: L.messageHint(FIELD_LIMITS.message),
    wide: true,
  },
  { name: C.consent, label: L.consent, type: 'checkbox', required: true },
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
        <span className={styles.lineLabel}>{INTERFACE_TEXTS.contact.email}</span> <a href={`mailto:${office.email}`}>{office.email}</a>
      </p>
      <p className={styles.line}>
        <span className={styles.lineLabel}>{INTERFACE_TEXTS.contact.phone}</span> <a href={`tel:${office.phoneE164}`}>{office.phone}</a>
      </p>
    </section>
  );
}

export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { initial, captcha, idempotencyKey } = await formPageState(searchParams);
  const copy = readCopy('contact');
  return (
    <>
      <PageHeader subtitle={copy.header.subtitle} title={copy.header.title} description={copy.header.description} shade />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.formColumn}>
          <h2 className={styles.heading}>{copy.formHeading}</h2>
          <SiteForm
            kind="contact"
            action="/contact"
            endpoint="/api/forms/contact"
            label={L.form}
            fields={fields}
            checkboxLabels={{
              [C.consent]: (
                <>
                  {L.consentParts.before} <PageLink href="/terms-and-conditions">{L.consentParts.terms}</PageLink> {L.consentParts.and}{' '}
                  <PageLink href="/privacy-policy">{L.consentParts.privacy}</PageLink>
                  {L.consentParts.after}
                </>
              ),
            }}
            submitLabel={L.submit}
            captcha={captcha}
            idempotencyKey={idempotencyKey}
            initial={initial}
            thanks={{ title: FORM_TEXTS.contactThanksTitle, body: FORM_TEXTS.contactThanksBody }}
          />
        </div>
        <aside className={styles.contacts} aria-labelledby="corporate-contacts">
          <h2 id="corporate-contacts" className={styles.heading}>
            {copy.contactsHeading}
          </h2>
          <OfficeContact office={site.offices.headquarters} />
          <OfficeContact office={site.offices.canada} />
        </aside>
      </div>
    </>
  );
}
