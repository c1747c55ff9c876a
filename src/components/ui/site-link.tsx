import { PageLink } from '@/components/ui/page-link';
import type { AnchorHTMLAttributes } from 'react';
import { ExternalIcon } from '@/components/ui/icons';
import { INTERFACE_TEXTS } from '@/config/interface';
import styles from './site-link.module.css';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Another site: opens in a new tab, marked with an icon and announced as such. */
  external?: boolean;
  /** The page being shown: marked with aria-current. */
  current?: boolean;
}

/**
 * A menu or footer link: a `PageLink` (a plain anchor, moved without a reload once the scripts run), or for
 * another site one that opens in a new tab.
 */
export function SiteLink({ href, external = false, current = false, children, ...props }: SiteLinkProps) {
  if (external) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalIcon className={styles.externalIcon} />
        <span className="visually-hidden">{INTERFACE_TEXTS.newTab}</span>
      </a>
    );
  }
  return (
    <PageLink {...props} href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </PageLink>
  );
}
