import { PageLink } from '@/components/ui/page-link';
import type { SearchHit } from '@/lib/search/engine';
import { HighlightedText } from './highlighted-text';
import styles from './search-results.module.css';

/**
 * A post's date as a machine-readable <time>. An event's line is its date range while its `dateTime`
 * is the publication date the results are ordered by, so the range is shown as plain text instead.
 */
function ResultDate({ hit }: { hit: SearchHit }) {
  if (!hit.dateText) return null;
  return (
    <p className={styles.date}>
      {hit.dateTime && hit.kind !== 'event' ? <time dateTime={hit.dateTime}>{hit.dateText}</time> : hit.dateText}
    </p>
  );
}

export function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <article className={styles.result} data-testid="search-result" data-kind={hit.kind}>
      {hit.label ? (
        <p className={styles.label} data-testid="result-label">
          {hit.label}
        </p>
      ) : null}
      <h3 className={styles.title}>
        <PageLink className={styles.titleLink} href={hit.href}>
          <HighlightedText segments={hit.title} />
        </PageLink>
      </h3>
      <ResultDate hit={hit} />
      {hit.snippet.length > 0 ? (
        <p className={styles.snippet} data-testid="result-snippet">
          <HighlightedText segments={hit.snippet} />
        </p>
      ) : null}
    </article>
  );
}
