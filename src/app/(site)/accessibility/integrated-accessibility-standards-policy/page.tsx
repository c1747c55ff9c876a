import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { integratedAccessibilityStandardsPolicy } from '@/content/policies/integrated-accessibility-standards';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.integratedStandards);

export default function IntegratedAccessibilityStandardsPolicyPage() {
  return (
    <>
      <PageHeader title="Integrated Accessibility Standards Policy" shade />
      <PolicyDocument {...integratedAccessibilityStandardsPolicy} />
    </>
  );
}
