'use client';

import { useEffect, useRef } from 'react';

interface ResultsFocusProps {
  /** The page of results on screen. */
  page: number;
  /** The element that introduces the results (focusable with tabIndex -1). */
  targetId: string;
}

/**
 * After the visitor picks another page of results, moves focus to the start of the results and brings
 * them into view (at once under reduced motion), as a full page load would. Only a pagination link
 * (marked data-results-page) asks for it: a filter change must leave focus on its checkbox.
 */
export function ResultsFocus({ page, targetId }: ResultsFocusProps) {
  const requested = useRef<number | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // A modified click opens another tab: this page stays as it is.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('[data-results-page]') : null;
      if (link) requested.current = Number(link.getAttribute('data-results-page'));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const wanted = requested.current;
    requested.current = null;
    if (wanted !== page) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    target.focus({ preventScroll: true });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [page, targetId]);

  return null;
}
