import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { privacyPolicyDocument } from '@/lib/policies';
import { readCopy } from '@/lib/site-copy';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.privacyPolicy);

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader title={readCopy('privacyPolicy').title} shade />
      <PolicyDocument {...privacyPolicyDocument(env.SUBMISSION_RETENTION_DAYS)} />
    </>
  );
}
