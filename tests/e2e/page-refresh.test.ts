import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.mjs';

/**
 * A page past its time is served once more at once, while a fresh copy is rendered in the background;
 * the next visitor gets the fresh one. (Its own server: one second to live instead of five minutes.)
 */

let server: Awaited<ReturnType<typeof startServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'page-refresh-'));
beforeAll(async () => {
  server = await startServer({ env: { CONTENT_REVALIDATE_SECONDS: '1', DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000' } });
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
    expect(await state('/newsroom')).toEqual({ cache: 'HIT', control: 'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await state('/newsroom')).cache).toBe('STALE');
    // The background render lands within moments; until then the stale copy keeps being served.
    await expect.poll(async () => (await state('/newsroom')).cache, { timeout: 10_000, interval: 100 }).toBe('HIT');
  });
});
