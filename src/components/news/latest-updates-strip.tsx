import { newsSettings } from '@/config/news';
import { getLatestArticles } from '@/lib/news/queries';
import { ArticleList } from './article-list';
import styles from './news-layout.module.css';
import { ViewAllLink } from './view-all-link';

/** The home page's three newest articles and a way into the newsroom; its heading and list name come from the page. */
export async function LatestUpdatesStrip({ heading, label }: { heading: string; label: string }) {
  const state = await getLatestArticles(newsSettings.homeStripSize);
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="latest-updates-heading">
      <h2 id="latest-updates-heading" className={styles.heading}>
        {heading}
      </h2>
      <ArticleList id="latest-updates" label={label} state={{ ...state, hasMore: false }} headingLevel={3} priorityFirst={false} />
      <ViewAllLink />
    </section>
  );
}
