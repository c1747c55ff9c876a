import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { integratedStandardsDocument } from '@/lib/policies';
import { readCopy } from '@/lib/site-copy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.integratedStandards);

export default function IntegratedAccessibilityStandardsPolicyPage() {
  return (
    <>
      <PageHeader title={readCopy('integratedStandards').title} shade />
      <PolicyDocument {...integratedStandardsDocument()} />
    </>
  );
}
