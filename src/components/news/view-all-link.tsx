import Link from 'next/link';
import styles from './news-layout.module.css';

/** 'View All': from a short list of the newest articles into the newsroom. */
export function ViewAllLink() {
  return (
    <div className={styles.viewAll}>
      <Link className="button button-primary" href="/newsroom" prefetch={false}>
        View All<span className="visually-hidden"> news in the Newsroom</span>
      </Link>
    </div>
  );
}
