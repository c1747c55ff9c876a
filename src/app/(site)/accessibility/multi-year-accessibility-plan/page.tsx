import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { multiYearAccessibilityPlan } from '@/content/policies/multi-year-accessibility-plan';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.multiYearPlan);

export default function MultiYearAccessibilityPlanPage() {
  return (
    <>
      <PageHeader title="Multi-Year Accessibility Plan" shade />
      <PolicyDocument {...multiYearAccessibilityPlan} />
    </>
  );
}
