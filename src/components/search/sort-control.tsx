import { PageLink } from '@/components/ui/page-link';
import type { SearchSort } from '@/lib/search/engine';
import styles from './search-results.module.css';

const SORTS: readonly { value: SearchSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'relevance', label: 'Relevance' },
];

/**
 * The order of the results as two links (they work without JavaScript); the current one is marked.
 * Both stay links, so keyboard focus stays where it was when the order changes.
 */
export function SortControl({ sort, hrefFor }: { sort: SearchSort; hrefFor: (sort: SearchSort) => string }) {
  return (
    <div className={styles.sort} role="group" aria-labelledby="search-sort-label">
      <span id="search-sort-label" className={styles.sortLabel}>
        Sort by
      </span>
      <ul className={styles.sortOptions}>
        {SORTS.map((option) => (
          <li key={option.value}>
            <PageLink
              className={styles.sortOption}
              href={hrefFor(option.value)}
              keepScroll
              aria-current={option.value === sort ? 'true' : undefined}
            >
              {option.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
