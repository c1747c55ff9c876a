import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { SiteChrome } from '@/components/layout/site-chrome';
import { SearchForm } from '@/components/layout/search-form';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you are looking for could not be found. Search the website to find it.',
};

/** Any address that is no page, and any page that finds nothing to show: in the site's chrome. */
export default function NotFound() {
  return (
    <SiteChrome>
      <PageHeader title="Page Not Found" shade />
      <section className={`container section ${styles.body}`} aria-labelledby="not-found-help">
        <p id="not-found-help" className={styles.lead}>
          The page you&apos;re looking for could not be found.
        </p>
        <p>Please try searching the website below.</p>
        <SearchForm id="not-found-search" label="Search the website" placeholder="Search the website" variant="large" />
      </section>
    </SiteChrome>
  );
}
