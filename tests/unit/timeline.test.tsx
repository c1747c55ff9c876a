import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Timeline,
  timelineAnnouncement,
  timelineNearestIndex,
  timelineScrollLeft,
  timelineStartIndex,
  timelineStep,
  type TimelineMilestone,
} from '@/components/ui/timeline';
import { readCopy } from '@/lib/site-copy';

const sample: TimelineMilestone[] = [2013, 2014, 2015, 2016, 2017].map((year) => ({
  year,
  title: `Milestone ${year}`,
  text: `What happened in ${year}.`,
}));

describe('timeline start index', () => {
  it('opens wide screens on the third card and narrower ones on the first', () => {
    expect(timelineStartIndex(11, true)).toBe(2);
    expect(timelineStartIndex(11, false)).toBe(0);
  });

  it('stays within bounds for short timelines', () => {
    expect(timelineStartIndex(2, true)).toBe(1);
    expect(timelineStartIndex(1, true)).toBe(0);
    expect(timelineStartIndex(0, true)).toBe(0);
  });
});

describe('timeline steps', () => {
  it('moves exactly one card each way', () => {
    expect(timelineStep(2, 1, 11)).toBe(3);
    expect(timelineStep(2, -1, 11)).toBe(1);
  });

  it('never goes past either end and never wraps', () => {
    expect(timelineStep(10, 1, 11)).toBe(10);
    expect(timelineStep(0, -1, 11)).toBe(0);
    let index = timelineStartIndex(11, true);
    for (let i = 0; i < 30; i += 1) index = timelineStep(index, 1, 11);
    expect(index).toBe(10);
    for (let i = 0; i < 30; i += 1) index = timelineStep(index, -1, 11);
    expect(index).toBe(0);
  });
});

describe('timeline announcement', () => {
  it('reads the year, the title and the position', () => {
    expect(timelineAnnouncement(sample[4]!, 4, 5)).toBe('2017: Milestone 2017 (5 of 5)');
  });
});

describe('timeline scroll position', () => {
  const track = { width: 900, scrollWidth: 11 * 280 + 10 * 24 };

  it('centres a card in the middle of the track', () => {
    // Third card starts at 2 × (280 + 24) = 608; centred means 608 − (900 − 280) / 2 = 298.
    expect(timelineScrollLeft({ start: 608, width: 280 }, track)).toBe(298);
  });

  it('keeps the first and last cards against the edges instead of scrolling past them', () => {
    expect(timelineScrollLeft({ start: 0, width: 280 }, track)).toBe(0);
    expect(timelineScrollLeft({ start: 10 * 304, width: 280 }, track)).toBe(track.scrollWidth - track.width);
    expect(timelineScrollLeft({ start: 100, width: 280 }, { width: 1000, scrollWidth: 600 })).toBe(0);
  });

  it('aligns a full-width card exactly with the track', () => {
    expect(timelineScrollLeft({ start: 3 * 351, width: 335 }, { width: 335, scrollWidth: 11 * 351 - 16 })).toBe(1053);
  });

  it('finds the card nearest the middle of the view', () => {
    const cards = [0, 1, 2, 3, 4].map((i) => ({ start: i * 304, width: 280 }));
    expect(timelineNearestIndex(cards, 140)).toBe(0);
    expect(timelineNearestIndex(cards, 760)).toBe(2);
    expect(timelineNearestIndex(cards, 5000)).toBe(4);
  });
});

describe('Timeline server markup', () => {
  const html = renderToStaticMarkup(<Timeline id="milestones" label="Milestones, 2013 to 2017" milestones={sample} />);

  it('renders every card, in order, inside a labelled, focusable scrolling region', () => {
    expect(html).toMatch(/<div id="milestones"[^>]*role="region"[^>]*aria-label="Milestones, 2013 to 2017"[^>]*tabindex="0"/);
    expect(html.match(/<li\b/g)).toHaveLength(5);
    const positions = sample.map((milestone) => html.indexOf(`>${milestone.title}</h3>`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const milestone of sample) {
      expect(html).toContain(`<time dateTime="${milestone.year}">${milestone.year}</time>`);
      expect(html).toContain(`>${milestone.text}</p>`);
    }
  });

  it('marks no card current and hides none before the script runs', () => {
    expect(html).not.toContain('aria-current');
    expect(html).not.toContain('hidden=""');
    expect(html).not.toContain('data-ready');
  });

  it('gives each card its pair of arrows, named, pointing at the track and linking to the card before and after', () => {
    const arrows = html.match(/<a role="button"[^>]*data-step="(?:previous|next)"/g) ?? [];
    expect(arrows).toHaveLength(2 * sample.length);
    for (let index = 0; index < sample.length; index += 1) {
      const [previous, next] = arrows.slice(2 * index, 2 * index + 2);
      expect(previous).toContain('aria-label="Previous milestone" aria-controls="milestones"');
      expect(next).toContain('aria-label="Next milestone" aria-controls="milestones"');
      if (index === 0) expect(previous).toMatch(/tabindex="0"[^>]*aria-disabled="true"/);
      else expect(previous).toMatch(new RegExp(`href="#milestones-${index}"[^>]*aria-disabled="false"`));
      if (index === sample.length - 1) expect(next).toMatch(/tabindex="0"[^>]*aria-disabled="true"/);
      else expect(next).toMatch(new RegExp(`href="#milestones-${index + 2}"[^>]*aria-disabled="false"`));
    }
  });

  it('has an empty polite live region and a scrolling hint', () => {
    expect(html).toContain('aria-live="polite" aria-atomic="true" data-testid="timeline-announcement"></p>');
    expect(html).toContain('Scroll sideways to see all 5 milestones, from 2013 to 2017.');
  });

  it('renders nothing for an empty list', () => {
    expect(renderToStaticMarkup(<Timeline id="none" label="None" milestones={[]} />)).toBe('');
  });
});

describe('Path to Market milestones', () => {
  it('are in order, one a year, each with a title and a text (content/technology/path-to-market.yaml)', () => {
    const milestones = readCopy('pathToMarket').milestones.items;
    expect(milestones.length).toBeGreaterThan(2);
    const years = milestones.map((milestone) => milestone.year ?? 0);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(new Set(years).size).toBe(years.length);
    for (const milestone of milestones) {
      expect(milestone.title.length).toBeGreaterThan(0);
      expect(milestone.text.length).toBeGreaterThan(20);
    }
  });
});
