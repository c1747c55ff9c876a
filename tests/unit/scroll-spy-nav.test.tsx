import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSectionIndex, ScrollSpyNav } from '@/components/ui/scroll-spy-nav';
import { ScrollSpySection } from '@/components/ui/scroll-spy-section';
import type { Copy } from '@/lib/site-copy';
import { readContentFile } from '@/lib/site-copy/files';
import {
  easeInOutCubic,
  SCROLL_TARGET_OFFSET,
  scrollPositionAt,
  scrollTargetFor,
  SMOOTH_SCROLL_MS,
  SMOOTH_SCROLLING_ATTRIBUTE,
  smoothScrollToElement,
} from '@/lib/smooth-scroll';

const items = [
  { id: 'technical-and-industrial', label: 'Technical, Industrial and Financial' },
  { id: 'policy-and-regulatory', label: 'Policy, Regulation and Environmental' },
  { id: 'in-memoriam', label: 'In Memoriam' },
];

describe('ScrollSpyNav markup', () => {
  it('renders a labelled nav of plain fragment links, in order, with none current before hydration', () => {
    const html = renderToStaticMarkup(<ScrollSpyNav label="Advisor groups" items={items} />);
    expect(html).toMatch(/^<nav [^>]*aria-label="Advisor groups"/);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ['#technical-and-industrial', 'Technical, Industrial and Financial'],
      ['#policy-and-regulatory', 'Policy, Regulation and Environmental'],
      ['#in-memoriam', 'In Memoriam'],
    ]);
    expect(html).not.toContain('aria-current');
  });

  it('gives each section a focusable heading carrying the id, which labels the section', () => {
    const html = renderToStaticMarkup(
      <ScrollSpySection id="in-memoriam" heading="In Memoriam" className="section">
        <p>Body</p>
      </ScrollSpySection>,
    );
    expect(html).toMatch(/^<section class="section" aria-labelledby="in-memoriam">/);
    expect(html).toMatch(/<h2 id="in-memoriam" tabindex="-1" class="[^"]+">In Memoriam<\/h2><p>Body<\/p>/);
  });
});

describe('activeSectionIndex', () => {
  const at = (tops: number[], atBottom = false) => activeSectionIndex(tops, { offset: 200, atBottom });

  it('is none while every section is still below the mark', () => {
    expect(at([450, 1600, 2900])).toBe(-1);
    expect(at([205, 1600, 2900])).toBe(-1);
  });

  it('is the last section whose top has passed the mark', () => {
    expect(at([200, 1300, 2600])).toBe(0);
    expect(at([-300, 800, 2100])).toBe(0);
    expect(at([-1100, 199, 1300])).toBe(1);
    expect(at([-2400, -1200, 150])).toBe(2);
  });

  it('counts a heading a pixel or two below the mark (where a scroll to it lands) as passed', () => {
    expect(at([-900, 201.5, 1300])).toBe(1);
  });

  it('is the last section at the bottom of the page, even when its top never reaches the mark', () => {
    expect(at([-2000, -900, 420], true)).toBe(2);
    expect(at([-2000, -900, 420], false)).toBe(1);
  });
});

describe('smooth scroll timing', () => {
  it('uses the specified duration and offset', () => {
    expect(SMOOTH_SCROLL_MS).toBe(400);
    expect(SCROLL_TARGET_OFFSET).toBe(200);
  });

  it('eases in and out from 0 to 1, symmetric around the middle, clamped outside', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeCloseTo(1 - easeInOutCubic(0.75), 10);
    let previous = 0;
    for (let step = 1; step <= 100; step += 1) {
      const value = easeInOutCubic(step / 100);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('moves from start to target over the duration, slowly at first, and stays at the target after it', () => {
    expect(scrollPositionAt(0, 1000, 0, 400)).toBe(0);
    expect(scrollPositionAt(0, 1000, 100, 400)).toBeCloseTo(62.5, 5);
    expect(scrollPositionAt(0, 1000, 200, 400)).toBe(500);
    expect(scrollPositionAt(0, 1000, 300, 400)).toBeCloseTo(937.5, 5);
    expect(scrollPositionAt(0, 1000, 400, 400)).toBe(1000);
    expect(scrollPositionAt(0, 1000, 650, 400)).toBe(1000);
    // Upwards too.
    expect(scrollPositionAt(3000, 1000, 200, 400)).toBe(2000);
    expect(scrollPositionAt(3000, 1000, 0, 0)).toBe(1000);
  });

  it('targets the element 200 px below the viewport top, within the scrollable range', () => {
    expect(scrollTargetFor(2500, 200, 10_000)).toBe(2300);
    expect(scrollTargetFor(120, 200, 10_000)).toBe(0);
    expect(scrollTargetFor(9900, 200, 9000)).toBe(9000);
  });
});

/** A window with a controllable clock: frames run only when the test says so. */
function fakeWindow({ reducedMotion = false, elementTop = 2500 } = {}) {
  const frames: { id: number; callback: FrameRequestCallback }[] = [];
  let lastId = 0;
  const positions: number[] = [];
  const win = {
    scrollY: 0,
    innerHeight: 800,
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      frames.push({ id: (lastId += 1), callback });
      return lastId;
    },
    cancelAnimationFrame: (id: number) => {
      const index = frames.findIndex((request) => request.id === id);
      if (index !== -1) frames.splice(index, 1);
    },
    addEventListener: () => {},
    removeEventListener: () => {},
    scrollTo: ({ top }: { top: number }) => {
      win.scrollY = top;
      positions.push(top);
    },
  };
  vi.stubGlobal('window', win);
  const attributes = new Set<string>();
  const documentElement = {
    scrollHeight: 10_000,
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  vi.stubGlobal('document', { documentElement });
  const element = { getBoundingClientRect: () => ({ top: elementTop - win.scrollY }) } as unknown as Element;
  const frame = (time: number) => frames.shift()?.callback(time);
  /** Whether <html> says a smooth scroll is running. */
  const marked = () => attributes.has(SMOOTH_SCROLLING_ATTRIBUTE);
  return { win, element, frame, positions, pending: () => frames.length, marked };
}

describe('smoothScrollToElement', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('animates frame by frame and lands the element at the offset after 400 ms, marking <html> while it runs', async () => {
    const { element, frame, positions, pending, marked } = fakeWindow();
    const done = smoothScrollToElement(element);
    expect(marked()).toBe(true);
    frame(1000);
    frame(1100);
    frame(1200);
    frame(1399);
    expect(pending()).toBe(1);
    expect(marked()).toBe(true);
    frame(1400);
    await done;
    expect(pending()).toBe(0);
    expect(marked()).toBe(false);
    expect(positions[0]).toBe(0);
    expect(positions[1]).toBeCloseTo(2300 * 0.0625, 5);
    expect(positions[2]).toBe(1150);
    expect(positions[3]).toBeLessThan(2300);
    expect(positions.at(-1)).toBe(2300);
  });

  it('jumps at once when the visitor prefers reduced motion, with nothing left running', async () => {
    const { element, positions, pending, marked } = fakeWindow({ reducedMotion: true });
    await smoothScrollToElement(element);
    expect(positions).toEqual([2300]);
    expect(pending()).toBe(0);
    expect(marked()).toBe(false);
  });

  it('lets a new scroll take over: the first one ends, the page stays marked until the second lands', async () => {
    const { element, frame, pending, marked } = fakeWindow();
    const first = smoothScrollToElement(element);
    frame(1000);
    const second = smoothScrollToElement(element);
    await first;
    expect(marked()).toBe(true);
    expect(pending()).toBe(1);
    frame(2000);
    frame(2400);
    await second;
    expect(marked()).toBe(false);
  });
});

describe('advisors content', () => {
  const { groups } = readContentFile('advisors', process.cwd()).value as Copy<'advisors'>;

  it('has groups with unique ids, a heading and an introduction, In Memoriam among them (old memorial links land there)', () => {
    expect(groups.length).toBeGreaterThan(0);
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
    expect(groups.map((group) => group.id)).toContain('in-memoriam');
    for (const group of groups) {
      expect(group.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(group.heading.trim()).not.toBe('');
      expect(group.intro.trim()).not.toBe('');
    }
  });

  it('gives every advisor a unique id, a portrait that exists, alt text and a biography', () => {
    const advisors = groups.flatMap((group) => group.advisors);
    expect(new Set(advisors.map((advisor) => advisor.id)).size).toBe(advisors.length);
    for (const advisor of advisors) {
      expect(existsSync(join(process.cwd(), 'public', advisor.portrait.src)), advisor.portrait.src).toBe(true);
      expect(advisor.portrait.src).toMatch(/^\/images\/advisors\/.+\.(?:svg|png|jpe?g|webp)$/i);
      expect(advisor.portrait.alt.trim(), advisor.name).not.toBe('');
      expect(advisor.bio.length, advisor.name).toBeGreaterThanOrEqual(1);
    }
  });
});
