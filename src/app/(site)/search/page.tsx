import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';
import { FilterableResults } from '@/components/search/filterable-results';
import { NoResults, SearchResults } from '@/components/search/search-results';
import { INTERFACE_TEXTS } from '@/config/interface';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import type { SearchParams } from '@/lib/news/search-params';
import { parseSearchState } from '@/lib/search/params';
import { searchSite } from '@/lib/search/runtime';
import { keepOutOfCache } from '@/lib/server-bridge';
import styles from './search.module.css';

const route = staticRoutes.search;
/** The longest stretch of a term quoted in the document title. */
const TITLE_TERM_LENGTH = 60;

function quoted(term: string): string {
  const characters = Array.from(term);
  return characters.length > TITLE_TERM_LENGTH ? `${characters.slice(0, TITLE_TERM_LENGTH).join('').trimEnd()}…` : term;
}

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const { term } = parseSearchState(await searchParams);
  const title = term ? `Search results for “${quoted(term)}”` : route.title;
  // Every state of the page names /search as its canonical URL, so results never compete with the pages they list.
  return pageMetadata({ ...route, title });
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const state = parseSearchState(await searchParams);
  const response = state.term ? await searchSite(state) : null;
  // A page number past the last one shows the last page, but is never stored under its own address.
  if (response && response.page < state.page) keepOutOfCache();

  return (
    <>
      <PageHeader title={route.title} shade />
      <div className={`container section ${styles.page}`}>
        <SearchForm
          id="search-page"
          label={INTERFACE_TEXTS.searchWebsite}
          placeholder={INTERFACE_TEXTS.searchWebsite}
          variant="large"
          initialTerm={state.term}
        />
        {!response ? null : response.total > 0 ? (
          <FilterableResults term={response.term} sort={response.sort} options={response.filters}>
            <SearchResults response={response} />
          </FilterableResults>
        ) : (
          <NoResults term={response.term} />
        )}
      </div>
    </>
  );
}
