import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedRedis, serverBridge } from '@/lib/server-bridge';

/**
 * Where the news cache keeps its last good copies beyond the process, so that a server restarted
 * while the CMS is down still has something to show: in Redis when the site shares one, otherwise in
 * files under DATA_DIR. Saving never holds a page up and never fails a request; a copy that cannot be
 * read is simply not there.
 */

export interface StoredCopy {
  value: unknown;
  storedAt: number;
  tags: readonly string[];
}

export interface CopyStore {
  load(key: string): Promise<StoredCopy | null>;
  save(key: string, copy: StoredCopy): Promise<void>;
}

/** How long a copy is kept when nothing refreshes it: long enough to ride out a long CMS outage. */
const KEEP_SECONDS = 30 * 24 * 60 * 60;

/**
 * The shape of the content copies are made of (our Article, Page…, as the mappers and the sanitiser make
 * them). Raise it whenever that changes (a field renamed, a sanitising rule tightened): copies written
 * under another number are never served, so a new release cannot show what it would not have made.
 * Copies written before copies carried a number are of format 1.
 */
export const COPY_FORMAT = 2;

/** Bounds of the files under DATA_DIR: beyond either, the copies saved longest ago are removed first. */
export const DISK_LIMITS = { maxFiles: 5000, maxBytes: 512 * 1024 * 1024 };

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function serializeCopy(copy: StoredCopy): string {
  return JSON.stringify({ format: COPY_FORMAT, ...copy });
}

/** A saved copy, or null when it is unreadable, of another format, or older than copies are kept. */
export function parseCopy(text: string, now = Date.now()): StoredCopy | null {
  try {
    const copy = JSON.parse(text) as Partial<StoredCopy> & { format?: unknown };
    if (typeof copy !== 'object' || copy === null || !('value' in copy) || typeof copy.storedAt !== 'number' || !Array.isArray(copy.tags)) return null;
    if ((copy.format ?? 1) !== COPY_FORMAT) return null;
    if (now - copy.storedAt > KEEP_SECONDS * 1000) return null;
    return { value: copy.value, storedAt: copy.storedAt, tags: copy.tags.filter((tag): tag is string => typeof tag === 'string') };
  } catch {
    return null;
  }
}

/**
 * One JSON file a key, written to a temporary name and renamed, so a crash never leaves half a copy.
 * The files are bounded in number and bytes (`limits`): past either, the oldest saved go first.
 */
export function diskCopyStore(directory: string, limits: { maxFiles: number; maxBytes: number } = DISK_LIMITS): CopyStore {
  let ready: Promise<unknown> | null = null;
  /** File name → size, oldest saved first; read from the directory on the first save. */
  let inventory: Promise<Map<string, number>> | null = null;
  let bytes = 0;
  const name = (key: string) => `${digest(key)}.json`;

  async function readInventory(): Promise<Map<string, number>> {
    const found: Array<{ name: string; size: number; mtime: number }> = [];
    for (const entry of await readdir(directory).catch(() => [] as string[])) {
      if (!entry.endsWith('.json')) continue;
      const facts = await stat(join(directory, entry)).catch(() => null);
      if (facts?.isFile()) found.push({ name: entry, size: facts.size, mtime: facts.mtimeMs });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    bytes = found.reduce((sum, file) => sum + file.size, 0);
    return new Map(found.map((file) => [file.name, file.size]));
  }

  async function note(file: string, size: number): Promise<void> {
    inventory ??= readInventory();
    const files = await inventory;
    bytes -= files.get(file) ?? 0;
    files.delete(file);
    files.set(file, size);
    bytes += size;
    while (files.size > limits.maxFiles || (bytes > limits.maxBytes && files.size > 1)) {
      const oldest = files.keys().next().value;
      if (oldest === undefined || oldest === file) break;
      bytes -= files.get(oldest) ?? 0;
      files.delete(oldest);
      await unlink(join(directory, oldest)).catch(() => {});
    }
  }

  return {
    async load(key) {
      try {
        return parseCopy(await readFile(join(directory, name(key)), 'utf8'));
      } catch {
        return null;
      }
    },
    async save(key, copy) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const file = name(key);
      const target = join(directory, file);
      const text = serializeCopy(copy);
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, target);
      await note(file, Buffer.byteLength(text));
    },
  };
}

export function redisCopyStore(namespace: string): CopyStore {
  const redisKey = (prefix: string, key: string) => `${prefix}content:${namespace}:${digest(key)}`;
  return {
    async load(key) {
      const redis = sharedRedis();
      if (!redis) return null;
      try {
        const text = await redis.client.get(redisKey(redis.prefix, key));
        return text ? parseCopy(text) : null;
      } catch {
        return null;
      }
    },
    async save(key, copy) {
      const redis = sharedRedis();
      if (!redis) return;
      await redis.client.set(redisKey(redis.prefix, key), serializeCopy(copy), 'EX', KEEP_SECONDS);
    },
  };
}

/**
 * Redis when the server entry shares one (even while it is briefly away), files otherwise. The namespace
 * keeps copies of one CMS apart from another's (a DATA_DIR or Redis reused for another WordPress).
 */
export function defaultCopyStore(dataDir: string, source: string): CopyStore {
  const namespace = digest(source).slice(0, 16);
  return finishedBeforeExit(serverBridge()?.redis ? redisCopyStore(namespace) : diskCopyStore(join(dataDir, 'content-cache', namespace)));
}

/** Saves under way, which a stopping server waits for (a copy read just before a restart is not lost). */
const pendingSaves = new Set<Promise<unknown>>();
let shutdownHooked = false;

/** Waits for every save under way (they are few, and each is one file or one Redis command). */
export async function flushCopies(): Promise<void> {
  while (pendingSaves.size > 0) await Promise.allSettled([...pendingSaves]);
}

function finishedBeforeExit(store: CopyStore): CopyStore {
  if (!shutdownHooked) {
    shutdownHooked = true;
    serverBridge()?.onShutdown?.(flushCopies);
  }
  return {
    load: (key) => store.load(key),
    save(key, copy) {
      const saving = store.save(key, copy);
      pendingSaves.add(saving);
      void saving.finally(() => pendingSaves.delete(saving)).catch(() => {});
      return saving;
    },
  };
}
