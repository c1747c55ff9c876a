'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** Which list asked for more, and the index of the first card it will add. Survives the re-render. */
let pendingFocus: { listId: string; index: number } | null = null;

interface ShowMoreLinkProps {
  listId: string;
  href: string;
  /** Cards shown now: the next page's first card gets this index. */
  shown: number;
  label?: string;
}

/**
 * A plain link to the next `?page=` (works without JavaScript); with it, the page updates in place,
 * keeps its scroll position and moves keyboard focus to the first newly added card.
 */
export function ShowMoreLink({ listId, href, shown, label = 'Show More' }: ShowMoreLinkProps) {
  useEffect(() => {
    if (!pendingFocus || pendingFocus.listId !== listId) return;
    const target = document.querySelector<HTMLElement>(`#${CSS.escape(listId)} [data-item-index="${pendingFocus.index}"] a`);
    if (target) {
      pendingFocus = null;
      target.focus();
    }
  }, [listId, shown]);

  return (
    <Link
      className="button button-outline-dark"
      href={href}
      scroll={false}
      prefetch={false}
      onClick={() => {
        pendingFocus = { listId, index: shown };
      }}
      data-testid="show-more"
    >
      {label}
    </Link>
  );
}
