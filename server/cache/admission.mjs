// @ts-check
import { createFrequencySketch } from './frequency-sketch.mjs';

/**
 * Admission by frequency, as in W-TinyLFU (Caffeine, Ristretto), for every key a stranger can mint (search
 * terms, search states with or without a term, list pages, router states, any future parameter; the policy,
 * server/cache/policy.mjs, says which): each ask is counted in a small decaying sketch
 * (server/cache/frequency-sketch.mjs), and a page enters a full space only if its key was asked for more
 * often lately than the key of the page it would push out (the space's least recently used). A flood of
 * one-off keys then cannot push out a variant visitors keep asking for, while a term many people search
 * soon outweighs what it replaces.
 * @param {{ sketch?: ReturnType<typeof createFrequencySketch> }} [options]
 */
export function createAdmission({ sketch = createFrequencySketch() } = {}) {
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
     * Whether `candidate` may take the place of `victim` in a full space.
     * @param {string} candidate @param {string} victim
     */
    admits(candidate, victim) {
      return sketch.frequency(candidate) > sketch.frequency(victim);
    },
    /** @param {string} key */
    frequency: (key) => sketch.frequency(key),
    bytes: () => sketch.bytes(),
  };
}
