import { ArticleCard } from '@/components/news/article-card';
import { ArticleList } from '@/components/news/article-list';
import styles from '@/components/news/news-layout.module.css';
import { NewsPageHeader } from '@/components/news/news-page-header';
import { ViewAllLink } from '@/components/news/view-all-link';
import { newsSettings } from '@/config/news';
import { staticRoutes } from '@/config/routes';
import { getLatestArticles } from '@/lib/news/queries';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';

const route = staticRoutes.latestUpdates;

export const metadata = pageMetadata({ ...route, feed: { path: '/newsroom/feed.xml', title: 'All news RSS feed' } });

export default async function LatestUpdatesPage() {
  // One request: the featured article and the small list below it.
  const state = await getLatestArticles(newsSettings.latestUpdatesSize + 1);
  const [featured, ...rest] = state.items;
  const { featuredHeading, moreHeading } = readCopy('newsPages').latestUpdates;
  return (
    <>
      <NewsPageHeader route={route} />
      <div className={`container section ${styles.section}`}>
        {featured ? (
          <section className={styles.featured} aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="visually-hidden">
              {featuredHeading}
            </h2>
            <ArticleCard article={featured} variant="featured" headingLevel={3} priority />
          </section>
        ) : null}
        <section className={styles.more} aria-labelledby="more-heading">
          <h2 id="more-heading" className={styles.heading}>
            {moreHeading}
          </h2>
          <ArticleList id="latest" label={moreHeading} state={{ ...state, items: rest, hasMore: false }} headingLevel={3} priorityFirst={false} />
        </section>
        <ViewAllLink />
      </div>
    </>
  );
}
