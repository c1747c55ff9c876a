import { describe, expect, it } from 'vitest';
import { createAdmission, TIE_ODDS, WARM_CANDIDATE } from '../../server/cache/admission.mjs';
import { createFrequencySketch } from '../../server/cache/frequency-sketch.mjs';
import { PageCache, type PageEntry } from '../../server/cache/page-cache.mjs';
import { startedAt, testPageEntry } from './support/page-entry';

/**
 * Admission by frequency (W-TinyLFU) for the keys a stranger can mint: a page enters a full variants space
 * only if its key was asked for more often lately than the key of every page it would push out, or, warm and
 * tied, by chance. Chance and the sketch's salt are the test's own, so each run draws the same.
 */

/** A fixed salt for the sketch, so that every run places the keys the same. */
const SALT = Buffer.alloc(16, 7);
/** Chance that comes up (a draw under 1 / odds) once every `odds` draws, at the last of them: as often as a fair one on average, never sooner. */
function onceIn(odds: number) {
  let draws = 0;
  return () => {
    draws += 1;
    return draws % odds === 0 ? 0 : 0.5;
  };
}
const admissionWith = (random: () => number) => createAdmission({ sketch: createFrequencySketch({ salt: SALT }), random });

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

describe('a full variants space under attack', () => {
  it('lets a popular variant back in, tied with a space’s worth of keys held at the counters’ cap, within 128 asks', async () => {
    const cache = new PageCache({ spaces: { variants: 10 * PAGE_BYTES }, keepMs: 60_000, now: () => START, admission: admissionWith(onceIn(TIE_ODDS)) });
    const popular = 'build|doc|/search?term=reactor';
    for (let ask = 0; ask < 5; ask += 1) await visit(cache, popular);
    expect(await visit(cache, popular)).toBe('HIT');
    // An attacker asks for ten keys of its own, a space's worth, until each is at the counters' cap.
    const held = Array.from({ length: 10 }, (_, index) => `build|doc|/search?page=${index + 2}&sort=relevance`);
    for (let round = 0; round < 20; round += 1) for (const key of held) await visit(cache, key);
    for (const key of held) expect(cache.admission.frequency(key), key).toBe(16);
    expect(cache.spaces.variants.lru.has(popular), 'the popular variant, pushed out').toBe(false);
    // Visitors keep asking for it, and the attacker for its keys. Warm, it ties with them, and is let in by chance.
    expect(cache.admission.frequency(popular)).toBeGreaterThanOrEqual(WARM_CANDIDATE);
    let misses = 0;
    while ((await visit(cache, popular)) === 'MISS' && misses < 1000) {
      misses += 1;
      for (const key of held) await visit(cache, key);
    }
    expect(misses).toBeLessThanOrEqual(TIE_ODDS);
    expect(await visit(cache, popular)).toBe('HIT');
  });

  it('compares a page with every page its size would push out, not only the least recently used', async () => {
    const cache = new PageCache({ spaces: { variants: 8 * PAGE_BYTES }, keepMs: 60_000, now: () => START, admission: admissionWith(() => 0.5) });
    const key = (name: string) => `build|doc|/search?term=${name}`;
    // The least recently used page is cold, the next one hot; six more fill the space.
    await visit(cache, key('cold'));
    for (let ask = 0; ask < 10; ask += 1) await visit(cache, key('hot'));
    for (let index = 0; index < 6; index += 1) await visit(cache, key(`filler-${index}`));
    // A page of two and a half of theirs pushes out the cold one and the hot one.
    const large = key('large');
    const offer = async () => {
      cache.ask(large);
      return cache.set(testPageEntry(large, { space: 'variants', size: 2500, storedAt: START, ttlMs: 600_000 }), startedAt(START));
    };
    for (let ask = 0; ask < 3; ask += 1) expect(await offer(), `ask ${ask + 1}: outweighs the cold page only`).toBe(false);
    // (Looked at without making it the most recently used.)
    const kept = (name: string) => cache.spaces.variants.lru.has(key(name));
    expect(kept('hot')).toBe(true);
    // Each offer is one more ask: refused until that ask makes it outweigh the hot page too.
    while (cache.admission.frequency(large) + 1 <= cache.admission.frequency(key('hot'))) expect(await offer()).toBe(false);
    expect(await offer(), 'outweighs both').toBe(true);
    expect([kept('cold'), kept('hot'), kept('large')]).toEqual([false, false, true]);
  });
});

describe('the frequency sketch', () => {
  it('places keys by its own salt: keys chosen to share a key’s counters under one salt do not share them under another', () => {
    const [one, other] = [Buffer.alloc(16, 1), Buffer.alloc(16, 2)];
    const small = (salt: Buffer) => createFrequencySketch({ width: 64, depth: 1, doorkeeperBits: 64, salt });
    const target = '/search?term=reactor';
    const raise = (sketch: ReturnType<typeof small>, key: string) => {
      for (let ask = 0; ask < 20; ask += 1) sketch.increment(key);
      return sketch.frequency(target);
    };
    // Offline, with the first salt: a key that lands on the target's counter.
    const shadow = Array.from({ length: 1000 }, (_, index) => `/search?term=shadow-${index}`).find((key) => raise(small(one), key) >= 15);
    expect(shadow).toBeDefined();
    expect(raise(small(one), shadow!)).toBeGreaterThanOrEqual(15);
    expect(raise(small(other), shadow!)).toBeLessThanOrEqual(1);
  });

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
    const admission = admissionWith(() => 0);
    for (let ask = 0; ask < 2; ask += 1) admission.ask('victim');
    expect(admission.ask('candidate')).toBe(0);
    expect(admission.admits('candidate', ['victim'])).toBe(false);
    admission.ask('candidate');
    expect(admission.admits('candidate', ['victim'])).toBe(false);
    admission.ask('candidate');
    expect(admission.admits('candidate', ['victim'])).toBe(true);
  });
});
