import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';
import styles from '@/app/not-found.module.css';

/** An article that does not exist, is not public, or cannot be read right now. */
export function ArticleNotFound() {
  return (
    <>
      <PageHeader title="Article Not Found" shade />
      <section className={`container section ${styles.body}`} aria-labelledby="article-not-found-help">
        <p id="article-not-found-help" className={styles.lead}>
          The article you&apos;re looking for cannot be found.
        </p>
        <p>Please try searching for the article below.</p>
        <SearchForm id="article-search" label="Search for the article" placeholder="Search the website" variant="large" />
      </section>
    </>
  );
}
