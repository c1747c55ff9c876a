import type { PolicyDocumentProps } from '@/components/ui/policy-document';
import { site, telHref } from '@/config/site';
import { CanadianOfficeAddress } from './privacy-policy';

const canada = site.offices.canada;

/** The accessibility line and mailbox, shown wherever a visitor may ask for help or give feedback. */
export function AccessibilityPhoneAndEmail() {
  return (
    <>
      <p>
        By telephone: <a href={telHref(site.accessibility.phoneE164)}>{site.accessibility.phone}</a>
      </p>
      <p>
        By e-mail: <a href={`mailto:${site.accessibility.email}`}>{site.accessibility.email}</a>
      </p>
    </>
  );
}

/** The accessibility line, mailbox and postal address. */
export function AccessibilityContactDetails() {
  return (
    <>
      <AccessibilityPhoneAndEmail />
      <p>By mail:</p>
      <CanadianOfficeAddress attention="Accessibility Coordinator" />
    </>
  );
}

export const aodaCustomerServicePolicy: PolicyDocumentProps = {
  lastUpdated: 'April 30, 2024',
  intro: (
    <p>
      {canada.company} is committed to providing its goods, services and facilities in a way that respects the dignity and
      independence of people with disabilities. This policy sets out how we meet the Customer Service Standard under the{' '}
      <em>Accessibility for Ontarians with Disabilities Act, 2005</em> (AODA) and its Integrated Accessibility Standards
      Regulation (Ontario Regulation 191/11).
    </p>
  ),
  sections: [
    {
      id: 'purpose-and-scope',
      heading: 'Purpose and scope',
      body: (
        <>
          <p>
            This policy describes how we provide our goods, services and facilities to people with disabilities in Ontario. It
            applies to every employee, volunteer and contractor who deals with members of the public or other third parties on
            our behalf, whether in person, by telephone, in writing, online or by any other means, and to everyone who takes
            part in developing our customer service policies and practices.
          </p>
          <p>
            Visitors to our offices and sites, suppliers, investors, members of the communities where we work and members of
            the public who contact us are all our customers for the purposes of this policy.
          </p>
        </>
      ),
    },
    {
      id: 'our-commitment',
      heading: 'Our commitment',
      body: (
        <>
          <p>In providing goods, services and facilities to people with disabilities, we will make reasonable efforts to:</p>
          <ul>
            <li>respect the dignity and independence of each person;</li>
            <li>integrate our services so that people with disabilities benefit from them in the same place and in a similar way as others;</li>
            <li>give people with disabilities an equal opportunity to obtain, use and benefit from our goods, services and facilities;</li>
            <li>communicate in a way that takes a person’s disability into account.</li>
          </ul>
          <p>
            Where a barrier cannot be removed right away, we will work with the person concerned to find another way to meet
            their needs.
          </p>
        </>
      ),
    },
    {
      id: 'assistive-devices',
      heading: 'Assistive devices',
      body: (
        <>
          <p>
            People with disabilities may use their own personal assistive devices, such as wheelchairs, walkers, hearing aids,
            screen readers or communication boards, to obtain, use or benefit from our goods, services and facilities.
          </p>
          <p>
            Our staff are trained to be familiar with the assistive devices our customers may use. Where the use of a personal
            assistive device would create a health or safety risk, for example in a restricted area of a laboratory, we will
            explain the risk and offer another reasonable way of providing the service.
          </p>
        </>
      ),
    },
    {
      id: 'service-animals',
      heading: 'Service animals',
      body: (
        <>
          <p>
            A person with a disability who is accompanied by a service animal is welcome in all areas of our premises that are
            open to the public, and may keep the animal with them, unless the animal is excluded by law.
          </p>
          <p>
            An animal is a service animal if it is readily identifiable as one, for example by a vest or harness, or if the
            person provides documentation from a regulated health professional confirming that they need the animal because of
            their disability.
          </p>
          <p>
            Where the law excludes a service animal from part of our premises, such as a controlled area of a nuclear
            facility, we will explain why and provide other measures so that the person can still obtain, use or benefit from
            our services.
          </p>
        </>
      ),
    },
    {
      id: 'support-persons',
      heading: 'Support persons',
      body: (
        <>
          <p>
            A person with a disability who is accompanied by a support person may bring that person with them to any part of our
            premises that is open to the public, and will not be prevented from having access to the support person while there.
          </p>
          <p>
            We may require a support person where, after consulting the person with a disability and considering the available
            evidence, we determine that one is necessary to protect the health or safety of that person or of others, and there
            is no other reasonable way to do so. We do not charge admission fees for support persons at the events we host.
          </p>
          <p>
            Where confidential information is discussed, we will ask for the consent of the person with a disability before
            speaking in front of their support person.
          </p>
        </>
      ),
    },
    {
      id: 'temporary-disruptions',
      heading: 'Notice of temporary disruptions',
      body: (
        <>
          <p>
            If a facility or service that people with disabilities rely on, such as an elevator, an accessible entrance or an
            accessible washroom, is temporarily unavailable, we will give notice promptly.
          </p>
          <p>
            The notice will explain the reason for the disruption, how long it is expected to last and what alternative
            facilities or services are available. We will post it at the affected location and on this website, and give it by
            any other means that is reasonable in the circumstances. Where the disruption is planned, we will give notice in
            advance.
          </p>
        </>
      ),
    },
    {
      id: 'training',
      heading: 'Training',
      body: (
        <>
          <p>
            We train every employee, volunteer and contractor who deals with the public on our behalf, and everyone who helps
            develop our customer service policies. Staff are trained within 30 days of hire, and whenever this policy changes.
          </p>
          <p>The training covers:</p>
          <ul>
            <li>the purpose of the AODA and the requirements of the Customer Service Standard;</li>
            <li>how to interact and communicate with people with various types of disabilities;</li>
            <li>how to interact with people who use assistive devices or are accompanied by a service animal or support person;</li>
            <li>how to use the equipment and devices we provide to help people with disabilities;</li>
            <li>what to do if a person with a disability is having difficulty accessing our goods, services or facilities;</li>
            <li>our policies, practices and procedures on accessible customer service.</li>
          </ul>
          <p>We keep records of the training we provide, including the dates and the names of the people trained.</p>
        </>
      ),
    },
    {
      id: 'feedback',
      heading: 'Feedback',
      body: (
        <>
          <p>
            We welcome feedback on how we provide goods, services and facilities to people with disabilities. You may give
            feedback by telephone, by e-mail, by mail or in person, using the details in{' '}
            <a href="#contact-us">Contact us</a>, and in any other format that suits you.
          </p>
          <p>
            Every piece of feedback is reviewed by our Accessibility Coordinator, who will consult the people concerned and decide
            what action to take. If you ask for a response, we reply within 30 days, in the format you prefer. Complaints are
            handled in confidence and are used to improve our services.
          </p>
        </>
      ),
    },
    {
      id: 'alternate-formats',
      heading: 'Alternate formats and communication supports',
      body: (
        <p>
          On request, we will provide this policy and any other document we are required to make available under the AODA in an
          accessible format or with communication supports, such as large print, an accessible electronic file or a plain-language
          summary. We will consult you about which format or support suits your needs, provide it in a timely manner and at no more
          than the regular cost charged to other people.
        </p>
      ),
    },
    {
      id: 'modifications',
      heading: 'Modifications to this or other policies',
      body: (
        <p>
          We will not change this or any related policy without first considering its effect on people with disabilities. Any of
          our policies that does not respect and promote the dignity and independence of people with disabilities will be modified
          or removed. The date at the top of this page shows when this policy was last revised.
        </p>
      ),
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      body: (
        <>
          <p>
            For questions about this policy, to give feedback or to ask for this document in another format, contact our
            Accessibility Coordinator:
          </p>
          <AccessibilityContactDetails />
        </>
      ),
    },
  ],
};
