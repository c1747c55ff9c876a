import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';

/** Every public page: inside the site's chrome. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
