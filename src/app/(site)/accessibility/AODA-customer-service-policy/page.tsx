import { PageHeader } from '@/components/layout/page-header';
import { PolicyDocument } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { aodaCustomerServiceDocument } from '@/lib/policies';
import { readCopy } from '@/lib/site-copy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(staticRoutes.aodaCustomerService);

export default function AodaCustomerServicePolicyPage() {
  return (
    <>
      <PageHeader title={readCopy('aodaCustomerService').title} shade />
      <PolicyDocument {...aodaCustomerServiceDocument()} />
    </>
  );
}
