'use client';

import type { MouseEvent } from 'react';
import { scrollTopIntoView, topInView } from '@/lib/smooth-scroll';
import styles from './expandable-text.module.css';

interface MoreLessSummaryProps {
  className?: string;
  /** Ids of what the toggle shows and hides. */
  controls: string;
  /** Whose text this is: the accessible name is "More about {label}" or "Less about {label}". */
  label: string;
  /** Id of the element whose top Less keeps in view. */
  anchorId: string;
  /** Where Less brings that top back to when it is out of view (px below the window's top). */
  collapseOffset: number;
}

/**
 * The toggle of a More/Less block (ExpandableText): the summary of its `<details>`, which the browser
 * opens and closes. Its two labels are both in the page, and CSS shows the one for the state, so no
 * script is needed to say More or Less. Once hydrated, Less also keeps the item in view: the text
 * shrinks above the toggle, so without this the item could end up scrolled past (SPEC §9).
 */
export function MoreLessSummary({ className, controls, label, anchorId, collapseOffset }: MoreLessSummaryProps) {
  function onClick(event: MouseEvent<HTMLElement>) {
    const details = event.currentTarget.parentElement;
    // Opening is the browser's own work.
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    event.preventDefault();
    const anchor = document.getElementById(anchorId) ?? details;
    // Seen as the visitor pressed Less, before the text shrinks.
    const wasInView = topInView(anchor);
    const topBefore = anchor.getBoundingClientRect().top;
    details.open = false;
    if (wasInView) {
      // It stays where it is: undo any shift of the browser's scroll anchoring, which keeps some
      // element below the text in place as the text shrinks and so moves the item down.
      const shift = anchor.getBoundingClientRect().top - topBefore;
      if (Math.abs(shift) >= 1) window.scrollTo({ top: window.scrollY + shift, behavior: 'instant' });
      return;
    }
    // Hidden under the navbar or a sticky nav, or scrolled past: bring its top back into view. The
    // item sits above the text, so collapsing did not change its place in the page.
    void scrollTopIntoView(anchor, collapseOffset);
  }

  return (
    <summary className={className} aria-controls={controls} data-testid="more-less" onClick={onClick}>
      <span className={styles.more}>More</span>
      <span className={styles.less}>Less</span>
      <span className="visually-hidden"> about {label}</span>
    </summary>
  );
}
