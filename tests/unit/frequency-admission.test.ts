import { describe, expect, it } from 'vitest';
import { createAdmission } from '../../server/cache/admission.mjs';
import { createFrequencySketch } from '../../server/cache/frequency-sketch.mjs';
import { PageCache, type PageEntry } from '../../server/cache/page-cache.mjs';
import { startedAt, testPageEntry } from './support/page-entry';

/**
 * Admission by frequency (W-TinyLFU) for the keys a stranger can mint: a page enters a full variants space
 * only if its key was asked for more often lately than the key of the page it would push out.
 */

const START = 1_000_000;
/** What one of these pages costs in its space: its body and a kilobyte for its key and headers. */
const PAGE_BYTES = 1000 + 1024;

function variant(key: string): PageEntry {
  return testPageEntry(key, { space: 'variants', storedAt: START, ttlMs: 600_000 });
}

/** A visitor's request as the page server makes it: counted, looked up, rendered and offered on a miss. */
async function visit(cache: PageCache, key: string): Promise<'HIT' | 'MISS'> {
  cache.ask(key);
  if (await cache.get(key)) return 'HIT';
  await cache.set(variant(key), startedAt(START));
  return 'MISS';
}

const WARM = ['/newsroom?year=2024', '/media?type=videos', '/event?view=past', '/search?term=reactor'].map((address) => `build|doc|${address}`);

describe('a full variants space', () => {
  it('keeps the four variants visitors keep asking for through a flood of 1,500 one-off keys, and lets in a term many people search', async () => {
    // Room for ten pages.
    const cache = new PageCache({ spaces: { variants: 10 * PAGE_BYTES }, keepMs: 60_000, now: () => START });
    for (const key of WARM) expect([await visit(cache, key), await visit(cache, key)], key).toEqual(['MISS', 'HIT']);
    for (let index = 0; index < 1500; index += 1) {
      await visit(cache, `build|doc|/search?filter=blog&filter=events&page=${index + 1}&sort=newest`);
      // Meanwhile visitors keep reading the warm variants.
      if (index % 100 === 99) for (const key of WARM) await visit(cache, key);
    }
    for (const key of WARM) expect(await visit(cache, key), key).toBe('HIT');
    const variants = cache.getStats().spaces.variants;
    // Six one-off keys took the free places; the others were refused (a few, which the doorkeeper took for
    // another's, may have replaced a one-off key), and no warm page was pushed out.
    expect(variants.entries).toBe(10);
    expect(variants.refused).toBeGreaterThanOrEqual(1480);
    expect(variants.refused + variants.evictions).toBe(1494);
    // A term three people search: the first ask weighs no more than a one-off key, the second outweighs it.
    const term = 'build|doc|/search?term=molten+salt';
    expect([await visit(cache, term), await visit(cache, term), await visit(cache, term)]).toEqual(['MISS', 'MISS', 'HIT']);
    for (const key of WARM) expect(await visit(cache, key), key).toBe('HIT');
  });

  it('admits any page while it has room', async () => {
    const cache = new PageCache({ spaces: { variants: 10 * PAGE_BYTES }, keepMs: 60_000, now: () => START });
    for (let index = 0; index < 10; index += 1) expect(await visit(cache, `build|doc|/ideas?page=${index + 2}`)).toBe('MISS');
    expect(cache.getStats().spaces.variants).toMatchObject({ entries: 10, refused: 0 });
  });

  it('asks nothing of the fixed pages and articles: a new one pushes out the least recently used', async () => {
    const cache = new PageCache({ spaces: { fixed: 8 * PAGE_BYTES, articles: 8 * PAGE_BYTES }, keepMs: 60_000, now: () => START });
    for (const space of ['fixed', 'articles'] as const) {
      for (let index = 0; index < 9; index += 1) expect(await cache.set({ ...variant(`${space}-${index}`), space }, startedAt(START))).toBe(true);
      expect(cache.getStats().spaces[space]).toMatchObject({ entries: 8, refused: 0, evictions: 1 });
    }
  });
});

describe('the frequency sketch', () => {
  it('counts asks, the first in its doorkeeper, up to fifteen', () => {
    const sketch = createFrequencySketch();
    expect(sketch.frequency('/search?term=core')).toBe(0);
    for (let ask = 1; ask <= 5; ask += 1) {
      sketch.increment('/search?term=core');
      expect(sketch.frequency('/search?term=core')).toBe(ask);
    }
    for (let ask = 0; ask < 40; ask += 1) sketch.increment('/search?term=core');
    // Fifteen in the 4-bit counters, one in the doorkeeper.
    expect(sketch.frequency('/search?term=core')).toBe(16);
    expect(sketch.frequency('/search?term=salt')).toBe(0);
  });

  it('takes the same bytes whatever its keys: 24 KB for 2,000 keys of 16 KB, each still counted', () => {
    const short = createFrequencySketch();
    const long = createFrequencySketch();
    const longKey = (index: number) => `build|doc|/search?term=${String(index).padStart(16 * 1024, 'x')}`;
    for (let index = 0; index < 2000; index += 1) {
      short.increment(`k${index}`);
      long.increment(longKey(index));
    }
    expect(long.bytes()).toBe(short.bytes());
    expect(long.bytes()).toBe(16 * 1024 + 8 * 1024);
    long.increment(longKey(7));
    long.increment(longKey(7));
    expect(long.frequency(longKey(7))).toBe(3);
  });

  it('halves every count after each period of asks, and forgets the doorkeeper', () => {
    const sketch = createFrequencySketch({ width: 64, samplePeriod: 100 });
    for (let ask = 0; ask < 9; ask += 1) sketch.increment('popular last hour');
    expect(sketch.frequency('popular last hour')).toBe(9);
    // The period's other 91 asks, all for one other key.
    for (let ask = 0; ask < 91; ask += 1) sketch.increment('another');
    expect(sketch.resets()).toBe(1);
    // 8 in the counters halved to 4; the doorkeeper's one forgotten.
    expect(sketch.frequency('popular last hour')).toBe(4);
    // Half a period is carried over (as in Caffeine): 50 more asks make the next halving.
    for (let ask = 0; ask < 50; ask += 1) sketch.increment('popular now');
    expect(sketch.resets()).toBe(2);
    expect(sketch.frequency('popular last hour')).toBe(2);
  });

  it('admits a candidate only when it was asked for more often than the page it would push out', () => {
    const admission = createAdmission();
    for (let ask = 0; ask < 2; ask += 1) admission.ask('victim');
    expect(admission.ask('candidate')).toBe(0);
    expect(admission.admits('candidate', 'victim')).toBe(false);
    admission.ask('candidate');
    expect(admission.admits('candidate', 'victim')).toBe(false);
    admission.ask('candidate');
    expect(admission.admits('candidate', 'victim')).toBe(true);
  });
});
