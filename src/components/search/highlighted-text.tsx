import { Fragment } from 'react';
import type { Segment } from '@/lib/search/snippet';
import styles from './search-results.module.css';

/**
 * Text with the matched words in <mark>. Every segment is rendered as React text, never as markup, so
 * whatever a document or a visitor's term contains shows as the characters it is.
 */
export function HighlightedText({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
