import { PageLink } from '@/components/ui/page-link';
import { SiteForm, type FieldSpec } from '@/components/forms/site-form';
import { PageHeader } from '@/components/layout/page-header';
import { FIELD_LIMITS, FORM_LABELS, FORM_TEXTS, SUBSCRIPTION_FIELDS as S } from '@/config/forms';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { formPageState } from '@/lib/forms/page-state';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import styles from './subscription.module.css';

export const metadata = pageMetadata(staticRoutes.subscription);

const L = FORM_LABELS.subscription;

const fields: FieldSpec[] = [
  { name: S.email, label: L.email, type: 'email', required: true, autoComplete: 'email', maxLength: FIELD_LIMITS.email, wide: true },
  { name: S.name, label: L.name, type: 'text', required: true, autoComplete: 'name', maxLength: FIELD_LIMITS.name, wide: true },
  { name: S.consentUpdates, label: L.consentUpdates(site.name), type: 'checkbox', required: true },
  { name: S.consentPrivacy, label: L.consentPrivacy, type: 'checkbox', required: true },
];

export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { initial, captcha, idempotencyKey } = await formPageState(searchParams);
  const copy = readCopy('subscription');
  return (
    <>
      <PageHeader subtitle={copy.header.subtitle} title={copy.header.title} description={copy.header.description} shade />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.intro}>
          <h2 className={styles.heading}>{copy.heading}</h2>
          <p>{copy.intro}</p>
        </div>
        <SiteForm
          kind="newsletter"
          action="/subscription"
          endpoint="/api/forms/subscription"
          label={L.form}
          fields={fields}
          checkboxLabels={{
            [S.consentPrivacy]: (
              <>
                {L.consentPrivacyParts.before} <PageLink href="/privacy-policy">{L.consentPrivacyParts.privacy}</PageLink>
                {L.consentPrivacyParts.after}
              </>
            ),
          }}
          trapName={S.trap}
          submitLabel={L.submit}
          captcha={captcha}
          idempotencyKey={idempotencyKey}
          initial={initial}
          thanks={{ title: FORM_TEXTS.subscriptionThanksTitle, body: FORM_TEXTS.subscriptionThanksBody }}
        />
      </div>
    </>
  );
}
