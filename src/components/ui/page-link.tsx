import type { AnchorHTMLAttributes } from 'react';

/** The attribute that asks a link's navigation to keep the scroll position (the search's sort, pages, filters). */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';

interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The page keeps its scroll position when the link is followed (a new page of the same list). */
  keepScroll?: boolean;
}

/**
 * The form of a site path the server answers without a redirect: no trailing slash (except the root's), the
 * query and fragment kept. `/subscription/` becomes `/subscription`, sparing the visitor a 308.
 */
export function linkHref(href: string): string {
  return href.replace(/^(\/[^?#]*[^/?#])\/+(?=[?#]|$)/, '$1');
}

/**
 * A link to another page of the site: a plain anchor, which costs hydration nothing. Once the scripts have
 * run, `LinkNavigation` (one listener for the whole document) turns a click on it into a move without a
 * reload; before that, and without JavaScript, it is an ordinary link. It never prefetches: a prefetch
 * bypasses the page cache, so prefetching each visible link would cost the server a render per link.
 */
export function PageLink({ href, keepScroll = false, children, ...props }: PageLinkProps) {
  return (
    <a {...props} href={linkHref(href)} {...(keepScroll ? { [KEEP_SCROLL_ATTRIBUTE]: '' } : {})}>
      {children}
    </a>
  );
}
