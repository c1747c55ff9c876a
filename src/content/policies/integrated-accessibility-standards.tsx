import Link from 'next/link';
import type { PolicyDocumentProps } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { AccessibilityContactDetails } from './aoda-customer-service';

const canada = site.offices.canada;

export const integratedAccessibilityStandardsPolicy: PolicyDocumentProps = {
  lastUpdated: 'April 30, 2024',
  intro: (
    <p>
      This policy sets out how {canada.company} meets the requirements of the Integrated Accessibility Standards Regulation
      (Ontario Regulation 191/11) made under the <em>Accessibility for Ontarians with Disabilities Act, 2005</em> (AODA). It
      should be read together with our{' '}
      <Link href={staticRoutes.aodaCustomerService.path} prefetch={false}>
        AODA Customer Service Policy
      </Link>
      .
    </p>
  ),
  sections: [
    {
      id: 'section-1',
      heading: '1.0 Our Commitment',
      body: (
        <p>
          {site.name} is committed to treating all people in a way that allows them to maintain their dignity and independence.
          We believe in integration and equal opportunity, and we are committed to meeting the needs of people with disabilities
          in a timely manner. We will do so by preventing and removing barriers to accessibility and by meeting our obligations
          under the AODA and Ontario’s accessibility laws.
        </p>
      ),
    },
    {
      id: 'section-2',
      heading: '2.0 Purpose',
      body: (
        <p>
          This policy describes the practices we follow to meet the information and communications, employment and design of
          public spaces standards, together with the general requirements of the Integrated Accessibility Standards Regulation.
          It explains what people with disabilities can expect from us and what we expect of our staff.
        </p>
      ),
    },
    {
      id: 'section-3',
      heading: '3.0 Scope',
      body: (
        <p>
          This policy applies to all employees, volunteers and contractors of {canada.company} in Ontario, and to everyone who
          provides goods, services or facilities on our behalf. It applies to our offices, our laboratories and the parts of our
          project sites that are open to visitors, and to this website.
        </p>
      ),
    },
    {
      id: 'section-4',
      heading: '4.0 Definitions',
      body: (
        <dl>
          <dt>Accessible formats</dt>
          <dd>
            Formats that are an alternative to standard print and can be used by people with disabilities, such as large print,
            recorded audio, electronic formats and braille.
          </dd>
          <dt>Communication supports</dt>
          <dd>
            Aids that help people communicate, such as captioning, plain language, sign language and other supports that
            facilitate effective communication.
          </dd>
          <dt>Disability</dt>
          <dd>
            Has the meaning given in the <em>Accessibility for Ontarians with Disabilities Act, 2005</em> and the Ontario{' '}
            <em>Human Rights Code</em>, and includes physical, mental, intellectual, developmental, learning, sensory and
            episodic conditions.
          </dd>
          <dt>Information</dt>
          <dd>Data, facts and knowledge that exist in any format, including text, audio, digital or images, and that convey meaning.</dd>
          <dt>Communications</dt>
          <dd>The interaction between two or more people or entities, or any combination of them, where information is provided, sent or received.</dd>
        </dl>
      ),
    },
    {
      id: 'section-5',
      heading: '5.0 Multi-Year Accessibility Plan',
      body: (
        <>
          <p>
            We have established a{' '}
            <Link href={staticRoutes.multiYearPlan.path} prefetch={false}>
              Multi-Year Accessibility Plan
            </Link>{' '}
            that outlines our strategy to prevent and remove barriers and to meet the requirements of the Integrated Accessibility
            Standards Regulation. The plan lists each requirement, its status, its compliance deadline and who is responsible for
            it.
          </p>
          <p>
            The plan is reviewed and updated at least every five years, in consultation with people with disabilities. We post it
            on this website and provide it in an accessible format on request.
          </p>
        </>
      ),
    },
    {
      id: 'section-6',
      heading: '6.0 Training',
      body: (
        <>
          <p>
            We train all employees, volunteers, and the people who develop our policies or provide goods, services or facilities
            on our behalf, on the requirements of the accessibility standards and on the Ontario <em>Human Rights Code</em> as it
            relates to people with disabilities. New staff are trained within 30 days of hire.
          </p>
          <p>
            Training is appropriate to each person’s duties, is provided again whenever our accessibility policies change, and is
            recorded with the date it was given and the names of the people who took part.
          </p>
        </>
      ),
    },
    {
      id: 'section-7',
      heading: '7.0 Information and Communications',
      body: (
        <p>
          We are committed to making our information and communications accessible to people with disabilities. When we create,
          provide or receive information, we will consult with people with disabilities to determine their information and
          communication needs, and meet them in the ways described in this policy.
        </p>
      ),
    },
    {
      id: 'section-8',
      heading: '8.0 Feedback',
      body: (
        <p>
          Our process for receiving and responding to feedback is accessible to people with disabilities. Feedback can be given by
          telephone, by e-mail, by mail or in person, and we provide accessible formats and communication supports on request. We
          reply within 30 days, in the format you prefer.
        </p>
      ),
    },
    {
      id: 'section-9',
      heading: '9.0 Accessible Formats and Communication Supports',
      body: (
        <p>
          On request, we provide accessible formats and communication supports for people with disabilities in a timely manner
          that takes their needs into account, and at no more than the regular cost charged to other people. We consult the person
          making the request to decide which format or support is suitable. If information cannot be converted, we explain why and
          provide a summary of it.
        </p>
      ),
    },
    {
      id: 'section-10',
      heading: '10.0 Emergency Procedure, Plans or Public Safety Information',
      body: (
        <p>
          Where we make emergency procedures, plans or public safety information available to the public, we provide them in an
          accessible format or with appropriate communication supports, as soon as practicable, on request.
        </p>
      ),
    },
    {
      id: 'section-11',
      heading: '11.0 Accessible Websites and Web Content',
      body: (
        <p>
          Our website and its content conform with the Web Content Accessibility Guidelines (WCAG) 2.0 Level AA, as the regulation
          requires, and we design and test new pages against WCAG 2.2 Level AA. Pages work with a keyboard and with screen
          readers, and respect a visitor’s preference for reduced motion. If you find content that you cannot use, please tell us
          and we will provide it in another way.
        </p>
      ),
    },
    {
      id: 'section-12',
      heading: '12.0 Employment',
      body: (
        <>
          <p>
            We notify employees and the public that accommodations are available for applicants with disabilities throughout our
            recruitment, assessment and selection processes. When we invite an applicant to an interview, we tell them that
            accommodations are available on request and consult them to provide a suitable accommodation.
          </p>
          <p>
            We inform employees of our policies supporting employees with disabilities, provide accessible formats and
            communication supports for the information they need to do their jobs, maintain documented individual accommodation
            plans, and have a documented return-to-work process for employees who have been absent because of a disability. We
            take the accessibility needs of employees into account in performance management, career development and
            redeployment.
          </p>
        </>
      ),
    },
    {
      id: 'section-13',
      heading: '13.0 Workplace Emergency Response Information',
      body: (
        <p>
          Where we are aware that an employee has a disability and needs accommodation, we provide individualised workplace
          emergency response information as soon as practicable. With the employee’s consent, we share it with the people
          designated to assist them in an emergency. We review it when the employee moves to another location, when their
          accommodation needs or plans are reviewed, and when we review our general emergency response policies.
        </p>
      ),
    },
    {
      id: 'section-14',
      heading: '14.0 Design of Public Spaces',
      body: (
        <p>
          When we build or make major changes to public spaces that we control, such as exterior paths of travel, accessible
          parking, outdoor public-use eating areas and service counters, we meet the Design of Public Spaces Standards. We also
          put procedures in place to prevent service disruptions to the accessible parts of those spaces, and to restore them
          promptly when they occur.
        </p>
      ),
    },
    {
      id: 'section-15',
      heading: '15.0 Review of This Policy',
      body: (
        <p>
          We will not make changes to this policy without considering their effect on people with disabilities. Any policy of ours
          that does not respect and promote the dignity and independence of people with disabilities will be modified or removed.
          This policy is reviewed together with our Multi-Year Accessibility Plan.
        </p>
      ),
    },
    {
      id: 'section-16',
      heading: '16.0 For More Information',
      body: (
        <>
          <p>
            For more information about this policy, to ask for it in an accessible format, or to give feedback, contact our
            Accessibility Coordinator:
          </p>
          <AccessibilityContactDetails />
        </>
      ),
    },
  ],
};
