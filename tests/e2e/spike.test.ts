import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.mjs';
import { sampleOf } from '../support/metrics';

/**
 * The site on its busiest day and under abuse: campaign links and junk parameters are served from the
 * page's one cache entry, not-found floods never push a page out, a forged cookie or header does not
 * bypass the cache, bodies over the limits are refused while they are still being sent, and every odd
 * method gets a clean 4xx. Its own server, so the cache's figures are this file's alone.
 */

const METRICS_TOKEN = 'spike-metrics-token-0123456789abcdef';
const SECRET = 'spike-revalidation-secret-0123456789';
/** Seven pages a visitor reads, warmed before the floods. */
const WARMED = ['/', '/technology', '/newsroom', '/ideas', '/our-team', '/technology/leading-the-way', '/media'];

let server: Awaited<ReturnType<typeof startServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'spike-'));

beforeAll(async () => {
  // TRUST_PROXY: as behind a proxy, so a file asked for over https (X-Forwarded-Proto) gets HSTS.
  server = await startServer({ capture: true, env: { METRICS_TOKEN, REVALIDATE_SECRET: SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'info', TRUST_PROXY: 'true' } });
  for (const path of WARMED) expect((await get(path)).status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function get(path: string, init: RequestInit = {}) {
  return fetch(server.url + path, { redirect: 'manual', ...init });
}

async function cacheState(path: string, init: RequestInit = {}) {
  const response = await get(path, init);
  await response.arrayBuffer();
  return response.headers.get('x-cache');
}

async function metric(series: string) {
  const text = await (await get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return sampleOf(text, series) ?? Number.NaN;
}

/** `count` requests, `concurrency` at a time; the statuses seen. */
async function flood(count: number, concurrency: number, pathOf: (index: number) => string) {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const response = await get(pathOf(index));
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

const random = () => randomBytes(6).toString('hex');

describe('the page cache under a campaign', () => {
  it('answers campaign and unknown parameters from the page’s own entry', async () => {
    for (const path of WARMED) expect(await cacheState(path)).toBe('HIT');
    const campaign = ['utm_source=newsletter&utm_medium=email&utm_campaign=launch', `fbclid=IwAR${random()}`, `gclid=${random()}`, `mc_cid=${random()}&mc_eid=${random()}`, `x=${random()}`];
    for (const query of campaign) {
      expect(await cacheState(`/?${query}`), query).toBe('HIT');
      expect(await cacheState(`/technology?${query}`), query).toBe('HIT');
    }
    const page = await (await get(`/?utm_source=x&fbclid=${random()}`)).text();
    expect(page).toBe(await (await get('/')).text());
  });

  it('still gives each value of a parameter a page reads its own page', async () => {
    expect(await cacheState('/newsroom?year=2023&utm_source=x')).toBe('MISS');
    expect(await cacheState('/newsroom?utm_medium=y&year=2023')).toBe('HIT');
    const year2023 = await (await get('/newsroom?year=2023')).text();
    expect(year2023).not.toBe(await (await get('/newsroom')).text());
    expect(await cacheState('/media?type=videos&fbclid=1')).toBe('MISS');
    expect(await cacheState('/media?fbclid=2&type=videos')).toBe('HIT');
  });

  it('serves the cached page to a forged draft-mode cookie and to a stray Authorization header', async () => {
    expect(await cacheState('/', { headers: { cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' } })).toBe('HIT');
    expect(await cacheState('/technology', { headers: { authorization: 'Bearer forged' } })).toBe('HIT');
    expect(await cacheState('/technology', { headers: { authorization: 'Basic dXNlcjpwYXNz', cookie: '__prerender_bypass=x; other=1' } })).toBe('HIT');
  });

  it('renders 50 simultaneous misses of one address once', async () => {
    const path = '/search?term=reactor';
    const before = await metric('site_page_cache_requests_total{result="miss"}');
    const states = await Promise.all(Array.from({ length: 50 }, (_, index) => cacheState(`${path}&fbclid=${index}`)));
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(49);
    expect(await metric('site_page_cache_requests_total{result="miss"}')).toBe(before + 1);
  });

  // A guard against a hang at five times what it takes in a full run (up to 82 s: 4,000 requests and every page read back).
  it('keeps every warmed page and its memory after 2,000 junk parameters and 2,000 not-found paths', { timeout: 420_000 }, async () => {
    const entriesBefore = await metric('site_page_cache_entries');
    const bytesBefore = await metric('site_page_cache_bytes');

    const junk = await flood(2000, 16, (index) => `${WARMED[index % WARMED.length]}?${random()}=${random()}`);
    expect([...junk.keys()]).toEqual([200]);
    const missing = await flood(2000, 8, () => `/${random()}/${random()}`);
    expect([...missing.keys()].every((status) => status === 404 || status === 503)).toBe(true);
    expect(missing.get(404)).toBeGreaterThan(1000);

    for (const path of WARMED) expect(await cacheState(path), path).toBe('HIT');
    // The pages' space holds what it held (the junk made no entry of its own), the not-found space its bound.
    expect(await metric('site_page_cache_entries')).toBe(entriesBefore);
    expect(await metric('site_page_cache_bytes')).toBe(bytesBefore);
    expect(await metric('site_page_cache_not_found_bytes')).toBeLessThanOrEqual(4 * 1024 * 1024);
  });
});

/**
 * Sends the headers of a 5 MB post and its first 16 KB, then holds the rest back; resolves with the status line
 * of the answer. A server that waited for the body would never answer (the test's guard ends it): an answer
 * at all is one given before the body, on any machine.
 */
function postHoldingBody(path: string, headers: Record<string, string>): Promise<string> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const total = 5 * 1024 * 1024;
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let answer = '';
    socket.on('error', () => {});
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (!answer.includes('\r\n')) return;
      resolve(answer.split('\r\n')[0]!);
      socket.destroy();
    });
    const head = Object.entries({ host: url.host, 'content-length': String(total), ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${path} HTTP/1.1\r\n${head.join('')}\r\n`);
    socket.write(chunk);
  });
}

describe('limits before reading', () => {
  it('answers a 5 MB post to the webhook without its secret while the body is still being sent', async () => {
    // Answered with 16 KB of the 5 MB sent and the rest held back.
    expect(await postHoldingBody('/api/revalidate', { 'content-type': 'application/json' })).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('answers a 5 MB post with the secret, and 5 MB form posts, 413 the same way', async () => {
    for (const [path, headers] of [
      ['/api/revalidate', { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` }],
      ['/contact', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['/subscription', { 'content-type': 'multipart/form-data; boundary=x' }],
      ['/api/forms/contact', { 'content-type': 'application/json' }],
    ] as const) {
      expect(await postHoldingBody(path, headers), path).toBe('HTTP/1.1 413 Payload Too Large');
    }
    // The server is still well: the next post is read as usual.
    const small = await get('/api/revalidate', { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: '{"type":"post","id":"x"}' });
    expect(small.status).toBe(400);
  });
});

describe('a clean answer to every method and path', () => {
  const paths: Record<string, string> = {
    page: '/technology',
    'form page': '/contact',
    'public file': '/images/logo.svg',
    'missing public file': '/files/no-such.pdf',
    'build asset': '/_next/static/chunks/no-such.js',
    'health API': '/api/health',
    webhook: '/api/revalidate',
    'not-found page': '/no/such/page',
  };
  // [GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS, TRACE]
  const expected: Record<string, number[]> = {
    page: [200, 200, 405, 405, 405, 405, 204, 405],
    'form page': [200, 200, 422, 405, 405, 405, 204, 405],
    'public file': [200, 200, 405, 405, 405, 405, 204, 405],
    'missing public file': [404, 404, 405, 405, 405, 405, 204, 405],
    'build asset': [404, 404, 405, 405, 405, 405, 204, 405],
    'health API': [200, 200, 405, 405, 405, 405, 204, 405],
    webhook: [405, 405, 401, 405, 405, 405, 204, 405],
    'not-found page': [404, 404, 405, 405, 405, 405, 204, 405],
  };
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];

  it('answers each method on each kind of address as the table says, never 5xx, with Allow on a 405', async () => {
    const seen: Record<string, number[]> = {};
    const logged = { stdout: server.output.stdout.length, stderr: server.output.stderr.length };
    for (const [kind, path] of Object.entries(paths)) {
      seen[kind] = [];
      for (const method of methods) {
        const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? 'a=b' : undefined;
        const headers: Record<string, string> = body ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
        // fetch refuses to send TRACE; a raw request does.
        const status = method === 'TRACE' ? await rawStatus(method, path) : (await get(path, { method, body, headers })).status;
        seen[kind].push(status);
        if (status === 405) {
          const allow = (await get(path, { method: 'OPTIONS' })).headers.get('allow') ?? '';
          expect(allow, `${method} ${path}`).toMatch(/GET|POST/);
        }
      }
    }
    expect(seen).toEqual(expected);
    // The lines these requests caused (the start-up's own readiness polls are not theirs).
    const lines = [...server.output.stdout.slice(logged.stdout), ...server.output.stderr.slice(logged.stderr)];
    expect(lines.filter((line) => line.includes('"method":"TRACE"') || line.includes('"method":"other"')).length).toBeGreaterThan(0);
    expect(lines.filter((line) => /"status":5\d\d/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('"stack"') || /\n\s+at /.test(line))).toEqual([]);
  });

  it('gives every HTML answer the site’s policy: a refused method, a missing file under public/', async () => {
    for (const path of ['/images/no-such.png', '/files/no-such.pdf', '/videos/no-such.mp4']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'sha256-/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('Page Not Found');
    }
    // A file opened on its own over https: the transport policy, and (an image) a policy that runs nothing.
    const image = await get('/images/logo.svg', { headers: { 'x-forwarded-proto': 'https' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
    await image.arrayBuffer();
    const refused = await get('/technology', { method: 'DELETE' });
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(await refused.text()).toContain('This address answers GET and HEAD only.');
  });

  it('answers a multipart post to a form page with the form and its error summary', async () => {
    for (const path of ['/contact', '/subscription']) {
      const form = new FormData();
      form.set('EMAIL', 'not-an-address');
      const response = await get(path, { method: 'POST', body: form });
      expect(response.status, path).toBe(422);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
      const html = await response.text();
      // Checked as booleans: a failure should not print a whole page.
      expect(html.includes('Please correct the fields marked below and send the form again.'), path).toBe(true);
      expect(html.includes('Please enter a valid e-mail address, like name@example.com.'), path).toBe(true);
      expect(html.includes('Server Action'), path).toBe(false);
    }
  });
});

/** The status of a request sent as raw HTTP (for methods fetch will not send). */
function rawStatus(method: string, path: string): Promise<number> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    socket.on('error', reject);
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.write(`${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: close\r\n\r\n`);
  });
}
