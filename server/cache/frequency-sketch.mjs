// @ts-check
import { createHmac, randomBytes } from 'node:crypto';

/**
 * How often each key was asked for lately, in fixed memory: the frequency sketch of TinyLFU (Einziger,
 * Friedman and Manes, "TinyLFU: A Highly Efficient Cache Admission Policy", ACM Transactions on Storage,
 * 2017), as Caffeine's FrequencySketch builds it.
 *
 * - A count-min sketch of 4-bit counters, `depth` rows of `width`; a key's estimate is the least of its
 *   counters (never below its true count within the period, sometimes above it when keys collide).
 *   Counters are raised by conservative update (only those at the least), which keeps collisions small.
 * - A doorkeeper (a Bloom filter of `doorkeeperBits` bits) in front of it: a key's first ask sets its bits
 *   only, so keys asked for once (most of a flood) never reach the counters.
 * - Ageing (TinyLFU's reset): after `samplePeriod` asks every counter is halved and the doorkeeper
 *   cleared, so what was popular once gives way to what is popular now.
 *
 * Keys are hashed (HMAC-SHA-256 of the key under a salt drawn when the sketch is made, so once a process),
 * never stored: the memory is the same for a 20-byte key and a 16 KB one, and no one can choose offline keys
 * that share a popular key's counters to inflate or shadow it. Written here because no maintained npm module offers a decaying count-min sketch with a
 * doorkeeper (lru-cache and the Bloom-filter packages do neither the counting nor the ageing).
 */

const COUNTER_MAX = 15;

/**
 * @param {{ width?: number, depth?: number, doorkeeperBits?: number, samplePeriod?: number, salt?: Buffer }} [options]
 *   width: counters a row (a power of two); depth: rows (at most 6); doorkeeperBits: a power of two;
 *   samplePeriod: asks between two halvings (ten times the width by default, as in Caffeine); salt: the
 *   hash's key (16 random bytes by default; a test gives its own)
 */
export function createFrequencySketch({ width = 8192, depth = 4, doorkeeperBits = 65_536, samplePeriod = 10 * width, salt = randomBytes(16) } = {}) {
  if (!isPowerOfTwo(width) || !isPowerOfTwo(doorkeeperBits) || depth < 1 || depth > 6) throw new Error('frequency sketch: width and doorkeeperBits must be powers of two, depth 1 to 6');
  // Two 4-bit counters a byte.
  const counters = new Uint8Array((width * depth) / 2);
  const doorkeeper = new Uint8Array(doorkeeperBits / 8);
  let samples = 0;
  let resets = 0;

  /** @param {string} key */
  function hashes(key) {
    const digest = createHmac('sha256', salt).update(key).digest();
    return { digest, at: (/** @type {number} */ index) => digest.readUInt32LE(index * 4) };
  }

  /** @param {number} row @param {number} hash */
  const slot = (row, hash) => row * width + (hash & (width - 1));
  /** @param {number} index */
  const read = (index) => ((counters[index >> 1] ?? 0) >> ((index & 1) * 4)) & 0x0f;
  /** @param {number} index */
  const raise = (index) => {
    counters[index >> 1] = (counters[index >> 1] ?? 0) + (1 << ((index & 1) * 4));
  };
  /** @param {(index: number) => number} at */
  const doorkeeperBitsOf = (at) => [at(6) & (doorkeeperBits - 1), at(7) & (doorkeeperBits - 1)];
  /** @param {number} bit */
  const hasBit = (bit) => ((doorkeeper[bit >> 3] ?? 0) & (1 << (bit & 7))) !== 0;

  /** @param {(index: number) => number} at */
  function counted(at) {
    let least = COUNTER_MAX;
    for (let row = 0; row < depth; row += 1) least = Math.min(least, read(slot(row, at(row))));
    return least;
  }

  function reset() {
    for (let index = 0; index < counters.length; index += 1) counters[index] = ((counters[index] ?? 0) >> 1) & 0x77;
    doorkeeper.fill(0);
    samples = Math.floor(samples / 2);
    resets += 1;
  }

  return {
    /**
     * Records one ask for `key`.
     * @param {string} key
     */
    increment(key) {
      const { at } = hashes(key);
      const bits = doorkeeperBitsOf(at);
      if (!bits.every(hasBit)) {
        for (const bit of bits) doorkeeper[bit >> 3] = (doorkeeper[bit >> 3] ?? 0) | (1 << (bit & 7));
      } else {
        const least = counted(at);
        if (least < COUNTER_MAX) {
          for (let row = 0; row < depth; row += 1) {
            const index = slot(row, at(row));
            if (read(index) === least) raise(index);
          }
        }
      }
      samples += 1;
      if (samples >= samplePeriod) reset();
    },

    /**
     * How many times `key` was asked for lately (an estimate: the doorkeeper's one, plus the counters).
     * @param {string} key
     */
    frequency(key) {
      const { at } = hashes(key);
      return (doorkeeperBitsOf(at).every(hasBit) ? 1 : 0) + counted(at);
    },

    /** The sketch's own memory, in bytes: fixed when it is made. */
    bytes: () => counters.byteLength + doorkeeper.byteLength,
    /** How many halvings so far. */
    resets: () => resets,
  };
}

/** @param {number} value */
function isPowerOfTwo(value) {
  return Number.isInteger(value) && value > 0 && (value & (value - 1)) === 0;
}
