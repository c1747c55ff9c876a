import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './card-grid.module.css';

/**
 * How many cards a row holds at its widest; narrower screens step down:
 *   1: one wide card a row · 2: 1, then 2 from 640 px · 3: 1, 2 from 640 px, 3 from 992 px · 4: 1, 2 from 640 px, 4 from 1200 px ·
 *   6 (small tiles): 2, 3 from 768 px, 6 from 1200 px.
 */
export type CardGridColumns = 1 | 2 | 3 | 4 | 6;

export interface CardGridProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  columns: CardGridColumns;
  /** The cards, each one `<li>`: a cell stretches to its row's height and lays its card out as a column. */
  children: ReactNode;
}

/**
 * The design system's one grid of cards: every card in a row is as tall as the tallest, and whatever a
 * card ends with (its "More" button, its download) sits at the bottom, level with its neighbours'.
 */
export function CardGrid({ columns, className, children, ...rest }: CardGridProps) {
  return (
    <ul {...rest} className={className ? `${styles.grid} ${className}` : styles.grid} data-card-grid={columns}>
      {children}
    </ul>
  );
}
