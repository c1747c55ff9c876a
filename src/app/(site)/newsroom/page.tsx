import { ArticleList } from '@/components/news/article-list';
import styles from '@/components/news/news-layout.module.css';
import { NewsPageHeader } from '@/components/news/news-page-header';
import { YearTabs } from '@/components/news/year-tabs';
import { RssIcon } from '@/components/ui/icons';
import { INTERFACE_TEXTS } from '@/config/interface';
import { newsSettings } from '@/config/news';
import { staticRoutes } from '@/config/routes';
import { clampPage, getArticleList, getNewestYear, isPastTheEnd } from '@/lib/news/queries';
import { keepOutOfCache } from '@/lib/server-bridge';
import { pageMetadata } from '@/lib/metadata';
import { firstParam, hrefWith, type SearchParams } from '@/lib/news/search-params';

const route = staticRoutes.newsroom;
const feedPath = '/newsroom/feed.xml';

export const metadata = pageMetadata({ ...route, feed: { path: feedPath, title: 'All news RSS feed' } });

/** Years from the newest article's year down to the first newsroom year. */
function yearsFrom(newest: number): number[] {
  const years: number[] = [];
  for (let year = newest; year >= newsSettings.firstYear; year -= 1) years.push(year);
  return years;
}

export default async function NewsroomPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const years = yearsFrom(await getNewestYear());
  const requested = Number.parseInt(firstParam(params, 'year') ?? '', 10);
  const year = years.includes(requested) ? requested : (years[0] ?? new Date().getFullYear());
  // A year without a tab shows the newest year's articles, but is never stored under its own address.
  if (firstParam(params, 'year') !== undefined && year !== requested) keepOutOfCache();
  const pages = clampPage(firstParam(params, 'page'));
  const state = await getArticleList({ kind: 'posts', year }, pages);
  if (isPastTheEnd(state, pages)) keepOutOfCache();
  const hrefFor = (y: number) => hrefWith(route.path, { year: y === years[0] ? undefined : y });

  return (
    <>
      <NewsPageHeader route={route} />
      <div className={`container section ${styles.section}`}>
        <div className={styles.toolbar}>
          <h2 className={styles.heading} id="year-heading">
            {year}
          </h2>
          <a className={styles.feedLink} href={feedPath}>
            <RssIcon className={styles.feedIcon} />
            {INTERFACE_TEXTS.news.rssFeed}
            <span className="visually-hidden">{INTERFACE_TEXTS.news.ofAllNews}</span>
          </a>
        </div>
        <YearTabs years={years} current={year} hrefFor={hrefFor} />
        <ArticleList
          id="articles"
          label={INTERFACE_TEXTS.news.articlesFrom(year)}
          state={state}
          headingLevel={3}
          moreHref={(page) => hrefWith(route.path, { year: year === years[0] ? undefined : year, page })}
          empty={<p>{INTERFACE_TEXTS.news.noArticlesFrom(year)}</p>}
        />
      </div>
    </>
  );
}
