import type { ReactNode } from 'react';
import styles from './policy-document.module.css';

export interface PolicySection {
  /** Fragment id of the section heading; the table of contents links to it. */
  id: string;
  heading: string;
  body: ReactNode;
}

export interface PolicyDocumentProps {
  /** Human-readable date, as shown to visitors ("February 6, 2024"). */
  lastUpdated: string;
  sections: PolicySection[];
  /** Opening paragraphs shown before the table of contents. */
  intro?: ReactNode;
}

/** ISO date for the <time> element, when the shown date can be read unambiguously. */
function isoDate(shown: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(shown.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1] ?? '');
  if (month < 0) return undefined;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A long legal or policy document: its date, an in-page table of contents, then its sections, each
 * labelled by a heading that carries the id the contents link to. Server-rendered; needs no JavaScript.
 */
export function PolicyDocument({ lastUpdated, sections, intro }: PolicyDocumentProps) {
  const dateTime = isoDate(lastUpdated);
  return (
    <div className={`container section ${styles.document}`}>
      <div className={styles.lead}>
        <p className={styles.updated}>
          Last updated: {dateTime ? <time dateTime={dateTime}>{lastUpdated}</time> : lastUpdated}
        </p>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </div>
      <nav className={styles.toc} aria-label="On this page">
        {/* The nav's label already names it for assistive technology. */}
        <p className={styles.tocTitle} aria-hidden="true">
          On this page
        </p>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={section.id}>
            <h2 id={section.id} className={styles.heading}>
              {section.heading}
            </h2>
            <div className={styles.prose}>{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}
