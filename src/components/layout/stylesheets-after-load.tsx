'use client';

import { useEffect } from 'react';

/**
 * Each page arrives with only the style rules it uses written into it, and the build's full stylesheets
 * linked but switched off (the server's entry does this, so the first paint waits for no request). Once
 * the page is interactive they are switched on: the pages a visitor then opens without a reload have
 * every rule they need. Nothing is drawn: the rules already in the page come first and are the same.
 */
export function StylesheetsAfterLoad() {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-precedence][disabled]')) {
      link.removeAttribute('disabled');
    }
  }, []);
  return null;
}
