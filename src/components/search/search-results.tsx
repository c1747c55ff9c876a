import { INTERFACE_TEXTS } from '@/config/interface';
import type { SearchResponse } from '@/lib/search/engine';
import { searchUrl } from '@/lib/search/url';
import { ResultsFocus } from './results-focus';
import { SearchPagination } from './search-pagination';
import { SearchResult } from './search-result';
import styles from './search-results.module.css';
import { SortControl } from './sort-control';

const HEADING_ID = 'search-results-heading';

/**
 * The count, the order, one page of results and the pages. Every link keeps the term, the filters and
 * the order; changing the order starts again at the first page.
 */
export function SearchResults({ response }: { response: SearchResponse }) {
  const { term, sort, total, page, totalPages, perPage, hits } = response;
  const active = response.filters.filter((option) => option.selected);
  const filters = active.map((option) => option.id);
  return (
    <section className={styles.section} aria-labelledby={HEADING_ID}>
      <div className={styles.toolbar}>
        <div className={styles.summary}>
          <h2 id={HEADING_ID} className={styles.count} tabIndex={-1}>
            {/* Read out when a filter changes the count; the page number is read when focus lands here. */}
            <span aria-live="polite" aria-atomic="true" data-testid="total-results">
              {total} Total {total === 1 ? 'Result' : 'Results'}
            </span>
            {totalPages > 1 ? (
              <span className={styles.pageOf}>
                {' '}
                <span aria-hidden="true">· </span>Page {page} of {totalPages}
              </span>
            ) : null}
          </h2>
          {active.length > 0 ? (
            <p className={styles.filteredBy} data-testid="filtered-by">
              Filtered by {active.map((option) => option.name).join(', ')}
            </p>
          ) : null}
        </div>
        <SortControl sort={sort} hrefFor={(next) => searchUrl({ term, filters, sort: next })} />
      </div>
      <ol className={styles.list} start={(page - 1) * perPage + 1} data-testid="search-results">
        {hits.map((hit) => (
          <li key={hit.id} className={styles.item}>
            <SearchResult hit={hit} />
          </li>
        ))}
      </ol>
      <SearchPagination page={page} totalPages={totalPages} hrefFor={(number) => searchUrl({ term, filters, sort, page: number })} />
      <ResultsFocus page={page} targetId={HEADING_ID} />
    </section>
  );
}

/** What a search that found nothing says; the term is shown as the text it is. */
export function NoResults({ term }: { term: string }) {
  return (
    <div className={styles.empty} role="status">
      <p data-testid="no-results">
        {INTERFACE_TEXTS.search.noResults} <strong className={styles.emptyTerm}>{term}</strong>{' '}
        <span className={styles.retry}>{INTERFACE_TEXTS.search.retry}</span>
      </p>
    </div>
  );
}
