'use client';

import { useEffect } from 'react';
import { KEEP_SCROLL_ATTRIBUTE } from '@/components/ui/page-link';
import { useNavigate } from '@/lib/use-navigate';

/** The address a click on `anchor` moves to without a reload, or null when the browser should follow it itself. */
export function clientNavigationTarget(anchor: HTMLAnchorElement, here: Location): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  // A jump within this page is the browser's own.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  // Files (feeds, calendars, the sitemap), the API and the editing screen are not pages of the site.
  if (/\.[a-z0-9]+$/i.test(url.pathname) || /^\/(?:api|keystatic|_next)(?:\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Makes every link to a page of the site (`PageLink`, plain anchors) move without a reload once the scripts
 * have run: one click listener on the document, instead of a framework link component per anchor, each of
 * which would cost hydration its hooks. A click a handler already took (preventDefault), a modified or
 * middle click, and anything `clientNavigationTarget` leaves to the browser are left alone.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = clientNavigationTarget(anchor, window.location);
      if (target === null) return;
      event.preventDefault();
      navigate(target, { scroll: !anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE) });
    };
    // On the document, after React's own listener there (registered at hydration): a component's onClick
    // that took the click has already said so.
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
