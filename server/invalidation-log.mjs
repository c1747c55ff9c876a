// @ts-check

/**
 * The invalidations the instances sharing one Redis tell each other, kept in a Redis stream (not sent by
 * pub/sub, which forgets a message its subscriber was not connected for). An invalidation is written to it
 * in the same step that drops the shared pages (server/cache/shared-pages.mjs). Each instance reads the
 * stream from the last entry it applied, on its own blocking connection, and after a reconnect it goes on
 * from there, so an invalidation told while its connection was cut still reaches it. The id of the last
 * entry applied (`applied()`) is what a render that begins now knows of: a page whose render began before a
 * later invalidation of one of its tags is never stored in Redis.
 *
 * It knows it may have missed some (`onGap`) when Redis itself was restarted (its run id changed: a Redis
 * without persistence lost the stream), trimmed entries it had not read (the stream keeps about the last
 * MAX_ENTRIES; Redis 7 counts the entries ever added, so the ones since the last read can be counted), or
 * lost the stream itself (deleted, or evicted under memory pressure: the key is gone, or a new stream under
 * it has counted fewer entries than this instance read). An instance then forgets its copies.
 */

/** About how many invalidations the stream keeps (trimmed with `~`, a few more): hours of a busy newsroom. */
export const MAX_ENTRIES = 10_000;
/** How long one blocking read waits before it asks again (a stopped or lost log is noticed within this). */
const BLOCK_MS = 5000;
/** The stream's key, after the instances' prefix. */
export const INVALIDATION_LOG = 'invalidations';

/** @param {unknown} info  XINFO STREAM's flat reply @param {string} name */
function field(info, name) {
  if (!Array.isArray(info)) return undefined;
  for (let index = 0; index + 1 < info.length; index += 2) if (String(info[index]) === name) return info[index + 1];
  return undefined;
}

/**
 * @param {import('./redis.mjs').SharedRedis} redis
 * @param {{ onEntry: (tags: string[]) => void, onGap: () => void, warn: (message: string, error?: unknown) => void }} handlers
 */
export function followInvalidations(redis, { onEntry, onGap, warn }) {
  const key = redis.prefix + INVALIDATION_LOG;
  const reader = redis.reader;
  /** @type {string | null} the last entry read (null until the first connection says where the log ends) */
  let lastId = null;
  /** How many entries had been added to the log when the last one read was (its place, counted from the first). */
  let position = 0;
  /** @type {string | null} */
  let runId = null;
  let reading = false;
  /** A (re)connection came while a read was still ending: read again once it has. */
  let again = false;
  let closed = false;

  async function serverRunId() {
    const info = String(await reader.info('server'));
    return /run_id:(\w+)/.exec(info)?.[1] ?? null;
  }

  /** The stream's end and how many entries were ever added to it (XINFO STREAM; none: no stream under the key). */
  async function streamState() {
    const info = await reader.call('XINFO', 'STREAM', key).catch((error) => {
      if (/no such key/i.test(String(error?.message))) return null;
      throw error;
    });
    if (!info) return { exists: false, end: '0-0', added: 0, length: 0 };
    return {
      exists: true,
      end: String(field(info, 'last-generated-id') ?? '0-0'),
      // Redis 7 counts every entry ever added; an older one does not, and a trim then goes unnoticed.
      added: Number(field(info, 'entries-added') ?? NaN),
      length: Number(field(info, 'length') ?? 0),
    };
  }

  /**
   * Whether entries may have been lost, from what this instance has read (`position` entries since it first
   * found the log) and the stream as it is: gone, counting fewer entries than were read (a new stream under
   * the key), or holding fewer than were added since the last one read (trimmed).
   * @param {{ exists: boolean, added: number, length: number }} state
   */
  function lost(state) {
    if (position > 0 && !state.exists) return true;
    return state.added < position || state.added - position > state.length;
  }

  /** Goes on from the stream's end after a gap was announced (or on the first connection). */
  function restartAt(/** @type {{ end: string, added: number }} */ state) {
    lastId = state.end;
    position = state.added;
  }

  /**
   * Where to go on from after a (re)connection, and whether entries may have been missed: the entries
   * added since the last one read are more than the log still holds.
   */
  async function resume() {
    const currentRun = await serverRunId();
    const state = await streamState();
    if (lastId !== null && (currentRun !== runId || lost(state))) onGap();
    else if (lastId !== null) return void (runId = currentRun);
    restartAt(state);
    runId = currentRun;
  }

  /** Whether the log is being followed: its end was read on the first connection, and entries after it are read. */
  const following = () => lastId !== null && !closed;

  async function read() {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    let failed = false;
    try {
      await resume();
      while (!closed && reader.status === 'ready') {
        const reply = /** @type {Array<[string, Array<[string, string[]]>]> | null} */ (await reader.xread('BLOCK', BLOCK_MS, 'STREAMS', key, /** @type {string} */ (lastId)));
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            const from = fields[fields.indexOf('from') + 1];
            if (from !== redis.instanceId) {
              try {
                const tags = JSON.parse(fields[fields.indexOf('tags') + 1] ?? 'null');
                if (Array.isArray(tags)) onEntry(tags.map(String));
              } catch (error) {
                warn('ignored a malformed invalidation', error);
              }
            }
            // Applied (or passed over) before it counts as known: a render that begins now knows of it.
            lastId = id;
            position += 1;
          }
        }
        // The stream itself may have gone (deleted, evicted) while this instance waited on it.
        const state = await streamState();
        if (lost(state)) {
          onGap();
          restartAt(state);
        }
      }
    } catch (error) {
      // The connection went: the next 'ready' goes on from the last entry read.
      failed = !closed && reader.status === 'ready';
      if (failed) warn('could not read the invalidations; trying again in a second', error);
    } finally {
      reading = false;
    }
    if (closed) return;
    // Connected but refused (not a stream under the key?): asked again a second later, not at once in a loop.
    if (failed) setTimeout(read, 1000).unref();
    else if (again || reader.status === 'ready') {
      again = false;
      setImmediate(read);
    }
  }

  reader.on('ready', () => void read());
  if (reader.status === 'ready') void read();

  return {
    close() {
      closed = true;
    },
    following,
    /** The id of the last entry applied: what a render beginning now knows of (null until the log was found). */
    applied: () => lastId,
  };
}
