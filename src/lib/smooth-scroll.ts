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
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    frame = window.requestAnimationFrame(step);
  });
}
