import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, currentRequestId } from '../../server/log.mjs';
import { createSiteMetrics } from '../../server/metrics.mjs';
import { createRequestObserver, type ResponseFacts } from '../../server/requests.mjs';
import { HANG_GUARD } from './support/hang-guard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server answering through the observer; records the id each handler saw and the lines written. */
async function observedServer(trustProxy: boolean) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = createLogger({ LOG_LEVEL: 'info' }, destination).root;
  const metrics = createSiteMetrics({ defaultMetrics: false });
  const facts = new WeakMap<object, ResponseFacts>();
  const seen: (string | undefined)[] = [];
  const observe = createRequestObserver({ trustProxy, routeOf: (path) => (path === '/page' ? '/page' : 'not-found'), metrics, factsOf: (res) => facts.get(res), log });
  server = createServer((req, res) =>
    observe(req, res, async () => {
      // A handler that takes a moment, so the logged duration has a value to show.
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(currentRequestId());
      if (req.url?.startsWith('/broken')) throw new Error('render failed', { cause: new RangeError('Input buffers must have the same byte length') });
      facts.set(res, { cache: 'MISS' });
      const status = req.url?.startsWith('/page') ? 200 : req.url?.startsWith('/failing') ? 500 : req.url?.startsWith('/busy') ? 503 : 404;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end('twelve bytes');
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { url, lines, seen, metrics };
}

describe('request observation', () => {
  it('gives each request an id, answers it, and logs one access line without the query, cookies or the visitor', async () => {
    const { url, lines, seen, metrics } = await observedServer(false);
    const response = await fetch(`${url}/page?term=ada@example.org&token=secret`, {
      headers: { 'x-request-id': 'forged-by-visitor', cookie: 'session=abc123', 'user-agent': 'Distinctive-Agent/1.0' },
    });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(seen).toEqual([id]);
    await expect.poll(() => lines.length, HANG_GUARD).toBe(1);
    expect(lines[0]).toMatchObject({ msg: 'request', reqId: id, method: 'GET', path: '/page', route: '/page', status: 200, cache: 'MISS' });
    expect(lines[0]!.durationMs).toBeGreaterThan(0);
    expect(lines[0]!.bytes).toBeGreaterThan('twelve bytes'.length);
    const text = JSON.stringify(lines);
    for (const leak of ['term=', 'secret', 'abc123', 'Distinctive-Agent', '127.0.0.1', 'forged-by-visitor']) expect(text).not.toContain(leak);

    const scrape = await metrics.registry.metrics();
    expect(scrape).toContain('http_requests_total{route="/page",method="GET",status="200"} 1');
    expect(scrape).toContain('http_request_duration_seconds_count{route="/page",method="GET",status="200"} 1');
    expect(scrape).toContain('site_page_cache_requests_total{result="miss"} 1');
  });

  it('keeps a proxy’s request id when the proxy is trusted', async () => {
    const { url, lines, seen } = await observedServer(true);
    const response = await fetch(`${url}/elsewhere`, { headers: { 'x-request-id': 'edge-7f3a.1' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.1');
    expect(seen).toEqual(['edge-7f3a.1']);
    await expect.poll(() => lines.length, HANG_GUARD).toBe(1);
    expect(lines[0]).toMatchObject({ reqId: 'edge-7f3a.1', route: 'not-found', status: 404 });
  });

  it('answers 500 for a handler that throws, logging the error under the request’s id', async () => {
    const { url, lines, metrics } = await observedServer(false);
    const response = await fetch(`${url}/broken`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    const id = response.headers.get('x-request-id');
    await expect.poll(() => lines.length, HANG_GUARD).toBe(2);
    expect(lines.map(({ level, msg, reqId }) => ({ level, msg, reqId }))).toEqual([
      { level: 'error', msg: 'request failed', reqId: id },
      { level: 'error', msg: 'request', reqId: id },
    ]);
    for (const line of lines) {
      expect(line.err).toMatchObject({ type: 'Error', message: 'render failed', cause: { type: 'RangeError', message: 'Input buffers must have the same byte length' } });
    }
    const scrape = await metrics.registry.metrics();
    expect(scrape).toContain('http_requests_total{route="not-found",method="GET",status="500"} 1');
    expect(scrape).toContain('site_http_server_errors_total{route="not-found",status="500",cause="thrown"} 1');
  });

  it('logs at error and counts a 5xx a handler answered without throwing; a 503 is counted and stays at info', async () => {
    const { url, lines, metrics } = await observedServer(false);
    expect((await fetch(`${url}/failing`)).status).toBe(500);
    await expect.poll(() => lines.length, HANG_GUARD).toBe(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'request', status: 500, cause: 'answered without an error thrown to the server' });
    expect((await fetch(`${url}/busy`)).status).toBe(503);
    await expect.poll(() => lines.length, HANG_GUARD).toBe(2);
    expect(lines[1]).toMatchObject({ level: 'info', msg: 'request', status: 503 });
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
    await expect.poll(() => lines.length, HANG_GUARD).toBe(3);
    const scrape = await metrics.registry.metrics();
    expect(scrape).toContain('site_http_server_errors_total{route="not-found",status="500",cause="answered"} 1');
    expect(scrape).toContain('site_http_server_errors_total{route="not-found",status="503",cause="answered"} 1');
    expect(scrape).not.toContain('status="404",cause');
  });
});
