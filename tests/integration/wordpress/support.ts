import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { CHROMIUM_PATH, ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import { startServer } from '../../../scripts/lib/server.mjs';
import { setWordPressServer } from './global-setup';

/** What the site suites share: the test WordPress's database, a counting proxy, the site's settings. */

export const manifest = inject('wordpressManifest');
export const controlUrl = inject('wordpressControlUrl');
export const wordpressOrigin = new URL(inject('wordpressSiteUrl')).origin;
const database = inject('wordpressDatabase');
export const SECRET = 'integration-revalidation-secret-42';

const phpWork = mkdtempSync(join(tmpdir(), 'wordpress-php-'));
let snippets = 0;
/**
 * Runs `code` with the test WordPress loaded (through its wp-load.php, as WordPress's own PHP functions
 * would); `$in` holds `input`, and what the code echoes last (as JSON) is returned. `constants` are defined
 * before WordPress loads, as wp-config.php would.
 */
export async function wordpressPhp<T = unknown>(code: string, input: unknown = null, constants: Record<string, string> = {}): Promise<T> {
  const cli = inject('wordpressCli');
  const file = join(phpWork, `snippet-${(snippets += 1)}.php`);
  writeFileSync(file, `<?php\n$in = json_decode($argv[2], true);\n${code}\n`);
  let entry = cli;
  if (Object.keys(constants).length > 0) {
    entry = join(phpWork, `constants-${snippets}.php`);
    const defines = Object.entries(constants).map(([key, value]) => `define(${JSON.stringify(key)}, ${JSON.stringify(value)});`);
    writeFileSync(entry, `<?php\n${defines.join('\n')}\nrequire ${JSON.stringify(cli)};\n`);
  }
  // Not spawnSync: the sites WordPress notifies (a test's own servers) live in this process and must answer.
  const child = spawn('php', ['-d', 'display_errors=stderr', '-d', 'log_errors=0', entry, file, JSON.stringify(input)], { cwd: phpWork, timeout: 60_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`PHP failed (${status}): ${stderr || stdout}`);
  const last = stdout.trim().split('\n').pop() ?? '';
  return (last ? JSON.parse(last) : null) as T;
}

export function sql(statement: string): string {
  return execFileSync('mariadb', ['-u', 'root', '--batch', '--skip-column-names', database, '-e', statement], { encoding: 'utf8' });
}

export function getTitle(id: number): string {
  return sql(`SELECT HEX(post_title) FROM wp_posts WHERE ID = ${Number(id)}`).trim();
}

/** Changes a post's title straight in the database, as an editor's save would, without telling the site. */
export function setTitle(id: number, title: string, { hex = false } = {}) {
  const value = hex ? `UNHEX('${title.replace(/[^0-9A-F]/gi, '')}')` : `'${title.replace(/'/g, "''")}'`;
  sql(`UPDATE wp_posts SET post_title = ${value} WHERE ID = ${Number(id)}`);
}

/**
 * A pass-through proxy in front of WordPress that counts the REST requests the site makes. `hold` keeps
 * back WordPress's answers to matching requests (read in full when WordPress gave them) until `release`,
 * so a test can change WordPress while the site still waits for what it said before.
 */
export async function countingProxy() {
  const seen: string[] = [];
  const target = new URL(wordpressOrigin);
  let holding: { matches: (url: string) => boolean; released: Promise<void>; held: number } | null = null;
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith('/wp-json/')) seen.push(incoming.url);
    const hold = holding?.matches(incoming.url ?? '') ? holding : null;
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (response) => {
        if (!hold) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          hold.held += 1;
          void hold.released.then(() => {
            outgoing.writeHead(response.statusCode ?? 502, response.headers);
            outgoing.end(Buffer.concat(chunks));
          });
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    reset: () => seen.splice(0),
    /** Holds WordPress's answers to the requests `matches` picks until the returned `release` is called. */
    hold(matches: (url: string) => boolean) {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const current = { matches, released, held: 0 };
      holding = current;
      return {
        /** How many answers WordPress has given that are being held. */
        held: () => current.held,
        release() {
          if (holding === current) holding = null;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Proxy = Awaited<ReturnType<typeof countingProxy>>;
export type Site = Awaited<ReturnType<typeof startServer>>;

export function siteEnv(proxy: Proxy) {
  return {
    SITE_URL: 'http://localhost:3000',
    WORDPRESS_API_URL: `${proxy.url}/wp-json/wp/v2`,
    // Images and documents keep WordPress's own address in their URLs.
    CONTENT_MEDIA_ORIGINS: wordpressOrigin,
    // php -S answers one request at a time: on a busy machine a page of 100 posts (the search index reads
    // every type in such pages) takes seconds. The suite stops WordPress outright, never leaves it hanging,
    // so no test waits this out.
    WORDPRESS_TIMEOUT_MS: '15000',
    REVALIDATE_SECRET: SECRET,
    // Each site its own embedded forms database (one process may open one), out of the working tree.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wp-site-forms-')),
  };
}


/**
 * What the page suites start with: the production build served against the test WordPress through a
 * counting proxy, and Chromium. `stop` closes all three; a start that fails closes what it had opened.
 */
export async function startSiteWithBrowser(): Promise<{ proxy: Proxy; site: Site; browser: Browser; stop(): Promise<void> }> {
  ensureChromium();
  ensureBuild();
  const proxy = await countingProxy();
  let site: Site | undefined;
  try {
    site = await startServer({ env: siteEnv(proxy) });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
    const started = site;
    return {
      proxy,
      site: started,
      browser,
      async stop() {
        await browser.close();
        await started.stop();
        await proxy.close();
      },
    };
  } catch (error) {
    await site?.stop();
    await proxy.close();
    throw error;
  }
}

export async function notifyAt(siteUrl: string, body: unknown) {
  return fetch(new URL('/api/revalidate', siteUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Opens a page and reports anything a hostile record could have made the browser do. */
export async function inspect(page: Page, path: string, siteUrl: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(new URL(path, siteUrl).toString(), { waitUntil: 'load' });
  // The page's own inline scripts are those its policy lists by hash; anything else came from content.
  const policy = response?.headers()['content-security-policy'] ?? '';
  const hashes = [...policy.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]!);
  const dom = await page.evaluate(async (allowed) => {
    const handlers = Array.from(document.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
        .map((attribute) => `${element.tagName}[${attribute.name}]`),
    );
    const scriptUrls = Array.from(document.querySelectorAll('[href], [src]'))
      .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
      .filter((url) => /^\s*javascript:/i.test(url));
    const digest = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));
    let foreignScripts = 0;
    for (const script of Array.from(document.scripts)) {
      if (script.type === 'application/ld+json') continue;
      // The framework's chunks held back until the first paint: inert until the page's own loader puts back
      // the script they name, which must be the build's.
      if (script.type === 'text/x-after-paint') {
        if (!(script.dataset.src ?? script.dataset.preload ?? '').startsWith('/_next/')) foreignScripts += 1;
        continue;
      }
      if (script.src) {
        if (!script.src.includes('/_next/')) foreignScripts += 1;
      } else if (!allowed.includes(await digest(script.textContent ?? ''))) foreignScripts += 1;
    }
    return { handlers, scriptUrls, foreignScripts, styles: document.querySelectorAll('main style').length };
  }, hashes);
  return { status: response?.status(), dialogs, ...dom };
}


/** Runs `check` against a site started while WordPress is down (so it has nothing cached), then stops it and brings WordPress back. */
export async function withColdSite(check: (siteUrl: string) => Promise<void>): Promise<void> {
  await setWordPressServer(controlUrl, 'down');
  const coldProxy = await countingProxy();
  const cold = await startServer({ env: siteEnv(coldProxy) });
  try {
    await check(cold.url);
  } finally {
    await cold.stop();
    await coldProxy.close();
    await setWordPressServer(controlUrl, 'up');
  }
}
