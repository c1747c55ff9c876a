'use client';

import { useEffect } from 'react';
import { SWITCHED_OFF_STYLESHEET as SWITCHED_OFF } from '../../../server/next-contract.mjs';
import { switchOnFullStylesheets } from '@/lib/full-stylesheets';

/** A click that leaves this page for another of this site, which the router opens without a reload. */
function leavesForAnotherPage(event: Event): boolean {
  if (!(event.target instanceof Element)) return false;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return false;
  const to = new URL(anchor.href, location.href);
  return to.origin === location.origin && (to.pathname !== location.pathname || to.search !== location.search);
}

/**
 * Each page arrives with only the style rules it uses written into it, and the build's full stylesheets
 * linked but switched off (the server's entry does this, so the first paint waits for no request). They
 * are fetched into the browser's cache when the page is idle, and switched on the moment the visitor
 * heads for another page without a reload (pressing a link, Back or Forward, or a search the router
 * runs), so that page has every rule it needs when it is drawn. Nothing on this page changes: the rules
 * already in it come first and are the same.
 */
export function StylesheetsAfterLoad() {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>(SWITCHED_OFF)];
    if (links.length === 0) return;
    const idle = (callback: () => void) =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 5000 }) : window.setTimeout(callback, 2000);
    const cancelIdle = (handle: number) => (typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
    const warming = idle(() => {
      for (const link of links) {
        const prefetch = document.createElement('link');
        prefetch.rel = 'prefetch';
        prefetch.as = 'style';
        prefetch.href = link.href;
        document.head.append(prefetch);
      }
    });
    const onPointer = (event: Event) => {
      if (leavesForAnotherPage(event)) done();
    };
    const done = () => {
      switchOnFullStylesheets();
      stop();
    };
    const stop = () => {
      cancelIdle(warming);
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('click', onPointer, true);
      window.removeEventListener('popstate', done);
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('click', onPointer, true);
    window.addEventListener('popstate', done);
    return stop;
  }, []);
  return null;
}
