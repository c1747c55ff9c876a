import { RssIcon } from '@/components/ui/icons';
import { INTERFACE_TEXTS } from '@/config/interface';
import type { StaticRoute } from '@/config/routes';
import { clampPage, getArticleList, isPastTheEnd } from '@/lib/news/queries';
import { keepOutOfCache } from '@/lib/server-bridge';
import { firstParam, hrefWith, type SearchParams } from '@/lib/news/search-params';
import { readCopy } from '@/lib/site-copy';
import { ArticleList } from './article-list';
import styles from './news-layout.module.css';
import { NewsPageHeader } from './news-page-header';

interface CategoryListingProps {
  route: StaticRoute;
  categoryId: number;
  searchParams: SearchParams;
  variant?: 'small' | 'large';
  showAuthor?: boolean;
  feedPath: string;
}

/** One category's articles, newest first, six at a time. */
export async function CategoryListing({ route, categoryId, searchParams, variant = 'small', showAuthor = false, feedPath }: CategoryListingProps) {
  const pages = clampPage(firstParam(searchParams, 'page'));
  // Cards that name their outlet show its logo too.
  const state = await getArticleList({ kind: 'posts', categories: [categoryId], sourceLogos: showAuthor }, pages);
  if (isPastTheEnd(state, pages)) keepOutOfCache();
  const { listHeading } = readCopy('newsPages').categories;
  return (
    <>
      <NewsPageHeader route={route} />
      <div className={`container section ${styles.section}`}>
        {/* The list's heading and its feed, as on the newsroom and events pages. */}
        <div className={styles.toolbar}>
          <h2 className={styles.heading}>
            {listHeading}
          </h2>
          <a className={styles.feedLink} href={feedPath}>
            <RssIcon className={styles.feedIcon} />
            {INTERFACE_TEXTS.news.rssFeed}
            <span className="visually-hidden">{INTERFACE_TEXTS.news.of(route.title ?? '')}</span>
          </a>
        </div>
        <ArticleList
          id="articles"
          label={route.title ?? 'Articles'}
          state={state}
          variant={variant}
          showAuthor={showAuthor}
          headingLevel={3}
          moreHref={(page) => hrefWith(route.path, { page })}
        />
      </div>
    </>
  );
}
