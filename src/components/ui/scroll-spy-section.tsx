import type { ReactNode } from 'react';
import styles from './scroll-spy-nav.module.css';

export interface ScrollSpySectionProps {
  /** Id of the heading: what the ScrollSpyNav links to. */
  id: string;
  heading: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/**
 * A section a ScrollSpyNav links to. Its heading carries the id, takes focus when the nav moves
 * there (tabindex −1), and keeps a scroll margin so a plain fragment jump lands it where the nav's
 * smooth scroll does, clear of the fixed navbar and the sticky nav.
 */
export function ScrollSpySection({ id, heading, className, headingClassName, children }: ScrollSpySectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className={[styles.target, headingClassName].filter(Boolean).join(' ')}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
