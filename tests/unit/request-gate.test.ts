import type { IncomingMessage } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FORM_BODY_BYTES, MAX_NOTICE_BYTES } from '../../server/app-interface.mjs';
import { API_METHODS, createRequestGate } from '../../server/gate.mjs';
import { createRouteLabeler } from '../../server/routes.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const SECRET = 'gate-secret-0123456789abcdef';

const routeOf = createRouteLabeler(
  {
    staticRoutes: ['/', '/technology', '/contact', '/subscription', '/newsroom/feed.xml', ...Object.keys(API_METHODS).filter((page) => !page.includes('['))].map(
      (page) => ({ page, regex: '' }),
    ),
    dynamicRoutes: [
      { page: '/api/forms/[form]', regex: '^/api/forms/([^/]+?)(?:/)?$' },
      { page: '/newsroom/[kind]/[id]', regex: '^/newsroom/([^/]+?)/([^/]+?)(?:/)?$' },
    ],
  },
  ['images', 'files', 'videos'],
);
const files = new Set(['/images/logo.svg', '/files/fact-sheet.pdf']);
const check = createRequestGate({ routeOf, isFile: (path) => path.startsWith('/_next/static/') || files.has(path), revalidateSecret: SECRET });

function request(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe('the methods each kind of address takes', () => {
  const paths = {
    page: '/technology',
    article: '/newsroom/posts/12',
    feed: '/newsroom/feed.xml',
    'form page': '/contact',
    'public file': '/images/logo.svg',
    'missing public file': '/images/missing.png',
    'build asset': '/_next/static/chunks/app.js',
    'health API': '/api/health',
    'webhook API': '/api/revalidate',
    'not-found': '/no/such/page',
  };
  // What the gate answers before anything else runs: null lets the request through.
  const expected: Record<keyof typeof paths, Record<string, number | null>> = {
    page: { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    article: { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    feed: { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    'form page': { GET: null, HEAD: null, POST: null, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    'public file': { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    'missing public file': { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    'build asset': { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    'health API': { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    'webhook API': { GET: 405, HEAD: 405, POST: null, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
    'not-found': { GET: null, HEAD: null, POST: 405, PUT: 405, DELETE: 405, PATCH: 405, TRACE: 405, OPTIONS: 204 },
  };

  for (const [kind, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
    it(`${kind} (${path})`, () => {
      for (const [method, status] of Object.entries(expected[kind])) {
        const headers: Record<string, string> =
          method === 'POST' ? { 'content-type': path === '/api/revalidate' ? 'application/json' : 'application/x-www-form-urlencoded', 'content-length': '10', authorization: `Bearer ${SECRET}` } : {};
        const answer = check(request(method, path, headers));
        expect(answer?.status ?? null, `${method} ${path}`).toBe(status);
        if (answer && answer.status !== 204) {
          expect(String(answer.headers.allow), `${method} ${path}`).toMatch(/GET|POST/);
          expect(answer.headers['cache-control']).toBe('no-store');
        }
        if (answer?.status === 204) expect(String(answer.headers.allow)).toContain(path === '/api/revalidate' ? 'POST' : 'GET');
      }
    });
  }

  it('answers a page’s refusal as a page with its own policy, and the API’s as JSON', () => {
    const page = check(request('PUT', '/technology'))!;
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<h1>Method not allowed</h1>');
    expect(page.body).toContain('This address answers GET and HEAD only.');
    const api = check(request('DELETE', '/api/health'))!;
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(api.body)).toMatchObject({ ok: false, status: 405 });
  });
});

describe('a post, judged from its headers before its body is read', () => {
  const form = (headers: Record<string, string>, path = '/contact') => check(request('POST', path, headers));

  it('takes a form of the right type and size', () => {
    expect(form({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(MAX_FORM_BODY_BYTES) })).toBeNull();
    expect(form({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '500' })).toBeNull();
    expect(form({ 'content-type': 'application/json', 'content-length': '500' }, '/api/forms/contact')).toBeNull();
  });

  it('refuses one too large (413), of unknown length (411) or of another type (415)', () => {
    const huge = form({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(5 * 1024 * 1024) })!;
    expect(huge.status).toBe(413);
    expect(huge.body).toContain('larger than the 64 KB this address accepts');
    expect(form({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1e9' })?.status).toBe(413);
    expect(form({ 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' })?.status).toBe(411);
    const xml = form({ 'content-type': 'text/xml', 'content-length': '20' })!;
    expect(xml.status).toBe(415);
    expect(xml.body).toContain('Please send the form from its page on this site.');
    const api = form({ 'content-type': 'text/plain', 'content-length': '20' }, '/api/forms/contact')!;
    expect(JSON.parse(api.body)).toMatchObject({ ok: false, status: 415 });
  });

  it('asks the webhook for its secret first, then its size and type', () => {
    const json = { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) };
    expect(form(json, '/api/revalidate')?.status).toBe(401);
    expect(form({ ...json, authorization: 'Bearer wrong' }, '/api/revalidate')?.status).toBe(401);
    expect(form({ ...json, authorization: `Bearer ${SECRET.slice(0, -1)}x` }, '/api/revalidate')?.status).toBe(401);
    expect(form({ ...json, authorization: `Bearer ${SECRET}` }, '/api/revalidate')?.status).toBe(413);
    expect(form({ ...json, 'content-length': String(MAX_NOTICE_BYTES), 'x-revalidate-secret': SECRET }, '/api/revalidate')).toBeNull();
    expect(form({ 'content-type': 'text/plain', 'content-length': '12', authorization: `Bearer ${SECRET}` }, '/api/revalidate')?.status).toBe(415);
  });

  it('refuses every webhook call when no secret is set', () => {
    const open = createRequestGate({ routeOf, isFile: () => false, revalidateSecret: null });
    expect(open(request('POST', '/api/revalidate', { 'content-type': 'application/json', 'content-length': '12', authorization: 'Bearer ' }))?.status).toBe(401);
  });
});

describe('the API table', () => {
  it('lists exactly the methods each route file exports', () => {
    const apiDir = join(ROOT, 'src', 'app', 'api');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name === 'route.ts' ? [join(dir, entry.name)] : []));
    const found: Record<string, string[]> = {};
    for (const file of walk(apiDir)) {
      const route = `/api/${relative(apiDir, file).replace(/\/?route\.ts$/, '')}`;
      const exported = [...readFileSync(file, 'utf8').matchAll(/export (?:async )?function (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)].map((match) => match[1]!);
      found[route] = [...exported, ...(exported.includes('GET') ? ['HEAD'] : [])].sort();
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(API_METHODS).map(([route, methods]) => [route, [...methods].sort()])));
  });
});
