import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { CHROMIUM_PATH, ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import { freePort } from '../../../scripts/lib/server.mjs';
import { startFakeMailchimp, md5, type FakeMailchimp } from './fake-mailchimp';
import { ROOT } from './processes';
import { ENGINES, testDatabase, type Engine } from './support';

/**
 * The forms against the real production server: hostile posts are refused cleanly and nothing is kept;
 * under 500 concurrent posts with the server killed and restarted mid-run, every visitor whose answer was
 * lost sends the same form again (same captcha, same key) and is thanked, and every form is stored exactly
 * once and delivered to the mailing list exactly once.
 */

// The test signs its own captcha answers with the server's key (a visitor's browser would fetch them).
const HMAC_KEY = 'forms-server-test-key-0123456789abcdef';
/** Lets the test read the outbox's backlog from the site's health check. */
const METRICS_TOKEN = 'forms-server-metrics-token-0123456789';
process.env.ALTCHA_HMAC_KEY = HMAC_KEY;
const { createQuestion } = await import('@/lib/forms/captcha');
const { openDb } = await import('@/lib/forms/db');

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
function solvedQuestion(): { captcha_token: string; captcha_answer: string } {
  const question = createQuestion();
  const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(question.text)!;
  return { captcha_token: question.token, captcha_answer: String(WORDS.indexOf(a!) + WORDS.indexOf(b!)) };
}

interface Server {
  url: string;
  child: ChildProcess;
}

async function startSite(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [join(ROOT, 'server/serve.mjs'), String(port), '127.0.0.1'], {
    cwd: ROOT,
    // A render's deadline and a query's wait for a PostgreSQL connection are production guards against a hang;
    // 500 posts at once on a loaded machine wait longer (the posts sent again after the restart waited past the
    // 10 s default for one of the pool's five connections, and were told to try again).
    env: { RENDER_TIMEOUT_MS: '60000', DATABASE_WAIT_MS: '600000', ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      // Ready (200: ok or degraded) means the forms database answers; the public answer is the status alone.
      const response = await fetch(`${url}/api/health`);
      const health = (await response.json()) as { status?: string };
      if (response.status === 200 && health.status !== 'unready') return { url, child };
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('the site did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function stopSite(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

function validContact(index: number) {
  return {
    FNAME: 'Grace Hopper',
    EMAIL: `load.${index}@example.org`,
    MMERGE3: 'Rear Admiral',
    MMERGE6: 'Government Administration',
    MMERGE4: 'General',
    MMERGE5: `Question ${index}`,
    MMERGE7: `Message number ${index}.`,
    CONSENT: 'on',
  };
}

beforeAll(() => {
  ensureChromium();
  ensureBuild();
}, 600_000);

describe('hostile and malformed posts', () => {
  const database = testDatabase('pglite');
  let server: Server;

  beforeAll(async () => {
    server = await startSite(await freePort(), { ...database.env, ALTCHA_HMAC_KEY: HMAC_KEY, FORM_RATE_LIMIT: '100000/60' });
  }, 120_000);
  afterAll(async () => {
    if (server) await stopSite(server);
    database.remove();
  });

  const XSS = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "javascript:alert('x')",
    '<svg onload=alert(1)>',
    '{{constructor.constructor("alert(1)")()}}',
    "'; DROP TABLE submissions; --",
  ];

  function hostilePosts(): { label: string; path: string; init: RequestInit }[] {
    const posts: { label: string; path: string; init: RequestInit }[] = [];
    const json = (label: string, body: unknown, path = '/api/forms/contact') =>
      posts.push({ label, path, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } });
    const form = (label: string, body: Record<string, string>, path = '/contact') =>
      posts.push({
        label,
        path,
        init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() },
      });
    const fields = Object.keys(validContact(0));
    const wrongValues: unknown[] = [42, -1, true, false, null, [], ['a', 'b'], { $gt: '' }, [{}], 1e308];
    // Wrong types in every field (80).
    // (A JSON client may send consent as true: for that field the wrong value is the word 'yes'.)
    for (const field of fields) {
      for (const raw of wrongValues) {
        const value = field === 'CONSENT' && raw === true ? 'yes' : raw;
        json(`type ${field}=${JSON.stringify(value)}`, { ...validContact(1), ...solvedQuestion(), [field]: value });
      }
    }
    // Missing fields, one and several at a time (60).
    for (let index = 0; index < 60; index += 1) {
      const body: Record<string, unknown> = { ...validContact(2), ...solvedQuestion() };
      const required = ['FNAME', 'EMAIL', 'MMERGE4', 'MMERGE5', 'MMERGE7', 'CONSENT'];
      for (const [position, field] of required.entries()) if ((index + 1) & (1 << position)) delete body[field];
      if (Object.keys(body).length === fields.length + 2) delete body.FNAME;
      (index % 2 ? json : form)(`missing #${index}`, body as Record<string, string>);
    }
    // Scripts in every field, through both doors (60).
    for (let index = 0; index < 60; index += 1) {
      const payload = XSS[index % XSS.length]!;
      const body = Object.fromEntries(fields.map((field) => [field, field === 'CONSENT' ? 'on' : payload]));
      if (index % 2) json(`script #${index}`, { ...body, ...solvedQuestion() });
      else form(`script #${index}`, { ...body, ...solvedQuestion() }, index % 4 ? '/contact' : '/subscription');
    }
    // Huge bodies, declared and streamed (20).
    for (let index = 0; index < 20; index += 1) {
      const big = 'x'.repeat(index % 2 ? 70_000 : 2_000_000);
      posts.push({
        label: `huge #${index}`,
        path: index % 3 ? '/api/forms/contact' : '/contact',
        init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `FNAME=${big}` },
      });
    }
    // Unreadable bodies and wrong content types (40).
    const garbage: [string, string][] = [
      ['application/json', '{"FNAME":'],
      ['application/json', '[1,2,3]'],
      ['application/json', 'null'],
      ['text/plain', 'FNAME=Ada'],
      ['application/xml', '<FNAME>Ada</FNAME>'],
      ['application/json', '"\\ud800"'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
      ['application/x-www-form-urlencoded', ''],
    ];
    for (let index = 0; index < 40; index += 1) {
      const [type, body] = garbage[index % garbage.length]!;
      posts.push({
        label: `garbage ${type} #${index}`,
        path: index % 2 ? '/api/forms/subscription' : '/api/forms/contact',
        init: { method: 'POST', headers: { 'content-type': type }, body },
      });
    }
    // Valid forms with a missing, forged or wrong captcha, and a filled-in newsletter trap counted apart (40).
    for (let index = 0; index < 40; index += 1) {
      const captcha =
        index % 4 === 0
          ? {}
          : index % 4 === 1
            ? { captcha_token: 'forged.token', captcha_answer: '3' }
            : index % 4 === 2
              ? { ...solvedQuestion(), captcha_answer: '99' }
              : { altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') };
      json(`captcha #${index}`, { ...validContact(3), ...captcha });
    }
    return posts;
  }

  it('answers each of 300 with a 4xx and a message, never a 5xx, and keeps none of them', async () => {
    const posts = hostilePosts();
    expect(posts).toHaveLength(300);
    const outcomes: { label: string; status: number; message: string }[] = [];
    for (let start = 0; start < posts.length; start += 20) {
      const batch = posts.slice(start, start + 20);
      outcomes.push(
        ...(await Promise.all(
          batch.map(async ({ label, path, init }) => {
            const response = await fetch(`${server.url}${path}`, { ...init, redirect: 'manual' });
            const text = await response.text();
            const message = response.headers.get('content-type')?.includes('json')
              ? String((JSON.parse(text) as { message?: unknown }).message ?? '')
              : (/<p class="[^"]*summaryMessage[^"]*">([^<]+)</.exec(text)?.[1] ??
                // The server entry's own refusal (a body too large or of a type no form takes), before the form is read.
                /<main><h1>[^<]+<\/h1><p>([^<]+)</.exec(text)?.[1] ??
                '');
            return { label, status: response.status, message };
          }),
        )),
      );
    }
    const unexpected = outcomes.filter((outcome) => outcome.status < 400 || outcome.status > 499 || outcome.message.length < 10);
    expect(unexpected).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status >= 500)).toEqual([]);
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].sort()).toEqual([400, 413, 415, 422]);

    await stopSite(server);
    const db = await openDb(database.options);
    try {
      const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM submissions')) as [{ n: number }];
      expect(n).toBe(0);
    } finally {
      await db.close();
    }
    server = await startSite(Number(new URL(server.url).port), { ...database.env, ALTCHA_HMAC_KEY: HMAC_KEY, FORM_RATE_LIMIT: '100000/60' });
  }, 450_000); // A guard against a hang at five times what it takes in a full run (up to 85 s).

  it('shows hostile input back as text: nothing runs, nothing is injected', async () => {
    const require = createRequire(`${ROOT}/`);
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const payload of XSS) {
        await page.goto(`${server.url}/contact`);
        // A plain browser post, as a visitor without the page's script would make it.
        await page.evaluate((value) => {
          const form = document.querySelector<HTMLFormElement>('form[aria-label="General inquiries"]')!;
          form.noValidate = true;
          form.onsubmit = null;
          for (const name of ['FNAME', 'MMERGE3', 'MMERGE5', 'MMERGE7']) form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
          HTMLFormElement.prototype.submit.call(form);
        }, payload);
        await page.waitForLoadState('load');
        expect(await page.inputValue('#field-mmerge7')).toBe(payload);
        expect(await page.inputValue('#field-fname')).toBe(payload);
        expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
      }
      expect(dialogs).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000); // A guard against a hang at five times what it takes in a full run (up to 30 s).
});

describe.each(ENGINES)('500 concurrent contact posts with the site killed and restarted (%s)', (engine: Engine) => {
  const database = testDatabase(engine);
  let fake: FakeMailchimp;
  let server: Server | undefined;

  beforeAll(async () => {
    fake = await startFakeMailchimp();
    if (engine === 'postgres') {
      const db = await openDb(database.options);
      await db.query('TRUNCATE outbox, submissions, captcha_claims RESTART IDENTITY CASCADE');
      await db.close();
    }
  });
  afterAll(async () => {
    if (server) await stopSite(server, 'SIGKILL');
    await fake?.close();
    database.remove();
  });

  it('thanks every visitor who sends the same form again exactly once, stores and delivers each form exactly once', async () => {
    const port = await freePort();
    const env = {
      ...database.env,
      ALTCHA_HMAC_KEY: HMAC_KEY,
      // The smallest proof of work, so that the test can solve 250 of them quickly.
      ALTCHA_MAX_COUNTER: '2',
      FORM_RATE_LIMIT: '100000/60',
      MAILCHIMP_API_KEY: fake.apiKey,
      MAILCHIMP_LIST_ID: fake.listId,
      MAILCHIMP_API_URL: fake.url,
      // Rows a killed server was delivering are retried after their lease: short here, to keep the test short.
      OUTBOX_LEASE_SECONDS: '5',
      OUTBOX_INTERVAL_SECONDS: '1',
      METRICS_TOKEN,
    };
    server = await startSite(port, env);
    const url = server.url;
    const TOTAL = 500;

    // Half the visitors have JavaScript: the page's script posts to the JSON door with a solved ALTCHA challenge.
    // The other half post the form itself to its page, answering the signed question the page rendered, under
    // the one-off key the page rendered. Each visitor's form, captcha included, is fixed once filled in.
    type Door = 'json' | 'page';
    interface Visitor {
      door: Door;
      key: string;
      body: Record<string, string>;
    }
    async function jsonVisitor(index: number): Promise<Visitor> {
      const challenge = (await (await fetch(`${url}/api/captcha/altcha`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('the ALTCHA challenge could not be solved');
      const altcha = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
      const key = randomUUID().replace(/-/g, '');
      return { door: 'json', key, body: { ...validContact(index), altcha, submission_id: key } };
    }
    async function pageVisitor(index: number): Promise<Visitor> {
      const html = await (await fetch(`${url}/contact`)).text();
      const key = /name="submission_id" value="([^"]+)"/.exec(html)?.[1];
      const token = /name="captcha_token" value="([^"]+)"/.exec(html)?.[1];
      const question = /What is (\w+) plus (\w+)\?/.exec(html);
      if (!key || !token || !question) throw new Error('the contact page has no one-off key or no question');
      const answer = String(WORDS.indexOf(question[1]!) + WORDS.indexOf(question[2]!));
      return { door: 'page', key, body: { ...validContact(index), submission_id: key, captcha_token: token, captcha_answer: answer } };
    }
    const visitors: Visitor[] = [];
    for (let start = 0; start < TOTAL; start += 10) {
      visitors.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, offset) => ((start + offset) % 2 ? pageVisitor(start + offset) : jsonVisitor(start + offset))))),
      );
    }
    expect(new Set(visitors.map((visitor) => visitor.key)).size).toBe(TOTAL);

    const thanks = new Array<number>(TOTAL).fill(0);
    const refusals: string[] = [];
    let killed = false;
    let answered = 0;

    /** Sends visitor `index`'s form through its door: thanked, refused (with why), or lost with the server. */
    async function post(index: number): Promise<'thanked' | 'refused' | 'lost'> {
      const { door, body } = visitors[index]!;
      let thanked: boolean;
      let answer: string;
      try {
        if (door === 'json') {
          const response = await fetch(`${url}/api/forms/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const json = (await response.json()) as { ok?: boolean; message?: string };
          thanked = response.status === 201 && json.ok === true;
          answer = `${response.status} ${json.message ?? ''}`;
        } else {
          // As a browser without JavaScript posts it; the thank-you is a redirect to ?sent=1.
          const response = await fetch(`${url}/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(body).toString(),
            redirect: 'manual',
          });
          const html = await response.text();
          thanked = response.status === 303 && /\/contact\?sent=1$/.test(response.headers.get('location') ?? '');
          answer = `${response.status} ${/<p class="[^"]*summaryTitle[^"]*">([^<]+)</.exec(html)?.[1] ?? ''}`;
        }
      } catch (error) {
        if (!killed) throw error;
        return 'lost';
      }
      answered += 1;
      if (thanked) {
        thanks[index]! += 1;
        return 'thanked';
      }
      refusals.push(`visitor ${index} (${door}) was answered ${answer}`);
      return 'refused';
    }

    // All 500 at once; the site is killed (no goodbye) once about 150 have been answered.
    const inFlight = Array.from({ length: TOTAL }, (_, index) => post(index));
    while (answered < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await stopSite(server, 'SIGKILL');
    const first = await Promise.all(inFlight);
    expect(refusals).toEqual([]);
    const lost = first.flatMap((outcome, index) => (outcome === 'lost' ? [index] : []));
    expect(TOTAL - lost.length).toBeGreaterThanOrEqual(150);
    expect(new Set(lost.map((index) => visitors[index]!.door))).toEqual(new Set<Door>(['json', 'page']));
    // The crash left every form together with its captcha's claim, or neither (one snapshot counts both).
    const crashed = await openDb(database.options);
    try {
      const [counts] = await crashed.query<{ forms: number; claims: number }>(
        'SELECT (SELECT count(*)::integer FROM submissions) AS forms, (SELECT count(*)::integer FROM captcha_claims) AS claims',
      );
      expect(counts!.claims).toBe(counts!.forms);
    } finally {
      await crashed.close();
    }

    // Back up: the visitors whose post went unanswered send the very same form again (same captcha, same key).
    server = await startSite(port, env);
    killed = false;
    const second = await Promise.all(lost.map((index) => post(index)));
    expect(refusals).toEqual([]);
    expect(second.every((outcome) => outcome === 'thanked')).toBe(true);
    // Every visitor thanked, and exactly once: before the kill, or for the form sent again.
    expect(thanks.filter((times) => times !== 1)).toEqual([]);
    const keys = visitors.map((visitor) => visitor.key);

    // Every form delivered, the rows the killed server held included once their lease ran out (checked with
    // Mailchimp first): the outbox has nothing left to send, as the site's own health check counts it.
    const backlog = async () => {
      const response = await fetch(`${url}/api/health`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const health = (await response.json()) as { checks?: { outbox?: { backlog?: number; failed?: number } } };
      return health.checks?.outbox ?? null;
    };
    await expect.poll(backlog, { timeout: 300_000, interval: 250 }).toEqual(expect.objectContaining({ backlog: 0, failed: 0 }));
    await stopSite(server);
    server = undefined;

    const puts = fake.calls.filter((call) => call.method === 'PUT' && call.status === 200);
    const perMember = new Map<string, number>();
    for (const call of puts) perMember.set(call.path, (perMember.get(call.path) ?? 0) + 1);
    expect(perMember.size).toBe(TOTAL);
    expect([...perMember.values()].filter((times) => times !== 1)).toEqual([]);
    expect(perMember.has(`/3.0/lists/${fake.listId}/members/${md5('load.0@example.org')}`)).toBe(true);

    const db = await openDb(database.options);
    try {
      const rows = await db.query<{ key: string; n: number }>(
        `SELECT idempotency_key AS key, count(*)::integer AS n FROM submissions GROUP BY idempotency_key`,
      );
      expect(rows).toHaveLength(TOTAL);
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
      expect(new Set(rows.map((row) => row.key))).toEqual(new Set(keys.map((key) => `contact:${key}`)));
      const [{ n: undelivered }] = (await db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM outbox WHERE delivered_at IS NULL',
      )) as [{ n: number }];
      expect(undelivered).toBe(0);
      const [{ n: claims }] = (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM captcha_claims')) as [{ n: number }];
      expect(claims).toBe(TOTAL);
    } finally {
      await db.close();
    }
  }, 1_200_000); // A guard against a hang at five times what it takes in a full run (up to 233 s on PGlite).
});
