import { SiteLink } from '@/components/ui/site-link';
import { readCopy } from '@/lib/site-copy';
import styles from './newsletter-block.module.css';

/** Where the block's Subscribe button leads (written as the spec writes it; the link renders the canonical form). */
export const NEWSLETTER_HREF = '/subscription/';

export function NewsletterBlock() {
  const copy = readCopy('newsletter');
  return (
    <section className={styles.block} aria-labelledby="newsletter-heading">
      <div className={styles.inner} data-testid="newsletter">
        <h2 id="newsletter-heading" className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.description}>{copy.description}</p>
        <p className={styles.signup}>{copy.signup}</p>
        <SiteLink href={NEWSLETTER_HREF} className="button button-primary">
          {copy.button}
        </SiteLink>
      </div>
    </section>
  );
}
