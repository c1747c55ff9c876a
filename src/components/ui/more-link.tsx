import { PageLink } from '@/components/ui/page-link';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from './icons';
import styles from './more-link.module.css';

interface MoreLinkProps {
  /** The page it leads to. Without it, the label of a card whose title link is already the click target. */
  href?: string;
  /** The words, as content/ has them ("Find out more", "Learn more", …). */
  children: ReactNode;
  /** Words for assistive technology only, completing a short label ("… about IMSR technology"). */
  hiddenLabel?: string;
  className?: string;
}

/**
 * The design system's "go further" link: bold, in the link colour, with an arrow; one look for every
 * "Find out more" / "Learn more" that leads to another page. Inside a `.link-card` the card's title is the
 * link, so this renders the same look as a label hidden from assistive technology (no second link).
 */
export function MoreLink({ href, children, hiddenLabel, className }: MoreLinkProps) {
  const content = (
    <>
      <span>
        {children}
        {hiddenLabel ? <span className="visually-hidden"> {hiddenLabel}</span> : null}
      </span>
      <ArrowRightIcon className={styles.arrow} />
    </>
  );
  const classes = className ? `${styles.more} ${className}` : styles.more;
  if (!href) {
    return (
      <span className={classes} aria-hidden="true" data-more-link="">
        {content}
      </span>
    );
  }
  return (
    <PageLink className={classes} href={href} data-more-link="">
      {content}
    </PageLink>
  );
}
