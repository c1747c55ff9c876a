'use client';

import { PageLink } from '@/components/ui/page-link';
import { useEffect } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import styles from './not-found.module.css';

/** Shown inside the site's chrome when a page fails to render; the visitor can retry or go elsewhere. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : undefined;
  return (
    <>
      <PageHeader title="Something went wrong" shade />
      <section className={`container section ${styles.body}`} aria-labelledby="error-help">
        <p id="error-help" className={styles.lead}>
          This page could not be shown right now.
        </p>
        <p>Please try again in a moment, or continue from the home page.</p>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={() => retry()}>
            Try again
          </button>
          <PageLink href="/" className="button button-outline-dark">
            Go to the home page
          </PageLink>
        </div>
        {digest ? <p className={styles.reference}>Reference: {digest}</p> : null}
      </section>
    </>
  );
}
