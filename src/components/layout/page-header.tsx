import type { ReactNode } from 'react';
import { HeaderArt } from './header-art';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  description?: ReactNode;
  /** Background image (decorative); the site's default header artwork when omitted. */
  image?: string;
  /** Darken the background so light text stays readable over a busy image. */
  shade?: boolean;
  /** Calls to action shown under the description. */
  children?: ReactNode;
}

export function PageHeader({ title, subtitle, description, image, shade = false, children }: PageHeaderProps) {
  return (
    <header className={styles.header} data-shade={shade} data-testid="page-header">
      {/* Decorative background: the heading carries the meaning. */}
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- header artwork is pre-sized; no optimiser needed
        <img className={styles.background} src={image} alt="" fetchPriority="high" />
      ) : (
        <HeaderArt className={styles.background} />
      )}
      {shade ? <div className={styles.shade} aria-hidden="true" /> : null}
      <div className={styles.content}>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <div className={styles.description}>{description}</div> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
