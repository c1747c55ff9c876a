'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/lib/use-browser-state';
import styles from './expandable-text.module.css';

export interface ExpandableTextProps {
  /** Id of the block; the hidden part gets `${id}-more`. */
  id: string;
  paragraphs: string[];
  /** Paragraphs shown while collapsed. */
  preview?: number;
  /** Pixels above the block to scroll back to when collapsing. */
  collapseOffset?: number;
  /** Whose text this is, for the button's accessible name ("More about {label}"). */
  label: string;
}

/**
 * Text that shows its first paragraphs with a More/Less button. The server render shows every
 * paragraph and no button, so the full text stays readable without JavaScript; the rest is only
 * hidden once the component has hydrated.
 */
export function ExpandableText({ id, paragraphs, preview = 1, collapseOffset = 160, label }: ExpandableTextProps) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const blockRef = useRef<HTMLDivElement>(null);
  const shown = paragraphs.slice(0, preview);
  const rest = paragraphs.slice(preview);
  const restId = `${id}-more`;
  const collapsible = hydrated && rest.length > 0;

  function toggle() {
    if (!expanded) {
      setExpanded(true);
      return;
    }
    flushSync(() => setExpanded(false));
    const block = blockRef.current;
    if (!block) return;
    const top = block.getBoundingClientRect().top;
    // Only when the block's top has scrolled out of view: bring the reader back to where it starts.
    if (top < 0) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: Math.max(0, window.scrollY + top - collapseOffset), behavior: reduce ? 'auto' : 'smooth' });
    }
  }

  return (
    <div id={id} ref={blockRef} className={styles.block} data-expanded={collapsible ? expanded : undefined}>
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
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={restId} onClick={toggle}>
          {expanded ? 'Less' : 'More'}
          <span className="visually-hidden"> about {label}</span>
        </button>
      ) : null}
    </div>
  );
}
