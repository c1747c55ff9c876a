// @ts-check
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/**
 * The connection to the Redis that several instances share (REDIS_URL). Everything that uses it must
 * keep working without it: commands fail at once while it is away (no queue that would make visitors
 * wait), the connection is retried in the background, and the owner is told when it goes and comes back.
 */

/**
 * @typedef {object} SharedRedis
 * @property {import('ioredis').Redis} client
 * @property {import('ioredis').Redis} reader   a second connection, for blocking reads (server/invalidation-log.mjs)
 * @property {string} prefix          prepended to every key
 * @property {string} instanceId
 * @property {() => boolean} available
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ url: string, prefix?: string, onDown?: (error: unknown) => void, onUp?: () => void }} options
 * @returns {SharedRedis}
 */
export function connectRedis({ url, prefix = 'site:', onDown = () => {}, onUp = () => {} }) {
  const instanceId = randomUUID();
  const options = {
    // Never queue commands while disconnected: a page must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 3000,
    connectTimeout: 2000,
    retryStrategy: (/** @type {number} */ times) => Math.min(200 * times, 2000),
    lazyConnect: false,
    // Named, so an operator (and a test) can tell an instance's connections apart in CLIENT LIST.
    connectionName: `site-${instanceId}`,
  };
  const client = new Redis(url, options);
  const reader = new Redis(url, { ...options, commandTimeout: undefined });
  let up = false;
  /** Announced as away (once per outage, a failed first connection included) and not yet back. */
  let away = false;

  client.on('ready', () => {
    up = true;
    if (!away) return;
    away = false;
    onUp();
  });
  const down = (/** @type {unknown} */ error) => {
    up = false;
    if (away) return;
    away = true;
    onDown(error);
  };
  client.on('error', down);
  client.on('end', () => down(new Error('connection closed')));
  client.on('close', () => down(new Error('connection closed')));
  reader.on('error', () => {});

  return {
    client,
    reader,
    prefix,
    instanceId,
    available: () => up,
    async close() {
      client.disconnect();
      reader.disconnect();
    },
  };
}
