'use client';

import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { collapseOffsets } from '@/config/scroll';
import { scrollTopIntoView, topInView } from '@/lib/smooth-scroll';
import { useHydrated } from '@/lib/use-browser-state';
import styles from './expandable-text.module.css';

export interface ExpandableTextProps {
  /** Id of the block; the hidden part gets `${id}-more` (and the summary `${id}-summary`). */
  id: string;
  paragraphs: readonly string[];
  /** Paragraphs shown while collapsed: 1, or 0 when there is a summary (the summary is the preview then). */
  preview?: number;
  /**
   * Where Less brings the item back to when its top is out of view: this many pixels below the
   * window's top, and always clear of the bars pinned there (one of `collapseOffsets`).
   */
  collapseOffset?: number;
  /**
   * Id of the element whose top Less keeps in view: the card the text belongs to, or the heading
   * above it. The block itself when not given.
   */
  anchorId?: string;
  /** Whose text this is, for the button's accessible name ("More about {label}"). */
  label: string;
  /** Shown first inside the block (e.g. the item's heading), so the block's top is the item's top. */
  heading?: ReactNode;
  /**
   * A lead shown inline from 768 px up; on narrower screens it folds into the hidden part and the
   * button reveals it with the rest.
   */
  summary?: string;
  /** Extra class on the block (e.g. to let it fill a card, its button then sitting at the bottom). */
  className?: string;
}

/**
 * Text that shows its first paragraphs with a More/Less button. The server render shows every
 * paragraph and no button, so the full text stays readable without JavaScript; the rest is only
 * hidden once the component has hydrated.
 */
export function ExpandableText({
  id,
  paragraphs,
  summary,
  preview = summary ? 0 : 1,
  collapseOffset = collapseOffsets.cards,
  anchorId,
  label,
  heading,
  className,
}: ExpandableTextProps) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const blockRef = useRef<HTMLDivElement>(null);
  const shown = paragraphs.slice(0, preview);
  const rest = paragraphs.slice(preview);
  const restId = `${id}-more`;
  const summaryId = `${id}-summary`;
  const collapsible = hydrated && rest.length > 0;

  function toggle() {
    if (!expanded) {
      setExpanded(true);
      return;
    }
    const anchor = (anchorId ? document.getElementById(anchorId) : null) ?? blockRef.current;
    if (!anchor) {
      setExpanded(false);
      return;
    }
    // Seen as the visitor pressed Less, before the text shrinks.
    const wasInView = topInView(anchor);
    const topBefore = anchor.getBoundingClientRect().top;
    flushSync(() => setExpanded(false));
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
    <div id={id} ref={blockRef} className={className ? `${styles.block} ${className}` : styles.block} data-expanded={collapsible ? expanded : undefined}>
      {heading}
      {summary ? (
        <p id={summaryId} className={`${styles.paragraph} ${styles.summary}`}>
          {summary}
        </p>
      ) : null}
      {shown.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {rest.length > 0 ? (
        <div id={restId} className={styles.rest} hidden={collapsible && !expanded}>
          {rest.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
      {collapsible ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={summary ? `${summaryId} ${restId}` : restId}
          onClick={toggle}
        >
          {expanded ? 'Less' : 'More'}
          <span className="visually-hidden"> about {label}</span>
        </button>
      ) : null}
    </div>
  );
}
