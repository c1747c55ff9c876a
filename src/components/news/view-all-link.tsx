import { PageLink } from '@/components/ui/page-link';
import { INTERFACE_TEXTS } from '@/config/interface';
import styles from './news-layout.module.css';

/** 'View All': from a short list of the newest articles into the newsroom. */
export function ViewAllLink() {
  return (
    <div className={styles.viewAll}>
      <PageLink className="button button-primary" href="/newsroom">
        {INTERFACE_TEXTS.news.viewAll}
        <span className="visually-hidden">{INTERFACE_TEXTS.news.viewAllHidden}</span>
      </PageLink>
    </div>
  );
}
