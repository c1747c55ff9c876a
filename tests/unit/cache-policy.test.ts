import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import inject from 'light-my-request';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { CACHE_MARK_HEADER, isSharedRoute, NOT_FOUND_HEADER, SHARED_ROUTES } from '../../server/app-interface.mjs';
import type { RenderContext } from '../../server/bridge.mjs';
import { PageCache } from '../../server/cache/page-cache.mjs';
import { admissionOf, decide, type Controls } from '../../server/cache/policy.mjs';
import { createSiteHandler } from '../../server/entry.mjs';
import { proxy } from '@/proxy';

/**
 * The page cache's rules, as a table: a request and Next.js's answer to it, and what the cache does with the
 * answer: whether it is shared (stored and sent to other visitors), the space it is kept in, how it is
 * admitted there, and the Cache-Control it is sent with. Each row is sent through the real server entry and
 * checked on the headers it really sends and where it was really kept.
 */

const PREVIEW_ID = '0123456789abcdef0123456789abcdef';
const controls: Controls = { sMaxAge: 60, staleWhileRevalidate: 60, staleIfError: 600, degradedTtlMs: 10_000 };
/** The build's addresses without a query (an article's address is not one). */
const isFixedPath = (path: string) => ['/', '/technology', '/newsroom', '/search', '/not-found'].includes(path);

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=600';
const html = { 'content-type': 'text/html; charset=utf-8' };
const marked = (mark: 'public' | 'private', more: Record<string, string | string[]> = {}) => ({ ...html, [CACHE_MARK_HEADER]: mark, ...more });
const tree = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null]));

type Row = {
  rule: string;
  method?: string;
  address: string;
  requestHeaders?: Record<string, string>;
  status: number;
  answerHeaders: Record<string, string | string[]>;
  storable?: boolean;
  degraded?: boolean;
  /** The page's freshness (CONTENT_REVALIDATE_SECONDS), 300 s unless said. */
  ttlMs?: number;
  /** One of the page's tags is invalidated while it renders. */
  invalidatedWhileRendering?: boolean;
  shared: boolean;
  space: 'fixed' | 'articles' | 'variants' | 'notFound' | null;
  admission: 'always' | 'frequency' | 'never';
  cacheControl: string;
};

const RULES: Row[] = [
  { rule: 'a page of the build, 200, public', address: '/technology', status: 200, answerHeaders: marked('public'), shared: true, space: 'fixed', admission: 'always', cacheControl: PUBLIC },
  { rule: 'a HEAD is the GET’s page', method: 'HEAD', address: '/', status: 200, answerHeaders: marked('public'), shared: true, space: 'fixed', admission: 'always', cacheControl: PUBLIC },
  { rule: 'an article', address: '/newsroom/posts/12', status: 200, answerHeaders: marked('public'), shared: true, space: 'articles', admission: 'always', cacheControl: PUBLIC },
  { rule: 'some content could not be read: kept briefly', address: '/technology', status: 200, answerHeaders: marked('public'), degraded: true, shared: true, space: 'fixed', admission: 'always', cacheControl: 'public, max-age=0, s-maxage=10' },
  {
    rule: 'some content could not be read, with pages fresh for 10 s: still sent as briefly kept',
    address: '/technology',
    status: 200,
    answerHeaders: marked('public'),
    degraded: true,
    ttlMs: 10_000,
    shared: true,
    space: 'fixed',
    admission: 'always',
    cacheControl: 'public, max-age=0, s-maxage=10',
  },
  { rule: 'a render outdated by an invalidation while it ran: its visitor gets it, no cache keeps it', address: '/newsroom', status: 200, answerHeaders: marked('public'), invalidatedWhileRendering: true, shared: true, space: 'fixed', admission: 'never', cacheControl: 'no-store' },
  { rule: 'a 404 (an article nobody wrote)', address: '/newsroom/posts/999999', status: 404, answerHeaders: marked('public'), shared: true, space: 'notFound', admission: 'always', cacheControl: PUBLIC },
  { rule: 'a list page within its limit', address: '/newsroom?page=2&year=2024', status: 200, answerHeaders: marked('public'), shared: true, space: 'variants', admission: 'frequency', cacheControl: PUBLIC },
  { rule: 'a list page past its end asks to stay out', address: '/ideas?page=40', status: 200, answerHeaders: marked('public'), storable: false, shared: true, space: 'variants', admission: 'never', cacheControl: PUBLIC },
  { rule: 'a search term', address: '/search?term=reactor', status: 200, answerHeaders: marked('public'), shared: true, space: 'variants', admission: 'frequency', cacheControl: PUBLIC },
  { rule: 'a search state without a term', address: '/search?filter=blog&filter=events&page=7&sort=newest', status: 200, answerHeaders: marked('public'), shared: true, space: 'variants', admission: 'frequency', cacheControl: PUBLIC },
  {
    rule: 'a client navigation’s data (RSC), keyed by the router’s headers',
    address: '/technology',
    requestHeaders: { rsc: '1', 'next-router-state-tree': tree },
    status: 200,
    answerHeaders: marked('public', { 'content-type': 'text/x-component', vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding' }),
    shared: true,
    space: 'variants',
    admission: 'frequency',
    cacheControl: 'private, no-cache',
  },
  { rule: 'an RSC header Next.js does not read (not 1) is a document’s request', address: '/technology', requestHeaders: { rsc: '!' }, status: 200, answerHeaders: marked('public'), shared: true, space: 'fixed', admission: 'always', cacheControl: PUBLIC },
  { rule: 'a form post', method: 'POST', address: '/contact', status: 400, answerHeaders: marked('private'), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a server action', method: 'POST', address: '/', requestHeaders: { 'next-action': 'abc123' }, status: 200, answerHeaders: marked('public'), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'an editor’s draft cookie', address: '/technology', requestHeaders: { cookie: `__prerender_bypass=${PREVIEW_ID}` }, status: 200, answerHeaders: marked('public'), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a router prefetch', address: '/technology', requestHeaders: { rsc: '1', 'next-router-prefetch': '1' }, status: 200, answerHeaders: marked('public'), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'an answer that sets a cookie', address: '/technology', status: 200, answerHeaders: marked('public', { 'set-cookie': 'session=1; HttpOnly' }), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a page its route marks private (a form page)', address: '/contact', status: 200, answerHeaders: marked('private'), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a page whose route did not opt in (no mark)', address: '/new-page', status: 200, answerHeaders: html, shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a failed render (500)', address: '/technology', status: 500, answerHeaders: marked('public'), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a 503', address: '/newsroom', status: 503, answerHeaders: marked('public'), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a redirect keeps what it said', address: '/our-team/advisors?redirected=true', status: 308, answerHeaders: { [CACHE_MARK_HEADER]: 'public', 'cache-control': 'public, max-age=3600' }, shared: false, space: null, admission: 'never', cacheControl: 'public, max-age=3600' },
  { rule: 'a Vary on a header the key does not hold', address: '/technology', status: 200, answerHeaders: marked('public', { vary: 'rsc, next-router-new-thing' }), shared: false, space: null, admission: 'never', cacheControl: 'private, no-store' },
  { rule: 'a stray Authorization changes nothing', address: '/technology', requestHeaders: { authorization: 'Bearer x' }, status: 200, answerHeaders: marked('public'), shared: true, space: 'fixed', admission: 'always', cacheControl: PUBLIC },
];

/**
 * The row sent through the real server entry, in front of a stand-in for Next.js that answers as the row
 * says: what the visitor receives (its Cache-Control, and X-Cache: MISS for a shared answer, BYPASS for one
 * visitor's), and where the page cache kept it.
 */
async function served(row: Row) {
  const renderContext = new AsyncLocalStorage<RenderContext>();
  const ttlMs = row.ttlMs ?? 300_000;
  const pageCache = new PageCache({ maxBytes: 1_000_000, keepMs: 600_000 });
  const handle = async (_req: IncomingMessage, res: ServerResponse) => {
    const context = renderContext.getStore()!;
    context.degraded = row.degraded ?? false;
    context.unstored = row.storable === false;
    context.tags.add('list:posts');
    // An invalidation of the page's tag arrives while it renders.
    if (row.invalidatedWhileRendering) pageCache.invalidateLocal(['list:posts']);
    res.statusCode = row.status;
    for (const [name, value] of Object.entries(row.answerHeaders)) res.setHeader(name, value);
    res.end(row.status === 308 ? '' : '<!DOCTYPE html><title>A page</title><p>A page</p>');
  };
  const handler = createSiteHandler({
    handle,
    pageCache,
    renderContext,
    buildId: 'build-1',
    ttlMs,
    degradedTtlMs: Math.min(10_000, ttlMs),
    policy: { sMaxAge: controls.sMaxAge, staleWhileRevalidate: controls.staleWhileRevalidate, staleIfError: controls.staleIfError },
    isPassThrough: () => false,
    isFixedPath,
    previewModeId: PREVIEW_ID,
  });
  const response = await inject((req, res) => void handler(req, res), {
    method: (row.method ?? 'GET') as 'GET',
    url: row.address,
    headers: row.requestHeaders ?? {},
    ...(row.method === 'POST' ? { payload: 'message=hello', headers: { ...row.requestHeaders, 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });
  const spaces = pageCache.getStats().spaces;
  const kept = (Object.keys(spaces) as (keyof typeof spaces)[]).filter((name) => spaces[name].entries > 0);
  return { cacheControl: response.headers['cache-control'], xCache: response.headers['x-cache'], kept };
}

describe('the page cache’s rules (request × answer → what is sent and kept)', () => {
  it.each(RULES)('$rule', async (row) => {
    const { cacheControl, xCache, kept } = await served(row);
    expect({ cacheControl, shared: xCache === 'MISS', kept }).toEqual({
      cacheControl: row.cacheControl,
      shared: row.shared,
      // A shared answer is kept in its space unless it is never admitted; one visitor's is never kept.
      kept: row.shared && row.admission !== 'never' ? [row.space] : [],
    });
    // What the server sent is what the policy decides for the same request and answer.
    const decision = decide({
      request: { method: row.method ?? 'GET', headers: row.requestHeaders ?? {} },
      address: row.address,
      answer: { status: row.status, headers: row.answerHeaders, storable: row.storable ?? true, degraded: row.degraded ?? false, outdated: row.invalidatedWhileRendering ?? false },
      isFixedPath,
      controls: { ...controls, degradedTtlMs: Math.min(10_000, row.ttlMs ?? 300_000) },
    });
    expect({ shared: decision.shared, space: decision.space, admission: decision.admission, cacheControl: decision.cacheControl }).toEqual({
      shared: row.shared,
      space: row.space,
      admission: row.admission,
      cacheControl: row.cacheControl,
    });
  });

  it('admits by frequency only in the space of what a stranger can mint', () => {
    expect((['fixed', 'articles', 'variants', 'notFound'] as const).map(admissionOf)).toEqual(['always', 'always', 'frequency', 'always']);
  });
});

/** The app's routes, as their addresses: src/app's page and route files, route groups left out. */
function appRoutes(): string[] {
  const root = join(process.cwd(), 'src', 'app');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
        const segments = relative(root, dir).split(sep).filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
        found.push(`/${segments.join('/')}`);
      } else if (dir === root && /^(sitemap|robots)\.ts$/.test(entry.name)) {
        // Metadata routes: /sitemap.xml and /robots.txt.
        found.push(entry.name === 'sitemap.ts' ? '/sitemap.xml' : '/robots.txt');
      }
    }
  };
  walk(root);
  return found.sort();
}

describe('sharing, which a route opts into', () => {
  it('is chosen by every page and feed shared today, and by none of the form pages, the editing screen or the API', () => {
    const routes = appRoutes();
    const unshared = routes.filter((route) => !(SHARED_ROUTES as readonly string[]).includes(route));
    expect(unshared).toEqual([
      '/[...missing]',
      '/api/captcha/altcha',
      '/api/forms/[form]',
      '/api/health',
      '/api/health/live',
      '/api/keystatic/[...params]',
      '/api/metrics',
      '/api/preview',
      '/api/preview/exit',
      '/api/revalidate',
      '/contact',
      '/keystatic/[[...params]]',
      '/subscription',
    ]);
    // Every route named exists.
    for (const route of SHARED_ROUTES) expect(routes, route).toContain(route);
  });

  it('matches an address to its route, segment by segment', () => {
    expect(['/', '/technology', '/newsroom/posts/12', '/newsroom/events/3/calendar.ics', '/newsroom/feed.xml'].map(isSharedRoute)).toEqual([true, true, true, true, true]);
    expect(['/contact', '/subscription', '/newsroom/posts', '/newsroom/posts/12/extra', '/technology/', '/keystatic', '/new-page'].map(isSharedRoute)).toEqual([false, false, false, false, false, false, false]);
  });

  const mark = async (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    (await proxy(new NextRequest(`http://127.0.0.1${path}`, init))).headers.get(CACHE_MARK_HEADER);

  it('keeps a new page that reads a cookie to its visitor until it opts in', async () => {
    expect(await mark('/a-new-page-reading-a-cookie', { headers: { cookie: 'theme=dark' } })).toBe('private');
    expect(await mark('/a-new-page-reading-a-cookie')).toBe('private');
  });

  it('marks a page that opted in public, and the not-found page of an address no page takes', async () => {
    expect(await mark('/technology')).toBe('public');
    expect(await mark('/technology', { headers: { cookie: 'theme=dark' } })).toBe('public');
    expect(await mark('/not-found', { headers: { [NOT_FOUND_HEADER]: '1' } })).toBe('public');
    expect(await mark('/contact')).toBe('private');
    expect(await mark('/technology', { method: 'POST' })).toBe('private');
    expect(await mark('/technology', { headers: { cookie: '__prerender_bypass=abc' } })).toBe('private');
  });
});
