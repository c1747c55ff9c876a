import { describe, expect, it } from 'vitest';
import { searchHref } from '@/lib/search-href';

describe('searchHref', () => {
  it('ignores an empty or blank term', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   \t\n')).toBeNull();
  });

  it('trims and encodes the term', () => {
    expect(searchHref('  molten salt ')).toBe('/search?term=molten%20salt');
    expect(searchHref('Core-unit & <script>')).toBe('/search?term=Core-unit%20%26%20%3Cscript%3E');
    expect(searchHref('réacteur?')).toBe('/search?term=r%C3%A9acteur%3F');
  });
});
