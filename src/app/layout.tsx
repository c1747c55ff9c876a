import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { NewsletterBlock } from '@/components/layout/newsletter-block';
import { navigation } from '@/config/navigation';
import { site } from '@/config/site';
import { env } from '@/lib/env';
import { organizationJsonLd, serializeJsonLd } from '@/lib/json-ld';
import './globals.css';

// Self-hosted from the installed package: no font request ever leaves the site.
const sans = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
});

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

/**
 * Every page is rendered on request (its news comes from the CMS at run time, never at build time);
 * the server entry then keeps the rendered page until its content changes.
 */
export const dynamic = 'force-dynamic';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <Navbar items={navigation} logo={site.logo} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <NewsletterBlock />
        <Footer />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }}
        />
      </body>
    </html>
  );
}
