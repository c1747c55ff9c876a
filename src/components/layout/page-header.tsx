import type { ReactNode } from 'react';
import { HeaderArt } from './header-art';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  description?: ReactNode;
  /** Decorative artwork; the site's default header artwork when omitted. */
  image?: string;
  /** Dim the artwork a little (a busy image next to the text). */
  shade?: boolean;
  /** Calls to action shown under the description. */
  children?: ReactNode;
  /**
   * How tall the hero is. By default it follows its content: a lone title (no description, no actions)
   * gets the compact hero, whose height is its text plus the navigation, with no band of empty navy.
   */
  size?: 'compact' | 'full';
}

/**
 * The page hero of the design system: the top of every page. Text (subtitle, title, description, actions)
 * in the content column on a navy ground; the artwork in its own area, never behind the text nor under the
 * navigation: beside the text from 992 px, a strip below it on narrower screens (none on a compact hero).
 * The ground is dark, so the hero is `.on-dark` (white focus ring).
 */
export function PageHeader({ title, subtitle, description, image, shade = false, children, size }: PageHeaderProps) {
  const heroSize = size ?? (description || children ? 'full' : 'compact');
  return (
    <header className={`on-dark ${styles.header}`} data-size={heroSize} data-testid="page-header">
      <div className={`container ${styles.inner}`}>
        <div className={styles.content} data-testid="page-hero-text">
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {description ? <div className={styles.description}>{description}</div> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {/* Decorative: the heading carries the meaning. */}
        <div className={styles.art} data-artwork="" data-shade={shade} aria-hidden="true">
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- header artwork is pre-sized; no optimiser needed
            <img className={styles.image} src={image} alt="" fetchPriority="high" />
          ) : (
            <HeaderArt className={styles.image} />
          )}
        </div>
      </div>
    </header>
  );
}
