import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { termsAndConditions } from '@/content/policies/terms-and-conditions';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.termsAndConditions);

export default function TermsAndConditionsPage() {
  return (
    <>
      <PageHeader title="Terms and Conditions" shade />
      <PolicyDocument {...termsAndConditions} />
    </>
  );
}
