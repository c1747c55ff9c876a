'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useHydrated, useMediaQuery } from '@/lib/use-browser-state';
import styles from './timeline.module.css';

export interface TimelineMilestone {
  year: number;
  title: string;
  text: string;
}

export interface TimelineProps {
  /** Id of the scrollable track; the arrows point at it with aria-controls. */
  id: string;
  /** Accessible name of the scrollable region, e.g. 'Milestones, 2013 to 2023'. */
  label: string;
  milestones: readonly TimelineMilestone[];
}

/** From this width (the desktop breakpoint) the timeline opens on its third card. Kept in step with the CSS. */
export const TIMELINE_WIDE_MIN_WIDTH = 992;
/** Up to this width the narrow variant shows one full-width card at a time. Kept in step with the CSS. */
export const TIMELINE_NARROW_MAX_WIDTH = 660;
/** The card wide screens open on: the third, so the first steps and what follows are both in view. */
export const TIMELINE_WIDE_START_INDEX = 2;

/** The card the timeline opens on: the third on wide screens, the first otherwise (within bounds). */
export function timelineStartIndex(count: number, wide: boolean): number {
  if (count <= 0) return 0;
  return wide ? Math.min(TIMELINE_WIDE_START_INDEX, count - 1) : 0;
}

/** The card one step away, kept within the first and the last (it never wraps). */
export function timelineStep(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index + delta, 0), count - 1);
}

/** What the live region reads out when the focused card changes: '2015: Conceptual design complete (3 of 11)'. */
export function timelineAnnouncement(milestone: TimelineMilestone, index: number, count: number): string {
  return `${milestone.year}: ${milestone.title} (${index + 1} of ${count})`;
}

/**
 * The scroll position that centres a card in the track, clamped to what the track can scroll: the
 * first and last cards sit against the track's edges instead.
 */
export function timelineScrollLeft(card: { start: number; width: number }, track: { width: number; scrollWidth: number }): number {
  const max = Math.max(0, track.scrollWidth - track.width);
  const centred = card.start - (track.width - card.width) / 2;
  return Math.round(Math.min(Math.max(centred, 0), max));
}

/** Index of the card whose middle is closest to the middle of the track (card spans in track coordinates). */
export function timelineNearestIndex(cards: readonly { start: number; width: number }[], trackMiddle: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  cards.forEach((card, index) => {
    const distance = Math.abs(card.start + card.width / 2 - trackMiddle);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** Keys that scroll a focused scrolling region sideways. */
const SCROLL_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

function cardsOf(track: HTMLElement): HTMLElement[] {
  return Array.from(track.querySelectorAll<HTMLElement>(':scope > ol > li'));
}

/** A card's span in the track's scroll coordinates. */
function spanOf(track: HTMLElement, card: HTMLElement): { start: number; width: number } {
  const trackBox = track.getBoundingClientRect();
  const box = card.getBoundingClientRect();
  return { start: box.left - trackBox.left - track.clientLeft + track.scrollLeft, width: box.width };
}

function scrollToCard(track: HTMLElement | null, index: number, behavior: ScrollBehavior) {
  const card = track ? cardsOf(track)[index] : undefined;
  if (!track || !card) return;
  const left = timelineScrollLeft(spanOf(track, card), { width: track.clientWidth, scrollWidth: track.scrollWidth });
  if (Math.abs(track.scrollLeft - left) < 1) return;
  track.scrollTo({ left, behavior });
}

/**
 * A horizontal timeline of milestones with Previous and Next arrows. One card is "current": it is
 * emphasised, marked aria-current="step" and kept in view inside the track; each arrow moves it one
 * card, never past the ends. Wide screens open on the third card, others on the first; up to 660 px the
 * cards are full width, one at a time, with the arrows below.
 *
 * The server renders every card in a keyboard-focusable scrolling region and no current card, so the
 * list stays complete and scrollable without JavaScript; CSS hides the arrows when scripting is off.
 * Each card carries its own pair of arrows, links to the cards before and after it, and the stylesheet
 * shows one pair: before the scripts have run, the pair of the card the address points at (`:target`, an
 * arrow followed), else of the card the timeline opens on, so the arrows move the timeline from the first
 * paint; once hydrated, the pair of the current card, the arrows then moving it without a jump of the page.
 */
export function Timeline({ id, label, milestones }: TimelineProps) {
  const hydrated = useHydrated();
  const wide = useMediaQuery(`(min-width: ${TIMELINE_WIDE_MIN_WIDTH}px)`);
  // null until the visitor moves the timeline: until then the start follows the window width.
  const [chosen, setChosen] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const trackRef = useRef<HTMLDivElement>(null);
  const count = milestones.length;
  // A card the visitor moved to before the scripts ran (an arrow followed: the address names it) stays
  // current; read once, as the timeline hydrates (the address exists only in the browser).
  const followed = useMemo(() => (hydrated ? cardPosition(window.location.hash, id, count) : null), [hydrated, id, count]);
  const index = chosen ?? followed ?? timelineStartIndex(count, wide);
  const indexRef = useRef(index);
  // How the next change of card scrolls the track: 'none' when the visitor already scrolled it there.
  const nextScroll = useRef<ScrollBehavior | 'none'>('instant');
  // Whether the track's current scroll is the visitor's own (swipe, wheel, keys) rather than the arrows'.
  const scrolledByVisitor = useRef(false);

  // The arrow that had the focus when it moved the timeline: the same arrow of the new card takes it over.
  const focusStep = useRef<Step | null>(null);

  useLayoutEffect(() => {
    indexRef.current = index;
    if (!hydrated) return;
    const behavior = nextScroll.current;
    nextScroll.current = 'instant';
    if (behavior !== 'none') scrollToCard(trackRef.current, index, behavior);
    const step = focusStep.current;
    focusStep.current = null;
    const track = trackRef.current;
    if (step && track) cardsOf(track)[index]?.querySelector<HTMLElement>(`[data-step="${step}"]`)?.focus({ preventScroll: true });
  }, [hydrated, index]);


  useEffect(() => {
    const track = trackRef.current;
    if (!hydrated || !track) return;
    // A new track width moves the cards: bring the current one back into view.
    const resize = new ResizeObserver(() => scrollToCard(track, indexRef.current, 'instant'));
    resize.observe(track);

    // When the visitor scrolls the track themselves (swipe, wheel, keys) and the current card leaves
    // the view, the card nearest the middle becomes current, so the arrows carry on from what they see.
    const markVisitor = (event: Event) => {
      if (event instanceof KeyboardEvent && !SCROLL_KEYS.has(event.key)) return;
      scrolledByVisitor.current = true;
    };
    const settle = () => {
      if (!scrolledByVisitor.current) return;
      scrolledByVisitor.current = false;
      const cards = cardsOf(track);
      const current = cards[indexRef.current];
      const trackBox = track.getBoundingClientRect();
      const box = current?.getBoundingClientRect();
      if (box && box.left >= trackBox.left - 2 && box.right <= trackBox.right + 2) return;
      const nearest = timelineNearestIndex(
        cards.map((card) => spanOf(track, card)),
        track.scrollLeft + track.clientWidth / 2,
      );
      if (nearest === indexRef.current) return;
      nextScroll.current = 'none';
      setChosen(nearest);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    };
    const endEvent = 'onscrollend' in window ? 'scrollend' : 'scroll';
    const onEnd = endEvent === 'scrollend' ? settle : debounced;
    const visitorEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const type of visitorEvents) track.addEventListener(type, markVisitor, { passive: true });
    track.addEventListener(endEvent, onEnd, { passive: true });
    return () => {
      resize.disconnect();
      clearTimeout(timer);
      for (const type of visitorEvents) track.removeEventListener(type, markVisitor);
      track.removeEventListener(endEvent, onEnd);
    };
  }, [hydrated]);

  if (count === 0) return null;

  function go(delta: number, event: UIEvent<HTMLElement>) {
    event.preventDefault();
    const next = timelineStep(index, delta, count);
    if (next === index) return;
    if (event.currentTarget === document.activeElement) focusStep.current = delta < 0 ? 'previous' : 'next';
    nextScroll.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
    // The scroll that follows is the arrow's: it must not be read as the visitor's when it ends.
    scrolledByVisitor.current = false;
    setChosen(next);
    setAnnouncement(timelineAnnouncement(milestones[next]!, next, count));
  }

  const current = hydrated ? index : null;
  const arrow = (position: number, step: Step) => {
    const target = timelineStep(position, step === 'previous' ? -1 : 1, count);
    return (
      <StepArrow
        step={step}
        timelineId={id}
        href={target === position ? null : `#${cardId(id, target)}`}
        onStep={(event) => go(step === 'previous' ? -1 : 1, event)}
      />
    );
  };
  const first = milestones[0]!;
  const last = milestones[count - 1]!;

  return (
    <div className={styles.timeline} data-ready={hydrated ? 'true' : undefined}>
      <p className={styles.hint}>
        Scroll sideways to see all {count} milestones, from {first.year} to {last.year}.
      </p>
      <div className={styles.frame}>
        {/* Focusable so the cards can be scrolled from the keyboard, also without JavaScript. */}
        <div id={id} ref={trackRef} className={styles.track} role="region" aria-label={label} tabIndex={0}>
          <ol className={styles.list}>
            {milestones.map((milestone, position) => (
              <li
                key={`${milestone.year}-${milestone.title}`}
                id={cardId(id, position)}
                className={styles.item}
                aria-current={position === current ? 'step' : undefined}
                data-wide-start={position === TIMELINE_WIDE_START_INDEX ? '' : undefined}
              >
                <p className={styles.year}>
                  <time dateTime={String(milestone.year)}>{milestone.year}</time>
                </p>
                <span className={styles.dot} aria-hidden="true" />
                <div className={styles.card}>
                  <h3 className={styles.title}>{milestone.title}</h3>
                  <p className={styles.text}>{milestone.text}</p>
                </div>
                <span className={styles.controls}>
                  {arrow(position, 'previous')}
                  <span className={styles.position} aria-hidden="true" data-testid="timeline-position">
                    {position + 1} of {count}
                  </span>
                  {arrow(position, 'next')}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="timeline-announcement">
        {announcement}
      </p>
    </div>
  );
}

type Step = 'previous' | 'next';

/** The id of a card: the timeline's id and its place, from 1 ('milestones-3'). */
export function cardId(timelineId: string, position: number): string {
  return `${timelineId}-${position + 1}`;
}

/** The card (from 0) an address's fragment names in this timeline, or null. */
export function cardPosition(hash: string, timelineId: string, count: number): number | null {
  const prefix = `#${timelineId}-`;
  if (!hash.startsWith(prefix)) return null;
  const place = Number(hash.slice(prefix.length));
  return Number.isInteger(place) && place >= 1 && place <= count ? place - 1 : null;
}

/**
 * An arrow: a link to the card one step away, so it works before the scripts have run; once hydrated, a
 * click, Enter or Space moves the timeline instead. At the ends it has no card to go to: disabled, and still
 * focusable, so keyboard focus is not lost there.
 */
function StepArrow({ step, timelineId, href, onStep }: { step: Step; timelineId: string; href: string | null; onStep: (event: UIEvent<HTMLElement>) => void }) {
  return (
    <a
      role="button"
      href={href ?? undefined}
      tabIndex={href ? undefined : 0}
      className={`${styles.arrow} ${styles[step]}`}
      aria-label={step === 'previous' ? 'Previous milestone' : 'Next milestone'}
      aria-controls={timelineId}
      aria-disabled={href === null}
      data-step={step}
      onClick={onStep}
      onKeyDown={(event) => {
        if (event.key === ' ') onStep(event);
      }}
    >
      <ArrowIcon direction={step === 'previous' ? 'left' : 'right'} />
    </a>
  );
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'M19 12H5m6-6-6 6 6 6' : 'M5 12h14m-6-6 6 6-6 6'} />
    </svg>
  );
}
