import type { ReactNode } from 'react';
import styles from './scroll-table.module.css';

export const SCROLL_TABLE_HINT = 'Drag horizontally to view the entire table.';

export interface ScrollTableProps {
  /** Id of the table's <caption>; it names the scrollable region. */
  captionId: string;
  /** The <table> itself, with a <caption> carrying captionId. */
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways inside its own box instead of widening the page. The box is a
 * focusable, labelled region, so keyboard users can scroll it with the arrow keys; on narrow screens
 * (890 px or less) a hint above it says the table can be dragged.
 */
export function ScrollTable({ captionId, children }: ScrollTableProps) {
  return (
    <div className={styles.wrapper}>
      <p className={styles.hint}>{SCROLL_TABLE_HINT}</p>
      {/* Focusable so the overflowing table can be scrolled from the keyboard. */}
      <div className={styles.region} role="region" aria-labelledby={captionId} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
