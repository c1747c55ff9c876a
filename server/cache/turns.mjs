// @ts-check

/**
 * Renders of one address that overlap take turns: the first visitor's request renders, and everyone who
 * asks for the same address meanwhile waits for that render and is answered with its page, so a page
 * asked for by fifty visitors at once is rendered once.
 *
 * Hand-written rather than lru-cache's fetch(), which shares a load in flight but stores what it loads and
 * hands every waiter the same value: here a render may have nothing to share (a form page is one visitor's,
 * a refused answer is no page), its waiters must then render for themselves, and whether the page is stored
 * at all is decided after it is shared (the doorkeeper, the page's own mark).
 *
 * The rules that keep the waiters from spinning (a stall seen under load once, at 100 % CPU):
 * - a turn with nothing to share leaves before it wakes anyone, so a woken waiter finds no turn;
 * - a waiter never awaits the same turn twice;
 * - a turn with a page to share stays until its owner has stored it, so visitors arriving meanwhile get it.
 * Addresses that rendered for one visitor last time take no turn at all: their visitors render side by side.
 */

/** What a waiter is woken with when the render passed its deadline and was abandoned. */
export const ABANDONED = Symbol('the render was abandoned');
/** What a waiter gets when its visitor went away while it waited. */
export const LEFT = Symbol('the visitor left');

/**
 * @template T
 * @typedef {object} Turn
 * @property {number} asks  how many others asked for the address while it rendered
 * @property {(value: T) => void} share   wakes the waiters with the page (the turn stays until close())
 * @property {() => void} close           leaves, then wakes any waiter still waiting, with nothing
 * @property {() => void} abandon         leaves, and wakes the waiters with ABANDONED (the render passed its
 *                                        deadline: they are answered at once rather than render again)
 */

/**
 * @template T
 * @param {{ maxPerVisitor?: number }} [options]  maxPerVisitor: how many per-visitor addresses are remembered
 *   (all forgotten when full: the set is a hint, never a bound anyone could grow)
 */
export function createTurns({ maxPerVisitor = 1000 } = {}) {
  /** @type {Map<string, { settled: Promise<T | null | typeof ABANDONED>, state: Turn<T> }>} */
  const running = new Map();
  /** @type {Set<string>} */
  const perVisitor = new Set();

  return {
    /**
     * Waits for the renders of `key` under way, one after another, until one shares a page; null when
     * there is none (left, or nothing to share), and then the caller renders; ABANDONED when a render passed
     * its deadline; LEFT as soon as `left` settles (the visitor went away).
     * @param {string} key
     * @param {Promise<unknown>} [left]
     * @returns {Promise<T | null | typeof ABANDONED | typeof LEFT>}
     */
    async waitForShared(key, left) {
      /** @type {Promise<typeof LEFT> | undefined} */
      const gone = left?.then(() => /** @type {typeof LEFT} */ (LEFT));
      /** @type {Set<object>} */
      const awaited = new Set();
      for (let turn = running.get(key); turn && !awaited.has(turn) && !perVisitor.has(key); turn = running.get(key)) {
        awaited.add(turn);
        turn.state.asks += 1;
        /** @type {T | null | typeof ABANDONED | typeof LEFT} */
        const value = await (gone ? Promise.race([turn.settled, gone]) : turn.settled);
        if (value !== null) return value;
      }
      return null;
    },

    /**
     * Takes the turn for `key`, or null when its visitors render side by side (it rendered for one
     * visitor last time). Call close() when done, whatever happened.
     * @param {string} key
     * @returns {Turn<T> | null}
     */
    begin(key) {
      if (perVisitor.has(key)) return null;
      /** @type {(value: T | null | typeof ABANDONED) => void} */
      let wake = () => {};
      const settled = /** @type {Promise<T | null | typeof ABANDONED>} */ (new Promise((resolve) => (wake = resolve)));
      /** @type {{ settled: Promise<T | null | typeof ABANDONED>, state: Turn<T> }} */
      const turn = {
        settled,
        state: {
          asks: 0,
          share: (value) => wake(value),
          close: () => {
            if (running.get(key) === turn) running.delete(key);
            wake(null);
          },
          abandon: () => {
            if (running.get(key) === turn) running.delete(key);
            wake(ABANDONED);
          },
        },
      };
      running.set(key, turn);
      return turn.state;
    },

    /**
     * Remembers whether `key` last rendered for one visitor (its next visitors then take no turn).
     * @param {string} key
     * @param {boolean} yes
     */
    rendersPerVisitor(key, yes) {
      if (!yes) perVisitor.delete(key);
      else if (!perVisitor.has(key)) {
        if (perVisitor.size >= maxPerVisitor) perVisitor.clear();
        perVisitor.add(key);
      }
    },

    /** @param {string} key */
    isRunning: (key) => running.has(key),
  };
}
