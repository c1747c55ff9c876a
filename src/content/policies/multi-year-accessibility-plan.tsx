import type { PolicyDocumentProps, PolicySection } from '@/components/ui/policy-document';
import { ScrollTable } from '@/components/ui/scroll-table';
import { site, telHref } from '@/config/site';

/** The column headers of every requirement table, in order. */
export const PLAN_COLUMNS = ['Requirement', 'Description', 'Status', 'Compliance Deadline', 'Responsibility'] as const;

export type RequirementStatus = 'Complete' | 'In progress' | 'Ongoing';

export interface PlanRequirement {
  requirement: string;
  description: string;
  status: RequirementStatus;
  deadline: string;
  responsibility: string;
}

export interface PlanPart {
  /** Fragment id of the section; the table caption's id is derived from it. */
  id: string;
  heading: string;
  summary: string;
  requirements: PlanRequirement[];
}

export const planParts: PlanPart[] = [
  {
    id: 'general-requirements',
    heading: 'General Requirements',
    summary:
      'Part I of the Integrated Accessibility Standards sets out the policies, plans and training that underpin every other part of the regulation.',
    requirements: [
      {
        requirement: 'Accessibility policies',
        description:
          'Develop, implement and maintain policies that govern how we achieve accessibility, including a statement of organizational commitment, and make them publicly available in an accessible format on request.',
        status: 'Complete',
        deadline: 'January 1, 2014',
        responsibility: 'Human Resources',
      },
      {
        requirement: 'Multi-year accessibility plan',
        description:
          'Establish, publish and implement this plan, report annually on progress, and review and update it at least once every five years.',
        status: 'Ongoing',
        deadline: 'January 1, 2025',
        responsibility: 'Accessibility Committee',
      },
      {
        requirement: 'Procuring or acquiring goods, services or facilities',
        description:
          'Incorporate accessibility design, criteria and features when procuring or acquiring goods, services or facilities, except where it is not practicable.',
        status: 'In progress',
        deadline: 'January 1, 2025',
        responsibility: 'Procurement',
      },
      {
        requirement: 'Self-service kiosks',
        description:
          'Consider accessibility features when designing, procuring or acquiring any self-service kiosk, such as visitor sign-in terminals at our offices.',
        status: 'Complete',
        deadline: 'January 1, 2015',
        responsibility: 'Facilities',
      },
      {
        requirement: 'Training',
        description:
          'Train all employees, volunteers and contractors on the accessibility standards and the Ontario Human Rights Code as it relates to people with disabilities, within 30 days of hire, and keep a record of the training provided.',
        status: 'Ongoing',
        deadline: 'January 1, 2015',
        responsibility: 'Human Resources',
      },
    ],
  },
  {
    id: 'information-and-communications',
    heading: 'Information and Communications',
    summary:
      'Part II requires that the information we create, provide or receive is available to people with disabilities in formats they can use.',
    requirements: [
      {
        requirement: 'Feedback processes',
        description:
          'Ensure our processes for receiving and responding to feedback are accessible, providing accessible formats and communication supports on request.',
        status: 'Complete',
        deadline: 'January 1, 2015',
        responsibility: 'Communications',
      },
      {
        requirement: 'Accessible formats and communication supports',
        description:
          'Provide accessible formats and communication supports on request, in a timely manner and at no additional cost, in consultation with the person making the request.',
        status: 'Ongoing',
        deadline: 'January 1, 2016',
        responsibility: 'Communications',
      },
      {
        requirement: 'Emergency procedures, plans or public safety information',
        description:
          'Make emergency and public safety information that we prepare for the public available in an accessible format or with communication supports on request.',
        status: 'Complete',
        deadline: 'January 1, 2012',
        responsibility: 'Health, Safety and Environment',
      },
      {
        requirement: 'Accessible websites and web content',
        description:
          'Make our public website and its content conform with the Web Content Accessibility Guidelines (WCAG) 2.0 Level AA, and test new pages against WCAG 2.2 before they are published.',
        status: 'In progress',
        deadline: 'January 1, 2021',
        responsibility: 'Communications',
      },
    ],
  },
  {
    id: 'employment',
    heading: 'Employment',
    summary:
      'Part III covers the whole employment cycle, from recruitment to career development, for paid employees.',
    requirements: [
      {
        requirement: 'Recruitment, assessment and selection',
        description:
          'Notify applicants and the public that accommodations are available for applicants with disabilities throughout recruitment, assessment and selection, and consult on suitable accommodation when requested.',
        status: 'Complete',
        deadline: 'January 1, 2016',
        responsibility: 'Human Resources',
      },
      {
        requirement: 'Notice to successful applicants',
        description:
          'Include notice of our policies for accommodating employees with disabilities when making offers of employment.',
        status: 'Complete',
        deadline: 'January 1, 2016',
        responsibility: 'Human Resources',
      },
      {
        requirement: 'Individual accommodation plans',
        description:
          'Maintain a written process for developing documented individual accommodation plans, including how employees take part and how their privacy is protected.',
        status: 'Ongoing',
        deadline: 'January 1, 2016',
        responsibility: 'Human Resources',
      },
      {
        requirement: 'Workplace emergency response information',
        description:
          'Provide individualized workplace emergency response information to employees who need it because of a disability, and review it when they move to another location.',
        status: 'Complete',
        deadline: 'January 1, 2012',
        responsibility: 'Health, Safety and Environment',
      },
      {
        requirement: 'Return to work, performance and career development',
        description:
          'Take into account the accessibility needs and accommodation plans of employees with disabilities in return-to-work processes, performance management, career development and redeployment.',
        status: 'In progress',
        deadline: 'January 1, 2025',
        responsibility: 'Human Resources',
      },
    ],
  },
  {
    id: 'design-of-public-spaces',
    heading: 'Design of Public Spaces',
    summary:
      'Part IV.1 applies when we newly construct or redevelop public spaces, such as the reception areas and parking at our offices and future sites.',
    requirements: [
      {
        requirement: 'Exterior paths of travel',
        description:
          'Build new or redeveloped exterior paths of travel, ramps and curb ramps at our facilities to the technical requirements for width, slope and surface.',
        status: 'In progress',
        deadline: 'January 1, 2025',
        responsibility: 'Facilities',
      },
      {
        requirement: 'Accessible parking',
        description:
          'Provide the required number of accessible parking spaces, with signage, in any new or redeveloped off-street parking facility we control.',
        status: 'Complete',
        deadline: 'January 1, 2017',
        responsibility: 'Facilities',
      },
      {
        requirement: 'Service counters and waiting areas',
        description:
          'Ensure new reception and service counters include an accessible section and that fixed waiting areas include space for people using mobility aids.',
        status: 'Complete',
        deadline: 'January 1, 2017',
        responsibility: 'Facilities',
      },
      {
        requirement: 'Maintenance of accessible elements',
        description:
          'Include preventative and emergency maintenance of accessible elements in public spaces, and procedures for temporary disruptions, in our facility maintenance plans.',
        status: 'Ongoing',
        deadline: 'January 1, 2017',
        responsibility: 'Facilities',
      },
    ],
  },
  {
    id: 'customer-service',
    heading: 'Customer Service',
    summary:
      'Part IV.2 requires that the goods, services and facilities we provide to the public are accessible to people with disabilities.',
    requirements: [
      {
        requirement: 'Customer service policy',
        description:
          'Maintain a policy on providing goods, services and facilities to people with disabilities, covering assistive devices, service animals and support persons.',
        status: 'Complete',
        deadline: 'January 1, 2012',
        responsibility: 'Human Resources',
      },
      {
        requirement: 'Notice of temporary disruptions',
        description:
          'Post notice of planned or unexpected disruptions to facilities or services used by people with disabilities, with the reason, expected duration and alternatives available.',
        status: 'Ongoing',
        deadline: 'January 1, 2012',
        responsibility: 'Facilities',
      },
      {
        requirement: 'Customer service training',
        description:
          'Train everyone who deals with the public on our behalf in how to interact and communicate with people with various types of disabilities.',
        status: 'Ongoing',
        deadline: 'January 1, 2012',
        responsibility: 'Human Resources',
      },
      {
        requirement: 'Feedback on service',
        description:
          'Accept feedback on how we provide goods, services and facilities to people with disabilities in person, by telephone, in writing or by e-mail, and reply within 30 days.',
        status: 'Complete',
        deadline: 'January 1, 2012',
        responsibility: 'Communications',
      },
    ],
  },
];

/** Id of the caption of a part's requirement table. */
export function planCaptionId(part: PlanPart): string {
  return `${part.id}-table`;
}

function RequirementTable({ part }: { part: PlanPart }) {
  const captionId = planCaptionId(part);
  return (
    <ScrollTable captionId={captionId}>
      <table>
        <caption id={captionId}>{part.heading}: requirements and status</caption>
        <thead>
          <tr>
            {PLAN_COLUMNS.map((column) => (
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
              <td>{row.deadline}</td>
              <td>{row.responsibility}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

const partSections: PolicySection[] = planParts.map((part) => ({
  id: part.id,
  heading: part.heading,
  body: (
    <>
      <p>{part.summary}</p>
      <RequirementTable part={part} />
    </>
  ),
}));

export const multiYearAccessibilityPlan: PolicyDocumentProps = {
  lastUpdated: 'April 30, 2024',
  intro: (
    <>
      <p>
        {site.name} is committed to treating all people in a way that allows them to maintain their dignity and independence.
        We believe in integration and equal opportunity, and we are committed to meeting the needs of people with disabilities in
        a timely manner by preventing and removing barriers to accessibility, as required by Ontario’s{' '}
        <em>Accessibility for Ontarians with Disabilities Act, 2005</em> (AODA) and its Integrated Accessibility Standards
        Regulation (O. Reg. 191/11).
      </p>
      <p>
        This plan sets out what we have done and what we will do to meet each requirement that applies to us, the status of
        that work, the date by which it must be met and the team responsible for it. The plan is reviewed and updated at least
        once every five years, in consultation with people with disabilities, and we report on our progress every year.
      </p>
    </>
  ),
  sections: [
    {
      id: 'statement-of-commitment',
      heading: 'Statement of commitment',
      body: (
        <>
          <p>
            Accessibility is part of how we design our workplaces, our communications and, in time, our plants. Our senior
            leadership has endorsed this plan, and each team named in the tables below is accountable for the requirements
            assigned to it.
          </p>
          <p>
            <strong>The plan is reviewed and updated at least once every five years.</strong> Progress is reviewed annually,
            and the status column of each table is updated when a requirement is met or its approach changes.
          </p>
        </>
      ),
    },
    ...partSections,
    {
      id: 'feedback-and-contact',
      heading: 'Feedback and alternate formats',
      body: (
        <>
          <p>
            We welcome feedback on this plan and on the way we provide accessible services. This plan is available in
            alternate formats, such as large print or plain text, free of charge on request. We reply to feedback within 30
            days.
          </p>
          <p>
            By telephone:{' '}
            <a href={telHref(site.accessibility.phoneE164)}>{site.accessibility.phone}</a>
          </p>
          <p>
            By e-mail: <a href={`mailto:${site.accessibility.email}`}>{site.accessibility.email}</a>
          </p>
        </>
      ),
    },
  ],
};
