import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_MARK_HEADER, NOT_FOUND_HEADER, POLICY_HEADER, RENDER_NONCE_HEADER } from '../../server/app-interface.mjs';
import { DRAFT_MODE_COOKIE } from '../../server/next-contract.mjs';
import { PageCache } from '../../server/cache/page-cache.mjs';
import { createSiteHandler } from '../../server/entry.mjs';
import { BUILD_ASSET_CONTROL, fileCacheControl, PUBLIC_FILE_CONTROL } from '../../server/http/files.mjs';
import { createRenderSlots, type Timer } from '../../server/render-slots.mjs';
import { createRedirects } from '../../server/redirects.mjs';
import { HANG_GUARD } from './support/hang-guard';

const PREVIEW_ID = 'a'.repeat(32);

/**
 * The server entry in front of a stand-in for Next.js that counts its renders and remembers what it was
 * asked for, on a real HTTP server. The entry and its cache read the test's clock: a page grows old only
 * when the test moves it on (`advance`).
 */
async function site(
  options: {
    maxRenders?: number;
    maxQueuedRenders?: number;
    maxFirstAskRenders?: number;
    maxQueuedFirstAskRenders?: number;
    /** Held until it settles: every render, or (a function) those it returns a promise for. */
    hold?: Promise<void> | ((url: string) => Promise<void> | undefined);
    isPassThrough?: (pathname: string) => boolean;
    maxBytes?: number;
    ttlMs?: number;
    isUnknownPath?: (pathname: string) => boolean;
    transformHtml?: (html: string, pathname: string) => string | { html: string; scriptHashes?: readonly string[] };
    redirects?: ReturnType<typeof createRedirects>;
    renderTimer?: Timer;
  } = {},
) {
  const renders: { url: string; cookie: string | undefined }[] = [];
  const renderContext = new AsyncLocalStorage<{ tags: Set<string>; degraded: boolean; refresh: boolean; unstored: boolean }>();
  let inFlight = 0;
  let mostInFlight = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    renders.push({ url: req.url ?? '', cookie: req.headers.cookie });
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await (typeof options.hold === 'function' ? options.hold(req.url ?? '') : options.hold);
    inFlight -= 1;
    // Like the proxy: an address the entry marks as no page's answers 404.
    // Article ids from 900000 on are made up: the CMS has no such article.
    const missing = (req.url ?? '').startsWith('/missing') || /^\/newsroom\/posts\/9\d{5}$/.test(req.url ?? '') || req.headers[NOT_FOUND_HEADER] === '1';
    // A list page past the list's end (the stand-in's lists have 3 pages) asks to stay out of the cache.
    const page = Number(new URL(req.url ?? '/', 'http://site.invalid').searchParams.get('page') ?? 1);
    if (page > 3) renderContext.getStore()!.unstored = true;
    res.statusCode = missing ? 404 : 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // A form page is one visitor's (and, like the real ones, several KiB).
    const form = (req.url ?? '').startsWith('/contact');
    res.setHeader(CACHE_MARK_HEADER, form ? 'private' : 'public');
    res.setHeader(POLICY_HEADER, "default-src 'self'; script-src 'self'");
    // As Next.js names the router's headers; '/varied' also names one the cache key does not hold.
    res.setHeader('vary', `rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch${(req.url ?? '').startsWith('/varied') ? ', next-router-new-thing' : ''}`);
    // Like Next.js: the render's marker on every script it writes, and in the page's data.
    const marker = String(req.headers[RENDER_NONCE_HEADER] ?? '');
    res.end(
      `<!DOCTYPE html><title>${req.url}</title><script nonce="${marker}">self.__hints=[{"nonce":"${marker}"}]</script>` +
        `<p>${missing ? 'Page not found' : 'A page'}</p>${form ? '<label>Your message <textarea name="message"></textarea></label>'.repeat(40) : ''}` +
        `<script src="/app.js" async="" nonce="${marker}"></script>`,
    );
  };
  let time = 1_000_000;
  const now = () => time;
  const pageCache = new PageCache({ maxBytes: options.maxBytes ?? 1_000_000, keepMs: 60_000, now });
  const warnings: string[] = [];
  const debugLines: { facts: object; message: string }[] = [];
  const handler = createSiteHandler({
    now,
    handle,
    pageCache,
    renderContext,
    // The stand-in build's own addresses: every path without a query but the article pages.
    isFixedPath: (pathname) => !pathname.startsWith('/newsroom/'),
    buildId: 'build-1',
    ttlMs: options.ttlMs ?? 60_000,
    degradedTtlMs: 10_000,
    isUnknownPath: options.isUnknownPath,
    policy: { sMaxAge: 60, staleWhileRevalidate: 60, staleIfError: 600 },
    isPassThrough: options.isPassThrough ?? (() => false),
    previewModeId: PREVIEW_ID,
    maxRenders: options.maxRenders,
    maxQueuedRenders: options.maxQueuedRenders,
    maxFirstAskRenders: options.maxFirstAskRenders,
    maxQueuedFirstAskRenders: options.maxQueuedFirstAskRenders,
    transformHtml: options.transformHtml,
    redirects: options.redirects,
    renderTimeoutMs: 5000,
    renderTimer: options.renderTimer,
    warn: (message) => warnings.push(message),
    debug: (facts, message) => debugLines.push({ facts, message }),
  });
  const server: Server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, init: RequestInit = {}) => fetch(base + path, init);
  const advance = (ms: number) => void (time += ms);
  return { get, renders, pageCache, warnings, debugLines, advance, mostInFlight: () => mostInFlight, renderLoad: () => handler.renderLoad() };
}

const servers: Server[] = [];
afterEach(async () => {
  // A test that failed while renders were held leaves requests open: closed here, so the next test starts clean.
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the server entry’s cache key', () => {
  it('serves a campaign’s links from the page’s one entry, rendered from its canonical address', async () => {
    const { get, renders } = await site();
    expect((await get('/')).headers.get('x-cache')).toBe('MISS');
    for (const query of ['?utm_source=news&utm_medium=mail', '?fbclid=IwAR0abc', '?gclid=xyz', '?mc_cid=1&mc_eid=2', '?x=RANDOM-1', '?']) {
      const response = await get(`/${query}`);
      expect(response.headers.get('x-cache'), query).toBe('HIT');
      expect(await response.text()).toContain('<title>/</title>');
    }
    expect(renders.map((render) => render.url)).toEqual(['/']);
  });

  it('gives each declared parameter’s value its own page, whatever the order', async () => {
    const { get, renders } = await site();
    expect((await get('/newsroom?year=2023&utm_source=x')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/newsroom?utm_source=y&year=2023')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/newsroom?year=2022')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/newsroom?page=2&year=2022')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/newsroom?year=2022&page=2&fbclid=1')).headers.get('x-cache')).toBe('HIT');
    expect(renders.map((render) => render.url)).toEqual(['/newsroom?year=2023', '/newsroom?year=2022', '/newsroom?page=2&year=2022']);
  });

  it('leaves an address ending in a slash whole, for the redirect that keeps its query', async () => {
    const { get, renders } = await site();
    await get('/subscription/?source=newsletter');
    expect(renders.at(-1)?.url).toBe('/subscription/?source=newsletter');
  });

  it('renders 50 simultaneous misses of one address once', async () => {
    // The render is held until all fifty have looked in the cache and found nothing: they overlap however
    // slowly they arrive.
    let release = () => {};
    const { get, renders, pageCache } = await site({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const asked = Promise.all(Array.from({ length: 50 }, (_, index) => get(`/technology?fbclid=${index}`)));
    try {
      await expect.poll(() => pageCache.getStats().misses, HANG_GUARD).toBe(50);
    } finally {
      release();
    }
    const answers = await asked;
    const states = answers.map((answer) => answer.headers.get('x-cache'));
    expect(renders).toHaveLength(1);
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(49);
  });

  it('serves the cached page to a forged draft cookie or a stray Authorization, and hides the forged cookie', async () => {
    const { get, renders } = await site();
    await get('/investors');
    const forged = await get('/investors', { headers: { cookie: `theme=dark; ${DRAFT_MODE_COOKIE}=${'b'.repeat(32)}` } });
    expect(forged.headers.get('x-cache')).toBe('HIT');
    expect((await get('/investors', { headers: { authorization: 'Bearer anything' } })).headers.get('x-cache')).toBe('HIT');
    // A forged cookie on a miss reaches the render without the draft-mode cookie.
    await get('/careers', { headers: { cookie: `${DRAFT_MODE_COOKIE}=forged; theme=dark` } });
    expect(renders.at(-1)).toEqual({ url: '/careers', cookie: ' theme=dark' });
    // The build's own preview session is one editor's: rendered for them, never from or into the cache.
    const preview = await get('/investors', { headers: { cookie: `${DRAFT_MODE_COOKIE}=${PREVIEW_ID}` } });
    expect(preview.headers.get('x-cache')).toBe('BYPASS');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(renders.at(-1)?.cookie).toBe(`${DRAFT_MODE_COOKIE}=${PREVIEW_ID}`);
  });

  it('sends a page for one visitor compressed in the coding the browser takes, never stored', async () => {
    const { get, renders } = await site();
    const brotli = await get('/contact', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('x-cache')).toBe('BYPASS');
    expect(brotli.headers.get('cache-control')).toBe('private, no-store');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    const compressedLength = Number(brotli.headers.get('content-length'));
    const text = await brotli.text();
    expect(text.match(/Your message/g)).toHaveLength(40);
    expect(compressedLength).toBeLessThan(Buffer.byteLength(text) / 5);
    const gzipped = await get('/contact', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(text);
    const plain = await get('/contact', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(await plain.text()).toBe(text);
    const head = await get('/contact', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(await head.text()).toBe('');
    // Each one rendered for its visitor.
    expect(renders.filter((render) => render.url === '/contact')).toHaveLength(4);
  });

  it('answers many visitors of a form page at once, each with their own render, side by side', async () => {
    // The form's renders after the first (which finds the page is one visitor's) are held until two run at
    // once: they overlap however slowly the visitors arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let formRenders = 0;
    const { get, renders, mostInFlight } = await site({
      hold: (url) => (url.startsWith('/contact') && (formRenders += 1) > 1 ? held : undefined),
    });
    const asked = Promise.all(Array.from({ length: 20 }, () => get('/contact', { headers: { 'accept-encoding': 'br' } })));
    try {
      await expect.poll(() => mostInFlight(), HANG_GUARD).toBeGreaterThan(1);
    } finally {
      release();
    }
    const answers = await asked;
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.map((answer) => answer.headers.get('content-encoding'))).toEqual(Array.from({ length: 20 }, () => 'br'));
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(texts.every((text) => text.includes('Your message'))).toBe(true);
    expect(renders.filter((render) => render.url === '/contact')).toHaveLength(20);
    // Once the address is known to be one visitor's, nobody waits for a page to share: renders overlap.
    expect(mostInFlight()).toBeGreaterThan(1);
    // A shared page is still rendered once for all who ask at once.
    const pages = await Promise.all(Array.from({ length: 10 }, () => get('/technology')));
    expect(pages.map((page) => page.headers.get('x-cache')).sort()).toEqual([...Array.from({ length: 9 }, () => 'HIT'), 'MISS']);
    expect(renders.filter((render) => render.url === '/technology')).toHaveLength(1);
  });

  it('hands each page and its path to the transform, and adds the hashes of a script it adds to the policy', async () => {
    const seen: string[] = [];
    const { get } = await site({
      transformHtml: (html, pathname) => {
        seen.push(pathname);
        return pathname === '/plain' ? html : { html: html.replace('</p>', '</p><script>added()</script>'), scriptHashes: ["'sha256-added'"] };
      },
    });
    const page = await get('/investors?utm_source=x');
    expect(await page.text()).toContain('<p>A page</p><script>added()</script>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-added'/);
    const plain = await get('/plain');
    expect(await plain.text()).not.toContain('added()');
    expect(plain.headers.get('content-security-policy')).not.toContain('sha256-added');
    expect(seen).toEqual(['/investors', '/plain']);
  });

  it('answers a HEAD from the page a GET stores, without a body', async () => {
    const { get, renders } = await site();
    const head = await get('/technology', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const page = await get('/technology');
    expect(page.headers.get('x-cache')).toBe('HIT');
    expect(await page.text()).toContain('<p>A page</p>');
    expect(renders).toHaveLength(1);
  });

  it('keeps not-found answers apart from pages', async () => {
    const { get, pageCache } = await site();
    await get('/');
    const missing = await Promise.all(Array.from({ length: 30 }, (_, index) => get(`/missing-${index}`)));
    expect(missing.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 404));
    expect((await get('/missing-29')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/')).headers.get('x-cache')).toBe('HIT');
    expect(pageCache.getStats()).toMatchObject({ entries: 1, notFoundEntries: 30 });
  });
});

describe('a router state Next.js cannot read', () => {
  it('is answered 400 before any render, however it came', async () => {
    const { get, renders } = await site();
    for (const tree of ['garbage', '%5B%22%22%2C%7B%7D%2Ctrue%5D', 'x'.repeat(12_000)]) {
      const answer = await get('/technology?_rsc=abc', { headers: { rsc: '1', 'next-router-state-tree': tree } });
      expect(answer.status, tree.slice(0, 20)).toBe(400);
      expect(await answer.text()).toContain('navigation state');
    }
    const valid = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null]));
    expect((await get('/technology?_rsc=abc', { headers: { rsc: '1', 'next-router-state-tree': valid } })).status).toBe(200);
    expect(renders).toHaveLength(1);
  });
});

describe('an answer that varies on a header the cache key does not hold', () => {
  it('is never stored, and the header is named in the log once', async () => {
    const { get, renders, warnings } = await site();
    for (let index = 0; index < 3; index += 1) {
      const answer = await get('/varied');
      expect(answer.headers.get('x-cache')).toBe('BYPASS');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(renders).toHaveLength(3);
    expect(warnings.filter((line) => line.includes('"next-router-new-thing"'))).toHaveLength(1);
    // The headers Next.js names today are all in the key: a page that names only those is stored.
    await get('/technology');
    expect((await get('/technology')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('addresses no page takes', () => {
  it('are answered with one not-found page, rendered once for all of them', async () => {
    const { get, renders, pageCache } = await site({ isUnknownPath: (pathname) => pathname.startsWith('/made-up') || pathname === '/not-found' });
    const answers = [];
    for (let index = 0; index < 30; index += 1) answers.push(await get(`/made-up/${index}?x=${index}`));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 404));
    expect(answers.slice(1).every((answer) => answer.headers.get('x-cache') === 'HIT')).toBe(true);
    expect(await answers[7]!.text()).toContain('Page not found');
    expect(renders.map((render) => render.url)).toEqual(['/not-found']);
    expect(pageCache.getStats()).toMatchObject({ entries: 0, notFoundEntries: 1 });
  });
});

describe('a page past its time', () => {
  it('is rendered again as its first visitor asked for it: an address no page takes stays a 404', async () => {
    // As in the build: '/not-found' is no page's either (the not-found page is rendered there).
    const { get, renders, debugLines, advance } = await site({ ttlMs: 30, isUnknownPath: (pathname) => pathname === '/gone' || pathname === '/not-found' });
    expect((await get('/gone')).status).toBe(404);
    advance(60);
    const stale = await get('/gone');
    expect([stale.status, stale.headers.get('x-cache')]).toEqual([404, 'STALE']);
    // The server's own line once the page rendered again is stored (every address no page takes shares the
    // not-found page's entry).
    await expect
      .poll(() => debugLines.filter((line) => line.message === 'page refreshed in the background').map((line) => line.facts), HANG_GUARD)
      .toEqual([{ path: '/not-found', status: 404, stored: true }]);
    expect(renders).toHaveLength(2);
    const fresh = await get('/gone');
    expect([fresh.status, fresh.headers.get('x-cache')]).toEqual([404, 'HIT']);
    expect(await fresh.text()).toContain('Page not found');
  });
});

describe('a page rendered again with unchanged content', () => {
  it('is the same bytes with the same ETag: the render marker is gone once its scripts are hashed', async () => {
    const { get, renders, pageCache } = await site();
    const first = await get('/technology');
    const firstBody = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(firstBody).not.toContain('nonce=');
    const hash = `'sha256-${createHash('sha256').update('self.__hints=[{"nonce":""}]').digest('base64')}'`;
    expect(first.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${hash}`);

    pageCache.clearLocal();
    const again = await get('/technology');
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(renders).toHaveLength(2);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));

    // A browser revalidating the copy it had before the page was rendered again.
    pageCache.clearLocal();
    const revalidated = await get('/technology', { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(renders).toHaveLength(3);
  });
});

describe('files the server sends as they are', () => {
  it('keep public files for hours and build assets for a year', async () => {
    expect(fileCacheControl('/images/logo.svg')).toBe(PUBLIC_FILE_CONTROL);
    expect(fileCacheControl('/files/investors/presentation.pdf')).toBe(PUBLIC_FILE_CONTROL);
    expect(fileCacheControl('/videos/vision.webm')).toBe(PUBLIC_FILE_CONTROL);
    expect(fileCacheControl('/_next/static/chunks/app.js')).toBe(BUILD_ASSET_CONTROL);
    expect(PUBLIC_FILE_CONTROL).toMatch(/^public, max-age=\d{4,5}, stale-while-revalidate=\d+$/);
    expect(BUILD_ASSET_CONTROL).toBe('public, max-age=31536000, immutable');
    // The API says its own.
    expect(fileCacheControl('/api/health')).toBeNull();
  });

  it('are sent with that lifetime, unless the handler says otherwise', async () => {
    const { get } = await site({ isPassThrough: (pathname) => pathname.startsWith('/images/') || pathname.startsWith('/api/') });
    const image = await get('/images/logo.svg');
    expect(image.headers.get('cache-control')).toBe(PUBLIC_FILE_CONTROL);
    expect(image.headers.get('x-cache')).toBeNull();
    expect((await get('/api/health')).headers.get('cache-control')).toBeNull();
  });
});

describe('the web team’s redirects', () => {
  it('are answered before the cache and any render, with the query passed on and the security headers', async () => {
    const redirects = createRedirects([
      { from: '/imsr', to: '/technology', permanent: true },
      { from: '/webinar', to: '/event', permanent: false },
    ]);
    const { get, renders } = await site({ redirects });
    const permanent = await get('/IMSR/?utm_source=brochure&utm_medium=print', { redirect: 'manual' });
    expect(permanent.status).toBe(308);
    expect(permanent.headers.get('location')).toBe('/technology?utm_source=brochure&utm_medium=print');
    expect(permanent.headers.get('x-content-type-options')).toBe('nosniff');
    expect(permanent.headers.get('x-frame-options')).toBe('DENY');
    expect(permanent.headers.get('x-cache')).toBeNull();
    const temporary = await get('/webinar', { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } });
    expect(temporary.status).toBe(307);
    expect(temporary.headers.get('location')).toBe('/event');
    expect(temporary.headers.get('cache-control')).toBe('no-store');
    expect(temporary.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(renders).toEqual([]);
    // Every other address goes on as before.
    expect((await get('/imsr-news')).headers.get('x-cache')).toBe('MISS');
    expect(renders.map((render) => render.url)).toEqual(['/imsr-news']);
  });
});

describe('renders at once', () => {
  it('are bounded: the rest wait in a bounded queue, and past it get a clean 503 with Retry-After', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { get, renders, mostInFlight } = await site({ maxRenders: 2, maxQueuedRenders: 3, hold });
    let answered = 0;
    // Pages of the build (keys a stranger can mint, asked for the first time, have slots of their own).
    const pending = Array.from({ length: 10 }, (_, index) => get(`/page-${index + 1}`).finally(() => (answered += 1)));
    // The five that found no place are answered at once, while the others still render (held until then).
    try {
      await expect.poll(() => answered, HANG_GUARD).toBe(5);
      expect(renders).toHaveLength(2);
    } finally {
      release();
    }
    const answers = await Promise.all(pending);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy).toHaveLength(5);
    expect(busy[0]!.headers.get('retry-after')).toBe('5');
    expect(busy[0]!.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await busy[0]!.text()).toContain('Please try again in a few seconds.');
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(renders).toHaveLength(5);
    expect(mostInFlight()).toBe(2);
    // Once free, every page renders again.
    expect((await get('/page-10')).status).toBe(200);
  });

  it('hand their slots on in order', async () => {
    const slots = createRenderSlots(1, 2);
    const order: number[] = [];
    let finishFirst = () => {};
    const first = slots.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = slots.run(async () => void order.push(2));
    const third = slots.run(async () => void order.push(3));
    await expect(slots.run(async () => undefined)).rejects.toThrow('too many pages are being rendered');
    finishFirst();
    await Promise.all([first, second, third]);
    expect(order).toEqual([2, 3]);
    expect(slots.stats()).toEqual({ active: 0, waiting: 0 });
  });

});

describe('a render past its deadline', () => {
  /** Deadlines the test passes itself: each render's, in order. */
  function deadlines() {
    const pending: (() => void)[] = [];
    const timer: Timer = () => {
      let pass = () => {};
      const elapsed = new Promise<void>((resolve) => (pass = resolve));
      pending.push(pass);
      return { elapsed, cancel: () => {} };
    };
    return { timer, pending };
  }

  it('is abandoned: its waiters get a 503 with Retry-After, its slot is free, and the next request renders again', async () => {
    const { timer, pending } = deadlines();
    // The first render of /slow never ends.
    let first = true;
    const never = new Promise<void>(() => {});
    const { get, renders, pageCache, warnings, renderLoad } = await site({
      maxRenders: 1,
      renderTimer: timer,
      hold: (url) => {
        if (url !== '/slow' || !first) return undefined;
        first = false;
        return never;
      },
    });
    const asked = Promise.all(Array.from({ length: 3 }, () => get('/slow')));
    // All three have looked in the cache; one renders, two wait for it.
    await expect.poll(() => pageCache.getStats().misses, HANG_GUARD).toBe(3);
    expect(renders.map((render) => render.url)).toEqual(['/slow']);
    expect(pending).toHaveLength(1);
    pending[0]!();
    const answers = await asked;
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(answers.map((answer) => answer.headers.get('retry-after'))).toEqual(['5', '5', '5']);
    expect(warnings.filter((line) => line.includes('passed its deadline'))).toEqual(['render of /slow passed its deadline (RENDER_TIMEOUT_MS, 5000 ms) and was abandoned']);
    // Counted for the metrics (site_render_timeouts_total).
    expect(renderLoad()).toEqual({ active: 0, waiting: 0, timeouts: 1 });
    // The one slot is free again, and /slow renders anew.
    expect((await get('/technology')).status).toBe(200);
    const again = await get('/slow');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(renders.map((render) => render.url)).toEqual(['/slow', '/technology', '/slow']);
  });

  it('of a stale page’s refresh frees the refresh: visitors keep the stale copy, and the next one refreshes again', async () => {
    const { timer, pending } = deadlines();
    let holdNext = false;
    const never = new Promise<void>(() => {});
    const { get, renders, advance } = await site({
      renderTimer: timer,
      hold: (url) => {
        if (url !== '/technology' || !holdNext) return undefined;
        holdNext = false;
        return never;
      },
    });
    await get('/technology');
    advance(61_000);
    holdNext = true;
    expect((await get('/technology')).headers.get('x-cache')).toBe('STALE');
    await expect.poll(() => renders.length, HANG_GUARD).toBe(2);
    // While the refresh hangs, no other starts.
    expect((await get('/technology')).headers.get('x-cache')).toBe('STALE');
    expect(renders).toHaveLength(2);
    pending.at(-1)!();
    // Freed at its deadline: the next visitor's stale copy starts a refresh that ends.
    await expect.poll(async () => (await get('/technology')).headers.get('x-cache'), HANG_GUARD).toBe('HIT');
    expect(renders).toHaveLength(3);
  });
});

describe('what a stranger can mint', () => {
  const random = () => Math.random().toString(36).slice(2, 10);

  it('lets no flood of one-off terms push out the variants visitors keep asking for, and stores a term many search', async () => {
    // A page cache whose variants space holds seven of the stand-in's pages.
    const { get, pageCache, renders } = await site({ maxBytes: 32_000 });
    for (const path of ['/', '/technology', '/newsroom']) await get(path);
    const fixed = pageCache.getStats().spaces.fixed;
    const warm = ['/newsroom?year=2024', '/media?type=videos', '/event?view=past', '/search?term=reactor'];
    // Asked for by several visitors each: rendered once, then served from the cache.
    for (const path of warm) expect([await get(path), await get(path), await get(path)].map((answer) => answer.headers.get('x-cache')), path).toEqual(['MISS', 'HIT', 'HIT']);
    // Twenty at a time, within the first-ask slots and their queue (2 and 32), so none is turned away for
    // want of a slot.
    for (let batch = 0; batch < 5; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(`/search?term=${random()}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    }
    expect(pageCache.getStats().spaces.fixed).toEqual(fixed);
    // The few free places took a few terms; the rest found the space full of pages asked for more often.
    const { entries, refused } = pageCache.getStats().spaces.variants;
    expect(entries - warm.length + refused).toBe(100);
    expect(refused).toBeGreaterThanOrEqual(95);
    for (const path of [...warm, '/', '/technology', '/newsroom']) expect((await get(path)).headers.get('x-cache'), path).toBe('HIT');
    // A term many people search: asked for twice, it outweighs a term asked for once, and is served from the cache.
    const states = [];
    for (let index = 0; index < 3; index += 1) states.push((await get('/search?term=molten+salt')).headers.get('x-cache'));
    expect(states).toEqual(['MISS', 'MISS', 'HIT']);
    expect(renders.filter((render) => render.url === '/search?term=molten+salt')).toHaveLength(2);
  });

  it('renders search terms asked for the first time a few at a time, in slots of their own, refusing the overflow', async () => {
    // The searches' renders are held until the page below has rendered, however slowly the flood arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { get, renders, mostInFlight } = await site({
      maxFirstAskRenders: 1,
      maxQueuedFirstAskRenders: 3,
      hold: (url) => (url.startsWith('/search') ? held : undefined),
    });
    let answered = 0;
    const flood = Array.from({ length: 12 }, () => get(`/search?term=${random()}`).finally(() => (answered += 1)));
    // The eight past the slot and its queue are refused at once; one term renders, three wait.
    try {
      await expect.poll(() => answered, HANG_GUARD).toBe(8);
      expect(renders.filter((render) => render.url.startsWith('/search'))).toHaveLength(1);
      // A page of the site renders meanwhile, in the slots the flood does not reach.
      const page = await get('/technology');
      expect(page.status).toBe(200);
    } finally {
      release();
    }
    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 503)).toHaveLength(8);
    expect(renders.filter((render) => render.url.startsWith('/search'))).toHaveLength(4);
    // One term at a time, beside the page.
    expect(mostInFlight()).toBe(2);
  });

  it('renders made-up article ids in the first-ask slots, refusing the overflow, and answers one asked again from the not-found answers', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { get, renders, mostInFlight } = await site({
      maxFirstAskRenders: 1,
      maxQueuedFirstAskRenders: 3,
      hold: (url) => (url.startsWith('/newsroom/posts/9') ? held : undefined),
    });
    let answered = 0;
    const ids = Array.from({ length: 12 }, (_, index) => 900_000 + index);
    const flood = ids.map((id) => get(`/newsroom/posts/${id}`).finally(() => (answered += 1)));
    try {
      await expect.poll(() => answered, HANG_GUARD).toBe(8);
      expect(renders.filter((render) => render.url.startsWith('/newsroom/posts/9'))).toHaveLength(1);
      // A page of the site renders meanwhile, in the slots the flood does not reach.
      expect((await get('/technology')).status).toBe(200);
    } finally {
      release();
    }
    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(4);
    expect(statuses.filter((status) => status === 503)).toHaveLength(8);
    expect(mostInFlight()).toBe(2);
    // One looked up once is answered from the not-found answers, with no render.
    const looked = ids[statuses.indexOf(404)];
    const before = renders.length;
    const again = await get(`/newsroom/posts/${looked}`);
    expect([again.status, again.headers.get('x-cache')]).toEqual([404, 'HIT']);
    expect(renders).toHaveLength(before);
  });

  it('stores a term asked for by many at once on that first render', async () => {
    // The first render is held until all ten have looked in the cache and found nothing, however slowly
    // they arrive: the other nine are waiting for it when it ends.
    let release = () => {};
    const { get, pageCache } = await site({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const asked = Promise.all(Array.from({ length: 10 }, () => get('/search?term=reactor').then((answer) => answer.headers.get('x-cache'))));
    try {
      await expect.poll(() => pageCache.getStats().misses, HANG_GUARD).toBe(10);
    } finally {
      release();
    }
    const states = await asked;
    expect(states.sort()).toEqual([...Array.from({ length: 9 }, () => 'HIT'), 'MISS']);
    expect((await get('/search?term=reactor')).headers.get('x-cache')).toBe('HIT');
  });

  it('answers a random _rsc without the router’s header with the plain page, from its one entry', async () => {
    const { get, renders, pageCache } = await site();
    await get('/technology');
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(`/technology?_rsc=${random()}`)));
    expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual(Array.from({ length: 50 }, () => 'HIT'));
    expect(renders.map((render) => render.url)).toEqual(['/technology']);
    expect(pageCache.getStats().entries).toBe(1);
  });

  it('keys a navigation’s data by the router’s headers, not by _rsc', async () => {
    const { get, renders } = await site();
    const tree = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null]));
    const navigate = (rsc: string) => get(`/technology?_rsc=${rsc}`, { headers: { rsc: '1', 'next-router-state-tree': tree } });
    expect((await navigate('a1')).headers.get('x-cache')).toBe('MISS');
    const second = await navigate('b2');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    // Next.js checks the hash: the render is given the _rsc it was asked with.
    expect(renders.map((render) => render.url)).toEqual(['/technology?_rsc=a1']);
  });

  it.each([
    ['/newsroom?page=abc&utm_source=mail', '/newsroom?utm_source=mail'],
    ['/newsroom?page=0', '/newsroom'],
    ['/newsroom?page=-4&year=2023', '/newsroom?year=2023'],
    ['/newsroom?page=999999999999999999999', '/newsroom?page=50'],
    ['/newsroom?year=1999', '/newsroom'],
    ['/newsroom?year=20x3&page=2', '/newsroom?page=2'],
    ['/media?type=podcasts', '/media'],
    ['/event?view=future', '/event'],
    ['/search?term=salt&filter=nonsense&filter=pages', '/search?term=salt&filter=pages'],
    ['/search?term=salt&sort=sideways', '/search?term=salt'],
    ['/search?term=salt&page=99999999', '/search?term=salt&page=12000'],
    ['/our-team/advisors?redirected=maybe', '/our-team/advisors'],
  ])('sends %s to its corrected address %s, rendering nothing', async (path, corrected) => {
    const { get, renders, pageCache } = await site();
    const answer = await get(path, { redirect: 'manual' });
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(corrected);
    expect(renders).toHaveLength(0);
    expect(pageCache.getStats()).toMatchObject({ entries: 0, notFoundEntries: 0 });
    const followed = await get(corrected, { redirect: 'manual' });
    expect(followed.status).toBe(200);
  });

  it('stores a list page past the list’s end nowhere, and still shows it', async () => {
    const { get, pageCache } = await site();
    for (const page of [2, 3]) await get(`/ideas?page=${page}`);
    expect(pageCache.getStats().spaces.variants.entries).toBe(2);
    const pastTheEnd = await Promise.all(Array.from({ length: 47 }, (_, index) => get(`/ideas?page=${index + 4}`)));
    for (const answer of pastTheEnd) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<p>A page</p>');
    }
    expect(pageCache.getStats().spaces.variants).toMatchObject({ entries: 2, refused: 47 });
    expect((await get('/ideas?page=2')).headers.get('x-cache')).toBe('HIT');
  });

  it('keeps articles and not-found answers in spaces of their own', async () => {
    const { get, pageCache } = await site();
    await get('/technology');
    await get('/newsroom/posts/12');
    await get('/missing-page');
    const { spaces } = pageCache.getStats();
    expect([spaces.fixed.entries, spaces.articles.entries, spaces.variants.entries, spaces.notFound.entries]).toEqual([1, 1, 0, 1]);
  });
});
