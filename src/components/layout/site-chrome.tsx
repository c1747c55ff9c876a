import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { Navbar } from '@/components/layout/navbar';
import { NEWSLETTER_HREF, NewsletterBlock } from '@/components/layout/newsletter-block';
import { NewsletterSlot } from '@/components/layout/newsletter-slot';
import { INTERFACE_TEXTS } from '@/config/interface';
import { navigation } from '@/config/navigation';
import { site } from '@/config/site';
import { organizationJsonLd, serializeJsonLd } from '@/lib/json-ld';
import '@/app/globals.css';

/** What every public page is shown in: the skip link, the navigation, the newsletter block (but on the page it leads to) and the footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      {/* It appears over the dark top of the page: the light ring. */}
      <a href="#main" className="skip-link on-dark">
        {INTERFACE_TEXTS.skipLink}
      </a>
      <Navbar items={navigation} logo={site.logo} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <NewsletterSlot linksTo={NEWSLETTER_HREF}>
        <NewsletterBlock />
      </NewsletterSlot>
      <Footer />
      <LinkNavigation />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }} />
    </>
  );
}
