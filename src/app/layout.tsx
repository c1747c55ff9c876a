import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { env } from '@/lib/env';

// Self-hosted from the installed package: no font request ever leaves the site.
const sans = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
});

/** Read on each render: the site's name and tagline are words in content/site.yaml. */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

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

/**
 * The document itself, shared by the public site ((site)/layout.tsx: navigation, footer, styles) and the
 * editing screen ((editing)/keystatic: its own screen, none of the site's chrome or styles).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      <body>{children}</body>
    </html>
  );
}
