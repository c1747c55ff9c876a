'use client';

import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/lib/use-browser-state';
import styles from './expandable-text.module.css';

export interface ExpandableTextProps {
  /** Id of the block; the hidden part gets `${id}-more` (and the summary `${id}-summary`). */
  id: string;
  paragraphs: string[];
  /** Paragraphs shown while collapsed: 1, or 0 when there is a summary (the summary is the preview then). */
  preview?: number;
  /** Pixels above the block to scroll back to when collapsing. */
  collapseOffset?: number;
  /** Whose text this is, for the button's accessible name ("More about {label}"). */
  label: string;
  /** Shown first inside the block (e.g. the item's heading), so collapsing scrolls back to it too. */
  heading?: ReactNode;
  /**
   * A lead shown inline from 768 px up; on narrower screens it folds into the hidden part and the
   * button reveals it with the rest.
   */
  summary?: string;
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
  collapseOffset = 160,
  label,
  heading,
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
    // Measured before collapsing: the browser's scroll anchoring may move the page as the text shrinks,
    // but the block's place in the document stays put.
    const top = blockRef.current?.getBoundingClientRect().top ?? 0;
    const blockStart = window.scrollY + top;
    flushSync(() => setExpanded(false));
    // Only when the block's top has scrolled out of view: bring the reader back to where it starts.
    if (top < 0) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: Math.max(0, blockStart - collapseOffset), behavior: reduce ? 'auto' : 'smooth' });
    }
  }

  return (
    <div id={id} ref={blockRef} className={styles.block} data-expanded={collapsible ? expanded : undefined}>
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
