import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { multiYearPlanDocument } from '@/lib/policies';
import { readCopy } from '@/lib/site-copy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.multiYearPlan);

export default function MultiYearAccessibilityPlanPage() {
  return (
    <>
      <PageHeader title={readCopy('multiYearPlan').title} shade />
      <PolicyDocument {...multiYearPlanDocument()} />
    </>
  );
}
