import Link from 'next/link';
import type { PolicyDocumentProps } from '@/components/ui/policy-document';
import { staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { PolicyContactDetails } from './privacy-policy';

export const termsAndConditions: PolicyDocumentProps = {
  lastUpdated: 'February 6, 2024',
  intro: (
    <p>
      These terms set out the rules for using this website, which is operated by {site.legalName} and its affiliates (“
      {site.name}”, “we”, “us” or “our”). Please read them carefully. They include important limits on our liability and a
      choice of Canadian law.
    </p>
  ),
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      body: (
        <>
          <p>
            By visiting or using this website you agree to these Terms and Conditions and to our{' '}
            <Link href={staticRoutes.privacyPolicy.path} prefetch={false}>
              Privacy Policy
            </Link>
            . If you do not agree, please do not use the website.
          </p>
          <p>
            If you use the website on behalf of an organization, you confirm that you are authorized to accept these terms on its
            behalf, and “you” includes that organization.
          </p>
        </>
      ),
    },
    {
      id: 'use-of-the-site',
      heading: 'Using this website',
      body: (
        <>
          <p>
            You may browse this website, and download, print or share its pages and public materials, for your own information
            and for non-commercial purposes, provided you keep any copyright and other notices intact. When you use the website
            you agree not to:
          </p>
          <ul>
            <li>use it in any way that breaks the law or infringes the rights of others;</li>
            <li>
              try to gain unauthorized access to the website, its servers or any connected system, or probe, scan or test their
              vulnerability without our written permission;
            </li>
            <li>
              interfere with the website’s operation, including by sending viruses or other harmful code, or by overloading it
              with automated requests;
            </li>
            <li>
              use our forms to send spam, advertising or content that is false, misleading, abusive, defamatory or obscene;
            </li>
            <li>impersonate any person or misrepresent your affiliation with any person or organization;</li>
            <li>
              copy substantial parts of the website by automated means, or frame or mirror it, without our written permission.
            </li>
          </ul>
          <p>
            We may change, suspend or withdraw any part of the website at any time, and may restrict access for anyone who
            breaches these terms.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      body: (
        <>
          <p>
            The website and its content, including text, graphics, illustrations, photographs, videos, logos, documents and the
            arrangement of them, belong to {site.name} or to the parties who licensed them to us, and are protected by copyright,
            trademark and other laws of Canada and other countries.
          </p>
          <p>
            {site.name}, IMSR, Integral Molten Salt Reactor, IMSR Core-unit and our logos are trademarks of {site.legalName} or
            its affiliates. Other names and logos shown on the website belong to their owners. Nothing on the website grants you a
            licence to use any trademark, or any other intellectual property, except as these terms expressly allow.
          </p>
          <p>
            Materials in our media commons are offered for editorial and educational use with credit to {site.name}. For any
            other use, please ask us first.
          </p>
        </>
      ),
    },
    {
      id: 'forward-looking-statements',
      heading: 'Forward-looking statements',
      body: (
        <>
          <p>
            {site.name} is developing a reactor that has not yet been licensed or built at commercial scale. This website
            therefore contains forward-looking statements: statements about our plans, expectations and the expected
            performance of our technology. They include, for example, the design target of delivering heat at 585 °C, a net
            thermal efficiency of 44%, a replaceable Core-unit with a seven-year life, a construction period of under four
            years, electricity costs under US$69 per MWh, heat costs under US$8.60 per MMBtu, and an international rollout from
            2030.
          </p>
          <p>
            Figures of this kind are design targets and estimates, not guarantees. They rest on assumptions about, among other
            things, regulatory reviews and licensing, supply chains, financing, construction costs, commodity prices, market
            demand and the results of further engineering and testing. Actual results may differ materially. Words such as
            “expect”, “plan”, “target”, “aim”, “will” and “could” identify forward-looking statements.
          </p>
          <p>
            Forward-looking statements speak only as of the date they were made. We do not undertake to update them, except
            where securities law requires us to do so. You should not place undue reliance on them.
          </p>
        </>
      ),
    },
    {
      id: 'no-offer-of-securities',
      heading: 'No offer of securities; not investment advice',
      body: (
        <>
          <p>
            Nothing on this website is an offer to sell, or a solicitation of an offer to buy, any securities in any jurisdiction,
            and nothing on it is a recommendation to buy, sell or hold any security. Any offer of securities would be made only
            by means of offering documents that meet the requirements of applicable securities law.
          </p>
          <p>
            Investor materials, including those about any proposed business combination, are provided for information only and
            are current only as of their date. Nothing on the website is financial, investment, legal, tax or engineering
            advice; consult your own professional advisers before making any decision.
          </p>
        </>
      ),
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      body: (
        <p>
          The website links to websites and services run by others, such as news outlets, regulators, trade associations, social
          networks, our applicant-tracking provider and our investor relations site. We provide these links for convenience only.
          We do not control and are not responsible for their content, availability, terms or privacy practices, and a link is
          not an endorsement.
        </p>
      ),
    },
    {
      id: 'your-submissions',
      heading: 'Information and ideas you send us',
      body: (
        <>
          <p>
            When you send us a message through the website, you confirm that what you send is accurate and that you have the
            right to send it. We handle the personal information it contains as our Privacy Policy describes.
          </p>
          <p>
            Please do not send us confidential or proprietary information, or unsolicited ideas, proposals or inventions, through
            the website. Unless we have agreed otherwise in a signed written agreement, anything you send us this way is not
            treated as confidential, and we are free to use ideas it contains without obligation to you.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      body: (
        <>
          <p>
            We work to keep the website accurate and up to date, but its content is general information and may be incomplete,
            out of date or contain errors. News articles and press releases are accurate as of the date they were published.
          </p>
          <p>
            To the fullest extent the law allows, the website and everything on it are provided “as is” and “as available”,
            without warranties or conditions of any kind, whether express or implied, including implied warranties or
            conditions of merchantability, fitness for a particular purpose, title and non-infringement. We do not warrant that
            the website will be uninterrupted, secure or free of errors or harmful components.
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      body: (
        <>
          <p>
            To the fullest extent the law allows, {site.name}, its affiliates, and their directors, officers, employees, agents
            and licensors will not be liable for any indirect, incidental, special, consequential, exemplary or punitive damages,
            or for any loss of profits, revenue, data, goodwill or business opportunity, arising out of or in connection with
            the website or these terms, however caused and whether in contract, tort (including negligence) or otherwise, even
            if we were told such damages were possible.
          </p>
          <p>
            Some jurisdictions do not allow certain warranties or liabilities to be excluded or limited. In those jurisdictions
            our liability is limited to the smallest extent the law permits, and nothing in these terms limits any right you have
            that cannot lawfully be limited.
          </p>
        </>
      ),
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      body: (
        <p>
          You agree to indemnify and hold harmless {site.name}, its affiliates, and their directors, officers, employees and agents
          from any claim, loss, liability, cost or expense, including reasonable legal fees, arising from your breach of these
          terms or your misuse of the website.
        </p>
      ),
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      body: (
        <p>
          Our{' '}
          <Link href={staticRoutes.privacyPolicy.path} prefetch={false}>
            Privacy Policy
          </Link>{' '}
          explains how we collect, use and protect personal information submitted through the website, and the rights you have.
          It forms part of these terms.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may revise these terms from time to time. The revised terms take effect when they are posted on this page, and the
          date at the top shows when they last changed. By continuing to use the website after a change, you accept the revised
          terms, so please check this page from time to time.
        </p>
      ),
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      body: (
        <>
          <p>
            These terms, and any dispute arising out of or in connection with them or the website, are governed by the laws of
            the Province of Ontario and the federal laws of Canada applicable therein, without regard to conflict-of-laws
            rules.
          </p>
          <p>
            You agree that the courts of the Province of Ontario have exclusive jurisdiction over any such dispute, and you
            submit to their jurisdiction, except where the law of your place of residence gives you a right to bring proceedings
            elsewhere that cannot be waived.
          </p>
        </>
      ),
    },
    {
      id: 'general',
      heading: 'General',
      body: (
        <p>
          These terms, together with our Privacy Policy, are the entire agreement between you and us about the website. If any
          part of them is found to be invalid or unenforceable, the rest remains in effect. Our failure to enforce any provision
          is not a waiver of our right to do so later. We may assign our rights under these terms; you may not assign yours
          without our written consent.
        </p>
      ),
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      body: (
        <>
          <p>If you have a question about these terms, please contact us:</p>
          <PolicyContactDetails attention="Legal Department" />
        </>
      ),
    },
  ],
};
