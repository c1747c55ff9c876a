// @ts-check
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ALL_NEWS_TAG } from './app-interface.mjs';

/**
 * Tags invalidated by this instance that Redis (the shared pages and the other instances) has not been
 * told of yet: Redis was away, or refused the command while connected (out of memory, say). They are told
 * as soon as they can be: when the connection comes back, and while it is up, again and again after a
 * failure (1 s, doubling to 30 s). They are kept in a file too (`file`), written before the webhook is
 * answered, so a restart (a deploy, a crash) does not lose them: the next start tells them.
 */

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * @param {{
 *   file: string | null,
 *   tell: (tags: string[]) => Promise<void>,
 *   canTell: () => boolean,
 *   warn: (message: string, error?: unknown) => void,
 *   timer?: { set: (run: () => void, ms: number) => unknown, clear: (handle: unknown) => void },
 * }} options
 *   file: where they are kept (null: in memory only); tell: tells Redis (throws when it cannot); canTell:
 *   whether Redis is connected; timer: the retry's clock (a test's own)
 */
export function createUntoldInvalidations({ file, tell, canTell, warn, timer = nodeTimer }) {
  /** @type {Set<string>} */
  const untold = new Set(readKept(file, warn));
  let retryMs = FIRST_RETRY_MS;
  /** @type {unknown} */
  let retry = null;
  let telling = false;
  let again = false;

  function keep() {
    if (!file) return;
    try {
      if (untold.size === 0) return void rmSync(file, { force: true });
      mkdirSync(dirname(file), { recursive: true });
      // Whole or not at all: a crash while writing leaves the last complete list.
      writeFileSync(`${file}.tmp`, JSON.stringify([...untold]));
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      warn(`could not keep the untold invalidations in ${file}; they are told from memory`, error);
    }
  }

  function scheduleRetry() {
    if (retry !== null) return;
    retry = timer.set(() => {
      retry = null;
      void flush();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  /** Tells everything untold, once Redis can be asked; a failure is retried while it is connected. */
  async function flush() {
    if (untold.size === 0 || !canTell()) return;
    if (telling) return void (again = true);
    telling = true;
    const now = [...untold];
    try {
      await tell(now);
      for (const tag of now) untold.delete(tag);
      keep();
      retryMs = FIRST_RETRY_MS;
    } catch (error) {
      warn(`could not tell Redis of an invalidation (${now.length} tag${now.length === 1 ? '' : 's'}); trying again in ${Math.round(retryMs / 1000)} s`, error);
      scheduleRetry();
    } finally {
      telling = false;
    }
    if (again) {
      again = false;
      await flush();
    }
  }

  return {
    /**
     * Notes the tags as untold (kept on disk before this resolves) and tells them at once if Redis can be
     * asked. Resolves once they were told, or kept for later.
     * @param {readonly string[]} tags
     */
    async add(tags) {
      const before = untold.size;
      for (const tag of tags) untold.add(tag);
      if (untold.size !== before) keep();
      await flush();
    },
    /** Redis is back: tell what waits. */
    connected: () => flush(),
    /** The tags not yet told. */
    list: () => [...untold],
    close() {
      if (retry !== null) timer.clear(retry);
      retry = null;
    },
  };
}

/** @type {{ set: (run: () => void, ms: number) => unknown, clear: (handle: unknown) => void }} */
const nodeTimer = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(/** @type {NodeJS.Timeout} */ (handle)),
};

/** @param {string | null} file @param {(message: string, error?: unknown) => void} warn @returns {string[]} */
function readKept(file, warn) {
  if (!file) return [];
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const tags = JSON.parse(text);
    if (Array.isArray(tags)) return tags.filter((tag) => typeof tag === 'string');
  } catch (error) {
    warn(`${file} is not a list of tags; its invalidations are told as a change to all news`, error);
    // What was untold cannot be read back: everything that shows news may have changed.
    return [ALL_NEWS_TAG];
  }
  return [];
}
