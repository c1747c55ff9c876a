import Link from 'next/link';
import type { PolicyDocumentProps } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { site, telHref } from '@/config/site';
import { retentionPeriod } from '@/lib/format/period';

const canada = site.offices.canada;

/** The Canadian office's postal address, for the attention of a role (never a person). */
export function CanadianOfficeAddress({ attention }: { attention: string }) {
  return (
    <address>
      Attention: {attention}
      <br />
      {canada.company}
      <br />
      {canada.unit ? `${canada.street}, ${canada.unit}` : canada.street}
      <br />
      {canada.municipality}, {canada.region} {canada.postal}
      <br />
      {canada.country}
    </address>
  );
}

/** Where to write about this website's policies: the Canadian office and the general mailbox. */
export function PolicyContactDetails({ attention }: { attention: string }) {
  return (
    <>
      <p>
        By e-mail: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
      </p>
      <p>By mail:</p>
      <CanadianOfficeAddress attention={attention} />
      <p>
        By telephone: <a href={telHref(canada.phoneE164)}>{canada.phone}</a>
      </p>
    </>
  );
}

/**
 * The privacy policy. `retentionDays` is SUBMISSION_RETENTION_DAYS, the setting the retention job deletes
 * by, so the period the page states and the one the software keeps are the same number.
 */
export function privacyPolicyDocument(retentionDays: number): PolicyDocumentProps {
  const period = retentionPeriod(retentionDays);
  return {
  lastUpdated: 'February 6, 2024',
  intro: (
    <p>
      We respect your privacy. This policy explains what personal information {site.legalName} collects through this website,
      why we collect it, who we share it with, how long we keep it and the choices you have. We have written it to be read, not
      just agreed to: if anything is unclear, write to us and we will explain.
    </p>
  ),
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: (
        <>
          <p>
            This website is operated by {site.legalName} together with its Canadian affiliate, {canada.company} (together,
            “{site.name}”, “we”, “us” or “our”). We develop the Integral Molten Salt Reactor (IMSR), a small modular reactor that
            supplies high-temperature heat and carbon-free electricity to industry.
          </p>
          <p>
            {site.name} is responsible for the personal information under its control and has designated a Privacy Officer who is
            accountable for our compliance with this policy and with applicable privacy law, including Canada’s{' '}
            <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA). You can reach the Privacy Officer
            using the details in <a href="#contact-us">Contact us</a>.
          </p>
        </>
      ),
    },
    {
      id: 'scope',
      heading: 'What this policy covers',
      body: (
        <>
          <p>
            This policy applies to personal information collected through this website, including its contact and subscription
            forms and the e-mail newsletter you can sign up for here. “Personal information” means information about an
            identifiable individual.
          </p>
          <p>
            It does not cover information we handle in other contexts, such as applications for employment submitted through our
            applicant-tracking provider, contracts with suppliers and customers, or dealings with shareholders. Those are
            governed by separate notices provided at the time the information is collected.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to answer you and to run this website. That falls into three groups.</p>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>General inquiries.</strong> When you use our contact form we ask for your name, e-mail address, inquiry
              type (for example Media, Investors or Supply Chain), a subject and your message. You may also tell us your job title
              and industry; those fields are optional. We record that you agreed to our terms and this policy when you sent the
              form.
            </li>
            <li>
              <strong>Newsletter.</strong> When you subscribe to our e-mail updates we ask for your name and e-mail address, and we
              record your consent to receive our messages, together with the date and time you gave it.
            </li>
            <li>
              <strong>Correspondence.</strong> If you e-mail or call us, we keep what you choose to tell us and our reply.
            </li>
          </ul>
          <h3>Information collected automatically</h3>
          <p>
            Like any web server, ours records technical information about each request: your IP address, the date and time,
            the page requested, the referring page, your browser type and version, and whether the request succeeded. We use these
            server logs to keep the site running, to diagnose faults and to detect and block abuse. We also keep a short-lived
            record of form submissions per network address so that we can limit automated spam.
          </p>
          <h3>What we do not collect</h3>
          <p>
            We do not use advertising cookies, cross-site tracking or third-party analytics on this website, and we do not buy
            personal information from data brokers. We do not ask for, and ask you not to send us, sensitive information such as
            health, financial or government identification details through our forms.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      body: (
        <>
          <p>We use personal information only for the purposes we describe here, or for purposes you would reasonably expect:</p>
          <ul>
            <li>to read, route and answer your inquiry, and to follow up on it with you;</li>
            <li>to send you the newsletter and news updates you asked for;</li>
            <li>to operate, secure and improve this website, and to protect it against spam, fraud and attacks;</li>
            <li>to keep records of the consent you gave us, as Canadian anti-spam law requires;</li>
            <li>to comply with our legal obligations and to establish, exercise or defend legal claims.</li>
          </ul>
          <p>
            We do not sell your personal information, we do not rent it, and we do not use it to build advertising profiles. If we
            want to use your information for a new purpose, we will tell you and, where the law requires it, ask for your consent
            first.
          </p>
        </>
      ),
    },
    {
      id: 'consent',
      heading: 'Consent and legal bases',
      body: (
        <>
          <p>
            In Canada we rely primarily on your consent. When you send us a form, you consent to our using the information you
            provide to respond to you. We ask for express consent before sending you any commercial electronic message, in line
            with Canada’s Anti-Spam Legislation (CASL), and every newsletter contains a link to unsubscribe.
          </p>
          <p>
            Where the law of your place of residence requires a legal basis for processing, we rely on your consent (newsletter
            and inquiries), on our legitimate interest in running a secure and reliable website (server logs and spam
            protection), and on compliance with legal obligations (records we are required to keep).
          </p>
          <p>
            You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice. Doing
            so will not affect anything we lawfully did before you withdrew it, but it may mean we can no longer answer an open
            inquiry.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      body: (
        <>
          <p>
            This website does not set advertising or analytics cookies. It may use cookies or similar browser storage that are
            strictly necessary for a page to work, for example to protect a form against automated submissions. These do not
            identify you personally and are not used to track you across other websites.
          </p>
          <p>
            Some pages can show content hosted by others, such as embedded videos. Where a video is embedded, it loads only when
            you choose to play it, and the video provider’s own privacy policy then applies to that interaction.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      body: (
        <>
          <p>We share personal information only as described below.</p>
          <ul>
            <li>
              <strong>Service providers.</strong> We use trusted providers who process information on our behalf and under our
              instructions: a hosting and infrastructure provider that runs this website and its database; an e-mail marketing
              service that stores our newsletter list and delivers our messages; and, when we enable one, a captcha provider that
              checks that a form is being sent by a person rather than a program. By default our spam protection runs on our own
              servers and sends nothing to a third party.
            </li>
            <li>
              <strong>Within our group.</strong> {site.legalName} and {canada.company} share inquiries between themselves so that
              the right team can answer you.
            </li>
            <li>
              <strong>Legal requirements.</strong> We may disclose information where the law requires or permits it, for example
              in response to a valid court order, or to protect the rights, property or safety of our company, our staff or
              others.
            </li>
            <li>
              <strong>Business transactions.</strong> If we are involved in a merger, financing, acquisition or sale of assets,
              personal information may be disclosed to the parties involved, under confidentiality obligations, and used only
              for purposes connected with the transaction.
            </li>
          </ul>
          <p>
            Our contracts require service providers to protect personal information with safeguards comparable to ours, to use
            it only to provide their services to us, and to return or delete it when the work is done.
          </p>
        </>
      ),
    },
    {
      id: 'international-transfers',
      heading: 'Where your information is stored',
      body: (
        <>
          <p>
            We have offices in Canada and the United States, and our service providers may store or process information in
            either country, or elsewhere. Information held outside Canada is subject to the laws of the country where it is held,
            and may be accessible to the courts, law enforcement and national security authorities of that country.
          </p>
          <p>
            Whenever your information is transferred, we take contractual and other measures so that it receives a level of
            protection comparable to the protection it would receive in Canada.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      body: (
        <>
          <p>We keep personal information only as long as we need it for the purposes above, or as the law requires:</p>
          <ul>
            <li>
              <strong>Inquiries</strong> are kept while we deal with them and for up to {period} after our last exchange, so
              that we can refer back to earlier conversations.
            </li>
            <li>
              <strong>Newsletter subscriptions</strong> are kept until you unsubscribe. After that we keep only your e-mail address
              and the date you left, so that we never write to you again by mistake, together with the consent records the law
              requires us to retain.
            </li>
            <li>
              <strong>Server logs</strong> are kept for up to 90 days, unless we need them longer to investigate a specific
              security incident.
            </li>
          </ul>
          <p>When information is no longer needed, we delete it or make it anonymous.</p>
          <p>
            Our website deletes each form it received {period} after it was sent. After that we only count how many forms
            of each kind arrived in a month; nothing in that count can identify you.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      heading: 'How we protect information',
      body: (
        <>
          <p>
            We protect personal information with safeguards appropriate to its sensitivity. This website is served only over
            encrypted connections (HTTPS). Form submissions are stored in a database that is not reachable from the public
            internet, and access to it is limited to the staff who need it to do their jobs. We apply security updates promptly
            and limit automated abuse of our forms.
          </p>
          <p>
            No method of transmission or storage is completely secure. If a breach of security safeguards involving your
            personal information creates a real risk of significant harm to you, we will notify you and the Office of the
            Privacy Commissioner of Canada as the law requires.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      body: (
        <>
          <p>You have the right to:</p>
          <ul>
            <li>
              <strong>access</strong> the personal information we hold about you and learn how it has been used and to whom it has
              been disclosed;
            </li>
            <li>
              <strong>correct</strong> information that is inaccurate or incomplete;
            </li>
            <li>
              <strong>withdraw your consent</strong>, for example by using the unsubscribe link in any newsletter or by writing to
              us;
            </li>
            <li>
              <strong>ask us to delete</strong> information we no longer need or no longer have a lawful reason to keep;
            </li>
            <li>
              <strong>complain</strong> about how we handle your information.
            </li>
          </ul>
          <p>
            To make a request, contact us as described in <a href="#contact-us">Contact us</a>. We may need to confirm your
            identity before we act on it. We will respond within 30 days, or tell you within that time if we need longer and why.
            Requests are free of charge. If we cannot give you access to some information, for example because it would reveal
            information about another person, we will tell you why.
          </p>
          <p>
            If you are not satisfied with our response, you may complain to the{' '}
            <a href="https://www.priv.gc.ca/">Office of the Privacy Commissioner of Canada</a>, or to the privacy regulator where
            you live. We would appreciate the chance to address your concerns first.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      body: (
        <p>
          This website is intended for adults and is not directed at children. We do not knowingly collect personal information
          from children under 16. If you believe a child under 16 has sent us personal information, please contact us and we
          will delete it.
        </p>
      ),
    },
    {
      id: 'other-websites',
      heading: 'Links to other websites',
      body: (
        <p>
          This website links to websites we do not operate, such as news outlets, regulators, social networks and our investor
          relations site. Their privacy practices are their own; we encourage you to read their policies before you give them
          any personal information.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          We may update this policy as our website, our services or the law change. The date at the top of this page shows when it
          was last revised. If we make a significant change to how we use personal information, we will make it clear on this
          website and, where the law requires it, ask for your consent. This policy should be read together with our{' '}
          <Link href={staticRoutes.termsAndConditions.path} prefetch={false}>
            Terms and Conditions
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      body: (
        <>
          <p>
            For questions about this policy, to make a request about your personal information, or to raise a concern, contact
            our Privacy Officer:
          </p>
          <PolicyContactDetails attention="Privacy Officer" />
        </>
      ),
    },
  ],
  };
}
