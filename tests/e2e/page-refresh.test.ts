import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.mjs';

/**
 * A page past its time is served once more at once, while a fresh copy is rendered in the background;
 * the next visitor gets the fresh one. (Its own server, a minute to live instead of five, on a clock the test
 * moves: the minute passes when the test says, however long the requests take.)
 */
const TTL_SECONDS = 60;

let server: Awaited<ReturnType<typeof startServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'page-refresh-'));
beforeAll(async () => {
  server = await startServer({ clock: true, env: { CONTENT_REVALIDATE_SECONDS: String(TTL_SECONDS), DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const state = async (path: string) => {
  const response = await fetch(new URL(path, server.url));
  await response.arrayBuffer();
  return { cache: response.headers.get('x-cache'), control: response.headers.get('cache-control') };
};

describe('a page past its time', () => {
  it('is served stale once while it is rendered again, then fresh', async () => {
    expect((await state('/newsroom')).cache).toBe('MISS');
    expect(await state('/newsroom')).toEqual({ cache: 'HIT', control: `public, max-age=0, s-maxage=${TTL_SECONDS}, stale-while-revalidate=60, stale-if-error=86400` });
    // Half its minute later it is still fresh; another half, and it is past its time.
    await server.advanceClock((TTL_SECONDS / 2) * 1000);
    expect((await state('/newsroom')).cache).toBe('HIT');
    await server.advanceClock((TTL_SECONDS / 2) * 1000);
    expect((await state('/newsroom')).cache).toBe('STALE');
    // The background render lands (stored at the moved time, so fresh again); until then the stale copy keeps
    // being served.
    await expect.poll(async () => (await state('/newsroom')).cache, { interval: 100 }).toBe('HIT');
  });
});
