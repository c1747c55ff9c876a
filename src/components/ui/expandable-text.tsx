import type { ReactNode } from 'react';
import { collapseOffsets } from '@/config/scroll';
import { MoreLessSummary } from './more-less-summary';
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
  /** Whose text this is, for the toggle's accessible name ("More about {label}"). */
  label: string;
  /** Shown first inside the block (e.g. the item's heading), so the block's top is the item's top. */
  heading?: ReactNode;
  /**
   * A lead shown inline from 768 px up; on narrower screens it folds away with the rest and the
   * toggle reveals it with the rest.
   */
  summary?: string;
  /** Extra class on the block (e.g. to let it fill a card, its toggle then sitting at the bottom). */
  className?: string;
}

/**
 * Text that shows its first paragraphs with a More/Less toggle: the browser's own disclosure (a
 * `<details>` whose summary is the toggle, drawn below the text), so it works the same from the first
 * paint, before the scripts run, when they never come, and after: hydration changes nothing a visitor
 * sees, and a block the visitor opened stays open. The scripts add only where Less leaves the page
 * (MoreLessSummary).
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
  const shown = paragraphs.slice(0, preview);
  const rest = paragraphs.slice(preview);
  const restId = `${id}-more`;
  const summaryId = `${id}-summary`;

  return (
    <div id={id} className={className ? `${styles.block} ${className}` : styles.block}>
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
        <details className={styles.disclosure}>
          <MoreLessSummary
            className={styles.toggle}
            controls={summary ? `${summaryId} ${restId}` : restId}
            label={label}
            anchorId={anchorId ?? id}
            collapseOffset={collapseOffset}
          />
          <div id={restId} className={styles.rest}>
            {rest.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}
