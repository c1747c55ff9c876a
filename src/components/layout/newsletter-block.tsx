import { SiteLink } from '@/components/ui/site-link';
import { site } from '@/config/site';
import styles from './newsletter-block.module.css';

export function NewsletterBlock() {
  return (
    <section className={styles.block} aria-labelledby="newsletter-heading">
      <div className={styles.inner} data-testid="newsletter">
        <h2 id="newsletter-heading" className={styles.heading}>
          Learn more about the company
        </h2>
        <p className={styles.description}>
          {`From Core-unit engineering to licensing milestones and new industrial partners, our updates follow the ${site.name} IMSR on its path from design to deployment.`}
        </p>
        <p className={styles.signup}>Sign up for our email list to receive the latest news.</p>
        <SiteLink href="/subscription/" className="button button-primary">
          Subscribe
        </SiteLink>
      </div>
    </section>
  );
}
