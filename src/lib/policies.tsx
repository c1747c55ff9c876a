import type { PolicyDocumentProps, PolicySection } from '@/components/ui/policy-document';
import { policyDocumentProps } from '@/components/ui/policy-prose';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatLongDate } from '@/lib/format/dates';
import { retentionPeriod } from '@/lib/format/period';
import { type Copy, readCopy } from '@/lib/site-copy';

/**
 * The policies as PolicyDocument shows them, from content/policies/*.mdoc: the privacy policy states the
 * retention period the site keeps forms for, the multi-year plan adds a section and a table per part.
 */

/** `retentionDays` is SUBMISSION_RETENTION_DAYS, so the period the page states and the one the software keeps are the same. */
export function privacyPolicyDocument(retentionDays: number): PolicyDocumentProps {
  return policyDocumentProps(readCopy('privacyPolicy'), {}, { RetentionPeriod: () => retentionPeriod(retentionDays) });
}

export function termsAndConditionsDocument(): PolicyDocumentProps {
  return policyDocumentProps(readCopy('termsAndConditions'));
}

export function aodaCustomerServiceDocument(): PolicyDocumentProps {
  return policyDocumentProps(readCopy('aodaCustomerService'));
}

export function integratedStandardsDocument(): PolicyDocumentProps {
  return policyDocumentProps(readCopy('integratedStandards'));
}

type Plan = Copy<'multiYearPlan'>;
export type PlanPart = Plan['parts'][number];

/** Id of the caption of a part's requirement table. */
export function planCaptionId(part: Pick<PlanPart, 'id'>): string {
  return `${part.id}-table`;
}

function RequirementTable({ plan, part }: { plan: Plan; part: PlanPart }) {
  const captionId = planCaptionId(part);
  const { columns } = plan;
  return (
    <ScrollTable captionId={captionId}>
      <table>
        <caption id={captionId}>
          {part.heading}: {plan.captionSuffix}
        </caption>
        <thead>
          <tr>
            {[columns.requirement, columns.description, columns.status, columns.deadline, columns.responsibility].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {part.requirements.map((row) => (
            <tr key={row.requirement}>
              <th scope="row">{row.requirement}</th>
              <td>{row.description}</td>
              <td>{row.status}</td>
              <td>{formatLongDate(row.deadline ?? '')}</td>
              <td>{row.responsibility}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

export function multiYearPlanDocument(): PolicyDocumentProps {
  const plan = readCopy('multiYearPlan');
  const parts: PolicySection[] = plan.parts.map((part) => ({
    id: part.id,
    heading: part.heading,
    body: (
      <>
        <p>{part.summary}</p>
        <RequirementTable plan={plan} part={part} />
      </>
    ),
  }));
  return policyDocumentProps(plan, { 'requirement-tables': parts });
}
