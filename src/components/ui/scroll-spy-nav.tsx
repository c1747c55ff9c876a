'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { SCROLL_TARGET_OFFSET, smoothScrollToElement } from '@/lib/smooth-scroll';
import styles from './scroll-spy-nav.module.css';

export interface ScrollSpyItem {
  /** Id of the section's heading (see ScrollSpySection). */
  id: string;
  label: string;
}

export interface ScrollSpyNavProps {
  /** Accessible name of the nav ("Advisor groups"). */
  label: string;
  items: readonly ScrollSpyItem[];
  /** A section to scroll to once the page has loaded (e.g. where an old URL redirected to). */
  initialSection?: string;
}

/** Sub-pixel layout and rounded scroll positions: a heading scrolled to the mark may sit a pixel below it. */
const ACTIVE_TOLERANCE = 4;

/**
 * Which section is "in view": the last one whose top has passed `offset` px from the viewport top,
 * or the last one when the page is scrolled to its bottom (a short final section may never reach
 * the mark). -1 while no section has reached it yet (the visitor is above them all).
 */
export function activeSectionIndex(tops: readonly number[], { offset, atBottom }: { offset: number; atBottom: boolean }): number {
  if (atBottom) return tops.length - 1;
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= offset + ACTIVE_TOLERANCE) active = index;
  });
  return active;
}

function pageAtBottom(): boolean {
  return window.scrollY > 0 && Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
}

/**
 * A sticky in-page nav over sections whose headings carry the ids it links to. Without JavaScript
 * the links are plain fragment links (the headings' scroll margin keeps them clear of the fixed
 * navbar and this nav). With it, a click scrolls smoothly to the heading, names it in the URL and
 * moves focus there, and the link of the section in view is marked as the current one.
 */
export function ScrollSpyNav({ label, items, initialSection }: ScrollSpyNavProps) {
  const [active, setActive] = useState<string>();
  // While we scroll to a section ourselves, that section stays current instead of each one passed on the way.
  const scrollingTo = useRef<string>(undefined);
  const scrolls = useRef(0);
  const ids = items.map((item) => item.id).join(' ');

  const measure = useCallback(() => {
    if (scrollingTo.current) return;
    const sectionIds = ids.split(' ');
    const tops = sectionIds.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
    setActive(sectionIds[activeSectionIndex(tops, { offset: SCROLL_TARGET_OFFSET, atBottom: pageAtBottom() })]);
  }, [ids]);

  const scrollToSection = useCallback(
    async (target: HTMLElement) => {
      const scroll = ++scrolls.current;
      scrollingTo.current = target.id;
      setActive(target.id);
      await smoothScrollToElement(target);
      if (scroll !== scrolls.current) return; // a newer scroll has taken over
      scrollingTo.current = undefined;
      measure();
    },
    [measure],
  );

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [measure]);

  useEffect(() => {
    const target = initialSection ? document.getElementById(initialSection) : null;
    if (!target) return;
    // From the first frame, once the browser has laid out and restored the page.
    const frame = window.requestAnimationFrame(() => void scrollToSection(target));
    return () => window.cancelAnimationFrame(frame);
  }, [initialSection, scrollToSection]);

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    // Leave new-tab and other modified clicks to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    // Replace rather than push: moving around one page should not take several Backs to leave it,
    // while the address still names the section for sharing or reloading.
    window.history.replaceState(null, '', `#${id}`);
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    void scrollToSection(target);
  }

  return (
    <nav className={styles.nav} aria-label={label} data-testid="scroll-spy-nav">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <a
              href={`#${item.id}`}
              className={styles.link}
              aria-current={active === item.id ? 'true' : undefined}
              onClick={(event) => onClick(event, item.id)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
