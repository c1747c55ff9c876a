import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedRedis, serverBridge } from '@/lib/server-bridge';

/**
 * Where the content cache keeps its last good copies beyond the process, so that a server restarted
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

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function parseCopy(text: string): StoredCopy | null {
  try {
    const copy = JSON.parse(text) as Partial<StoredCopy>;
    if (typeof copy !== 'object' || copy === null || !('value' in copy) || typeof copy.storedAt !== 'number' || !Array.isArray(copy.tags)) return null;
    return { value: copy.value, storedAt: copy.storedAt, tags: copy.tags.filter((tag): tag is string => typeof tag === 'string') };
  } catch {
    return null;
  }
}

/** One JSON file a key, written to a temporary name and renamed, so a crash never leaves half a copy. */
export function diskCopyStore(directory: string): CopyStore {
  let ready: Promise<unknown> | null = null;
  const file = (key: string) => join(directory, `${digest(key)}.json`);
  return {
    async load(key) {
      try {
        return parseCopy(await readFile(file(key), 'utf8'));
      } catch {
        return null;
      }
    },
    async save(key, copy) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const target = file(key);
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, JSON.stringify(copy));
      await rename(temporary, target);
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
      await redis.client.set(redisKey(redis.prefix, key), JSON.stringify(copy), 'EX', KEEP_SECONDS);
    },
  };
}

/**
 * Redis when the server entry shares one (even while it is briefly away), files otherwise. The namespace
 * keeps copies of one CMS apart from another's (a DATA_DIR or Redis reused for another WordPress).
 */
export function defaultCopyStore(dataDir: string, source: string): CopyStore {
  const namespace = digest(source).slice(0, 16);
  return serverBridge()?.redis ? redisCopyStore(namespace) : diskCopyStore(join(dataDir, 'content-cache', namespace));
}
