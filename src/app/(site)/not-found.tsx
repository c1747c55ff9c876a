import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';
import { INTERFACE_TEXTS } from '@/config/interface';
import { readCopy } from '@/lib/site-copy';
import styles from './not-found.module.css';

export const metadata: Metadata = (() => {
  const { title, description } = readCopy('notFound');
  return { title, description };
})();

/**
 * Any address that is no page ((site)/[...missing]) and any page that finds nothing to show, inside the
 * site's chrome ((site)/layout.tsx). Kept small: Next.js sends it with every page as its not-found state.
 */
export default function NotFound() {
  const copy = readCopy('notFound');
  return (
    <>
      <PageHeader title={copy.title} shade />
      <section className={`container section ${styles.body}`} aria-labelledby="not-found-help">
        <p id="not-found-help" className={styles.lead}>
          {copy.lead}
        </p>
        <p>{copy.help}</p>
        <SearchForm id="not-found-search" label={INTERFACE_TEXTS.searchWebsite} placeholder={INTERFACE_TEXTS.searchWebsite} variant="large" />
      </section>
    </>
  );
}
