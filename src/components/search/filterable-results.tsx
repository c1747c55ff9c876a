'use client';

import { PageLink } from '@/components/ui/page-link';
import { useOptimistic, useTransition, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { FilterOption, SearchSort } from '@/lib/search/engine';
import { searchUrl } from '@/lib/search/url';
import { useNavigate } from '@/lib/use-navigate';
import styles from './filterable-results.module.css';

interface FilterableResultsProps {
  term: string;
  sort: SearchSort;
  options: readonly FilterOption[];
  /** The results, rendered on the server. */
  children: ReactNode;
}

const PANEL_ID = 'search-filters';

/**
 * The filter checkboxes beside the results (above them, behind Show/Hide Filters, at 1003 px and
 * narrower). Show/Hide Filters is the summary of a `<details>`: the browser opens and closes it, before
 * hydration as after, and exposes its state; the stylesheet keeps it open (its summary hidden) beside the
 * results and without JavaScript. The filters are a GET form with an Apply button, so they work before
 * hydration too; once hydrated, each change loads the filtered first page at once, in a transition: the
 * boxes show the new choice straight away and the results are marked busy until the new ones arrive.
 */
export function FilterableResults({ term, sort, options, children }: FilterableResultsProps) {
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const [selected, setSelected] = useOptimistic(options.filter((option) => option.selected).map((option) => option.id));

  function apply(filters: readonly string[]) {
    startTransition(() => {
      setSelected([...filters]);
      navigate(searchUrl({ term, filters, sort }), { scroll: false });
    });
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { value, checked } = event.currentTarget;
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    // In the order the options are shown, so every choice has one URL.
    apply(options.map((option) => option.id).filter((id) => next.has(id)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(selected);
  }

  function onClear(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    apply([]);
  }

  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>
        <details className={styles.disclosure}>
          {/* Both labels are there from the server; the stylesheet shows the one the details' state calls for. */}
          <summary className={styles.toggle} data-testid="filters-toggle">
            <span className={styles.showLabel}>Show Filters</span>
            <span className={styles.hideLabel}>Hide Filters</span>
          </summary>
          <form id={PANEL_ID} className={styles.panel} action="/search" method="get" onSubmit={onSubmit}>
            <input type="hidden" name="term" value={term} />
            {sort === 'relevance' ? <input type="hidden" name="sort" value={sort} /> : null}
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Filter results</legend>
              <ul className={styles.options}>
                {options.map((option) => (
                  <li key={option.id}>
                    <label className={styles.option} data-disabled={option.disabled}>
                      <input
                        className={styles.checkbox}
                        type="checkbox"
                        name="filter"
                        value={option.id}
                        checked={selected.includes(option.id)}
                        disabled={option.disabled}
                        onChange={onChange}
                      />
                      <span>
                        {option.name} <span className={styles.optionCount}>({option.count})</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" className={`button button-primary ${styles.apply}`}>
                Apply filters
              </button>
              {selected.length > 0 ? (
                <PageLink className={styles.clear} href={searchUrl({ term, sort })} keepScroll onClick={onClear}>
                  Clear filters
                </PageLink>
              ) : null}
            </div>
          </form>
        </details>
      </div>
      <div className={styles.results} aria-busy={pending} data-pending={pending} data-testid="results-area">
        {children}
      </div>
    </div>
  );
}
