import { PageLink } from '@/components/ui/page-link';
import styles from './call-to-action.module.css';

interface CallToActionProps {
  /** Heading of the block (it then becomes a region named by it). */
  heading?: string;
  /** One line inviting the visitor. */
  text?: string;
  button: { label: string; link: string };
  /** Id for the heading, so the region can be named by it. */
  id?: string;
}

/**
 * The design system's "talk to us" block: a navy card with a heading, one line and the primary (yellow)
 * button. The same look on every page that invites the visitor to get in touch. Dark ground: `.on-dark`.
 */
export function CallToAction({ heading, text, button, id = 'call-to-action' }: CallToActionProps) {
  const body = (
    <>
      <div className={styles.words}>
        {heading ? (
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
        ) : null}
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      <PageLink className={`button button-primary ${styles.button}`} href={button.link}>
        {button.label}
      </PageLink>
    </>
  );
  return heading ? (
    <section className={`on-dark ${styles.cta}`} aria-labelledby={id} data-testid="call-to-action">
      {body}
    </section>
  ) : (
    <div className={`on-dark ${styles.cta}`} data-testid="call-to-action">
      {body}
    </div>
  );
}
