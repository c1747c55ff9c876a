import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';
import styles from '@/app/(site)/not-found.module.css';

/** The heading of the message, and the page's title: both name what is missing, the article. */
export const ARTICLE_NOT_FOUND_TITLE = 'Article Not Found';
export const ARTICLE_NOT_FOUND_DESCRIPTION = 'The article you are looking for cannot be found. Search the website to find it.';

/** An article that does not exist, is not public, or cannot be read right now. */
export function ArticleNotFound() {
  return (
    <>
      <PageHeader title={ARTICLE_NOT_FOUND_TITLE} shade />
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
