import { describe, expect, it } from 'vitest';
import { searchFilters } from '@/config/search';
import { pageSlots } from '@/lib/pagination';
import { parseSearchState } from '@/lib/search/params';
import { searchUrl } from '@/lib/search/url';

describe('searchUrl', () => {
  it('is /search alone for an empty state', () => {
    expect(searchUrl({})).toBe('/search');
  });

  it('leaves out the default sort and the first page, and repeats filter once per option', () => {
    expect(searchUrl({ term: 'core', sort: 'newest', page: 1 })).toBe('/search?term=core');
    expect(searchUrl({ term: 'molten salt', filters: ['press-releases', 'pages'], sort: 'relevance', page: 3 })).toBe(
      '/search?term=molten+salt&filter=press-releases&filter=pages&sort=relevance&page=3',
    );
  });

  it('encodes hostile terms', () => {
    const url = searchUrl({ term: '"><img src=x onerror=alert(1)>&page=2' });
    expect(new URL(url, 'http://x').searchParams.get('term')).toBe('"><img src=x onerror=alert(1)>&page=2');
    expect(new URL(url, 'http://x').searchParams.get('page')).toBeNull();
  });
});

describe('parseSearchState', () => {
  it('reads term, filters, sort and page', () => {
    expect(parseSearchState({ term: 'core', filter: ['pages', 'press-releases'], sort: 'relevance', page: '2' })).toEqual({
      term: 'core',
      // In the order the options are shown, not the order of the URL.
      filters: ['press-releases', 'pages'],
      sort: 'relevance',
      page: 2,
    });
  });

  it('defaults everything when nothing is given', () => {
    expect(parseSearchState({})).toEqual({ term: '', filters: [], sort: 'newest', page: 1 });
  });

  it('collapses blanks in the term and treats a blank term as none', () => {
    expect(parseSearchState({ term: '  molten \n  salt ' }).term).toBe('molten salt');
    expect(parseSearchState({ term: ' \t ' }).term).toBe('');
  });

  it('takes the first of repeated term, sort and page values', () => {
    expect(parseSearchState({ term: ['first', 'second'], sort: ['newest', 'relevance'], page: ['3', '9'] })).toMatchObject({
      term: 'first',
      sort: 'newest',
      page: 3,
    });
  });

  it('drops unknown and repeated filters', () => {
    expect(parseSearchState({ filter: ['pages', 'nope', 'pages', '<script>', ''] }).filters).toEqual(['pages']);
    expect(parseSearchState({ filter: searchFilters.map((filter) => filter.id).reverse() }).filters).toEqual(searchFilters.map((filter) => filter.id));
  });

  it('reads junk, negative, fractional and huge pages safely', () => {
    for (const junk of ['abc', '-2', '0', '1.5', '2e3', '', ' ', 'Infinity', '0x10']) {
      expect(parseSearchState({ page: junk }).page, junk).toBe(1);
    }
    expect(parseSearchState({ page: ' 7 ' }).page).toBe(7);
    expect(parseSearchState({ page: '999999999999999' }).page).toBe(999999999999999);
    expect(parseSearchState({ page: '99999999999999999999999' }).page).toBe(1);
  });

  it('ignores sorts other than relevance', () => {
    expect(parseSearchState({ sort: 'oldest' }).sort).toBe('newest');
    expect(parseSearchState({ sort: 'RELEVANCE' }).sort).toBe('newest');
  });

  it('caps a pasted wall of text at the longest term searched', () => {
    expect(parseSearchState({ term: 'a'.repeat(5000) }).term).toHaveLength(200);
  });
});

describe('pageSlots', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(pageSlots(1, 0)).toEqual([]);
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageSlots(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('never lets a gap stand for a single page, and keeps seven slots near the ends', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageSlots(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    for (let total = 8; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const slots = pageSlots(current, total);
        expect(slots).toHaveLength(7);
        expect(slots).toContain(current);
        const numbers = slots.filter((slot): slot is number => slot !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        slots.forEach((slot, index) => {
          if (slot !== 'gap') return;
          const before = slots[index - 1] as number;
          const after = slots[index + 1] as number;
          expect(after - before, `gap in ${slots.join(' ')}`).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(pageSlots(99, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
