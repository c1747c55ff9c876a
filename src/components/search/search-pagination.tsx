import { PageLink } from '@/components/ui/page-link';
import { pageSlots } from '@/lib/pagination';
import styles from './search-pagination.module.css';

interface SearchPaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/**
 * Numbered pages with Previous and Next. Each link carries its page number for the focus helper, which
 * moves focus to the results once the new page is shown. At the ends Previous or Next stays in place,
 * greyed out and out of the tab order, so the row does not shift.
 */
export function SearchPagination({ page, totalPages, hrefFor }: SearchPaginationProps) {
  if (totalPages <= 1) return null;
  const step = (target: number, label: 'Previous' | 'Next', rel: 'prev' | 'next') =>
    target >= 1 && target <= totalPages ? (
      <PageLink className={styles.step} href={hrefFor(target)} rel={rel} keepScroll data-results-page={target}>
        {label}
        <span className="visually-hidden"> page</span>
      </PageLink>
    ) : (
      <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
        {label}
      </span>
    );

  return (
    <nav className={styles.pagination} aria-label="Search results pages" data-testid="search-pagination">
      <div className={styles.previous}>{step(page - 1, 'Previous', 'prev')}</div>
      <ol className={styles.pages}>
        {pageSlots(page, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <PageLink
                className={styles.number}
                href={hrefFor(slot)}
                keepScroll
                aria-current={slot === page ? 'page' : undefined}
                data-results-page={slot}
              >
                <span className="visually-hidden">Page </span>
                {slot}
              </PageLink>
            </li>
          ),
        )}
      </ol>
      <div className={styles.next}>{step(page + 1, 'Next', 'next')}</div>
    </nav>
  );
}
