import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { env } from '@/lib/env';

// Self-hosted: no font request ever leaves the site. The file is Inter cut to the site's characters and
// weights (src/app/fonts/site-font.ts), preloaded with the page; text paints at once in a fallback sized to
// Inter's metrics (`swap`): the 'Inter Fallback' faces in globals.css, one scale per weight and per system
// font (the loader's own fallback covers only regular Arial, which Linux and Android do not have).
// `optional` was tried to spare the re-wrap when the font comes late, but a first visit then kept the
// fallback for the whole page. The values are literals because the font loader reads them at build time;
// a unit test keeps them equal to site-font.ts. The loader names the face after this constant: not `sans`,
// which Linux resolves to a system font of that name (DejaVu Sans) when the file is late or missing, so the
// fallback faces after it were never reached.
const siteFont = localFont({
  src: './fonts/inter-site.woff2',
  variable: '--font-sans',
  weight: '400 800',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00AC, U+00AE-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2009, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2039-203A, U+2044, U+20AC, U+2122, U+2191, U+2193, U+2212',
    },
  ],
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
 * editing screen (src/app/keystatic: its own screen, none of the site's chrome or styles).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={siteFont.variable}>
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
