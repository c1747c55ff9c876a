// @ts-check
import { createFrequencySketch } from './frequency-sketch.mjs';

/**
 * Admission by frequency, as in W-TinyLFU (Caffeine, Ristretto), for every key a stranger can mint (search
 * terms, search states with or without a term, list pages, router states, any future parameter; the policy,
 * server/cache/policy.mjs, says which): each ask is counted in a small decaying sketch
 * (server/cache/frequency-sketch.mjs, salted per process), and a page enters a full space only if its key
 * was asked for more often lately than the key of every page it would push out (the space's least recently
 * used, as many as its size needs). A flood of one-off keys then cannot push out a variant visitors keep
 * asking for, while a term many people search soon outweighs what it replaces. A warm key that only ties is
 * let in now and then, at random, so keys held at the counters' cap cannot keep a popular page out for good.
 */

/** A candidate asked for at least this often lately is warm: a tie does not shut it out for good. */
export const WARM_CANDIDATE = 6;
/** A warm candidate that does not outweigh what it would push out is let in once in this many tries. */
export const TIE_ODDS = 128;

/**
 * @param {{ sketch?: ReturnType<typeof createFrequencySketch>, random?: () => number }} [options]
 *   random: a number in [0, 1) for each tie of a warm candidate (a test gives its own)
 */
export function createAdmission({ sketch = createFrequencySketch(), random = Math.random } = {}) {
  return {
    /**
     * Records an ask for `key`: how often it was asked for before this one (0: never, lately).
     * @param {string} key
     */
    ask(key) {
      const before = sketch.frequency(key);
      sketch.increment(key);
      return before;
    },
    /**
     * Whether `candidate` may take the place of `victims` (every page it would push out) in a full space.
     * @param {string} candidate @param {readonly string[]} victims
     */
    admits(candidate, victims) {
      const weight = sketch.frequency(candidate);
      if (victims.every((victim) => weight > sketch.frequency(victim))) return true;
      // Caffeine's BoundedLocalCache.admit: a candidate that does not outweigh its victim but is warm
      // (frequency ≥ ADMIT_HASHDOS_THRESHOLD, 6) is admitted when `(random & 127) == 0`, one try in 128, because
      // an attacker who keeps victims at the counters' cap would otherwise keep a popular candidate out forever.
      return weight >= WARM_CANDIDATE && Math.floor(random() * TIE_ODDS) === 0;
    },
    /** @param {string} key */
    frequency: (key) => sketch.frequency(key),
    bytes: () => sketch.bytes(),
  };
}
