import Link from 'next/link';
import { SiteForm, type FieldSpec } from '@/components/forms/site-form';
import { PageHeader } from '@/components/layout/page-header';
import { FIELD_LIMITS, FORM_TEXTS, SUBSCRIPTION_FIELDS as S } from '@/config/forms';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { formPageState } from '@/lib/forms/page-state';
import { pageMetadata } from '@/lib/metadata';
import styles from './subscription.module.css';

export const metadata = pageMetadata(staticRoutes.subscription);

const fields: FieldSpec[] = [
  { name: S.email, label: 'Email', type: 'email', required: true, autoComplete: 'email', maxLength: FIELD_LIMITS.email, wide: true },
  { name: S.name, label: 'Name', type: 'text', required: true, autoComplete: 'name', maxLength: FIELD_LIMITS.name, wide: true },
  { name: S.consentUpdates, label: `I agree to receive e-mail updates from ${site.name}`, type: 'checkbox', required: true },
  { name: S.consentPrivacy, label: 'I have read and accept the Privacy Policy', type: 'checkbox', required: true },
];

export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { initial, captcha, idempotencyKey } = await formPageState(searchParams);
  return (
    <>
      <PageHeader
        subtitle="Newsletter"
        title="Stay up to date"
        description="News about the IMSR, our milestones and events, a few times a year. You can unsubscribe at any time."
        shade
      />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.intro}>
          <h2 className={styles.heading}>Subscribe to our updates</h2>
          <p>
            Leave your e-mail address and name and we will send you a confirmation e-mail. Your subscription starts once you
            confirm it, and every message we send has a link to unsubscribe.
          </p>
        </div>
        <SiteForm
          kind="newsletter"
          action="/subscription"
          endpoint="/api/forms/subscription"
          label="Newsletter subscription"
          fields={fields}
          checkboxLabels={{
            [S.consentPrivacy]: (
              <>
                I have read and accept the <Link href="/privacy-policy">Privacy Policy</Link>.
              </>
            ),
          }}
          trapName={S.trap}
          submitLabel="Subscribe"
          captcha={captcha}
          idempotencyKey={idempotencyKey}
          initial={initial}
          thanks={{ title: FORM_TEXTS.subscriptionThanksTitle, body: FORM_TEXTS.subscriptionThanksBody }}
        />
      </div>
    </>
  );
}
