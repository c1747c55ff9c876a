'use client';

import { PageLink } from '@/components/ui/page-link';
import { useEffect, useRef, useState } from 'react';
import { addedMessage, listStatusId, parseListItemId } from '@/lib/news/show-more';

interface ShowMoreProps {
  listId: string;
  /** The next page's URL, or undefined when there is no next page (the link goes, the announcer stays). */
  href?: string;
  /** Cards shown now: the next page's first card gets this index. */
  shown: number;
  /** What the cards are, singular and plural, for the announcement. */
  noun: readonly [string, string];
  className?: string;
  label?: string;
}

/** The first link of a card, or null when the list has no card at that index. */
function cardLink(listId: string, index: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${CSS.escape(listId)} [data-item-index="${index}"] a`);
}

function sameLocation(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

/**
 * A list's Show More: a plain link to the next `?page=`, pointing at the first card it will add, so
 * without JavaScript (or before the page is interactive) the browser lands on that card. With
 * JavaScript the page updates in place and keeps its scroll position; then focus moves to the first
 * new card's link and a polite status says how many were added. This part stays rendered after the
 * last page, when the link itself is gone, so focus never falls back to the page.
 */
export function ShowMore({ listId, href, shown, noun, className, label = 'Show More' }: ShowMoreProps) {
  const [message, setMessage] = useState('');
  /** The page asked for and the index of the first card it brings, until that page is shown. */
  const pending = useRef<{ href: string; index: number } | null>(null);
  const [singular, plural] = noun;

  // Runs once the list has re-rendered: a new page changes the count, the next link or both.
  useEffect(() => {
    const request = pending.current;
    if (!request || !sameLocation(request.href)) return;
    pending.current = null;
    const added = shown - request.index;
    // The first new card; when nothing came (the page failed), the last card there is, or the list's status.
    const target = cardLink(listId, added > 0 ? request.index : shown - 1) ?? document.getElementById(listStatusId(listId));
    target?.focus();
    setMessage(addedMessage(added, shown, href !== undefined, [singular, plural]));
  }, [listId, shown, href, singular, plural]);

  useEffect(() => {
    // Arrived through the link before the page was interactive (a full page load): focus the card
    // the browser scrolled to, unless the visitor has already moved on.
    const target = parseListItemId(decodeURIComponent(window.location.hash.slice(1)));
    if (!target || target.listId !== listId || document.activeElement !== document.body) return;
    cardLink(listId, target.index)?.focus({ preventScroll: true });
  }, [listId]);

  return (
    <>
      <p className="visually-hidden" role="status" data-testid="show-more-status">
        {message}
      </p>
      {href ? (
        <div className={className}>
          <PageLink
            className="button button-outline-dark"
            href={href}
            keepScroll
            onClick={() => {
              pending.current = { href, index: shown };
            }}
            data-testid="show-more"
          >
            {label}
          </PageLink>
        </div>
      ) : null}
    </>
  );
}
