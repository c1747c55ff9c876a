import { PageLink } from '@/components/ui/page-link';
import { ArticleList } from '@/components/news/article-list';
import styles from '@/components/news/news-layout.module.css';
import { NewsPageHeader } from '@/components/news/news-page-header';
import { INTERFACE_TEXTS } from '@/config/interface';
import { staticRoutes } from '@/config/routes';
import { clampPage, getMediaList, isPastTheEnd } from '@/lib/news/queries';
import { keepOutOfCache } from '@/lib/server-bridge';
import { MEDIA_FILTERS, parseMediaFilter } from '@/lib/format/media-filter';
import { pageMetadata } from '@/lib/metadata';
import { firstParam, hrefWith, type SearchParams } from '@/lib/news/search-params';

const route = staticRoutes.media;

export const metadata = pageMetadata(route);

export default async function CommonsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const filter = parseMediaFilter(firstParam(params, 'type'));
  const pages = clampPage(firstParam(params, 'page'));
  const state = await getMediaList(filter, pages);
  if (isPastTheEnd(state, pages)) keepOutOfCache();
  const active = MEDIA_FILTERS.find((option) => option.id === filter);
  const words = INTERFACE_TEXTS.news;

  return (
    <>
      <NewsPageHeader route={route} />
      <div className={`container section ${styles.section}`}>
        <nav aria-label={words.filterByType}>
          <ul className={styles.filters}>
            {MEDIA_FILTERS.map((option) => (
              <li key={option.id}>
                {/* Choosing a type starts again at the first page. */}
                <PageLink
                  className={styles.chip}
                  href={hrefWith(route.path, { type: option.id })}
                  keepScroll
                  aria-current={option.id === filter ? 'page' : undefined}
                >
                  {option.label}
                </PageLink>
              </li>
            ))}
            {filter ? (
              <li>
                <PageLink className={styles.clear} href={route.path} keepScroll data-testid="clear-filter">
                  {words.clear}
                  <span className="visually-hidden">{words.clearHidden(active?.label.toLowerCase() ?? '')}</span>
                </PageLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="visually-hidden" role="status">
          {filter ? words.showingOnly(active?.label.toLowerCase() ?? '') : words.showingEvery}
        </p>
        <ArticleList
          id="commons"
          label={words.commonsList(active?.label.toLowerCase())}
          state={state}
          noun={['item', 'items']}
          moreHref={(page) => hrefWith(route.path, { type: filter ?? undefined, page })}
          empty={<p>{words.nothingOfType}</p>}
        />
      </div>
    </>
  );
}
