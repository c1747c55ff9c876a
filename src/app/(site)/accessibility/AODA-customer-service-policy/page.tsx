import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { aodaCustomerServicePolicy } from '@/content/policies/aoda-customer-service';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.aodaCustomerService);

export default function AodaCustomerServicePolicyPage() {
  return (
    <>
      <PageHeader title="AODA Customer Service Policy" shade />
      <PolicyDocument {...aodaCustomerServicePolicy} />
    </>
  );
}
