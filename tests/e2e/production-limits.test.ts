import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TEXTS } from '@/config/forms';
import { answerFault, fuzzServer, plainRequest, requestBytes, sendRaw, serverErrorSamples, siteRoutes, type SiteRoutes } from '../../scripts/lib/request-fuzz.mjs';
import { startServer } from '../../scripts/lib/server.mjs';

/**
 * The site at production limits: a render's deadline (RENDER_TIMEOUT_MS) and a query's wait for a database
 * connection (DATABASE_WAIT_MS) at their defaults, where the other files' servers get room for a loaded
 * machine, and no trusted proxy. Every route it serves answers whole, below 500 (every page of its sitemap
 * 200, with its policy); both forms are sent with JavaScript and without; random requests
 * (scripts/lib/request-fuzz.mjs) answer as in request-fuzz.test.ts; and the server counts no 5xx.
 */

/** Random requests: with request-fuzz.test.ts's, a few hundred in the suite. */
const RUNS = 250;
/** A bound on a hang, not a measure: a render has its own deadline of 5 s here. */
const ANSWER_BOUND_MS = 30_000;
const METRICS_TOKEN = 'limits-metrics-token-0123456789abcdef';
const ROOT = new URL('../..', import.meta.url).pathname;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

let server: Awaited<ReturnType<typeof startServer>>;
let routes: SiteRoutes;
let errorsAtStart: string[];
const metrics = async () => (await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
const dataDir = mkdtempSync(join(tmpdir(), 'production-limits-'));

beforeAll(async () => {
  server = await startServer({ productionLimits: true, env: { DATA_DIR: dataDir, METRICS_TOKEN } });
  routes = await siteRoutes(server.url, ROOT);
  // Counted from here: before, only the start (the readiness check answers 503 until the database is open).
  errorsAtStart = serverErrorSamples(await metrics());
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The whole answer to a GET of `path`, as a browser would send it. */
async function get(path: string) {
  const url = new URL(server.url);
  return sendRaw({ hostname: url.hostname, port: Number(url.port) }, requestBytes(plainRequest(path, { host: url.host, 'accept-encoding': 'gzip, br' })), ANSWER_BOUND_MS);
}

describe('every route', () => {
  it('answers whole and below 500: every page of the sitemap 200 with its policy, the feeds, calendars and API too', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map((match) => match[1] ?? '/');
    const event = pages.find((path) => path.startsWith('/newsroom/event/'));
    expect(event, 'an event in the sitemap').toBeDefined();
    // Each dynamic route once, its segments filled with values the site's own addresses give them.
    const families = routes.families.map((family) => family.replace(/\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}/g, (_, name: string) => routes.values[name]?.[0] ?? 'x'));
    const served = ['/robots.txt', '/sitemap.xml', '/.well-known/security.txt', '/event/calendar.ics', `${event}/calendar.ics`, '/api/health', '/api/health/live', '/api/captcha/altcha'];
    const feeds = routes.addresses.filter((path) => path.endsWith('/feed.xml'));
    expect(feeds.length, 'the feeds').toBeGreaterThanOrEqual(4);
    for (const path of [...new Set([...pages, ...served, ...feeds, ...routes.addresses, ...families])]) {
      const answer = await get(path);
      expect(answerFault(answer), path).toBeNull();
      if (pages.includes(path)) {
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-security-policy'], path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      }
      if (served.includes(path) || feeds.includes(path)) expect(answer.status, path).toBe(200);
    }
  });
});

/** The hidden fields and the answered question of a form page, as a visitor without JavaScript sends them. */
async function formFields(path: string): Promise<Record<string, string>> {
  const html = await (await fetch(server.url + path)).text();
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
  const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(html) ?? [];
  expect(a, `${path}: the question`).toBeDefined();
  return { ...hidden, captcha_answer: String(WORDS.indexOf(a!) + WORDS.indexOf(b!)) };
}

describe('the forms', () => {
  const contact = { FNAME: 'Grace Hopper', EMAIL: 'grace@example.org', MMERGE3: 'Engineer', MMERGE6: 'Utilities', MMERGE4: 'General', MMERGE5: 'Steam', MMERGE7: 'How hot is the salt?', CONSENT: 'on' };
  const subscription = { FNAME: 'Ada Lovelace', EMAIL: 'ada@example.org', CONSENT_PRIVACY: 'on', CONSENT_UPDATES: 'on' };

  it('are stored and thanked without JavaScript: a post, its redirect, and the thanks', async () => {
    for (const [path, fields, thanks] of [['/contact', contact, FORM_TEXTS.contactThanksTitle], ['/subscription', subscription, FORM_TEXTS.subscriptionThanksTitle]] as const) {
      const body = new URLSearchParams({ ...(await formFields(path)), ...fields });
      const posted = await fetch(server.url + path, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(posted.status, path).toBe(303);
      expect(posted.headers.get('location'), path).toBe(`${path}?sent=1`);
      expect(answerFault(await get(`${path}?sent=1`)), path).toBeNull();
      expect(await (await fetch(`${server.url}${path}?sent=1`)).text(), path).toContain(thanks);
    }
  });

  it('are stored with JavaScript: 201 from the API', async () => {
    for (const [form, fields] of [['contact', contact], ['subscription', subscription]] as const) {
      const body = JSON.stringify({ ...(await formFields(`/${form}`)), ...fields, EMAIL: `js.${fields.EMAIL}` });
      const posted = await fetch(`${server.url}/api/forms/${form}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(posted.status, `${form}: ${await posted.clone().text()}`).toBe(201);
      expect(await posted.json()).toMatchObject({ ok: true });
    }
  });
});

describe('random requests', () => {
  it(`answer none of ${RUNS} 5xx, cut short or without its policy, and the server counts no 5xx all along`, async () => {
    const seen = await fuzzServer({ url: server.url, root: ROOT, runs: RUNS, timeoutMs: ANSWER_BOUND_MS, routes });
    expect(Object.keys(seen.forms).sort()).toEqual(['absolute', 'asterisk', 'authority', 'origin']);
    // The server's own count of 5xx answers, by route, status and cause: none since the start.
    expect(serverErrorSamples(await metrics())).toEqual(errorsAtStart);
  }, 1_200_000);
});
