import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { startServer } from '../../../scripts/lib/server.mjs';
import { sampleOf, SITE_SERIES } from '../../support/metrics';

/**
 * The production server watched from outside, on the real PostgreSQL reached through a proxy this test
 * can cut: readiness follows the database down and back while liveness stays up; the metrics count the
 * requests, the page cache and the forms; every line of a request carries its id, and no line holds what
 * a visitor typed.
 */

const HMAC_KEY = 'observability-test-key-0123456789abcdef';
process.env.ALTCHA_HMAC_KEY = HMAC_KEY;
const { createQuestion } = await import('@/lib/forms/captcha');

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
/** The header that shows the readiness check's details (and the metrics). */
const BEARER = { authorization: `Bearer ${METRICS_TOKEN}` };
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A TCP proxy to PostgreSQL that can refuse service: while cut, every connection is dropped at once. */
async function databaseProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target.port, target.host);
    open.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stand-in for WordPress's REST API: every list is empty; told to fail, it answers 503. */
async function fakeWordPress() {
  let failing = false;
  const server = createHttpServer((request, response) => {
    request.resume();
    if (failing) {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<p>Maintenance</p>');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'x-wp-total': '0', 'x-wp-totalpages': '0' });
    response.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    apiUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wp-json/wp/v2`,
    fail: (value: boolean) => (failing = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Health {
  status: string;
  database: string;
  checks: Record<string, Record<string, unknown> & { status: string }>;
}

/** The value of one sample (`name{labels}`) in a scrape; 0 when the series has no such sample yet. */
const sample = (text: string, series: string): number => sampleOf(text, series) ?? 0;
const hasSample = (text: string, series: string): boolean => sampleOf(text, series) !== undefined;

function solvedQuestion() {
  const question = createQuestion();
  const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(question.text)!;
  return { captcha_token: question.token, captcha_answer: String(WORDS.indexOf(a!) + WORDS.indexOf(b!)) };
}

function contact(email: string, message: string) {
  return {
    FNAME: 'Ottoline Quibblestone',
    EMAIL: email,
    MMERGE3: 'Reactor Physicist',
    MMERGE6: 'Utilities',
    MMERGE4: 'General',
    MMERGE5: 'Observability question',
    MMERGE7: message,
    CONSENT: 'on',
    ...solvedQuestion(),
  };
}

describe('the production server, observed', () => {
  const databaseUrl = new URL(inject('storageDatabaseUrl'));
  const dataDir = mkdtempSync(join(tmpdir(), 'observability-'));
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let wordpress: Awaited<ReturnType<typeof fakeWordPress>>;
  let site: Awaited<ReturnType<typeof startServer>>;
  let admin: pg.Client;

  const get = (path: string, init?: RequestInit) => fetch(`${site.url}${path}`, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
  /** The readiness check as the holder of the token sees it, with each dependency's facts. */
  const health = (init?: RequestInit) => get('/api/health', { ...init, headers: { ...BEARER, ...init?.headers } });
  const scrape = async () => {
    const response = await get('/api/metrics', { headers: BEARER });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** Posts the contact form's JSON door; resolves once the whole answer has arrived. */
  const postContact = async (body: Record<string, string>, requestId?: string) => {
    const response = await get('/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const parsedLines = () => [...site.output.stdout, ...site.output.stderr].map((line) => JSON.parse(line) as Record<string, unknown>);
  /** Where the server's output is now; `linesSince` reads what it printed after. */
  const logMark = () => ({ stdout: site.output.stdout.length, stderr: site.output.stderr.length });
  const linesSince = (mark: ReturnType<typeof logMark>) =>
    [...site.output.stdout.slice(mark.stdout), ...site.output.stderr.slice(mark.stderr)].map((line) => JSON.parse(line) as Record<string, unknown>);
  /** Every answer of the liveness check seen while readiness was polled. */
  const liveness: number[] = [];
  /** Polls the readiness check with the token (at most 60 times) until `done` accepts it, and liveness with it; returns the last answer. */
  async function healthUntil(done: (status: number, body: Health) => boolean) {
    let last: { status: number; body: Health } | undefined;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const live = await get('/api/health/live');
      liveness.push(live.status);
      await live.text();
      const response = await health();
      last = { status: response.status, body: (await response.json()) as Health };
      if (done(last.status, last.body)) return last;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the readiness check never reached the expected state; last: ${JSON.stringify(last)}`);
  }

  beforeAll(async () => {
    ensureBuild();
    proxy = await databaseProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    wordpress = await fakeWordPress();
    const viaProxy = new URL(databaseUrl);
    viaProxy.port = String(proxy.port);
    admin = new pg.Client({ connectionString: databaseUrl.toString() });
    await admin.connect();
    site = await startServer({
      capture: true,
      env: {
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: dataDir,
        METRICS_TOKEN,
        TRUST_PROXY: 'true',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        ALTCHA_HMAC_KEY: HMAC_KEY,
        FORM_RATE_LIMIT: '1000/60',
        MAILCHIMP_API_KEY: '',
        MAILCHIMP_LIST_ID: '',
        REDIS_URL: '',
        WORDPRESS_API_URL: wordpress.apiUrl,
        WORDPRESS_TIMEOUT_MS: '3000',
      },
    });
  }, 600_000);

  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
    await wordpress?.close();
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells anyone its status alone, whatever token comes with the request', async () => {
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(0, -1)}`, METRICS_TOKEN, 'Bearer ']) {
      const response = await get('/api/health', authorization === undefined ? {} : { headers: { authorization } });
      // Never refused: a load balancer's probe must not fail on a token.
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['status']);
      expect(body.status).toBe('ok');
    }
  });

  it('is ready with its database, naming each dependency to the holder of the token', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Health;
    expect(body).toMatchObject({
      status: 'ok',
      database: 'ok',
      checks: {
        database: { status: 'ok', kind: 'postgres' },
        redis: { status: 'ok', configured: false },
        wordpress: { status: 'ok', configured: true, lastErrorAt: null },
        outbox: { status: 'ok', mailchimpConfigured: false },
        pageCache: { status: 'ok' },
      },
    });
    expect(body.checks.database!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.checks.outbox!.backlog).toBeGreaterThanOrEqual(0);
  });

  it('answers its metrics only to the holder of the token', async () => {
    const bare = await get('/api/metrics');
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toMatch(/^Bearer/);
    await bare.text();
    for (const authorization of [`Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(0, -1)}`, METRICS_TOKEN, 'Bearer ']) {
      const wrong = await get('/api/metrics', { headers: { authorization } });
      expect(wrong.status).toBe(401);
      await wrong.text();
    }

    const right = await get('/api/metrics', { headers: BEARER });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(right.headers.get('cache-control')).toBe('no-store');
    const text = await right.text();
    for (const name of [...SITE_SERIES, 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(text).toMatch(new RegExp(`^# HELP ${name} \\S`, 'm'));
    }
    expect(sample(text, 'site_database_up')).toBe(1);
    // No Redis configured: no claim either way.
    expect(hasSample(text, 'site_redis_up')).toBe(false);
  });

  it('counts a page rendered then served from the cache, and a stored form; the backlog is the pending rows', async () => {
    const before = await scrape();
    const first = await get('/technology/versatile');
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.text();
    const second = await get('/technology/versatile');
    expect(second.headers.get('x-cache')).toBe('HIT');
    await second.text();
    const posted = await postContact(contact('metrics.reader@example.org', 'Counting this one.'));
    expect(posted.status).toBe(201);
    const after = await scrape();

    const page = 'http_requests_total{route="/technology/versatile",method="GET",status="200"}';
    expect(sample(after, page) - sample(before, page)).toBe(2);
    expect(sample(after, 'site_page_cache_requests_total{result="miss"}') - sample(before, 'site_page_cache_requests_total{result="miss"}')).toBe(1);
    expect(sample(after, 'site_page_cache_requests_total{result="hit"}') - sample(before, 'site_page_cache_requests_total{result="hit"}')).toBe(1);
    const stored = 'site_form_submissions_total{form="contact",result="stored"}';
    expect(sample(after, stored) - sample(before, stored)).toBe(1);
    const post = 'http_requests_total{route="/api/forms/[form]",method="POST",status="201"}';
    expect(sample(after, post) - sample(before, post)).toBe(1);
    expect(sample(after, 'site_page_cache_entries')).toBeGreaterThanOrEqual(1);

    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::integer AS n FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL');
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'site_outbox_backlog')).toBe(rows[0]!.n);
  });

  it('logs JSON lines only, each line of a request under its id, and nothing a visitor typed', async () => {
    const traced = await get('/our-team?utm_source=ada.lovelace@example.org', { headers: { 'x-request-id': 'trace-observe-0001' } });
    expect(traced.status).toBe(200);
    expect(traced.headers.get('x-request-id')).toBe('trace-observe-0001');
    await traced.text();

    const email = 'zenobia.quartermaine+obs@example.net';
    const message = 'Please quote the marmalade reactor protocol 7731-Zephyr.';
    const posted = await postContact(contact(email, message), 'trace-observe-0002');
    expect(posted.status).toBe(201);
    expect(posted.headers.get('x-request-id')).toBe('trace-observe-0002');
    // A refusal (the same person, a forged captcha) writes nothing of the form either.
    const refused = await postContact({ ...contact(email, message), captcha_token: 'forged.token' }, 'trace-observe-0003');
    expect(refused.status).toBe(422);

    await expect.poll(() => parsedLines().filter((line) => line.reqId === 'trace-observe-0003').length).toBeGreaterThanOrEqual(1);
    // Every line parses as JSON (parsedLines throws otherwise), standard output and error alike.
    const lines = parsedLines();
    expect(lines.length).toBeGreaterThan(10);
    const access = lines.find((line) => line.reqId === 'trace-observe-0001' && line.msg === 'request');
    expect(access).toMatchObject({ component: 'http', method: 'GET', path: '/our-team', route: '/our-team', status: 200, cache: 'MISS' });
    expect(lines.find((line) => line.reqId === 'trace-observe-0002' && line.msg === 'request')).toMatchObject({ route: '/api/forms/[form]', status: 201 });
    const everything = [...site.output.stdout, ...site.output.stderr].join('\n');
    for (const leak of [email, 'zenobia', message, '7731-Zephyr', 'Quibblestone', 'utm_source', 'ada.lovelace']) expect(everything).not.toContain(leak);
  });

  it('reports WordPress from the site’s own reads: degraded while its last read failed, ok once one succeeds', async () => {
    const newsroom = await get('/newsroom');
    expect(newsroom.status).toBe(200);
    await newsroom.text();
    let report = (await (await health()).json()) as Health;
    expect(report.checks.wordpress).toMatchObject({ status: 'ok', configured: true, lastErrorAt: null, lastErrorReason: null });
    expect(Date.parse(String(report.checks.wordpress!.lastSuccessAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(report.checks.wordpress!.lastSuccessAgeSeconds).toBeGreaterThanOrEqual(0);
    const before = await scrape();

    wordpress.fail(true);
    try {
      // A list never read before: WordPress is asked, fails, and the page still serves.
      const list = await get('/category/press-release');
      expect(list.status).toBe(200);
      await list.text();
      const bare = await get('/api/health');
      expect(bare.status).toBe(200);
      expect(await bare.json()).toEqual({ status: 'degraded' });
      const degraded = await health();
      expect(degraded.status).toBe(200);
      report = (await degraded.json()) as Health;
      expect(report.status).toBe('degraded');
      expect(report.checks.wordpress).toMatchObject({ status: 'degraded', configured: true, lastErrorReason: 'http' });
      expect(JSON.stringify(report)).not.toContain('Maintenance');
      const after = await scrape();
      const errors = 'site_wordpress_request_errors_total{reason="http"}';
      expect(sample(after, errors) - sample(before, errors)).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'site_wordpress_last_success_timestamp_seconds')).toBeGreaterThan(0);
      expect(sample(after, 'site_content_cache_total{result="miss"}') - sample(before, 'site_content_cache_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    } finally {
      wordpress.fail(false);
    }
    const ideas = await get('/ideas');
    expect(ideas.status).toBe(200);
    await ideas.text();
    report = (await (await health()).json()) as Health;
    expect(report.status).toBe('ok');
    expect(report.checks.wordpress).toMatchObject({ status: 'ok', lastErrorReason: 'http' });
  });

  it('turns unready while its database is cut off and ready again when it returns; liveness stays up throughout', async () => {
    // From the cut on: a start on a busy machine may have warned already (its database slow to open).
    const mark = logMark();
    proxy.cut();
    try {
      const down = await healthUntil((status) => status === 503);
      expect(down.body).toMatchObject({ status: 'unready', database: 'error', checks: { database: { status: 'error', kind: 'postgres' } } });
      expect(['unreachable', 'timeout']).toContain(down.body.checks.database!.reason);
      // Even the token's answer names a reason, never the connection's details.
      expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres:\/\//);
      // Anyone else is told the status alone, with the same 503 a load balancer acts on.
      const bare = await get('/api/health');
      expect(bare.status).toBe(503);
      expect(await bare.json()).toEqual({ status: 'unready' });
      const live = await get('/api/health/live');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });

      // The application's own lines during a request carry its id: the form's error. The readiness check
      // warns once when the database goes away, however often it is polled (at debug after that).
      await (await get('/api/health', { headers: { 'x-request-id': 'trace-outage-0001' } })).text();
      const failed = await postContact(contact('outage.visitor@example.org', 'Sent while the database is away.'), 'trace-outage-0002');
      expect(failed.status).toBe(503);
      await expect.poll(() => parsedLines().filter((line) => line.reqId === 'trace-outage-0002').length).toBeGreaterThanOrEqual(2);
      const outageLines = linesSince(mark);
      const warnings = outageLines.filter((line) => line.component === 'health' && line.check === 'database' && line.level === 'warn');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.reqId).toEqual(expect.any(String));
      expect(outageLines.some((line) => line.reqId === 'trace-outage-0001' && line.component === 'health')).toBe(false);
      expect(outageLines.some((line) => line.reqId === 'trace-outage-0002' && line.level === 'error' && line.msg !== 'request')).toBe(true);

      const text = await scrape();
      expect(sample(text, 'site_database_up')).toBe(0);
      expect(hasSample(text, 'site_outbox_backlog')).toBe(false);
      expect(sample(text, 'site_form_submissions_total{form="contact",result="error"}')).toBeGreaterThanOrEqual(1);
    } finally {
      proxy.restore();
    }
    const back = await healthUntil((status, body) => status === 200 && body.status === 'ok');
    expect(back.body).toMatchObject({ database: 'ok', checks: { database: { status: 'ok' } } });
    const bare = await get('/api/health');
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ status: 'ok' });
    expect(linesSince(mark).filter((line) => line.component === 'health' && line.msg === 'health check: database answers again')).toHaveLength(1);
    expect(liveness.length).toBeGreaterThanOrEqual(2);
    expect(liveness.filter((status) => status !== 200)).toEqual([]);
    expect(sample(await scrape(), 'site_database_up')).toBe(1);
  });
});

describe('the readiness check’s uptime', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'observability-uptime-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    METRICS_TOKEN,
    MAILCHIMP_API_KEY: '',
    MAILCHIMP_LIST_ID: '',
    REDIS_URL: '',
    WORDPRESS_API_URL: '',
  };
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const detailed = async (url: string) => {
    const response = await fetch(`${url}/api/health`, { headers: BEARER, signal: AbortSignal.timeout(30_000) });
    return (await response.json()) as Health & { uptimeSeconds: number };
  };
  const bare = async (url: string) => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) })).json();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts from the process’s start, not from its first readiness request, and starts again with a new process', async () => {
    ensureBuild();
    const firstSpawnedAt = Date.now();
    // Pages answer; the readiness check has not been asked yet.
    const first = await startServer({ env, waitForDatabase: false });
    servers.push(first);
    const answeringAt = Date.now();
    await sleep(4000);
    const waited = Math.floor((Date.now() - answeringAt) / 1000);
    const early = await detailed(first.url);
    const firstAge = Math.ceil((Date.now() - firstSpawnedAt) / 1000);
    // This first request of the process reports at least the seconds it came after the start.
    expect(waited).toBeGreaterThanOrEqual(4);
    expect(early.uptimeSeconds).toBeGreaterThanOrEqual(waited);
    expect(early.uptimeSeconds).toBeLessThanOrEqual(firstAge);

    await sleep(2000);
    await first.stop();
    const secondSpawnedAt = Date.now();
    const second = await startServer({ env });
    servers.push(second);
    const late = await detailed(second.url);
    const sinceFirstStart = (Date.now() - firstSpawnedAt) / 1000;
    const secondAge = Math.ceil((Date.now() - secondSpawnedAt) / 1000);
    expect(late.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(late.uptimeSeconds).toBeLessThan(sinceFirstStart);
    expect(late.uptimeSeconds).toBeLessThanOrEqual(secondAge);

    // The embedded defaults, as the token's holder sees them: no WordPress, no Redis, no Mailchimp.
    expect(late).toMatchObject({
      status: 'ok',
      database: 'ok',
      checks: {
        database: { status: 'ok', kind: 'pglite' },
        redis: { status: 'ok', configured: false },
        wordpress: { status: 'ok', configured: false },
        outbox: { status: 'ok', mailchimpConfigured: false },
        pageCache: { status: 'ok' },
      },
    });
    expect(late.checks.pageCache!.entries).toBeGreaterThanOrEqual(0);
    expect(await bare(second.url)).toEqual({ status: 'ok' });
  }, 300_000);
});
