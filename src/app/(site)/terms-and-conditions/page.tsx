import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { termsAndConditionsDocument } from '@/lib/policies';
import { readCopy } from '@/lib/site-copy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.termsAndConditions);

export default function TermsAndConditionsPage() {
  return (
    <>
      <PageHeader title={readCopy('termsAndConditions').title} shade />
      <PolicyDocument {...termsAndConditionsDocument()} />
    </>
  );
}
