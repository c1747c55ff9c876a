import { BAR_CLEARANCE } from '@/config/scroll';

/** How long a smooth in-page scroll takes (SPEC §9). */
export const SMOOTH_SCROLL_MS = 400;
/** Where an in-page target lands: this many pixels below the viewport top (SPEC §9, offset −200). */
export const SCROLL_TARGET_OFFSET = 200;

/** Ease in and out (cubic): slow start, fast middle, slow landing; 0 → 0 and 1 → 1. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** The scroll position `elapsed` ms into a scroll from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

/** The window scroll position that puts a document-relative `elementTop` `offset` px below the viewport top. */
export function scrollTargetFor(elementTop: number, offset: number, maxScroll: number): number {
  return Math.min(Math.max(0, elementTop - offset), Math.max(0, maxScroll));
}

/** Where the window must scroll so `element` lands `offset` px below the viewport top, within the page's range. */
function windowTargetFor(element: Element, offset: number): number {
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  return scrollTargetFor(element.getBoundingClientRect().top + window.scrollY, offset, maxScroll);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * While one of these smooth scrolls runs, `<html>` carries this attribute: the page's own word that it is
 * moving the window, which the browser tests wait to see go instead of waiting a length of time.
 */
export const SMOOTH_SCROLLING_ATTRIBUTE = 'data-smooth-scrolling';

let cancelRunning: (() => void) | undefined;

/**
 * Scrolls the window so `element` lands `offset` px below the viewport top, over `duration` ms with
 * our own easing (the browser's `behavior: 'smooth'` picks its own duration), or at once when the
 * visitor prefers reduced motion. The target is measured again on every frame, so a layout shift
 * mid-way (a font or image arriving) does not leave the element off its mark. A new scroll, or the
 * visitor's wheel or touch, stops the running one. Returns a promise that settles when the scroll
 * ends or is stopped.
 */
export function smoothScrollToElement(
  element: Element,
  { offset = SCROLL_TARGET_OFFSET, duration = SMOOTH_SCROLL_MS }: { offset?: number; duration?: number } = {},
): Promise<void> {
  cancelRunning?.();
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo({ top: windowTargetFor(element, offset), behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const from = window.scrollY;
    let start: number | undefined;
    let frame = 0;
    const stop = () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      if (cancelRunning === stop) cancelRunning = undefined;
      document.documentElement.removeAttribute(SMOOTH_SCROLLING_ATTRIBUTE);
      resolve();
    };
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      window.scrollTo({ top: scrollPositionAt(from, windowTargetFor(element, offset), elapsed, duration), behavior: 'instant' });
      if (elapsed >= duration) stop();
      else frame = window.requestAnimationFrame(step);
    };
    cancelRunning = stop;
    document.documentElement.setAttribute(SMOOTH_SCROLLING_ATTRIBUTE, '');
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    frame = window.requestAnimationFrame(step);
  });
}

/** Whether an element's top, `top` px from the window's top, shows between the bars ending at `covered` and the window's bottom. */
export function isTopInView(top: number, covered: number, viewportHeight: number): boolean {
  return top >= covered && top < viewportHeight;
}

/**
 * Where an item brought back into view lands, in px below the window's top: `offset`, the
 * specification's figure, but never less than `clearance` below the bars covering the top of the
 * window (`covered`, their bottom edge), whose height depends on the width and on whether a sticky
 * nav is stuck at the moment.
 */
export function landingOffset(offset: number, covered: number, clearance = BAR_CLEARANCE): number {
  return Math.max(offset, covered + clearance);
}

/** The element itself or its nearest ancestor that is fixed or sticky, if any. */
function pinnedBar(element: Element, seen: Set<Element>): Element | null {
  for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
    if (seen.has(node)) return null;
    seen.add(node);
    const { position } = window.getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return node;
  }
  return null;
}

/**
 * How far down from the window's top the bars pinned there reach at `x`: the bottom of the last of an
 * unbroken stack of fixed or sticky elements starting at the top edge (the navbar, then a nav stuck
 * under it). A sticky element still in its place further down the page covers nothing and is left out.
 */
export function coveredTopAt(x: number): number {
  let edge = 0;
  // Each round looks just below the bars found so far; a handful of bars at most.
  for (let round = 0; round < 6; round += 1) {
    const y = edge + 1;
    if (y >= window.innerHeight) break;
    const seen = new Set<Element>();
    let next = edge;
    for (const hit of document.elementsFromPoint(x, y)) {
      const bar = pinnedBar(hit, seen);
      if (!bar) continue;
      const { top, bottom } = bar.getBoundingClientRect();
      if (top <= y && bottom > next) next = bottom;
    }
    if (next <= edge) break;
    edge = next;
  }
  return edge;
}

/** The bottom of the bars pinned over the top of the window, across the element's width. */
function coveredAbove(rect: DOMRect): number {
  const clampX = (x: number) => Math.min(Math.max(0, x), window.innerWidth - 1);
  return Math.max(...[rect.left + 1, rect.left + rect.width / 2, rect.right - 1].map((x) => coveredTopAt(clampX(x))));
}

/** Whether the top of `element` is in the window, below every bar pinned over the window's top. */
export function topInView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return isTopInView(rect.top, coveredAbove(rect), window.innerHeight);
}

/**
 * Scrolls the window so the top of `element` lands `offset` px below the window's top, or further
 * down when the bars pinned there reach lower (see `landingOffset`); smoothly, or at once under
 * reduced motion.
 */
export function scrollTopIntoView(element: Element, offset: number): Promise<void> {
  return smoothScrollToElement(element, { offset: landingOffset(offset, coveredAbove(element.getBoundingClientRect())) });
}
