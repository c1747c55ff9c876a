'use client';

import { useEffect } from 'react';

/** The attribute on <html> that says the page's scripts have taken over (set by hydration, never before it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document as hydrated once React has run this effect. Stylesheets hide a control's no-script
 * form (every tab panel at once, the search filters' Apply button) only under this mark, so while the
 * build's scripts are still on their way, or never come, the page keeps the form that works without them.
 * An effect, not an early inline script: the mark must mean that the scripts have run, not that they may.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
