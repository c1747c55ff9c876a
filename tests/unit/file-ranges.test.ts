import { describe, expect, it } from 'vitest';
import { isUnsatisfiableRange } from '../../server/http/ranges.mjs';

describe('a Range header against a file of 1,000 bytes', () => {
  it.each([
    ['bytes=999999-', true],
    ['bytes=1000-', true],
    ['bytes=99999999999999999999-', true],
    ['bytes=-99999999999999999999', true],
    ['bytes=5-2', true],
    ['bytes=1000-1001, 2000-', true],
    ['bytes=0-', false],
    ['bytes=999-', false],
    ['bytes=-1', false],
    ['bytes=0-99999999999999999999', false],
    ['bytes=5000-, 0-1', false],
    ['items=0-1', false],
    ['', false],
  ] as const)('%s: unsatisfiable %s', (header, expected) => {
    expect(isUnsatisfiableRange(header, 1000)).toBe(expected);
  });
});
