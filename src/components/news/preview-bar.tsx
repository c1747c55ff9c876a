import type { ArticleKind } from '@/lib/news/types';
import styles from './preview-bar.module.css';

/**
 * Shown on an article page in preview: says plainly that this is not the published page, and leaves
 * preview (a plain form post: works without JavaScript) back to the published article.
 */
export function PreviewBar({ kind, id }: { kind: ArticleKind; id: number }) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label="Preview" data-testid="preview-bar">
        <div className={`container ${styles.inner}`}>
          <p className={styles.label}>
            Preview — not published
            <span className={styles.note}>Only you can see this version. Visitors see the published page.</span>
          </p>
          <form className={styles.form} method="post" action="/api/preview/exit">
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={String(id)} />
            <button className={styles.button} type="submit">
              Exit preview
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
