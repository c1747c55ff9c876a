import { newsSettings } from '@/config/news';
import { getLatestArticles } from '@/lib/content/queries';
import { ArticleList } from './article-list';
import styles from './news-layout.module.css';
import { ViewAllLink } from './view-all-link';

/** The home page's three newest articles and a way into the newsroom. */
export async function LatestUpdatesStrip() {
  const state = await getLatestArticles(newsSettings.homeStripSize);
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="latest-updates-heading">
      <h2 id="latest-updates-heading" className={styles.heading}>
        Latest Updates
      </h2>
      <ArticleList id="latest-updates" label="Latest updates" state={{ ...state, hasMore: false }} headingLevel={3} priorityFirst={false} />
      <ViewAllLink />
    </section>
  );
}
