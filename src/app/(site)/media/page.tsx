import Link from 'next/link';
import { ArticleList } from '@/components/news/article-list';
import styles from '@/components/news/news-layout.module.css';
import { NewsPageHeader } from '@/components/news/news-page-header';
import { staticRoutes } from '@/config/routes';
import { clampPage, getMediaList } from '@/lib/content/queries';
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
  const active = MEDIA_FILTERS.find((option) => option.id === filter);

  return (
    <>
      <NewsPageHeader route={route} />
      <div className={`container section ${styles.section}`}>
        <nav aria-label="Filter by type">
          <ul className={styles.filters}>
            {MEDIA_FILTERS.map((option) => (
              <li key={option.id}>
                {/* Choosing a type starts again at the first page. */}
                <Link
                  className={styles.chip}
                  href={hrefWith(route.path, { type: option.id })}
                  scroll={false}
                  prefetch={false}
                  aria-current={option.id === filter ? 'page' : undefined}
                >
                  {option.label}
                </Link>
              </li>
            ))}
            {filter ? (
              <li>
                <Link className={styles.clear} href={route.path} scroll={false} prefetch={false} data-testid="clear-filter">
                  CLEAR<span className="visually-hidden"> the {active?.label.toLowerCase()} filter</span>
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="visually-hidden" role="status">
          {filter ? `Showing ${active?.label.toLowerCase()} only.` : 'Showing every type.'}
        </p>
        <ArticleList
          id="commons"
          label={active ? `Commons: ${active.label.toLowerCase()}` : 'Commons'}
          state={state}
          noun={['item', 'items']}
          moreHref={(page) => hrefWith(route.path, { type: filter ?? undefined, page })}
          empty={<p>There is nothing of this type yet.</p>}
        />
      </div>
    </>
  );
}
