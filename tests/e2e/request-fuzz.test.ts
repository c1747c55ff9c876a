import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFault, fuzzServer, plainRequest, PREVIEW_ID_LENGTH, requestBytes, sendRaw, serverErrorSamples, siteRoutes, type RawAnswer, type RawRequest } from '../../scripts/lib/request-fuzz.mjs';
import { startServer } from '../../scripts/lib/server.mjs';

/**
 * No request a stranger sends makes the site answer 5xx, at production settings (the 5 s render deadline),
 * behind a trusted proxy so the X-Forwarded-* headers reach the code that reads them: the requests that did,
 * each written out, then random raw requests (scripts/lib/request-fuzz.mjs: any method and target form, any
 * header, duplicates, chunked bodies cut short, every route) read whole, and the server's own 5xx counter at
 * the end. A failing request is shrunk by fast-check to a minimal one, printed with the seed that replays it.
 * Its own server, so made-up requests leave the shared server's cache and rate limits alone; the same without
 * a trusted proxy runs in production-limits.test.ts.
 */

/** Random requests per run: most are answered from the headers or the cache, a few seconds in all. */
const RUNS = 250;
/** A bound on a hang, not a measure: a render takes well under a second on a quiet machine. */
const ANSWER_BOUND_MS = 30_000;
const METRICS_TOKEN = 'fuzz-metrics-token-0123456789abcdef';
const ROOT = new URL('../..', import.meta.url).pathname;

let server: Awaited<ReturnType<typeof startServer>>;
let address: { hostname: string; port: number };
let host: string;
let errorsAtStart: string[];
const metrics = async () => (await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
const dataDir = mkdtempSync(join(tmpdir(), 'request-fuzz-'));

beforeAll(async () => {
  server = await startServer({ productionLimits: true, capture: true, env: { DATA_DIR: dataDir, TRUST_PROXY: 'true', METRICS_TOKEN, LOG_LEVEL: 'info' } });
  const url = new URL(server.url);
  address = { hostname: url.hostname, port: Number(url.port) };
  host = url.host;
  // Counted from here: before, only the start (the readiness check answers 503 until the database is open).
  errorsAtStart = serverErrorSamples(await metrics());
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (request: RawRequest): Promise<RawAnswer> => sendRaw(address, requestBytes(request), ANSWER_BOUND_MS, { head: request.method === 'HEAD' });
const get = (target: string, headers: Record<string, string> = {}) => send(plainRequest(target, { host, ...headers }));
const statusOf = async (target: string, headers: Record<string, string> = {}) => (await get(target, headers)).status;

/** The lines the server logged at error or worse for a request, by its id. */
const errorsFor = (requestId: unknown) =>
  server.output.stdout.filter((line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; reqId?: string };
      return (entry.level ?? 0) >= 50 && entry.reqId === requestId;
    } catch {
      return false;
    }
  });

describe('the requests that answered 500', () => {
  it('answer below 500, whole, and leave no error in the log', async () => {
    const cases: Array<[string, Record<string, string>, number]> = [
      // Absolute-form targets (RFC 9112 §3.2.2): one the URL parser cannot read is a 400; else its path is read.
      ['http://x:99999/', {}, 400],
      ['http://[/a', { rsc: '1' }, 400],
      ['http://127.0.0.1:1/technology', {}, 200],
      // The image optimiser, which the site does not use: a plain 404, never a page.
      ['/_next/image?url=%2Fnewsroom%2Fposts%2F%25ZZ&w=64&q=75', {}, 404],
      ['/_next/image?url=%2F%25&w=64&q=75', {}, 404],
      ['/_next/image?url=/search&w=64&q=75', {}, 404],
      // Previews are not set up on this site: the address is no preview's.
      ['/api/preview?token=x', {}, 404],
      // A missing file, or a page of Next.js's own, asked for as a navigation's data: the not-found page, as a
      // document, with its policy.
      ['/files/x.pdf', { rsc: '!' }, 404],
      ['/_global-error', { rsc: '!' }, 404],
    ];
    for (const [target, headers, status] of cases) {
      const answer = await get(target, headers);
      expect(answerFault(answer), target).toBeNull();
      expect(answer.status, target).toBe(status);
      expect(errorsFor(answer.headers['x-request-id']), target).toEqual([]);
    }
    const image = await get('/_next/image?url=%2F%25&w=64&q=75');
    expect(image.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(image.body.toString()).toBe('Not Found');
  });

  it('answer a CONNECT 405, OPTIONS * with the server’s methods, and a request to upgrade as any other', async () => {
    const tunnel = await send(plainRequest('example.com:443', { host: 'example.com:443' }, { method: 'CONNECT' }));
    expect(tunnel).toMatchObject({ status: 405, complete: true });
    expect(tunnel.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    const server = await send(plainRequest('*', { host }, { method: 'OPTIONS' }));
    expect(server).toMatchObject({ status: 204, complete: true });
    expect(server.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(await statusOf('*')).toBe(400);
    expect(await statusOf('/no-such-page', { upgrade: 'websocket', connection: 'Upgrade' })).toBe(404);
    expect(await statusOf('/', { upgrade: 'websocket', connection: 'Upgrade' })).toBe(200);
  });
});

describe('a page fetched ahead', () => {
  it('carries the page’s policy, with the hashes of its scripts, and its status', async () => {
    for (const headers of [{ purpose: 'prefetch' }, { 'sec-purpose': 'prefetch' }, { 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      for (const [target, status] of [['/search?term=zz9', 200], ['/no-such-page', 404]] as const) {
        const answer = await get(target, headers);
        const label = `${target} ${JSON.stringify(headers)}`;
        expect(answer.status, label).toBe(status);
        expect(answer.headers['content-type'], label).toMatch(/^text\/html/);
        expect(answer.headers['content-security-policy'], label).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      }
    }
  });
});

describe('requests made of random bytes', () => {
  it('answers a navigation to a path with a malformed percent escape as it answers the page: 404', async () => {
    for (const path of ['/newsroom/%X6d9', '/technology/%Ze11', '/images/x.png/%d4%f', '/newsroom/posts/%ZZ', '/api/health/%ZZ']) {
      expect(await statusOf(path), path).toBe(404);
      expect(await statusOf(path, { rsc: '1' }), `${path} with RSC: 1`).toBe(404);
    }
  });

  it("answers a draft-mode cookie of the preview id's length ending in a byte ≥ 0x80 as a visitor without one", async () => {
    const forged = `__prerender_bypass=${'a'.repeat(PREVIEW_ID_LENGTH - 1)}\u00e9`;
    for (const path of ['/', '/newsroom']) expect(await statusOf(path, { cookie: forged }), path).toBe(200);
  });

  it('sends a whole file for a Range past its end, a build asset and a file of public/ alike', async () => {
    const routes = await siteRoutes(server.url, ROOT);
    const asset = routes.addresses.find((target) => target.startsWith('/_next/static/') && !target.includes('made-up'))!;
    for (const target of [asset, '/images/logo.svg']) {
      for (const range of ['bytes=99999999999999999999-', 'bytes=-99999999999999999999']) expect(await statusOf(target, { range }), `${target} ${range}`).toBe(200);
      expect(await statusOf(target, { range: 'bytes=0-9' }), target).toBe(206);
    }
  });

  it(`answers none of ${RUNS} random requests 5xx, cut short or without its policy, and the server counts no 5xx`, async () => {
    const seen = await fuzzServer({ url: server.url, root: ROOT, runs: RUNS, timeoutMs: ANSWER_BOUND_MS });
    // The arbitrary reached every target form and more than the browser's methods.
    expect(Object.keys(seen.forms).sort()).toEqual(['absolute', 'asterisk', 'authority', 'origin']);
    expect(Object.keys(seen.methods).length).toBeGreaterThan(10);
    // The server's own count of 5xx answers, by route, status and cause: none since the start.
    expect(serverErrorSamples(await metrics())).toEqual(errorsAtStart);
  }, 1_200_000);
});
