import { describe, expect, it } from 'vitest';
import {
  addDays,
  comparePastEvents,
  compareUpcomingEvents,
  eventRange,
  formatEventRange,
  formatPostDate,
  isEventPast,
  isoDate,
  parseEventDate,
  postDateInstant,
  postYear,
} from '@/lib/format/dates';

describe('formatPostDate', () => {
  it.each([
    ['2024-03-05T09:30:00', 'MARCH 5, 2024'],
    ['2024-03-05', 'MARCH 5, 2024'],
    ['2024-12-31T23:59:59', 'DECEMBER 31, 2024'],
    ['2024-01-01T00:00:00', 'JANUARY 1, 2024'],
    ['2024-02-29T12:00:00', 'FEBRUARY 29, 2024'],
    [' 2023-11-09T08:00 ', 'NOVEMBER 9, 2023'],
  ])('%s → %s', (input, expected) => {
    expect(formatPostDate(input)).toBe(expected);
  });

  it('keeps the calendar date as written even when an offset would move it across midnight in UTC', () => {
    expect(formatPostDate('2024-03-05T23:30:00-05:00')).toBe('MARCH 5, 2024');
    expect(formatPostDate('2024-03-05T00:30:00+09:00')).toBe('MARCH 5, 2024');
  });

  it.each(['', 'yesterday', '2023-02-29T10:00:00', '2024-13-01', '2024-04-31', '2024-03-05T24:00:00', '05/03/2024', '20240305'])(
    'shows INVALID DATE for %j',
    (input) => {
      expect(formatPostDate(input)).toBe('INVALID DATE');
    },
  );
});

describe('isoDate and postDateInstant', () => {
  it('reads the offset-less CMS date as UTC', () => {
    expect(isoDate('2024-03-05T09:30:00')).toBe('2024-03-05T09:30:00Z');
    expect(isoDate('2024-03-05')).toBe('2024-03-05T00:00:00Z');
    expect(postDateInstant('2024-03-05T09:30:00')?.toUTCString()).toBe('Tue, 05 Mar 2024 09:30:00 GMT');
  });

  it('honours an explicit offset', () => {
    expect(isoDate('2024-03-05T23:30:00-05:00')).toBe('2024-03-06T04:30:00Z');
  });

  it('returns null for what it cannot read', () => {
    expect(isoDate('')).toBeNull();
    expect(isoDate('2024-02-30T10:00:00')).toBeNull();
    expect(postDateInstant('not a date')).toBeNull();
  });

  it('gives the year of a post', () => {
    expect(postYear('2019-07-01T10:00:00')).toBe(2019);
    expect(postYear('junk')).toBeNull();
  });
});

describe('parseEventDate', () => {
  it.each([
    ['20250303', { year: 2025, month: 3, day: 3 }],
    ['2025-03-03', { year: 2025, month: 3, day: 3 }],
    ['2025-03-03 10:00:00', { year: 2025, month: 3, day: 3 }],
    ['2025-03-03T10:00', { year: 2025, month: 3, day: 3 }],
    [' 20240229 ', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
  ])('reads %j', (input, expected) => {
    expect(parseEventDate(input)).toEqual(expected);
  });

  it.each(['', '2023-02-29', '1900-02-29', '2023-02-30', '2025-13-01', '2025-00-10', '2025-04-31', '20250332', '2025-0303', '2025/03/03', 'March 3, 2025', '2025-3-3', '202503031'])(
    'rejects %j',
    (input) => {
      expect(parseEventDate(input)).toBeNull();
    },
  );
});

describe('formatEventRange', () => {
  it('shows a span within a year once with the year at the end', () => {
    expect(formatEventRange('20250303', '20250305')).toBe('March 3 - March 5, 2025');
    expect(formatEventRange('2025-05-30', '2025-06-02')).toBe('May 30 - June 2, 2025');
  });

  it('shows a one-day event as a single date', () => {
    expect(formatEventRange('20250303', '20250303')).toBe('March 3, 2025');
    expect(formatEventRange('2025-03-03', '')).toBe('March 3, 2025');
    expect(formatEventRange('2025-03-03', '   ')).toBe('March 3, 2025');
  });

  it('names both years across New Year', () => {
    expect(formatEventRange('20251230', '20260102')).toBe('December 30, 2025 - January 2, 2026');
  });

  it('handles a leap day', () => {
    expect(formatEventRange('20240228', '20240301')).toBe('February 28 - March 1, 2024');
    expect(formatEventRange('20240229', '')).toBe('February 29, 2024');
  });

  it('falls back to the raw text when a date cannot be read', () => {
    expect(formatEventRange('2023-02-30', '2023-03-02')).toBe('2023-02-30 - 2023-03-02');
    expect(formatEventRange('20250303', 'TBD')).toBe('20250303 - TBD');
    expect(formatEventRange(' Spring 2025 ', '')).toBe('Spring 2025');
    expect(formatEventRange('', '')).toBe('');
  });

  it('shows the raw text when the end comes before the start', () => {
    expect(formatEventRange('20250305', '20250303')).toBe('20250305 - 20250303');
  });
});

describe('eventRange', () => {
  it('uses the start alone when the end is missing or broken', () => {
    const day = { year: 2025, month: 3, day: 3 };
    expect(eventRange({ eventStart: '20250303', eventEnd: '' })).toEqual({ start: day, end: day });
    expect(eventRange({ eventStart: '20250303', eventEnd: 'soon' })).toEqual({ start: day, end: day });
    expect(eventRange({ eventStart: 'soon', eventEnd: '20250303' })).toEqual({ start: day, end: day });
    expect(eventRange({ eventStart: 'soon', eventEnd: 'later' })).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2023, month: 2, day: 28 }, 1)).toEqual({ year: 2023, month: 3, day: 1 });
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
  });
});

describe('isEventPast', () => {
  const now = new Date('2025-03-05T15:00:00Z');

  it('keeps an event upcoming through the whole of its last day', () => {
    expect(isEventPast({ eventStart: '20250303', eventEnd: '20250305' }, now)).toBe(false);
    expect(isEventPast({ eventStart: '20250305', eventEnd: '' }, now)).toBe(false);
    expect(isEventPast({ eventStart: '20250310', eventEnd: '20250312' }, now)).toBe(false);
  });

  it('marks an event past once its last day is over', () => {
    expect(isEventPast({ eventStart: '20250301', eventEnd: '20250304' }, now)).toBe(true);
    expect(isEventPast({ eventStart: '20250304', eventEnd: '' }, now)).toBe(true);
  });

  it('waits until the last day has ended everywhere on Earth', () => {
    const event = { eventStart: '20250305', eventEnd: '' };
    // Evening of March 5 in North America is already March 6 in UTC.
    expect(isEventPast(event, new Date('2025-03-06T03:00:00Z'))).toBe(false);
    expect(isEventPast(event, new Date('2025-03-06T11:59:59Z'))).toBe(false);
    expect(isEventPast(event, new Date('2025-03-06T12:00:00Z'))).toBe(true);
  });

  it('falls back to the start date when the end is broken, and treats an undatable event as past', () => {
    expect(isEventPast({ eventStart: '20250310', eventEnd: '2025-02-30' }, now)).toBe(false);
    expect(isEventPast({ eventStart: 'TBD', eventEnd: '' }, now)).toBe(true);
  });
});

describe('event ordering', () => {
  const march = { eventStart: '20250310', eventEnd: '20250312' };
  const april = { eventStart: '2025-04-01', eventEnd: '' };
  const longMarch = { eventStart: '20250301', eventEnd: '20250320' };
  const broken = { eventStart: 'TBD', eventEnd: '' };

  it('lists upcoming events soonest first, undatable ones last', () => {
    expect([broken, april, march, longMarch].sort(compareUpcomingEvents)).toEqual([longMarch, march, april, broken]);
  });

  it('lists past events most recently ended first, undatable ones last', () => {
    expect([broken, march, longMarch, april].sort(comparePastEvents)).toEqual([april, longMarch, march, broken]);
  });
});
