import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server.mjs';
import { baseURL, borrowBrowser, returnBrowser, waitForHydration } from './support/browser';

/**
 * The editing screen (/keystatic) as the web team uses it: under the development server it edits the
 * files in content/ on disk and the pages show the new words; the production server has no such screen
 * (404) and no public page loads its code.
 */

const ROOT = new URL('../..', import.meta.url).pathname;

describe('on the production server', () => {
  it('answers 404 for the editing screen and its API without GitHub storage', async () => {
    for (const path of ['/keystatic', '/keystatic/singleton/site', '/api/keystatic/tree']) {
      const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    const save = await fetch(new URL('/api/keystatic/update', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ additions: [{ path: 'content/site.yaml', contents: 'bmFtZTogeA==' }], deletions: [] }),
    });
    expect(save.status).toBe(404);
    expect(readFileSync(join(ROOT, 'content', 'site.yaml'), 'utf8')).not.toContain('name: x\n');
  });

  it('requests no editing-screen code on five public pages in the browser', async () => {
    const browser = await borrowBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      for (const path of ['/', '/technology/leading-the-way', '/our-team', '/newsroom', '/contact']) {
        await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'load' });
        // Hydrated: every script the page loads (held until its first paint) has been requested and run.
        await waitForHydration(page);
      }
      expect(scripts.size).toBeGreaterThan(5);
      for (const url of scripts) {
        expect(url).not.toMatch(/keystatic/i);
        const code = await (await fetch(url)).text();
        expect(/api\/keystatic|@keystatic|keystar/i.test(code), url).toBe(false);
      }
      await context.close();
    } finally {
      await returnBrowser(browser);
    }
  }, 90_000); // A guard against a hang at five times what it takes in a full run on a quiet machine (up to 15 s).

  it('loads no editing-screen code on a public page', async () => {
    const pages = ['/', '/technology', '/our-team', '/newsroom', '/contact', '/privacy-policy'];
    for (const path of pages) {
      const html = await (await fetch(new URL(path, baseURL))).text();
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const src of scripts) {
        const code = await (await fetch(new URL(src, baseURL))).text();
        // Keystatic's code names its own API and app (both absent from the site's code).
        expect(/api\/keystatic|@keystatic|keystar/i.test(code), `${path} loads ${src}`).toBe(false);
      }
    }
  });
});

/** A copy of the project for the development server: its edits land in the copy's content/, not ours. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'editing-screen-'));
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    // Build output, packages, and what a running server keeps (data/: its database and control socket).
    if (['.next', '.git', 'node_modules', 'test-results', '.lighthouse', 'dist', 'data'].includes(entry.name)) continue;
    cpSync(join(ROOT, entry.name), join(dir, entry.name), { recursive: true });
  }
  // The packages are only read: hard links, not copies (Turbopack refuses a node_modules link out of the project).
  const linked = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`could not link node_modules: ${linked.stderr}`);
  return dir;
}

describe('under the development server', () => {
  let dir: string;
  let server: ChildProcess;
  let url: string;
  let browser: Browser;
  const output: string[] = [];

  beforeAll(async () => {
    dir = projectCopy();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'dev', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: join(dir, '.data'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(60_000) })).ok) break;
      } catch {
        // compiling
      }
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the development server did not start:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    browser = await borrowBrowser();
  }, 180_000);

  afterAll(async () => {
    await returnBrowser(browser);
    if (server && server.exitCode === null && server.signalCode === null) {
      // Asked to stop, then made to if it has not exited 10 s later (a bound on a hang).
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a file's form on the screen, as an editor would from the dashboard. */
  async function openForm(page: Page, path: string, ready: RegExp) {
    await page.goto(`${url}/keystatic/singleton/${path}`, { timeout: 180_000 });
    await page.getByRole('textbox', { name: ready }).first().waitFor({ timeout: 120_000 });
  }

  /** Saves the form and waits until the file on disk holds `expected`. */
  async function save(page: Page, file: string, expected: (data: Record<string, unknown>) => unknown, value: unknown) {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => expected(parse(readFileSync(join(dir, 'content', file), 'utf8')) as Record<string, unknown>), { timeout: 30_000 }).toEqual(value);
  }

  // A guard against a hang at five times what it takes in a full run (95-259 s: `next dev` compiling the editor).
  it('edits words in the forms, saves them to content/ on disk, and the pages show them', { timeout: 1_320_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(url)) external.push(request.url());
    });

    // The site's tagline: a field of content/site.yaml.
    const siteBefore = parse(readFileSync(join(dir, 'content', 'site.yaml'), 'utf8')) as { name: string; tagline: string };
    await openForm(page, 'site', /^Tagline/);
    const tagline = page.getByRole('textbox', { name: /^Tagline/ });
    expect(await tagline.inputValue()).toBe(siteBefore.tagline);
    await tagline.fill('Clean Heat for Every Industry');
    await save(page, 'site.yaml', (data) => data.tagline, 'Clean Heat for Every Industry');
    // The rest of the file is as it was.
    const siteAfter = parse(readFileSync(join(dir, 'content', 'site.yaml'), 'utf8')) as Record<string, unknown>;
    expect({ ...siteAfter, tagline: siteBefore.tagline }).toEqual(siteBefore);

    // A figure's note on the home page: an item of a list, edited in its own dialog.
    type Home = { figures: { items: { figure: string; label: string; note: string }[] } };
    const homeBefore = parse(readFileSync(join(dir, 'content', 'home.yaml'), 'utf8')) as Home;
    const figure = homeBefore.figures.items[1]!;
    const note = `${figure.note} Checked on the editing screen.`;
    await openForm(page, 'home', /^Title/);
    await page.getByText(`${figure.figure} ${figure.label}`, { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Note/ }).fill(note);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await save(page, 'home.yaml', (data) => (data as Home).figures.items[1]!.note, note);

    // An executive's title on Our Team: a person of a list.
    type Team = { executives: { name: string; title: string }[] };
    const teamBefore = parse(readFileSync(join(dir, 'content', 'our-team.yaml'), 'utf8')) as Team;
    const executive = teamBefore.executives[1]!;
    await openForm(page, 'ourTeam', /^Page title/);
    await page.getByText(executive.name, { exact: true }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: /^Role/ }).fill('Chief Technology and Innovation Officer');
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await save(page, 'our-team.yaml', (data) => (data as Team).executives[1]!.title, 'Chief Technology and Innovation Officer');

    // The screen asks no other host for anything it gets (a web font it asks for is refused by the policy).
    expect(external.filter((address) => !address.startsWith('https://fonts.googleapis.com/'))).toEqual([]);
    await context.close();

    const home = await (await fetch(`${url}/`, { signal: AbortSignal.timeout(180_000) })).text();
    expect(home).toContain(`<title>${siteBefore.name} | Clean Heat for Every Industry</title>`);
    expect(home).toContain(note);
    const team = await (await fetch(`${url}/our-team`, { signal: AbortSignal.timeout(180_000) })).text();
    expect(team).toContain('Chief Technology and Innovation Officer');
    expect(team).not.toContain(`>${executive.title}<`);
  });
});
