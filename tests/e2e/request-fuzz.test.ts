import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesOf, PREVIEW_ID_LENGTH, rawRequests, requestBytes, sendRaw, type RawRequest } from '../../scripts/lib/request-fuzz.mjs';
import { startServer } from '../../scripts/lib/server.mjs';

/**
 * No byte a stranger sends makes the site answer 5xx: random raw requests (random bytes in the path, the
 * query and every request header the server reads, to an address of each kind) sent byte for byte to a
 * production server. A failing request is shrunk by fast-check to a minimal one, printed in the failure.
 * Its own server, trusting a proxy so the X-Forwarded-* headers reach the code that reads them, and so
 * that 300 made-up requests leave the shared server's cache and rate limits alone.
 */

/** Requests per run: each is a render at most, a few seconds of the suite. */
const RUNS = 300;
/** A bound on a hang, not a measure: a render takes well under a second on a quiet machine. */
const ANSWER_BOUND_MS = 30_000;

let server: Awaited<ReturnType<typeof startServer>>;
let address: { hostname: string; port: number };
let host: string;
const dataDir = mkdtempSync(join(tmpdir(), 'request-fuzz-'));

beforeAll(async () => {
  server = await startServer({ env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' } });
  const url = new URL(server.url);
  address = { hostname: url.hostname, port: Number(url.port) };
  host = url.host;
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (fields: Partial<RawRequest> & Pick<RawRequest, 'target'>): RawRequest => ({ method: 'GET', suffix: '', query: '', headers: {}, rawLine: false, body: '', ...fields });
const statusOf = async (fields: Partial<RawRequest> & Pick<RawRequest, 'target'>) => (await sendRaw(address, requestBytes(request(fields), host), ANSWER_BOUND_MS)).status;

describe('requests made of random bytes', () => {
  it('answers a navigation to a path with a malformed percent escape as it answers the page: 404', async () => {
    for (const path of ['/newsroom/%X6d9', '/technology/%Ze11', '/images/x.png/%d4%f', '/newsroom/posts/%ZZ', '/api/health/%ZZ']) {
      expect(await statusOf({ target: path }), path).toBe(404);
      expect(await statusOf({ target: path, headers: { rsc: '1' } }), `${path} with RSC: 1`).toBe(404);
    }
    // A bound on a hang: ten requests, the first a render of the not-found page on a cold server.
  }, 120_000);

  it("answers a draft-mode cookie of the preview id's length ending in a byte ≥ 0x80 as a visitor without one", async () => {
    const forged = `__prerender_bypass=${'a'.repeat(PREVIEW_ID_LENGTH - 1)}\u00e9`;
    for (const path of ['/', '/newsroom']) expect(await statusOf({ target: path, headers: { cookie: forged } }), path).toBe(200);
  });

  it('sends a whole file for a Range past its end, a build asset and a file of public/ alike', async () => {
    const targets = await addressesOf(server.url);
    const asset = targets.find((target) => target.startsWith('/_next/static/') && !target.includes('made-up'))!;
    for (const target of [asset, '/images/logo.svg']) {
      for (const range of ['bytes=99999999999999999999-', 'bytes=-99999999999999999999']) expect(await statusOf({ target, headers: { range } }), `${target} ${range}`).toBe(200);
      expect(await statusOf({ target, headers: { range: 'bytes=0-9' } }), target).toBe(206);
    }
  });

  it(`answers none of ${RUNS} random requests 5xx, nor leaves one unanswered`, async () => {
    const targets = await addressesOf(server.url);
    await fc.assert(
      fc.asyncProperty(rawRequests(targets), async (raw) => {
        const answer = await sendRaw(address, requestBytes(raw, host), ANSWER_BOUND_MS);
        // Node's parser answers 400 to bytes it refuses; anything the site answers is under 500.
        expect(answer).toMatchObject({ timedOut: false, status: expect.any(Number) });
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  }, 1_200_000);
});
