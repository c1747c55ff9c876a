import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/page-link';
import { INTERFACE_TEXTS } from '@/config/interface';

export const metadata: Metadata = { title: INTERFACE_TEXTS.bareNotFound.title, robots: { index: false } };

/**
 * Only for what lies outside the site's pages (the editing screen where it is off): the site's own
 * not-found page, with its chrome, is (site)/not-found.tsx, which every unknown address reaches.
 */
export default function NotFound() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1.25rem' }}>
      <h1>{INTERFACE_TEXTS.bareNotFound.title}</h1>
      <p>
        <PageLink href="/">
          {INTERFACE_TEXTS.bareNotFound.home}
        </PageLink>
      </p>
    </main>
  );
}
