import { PageLink } from '@/components/ui/page-link';
import fade from '@/components/ui/scroll-fade.module.css';
import styles from './news-layout.module.css';

/** The newsroom's years, newest first: links, so each year has its own URL and works without JavaScript. */
export function YearTabs({ years, current, hrefFor }: { years: number[]; current: number; hrefFor: (year: number) => string }) {
  return (
    <nav aria-label="Articles by year">
      <ul className={`${styles.tabs} ${fade.scrollFade}`}>
        {years.map((year) => (
          <li key={year}>
            <PageLink
              className={styles.tab}
              href={hrefFor(year)}
              keepScroll
              aria-current={year === current ? 'page' : undefined}
            >
              {year}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
