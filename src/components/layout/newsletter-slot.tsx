'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * Where the newsletter block goes at the foot of each page. It is left out on the page its button leads
 * to (the sign-up form itself), which would otherwise end with a block linking to itself. It follows the
 * address on the server's first render and on every move between pages, which keeps the shared layout.
 */
export function NewsletterSlot({ linksTo, children }: { linksTo: string; children: ReactNode }) {
  const pathname = usePathname();
  if (withoutTrailingSlash(pathname) === withoutTrailingSlash(linksTo)) return null;
  return children;
}
