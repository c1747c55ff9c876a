// Starts Varnish with the project's VCL (cdn/site.vcl and the part made from the site's tables, cdn/vcl.mjs)
// in front of the site's instances, for `npm run cdn`, the CDN tests and `npm run bench:cdn`; stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedVcl } from '../../cdn/vcl.mjs';
import { missingPackages } from './debian-packages.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
export const VARNISHD = '/usr/sbin/varnishd';
/** Debian's Varnish 7.1 and the modules that give it xkey (purging by tag). */
export const VARNISH_PACKAGES = ['varnish', 'varnish-modules'];

/** The Debian packages of Varnish that are not installed. */
export function missingVarnishPackages() {
  return existsSync(VARNISHD) ? missingPackages(['varnish-modules']) : missingPackages(VARNISH_PACKAGES);
}

/**
 * A size in bytes from `256M`, `1G`, `512k` or a plain number of bytes.
 * @param {string} text
 */
export function parseSize(text) {
  const match = /^(\d+(?:\.\d+)?)\s*([kKmMgG]?)[bB]?$/.exec(text.trim());
  if (!match) throw new Error(`CDN_STORAGE: "${text}" is not a size such as 256M or 1G`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[/** @type {'' | 'k' | 'm' | 'g'} */ ((match[2] ?? '').toLowerCase())];
  const bytes = Math.floor(Number(match[1]) * unit);
  if (bytes < 16 * 1024 * 1024) throw new Error('CDN_STORAGE must be at least 16M');
  return bytes;
}

/**
 * The storage, bounded in all: pages visitors keep coming back to (the fixed pages, articles, the build's
 * files) 70 %, what a stranger can mint (query values, not-found answers, redirects) 20 %, and Varnish's
 * transient storage (answers passed through, short-lived objects) 10 %. Each storage drops its least
 * recently used objects first, so a flood in one never empties another.
 * @param {number} bytes
 */
export function storageArguments(bytes) {
  const megabytes = (/** @type {number} */ share) => `${Math.max(4, Math.floor((bytes * share) / 1024 / 1024))}m`;
  return ['-s', `pages=malloc,${megabytes(0.7)}`, '-s', `minted=malloc,${megabytes(0.2)}`, '-s', `Transient=malloc,${megabytes(0.1)}`];
}

/** @param {string} name @returns {{ uid: number, gid: number } | null} */
function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.on('connect', () => socket.end(() => resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts varnishd in the foreground (-F) and resolves once it accepts connections.
 * @param {{
 *   port: number,
 *   listen?: string,
 *   backends: { host: string, port: number }[],
 *   storageBytes?: number,
 *   purgeToken?: string | null,
 *   purgers?: string[],
 *   stdio?: 'inherit' | 'ignore',
 * }} options
 *   listen: the address to listen on (all of them by default); purgers: addresses besides the backends and
 *   this machine allowed to purge
 */
export async function startVarnish({ port, listen = '', backends, storageBytes = 256 * 1024 * 1024, purgeToken = null, purgers = [], stdio = 'ignore' }) {
  const missing = missingVarnishPackages();
  if (missing.length > 0) {
    throw new Error(`Varnish is not installed: apt-get install ${missing.join(' ')} (Debian's Varnish 7.1 and varnish-modules, which brings xkey)`);
  }
  const work = mkdtempSync(join(tmpdir(), 'site-cdn-'));
  // Varnish's cache process runs as its own user, which must reach its working directory inside.
  chmodSync(work, 0o711);
  const vclDir = join(work, 'vcl');
  mkdirSync(vclDir);
  // The purge token is in it: readable by this user (and the Varnish it starts) only.
  writeFileSync(join(vclDir, 'site-generated.vcl'), generatedVcl({ backends, purgeToken, purgers }), { mode: 0o600 });
  // Beside it, the project's VCL, which includes it from its own folder.
  copyFileSync(join(ROOT, 'cdn', 'site.vcl'), join(vclDir, 'site.vcl'));
  const vcl = join(vclDir, 'site.vcl');
  // As root, Varnish compiles and runs its VCL as its own user (Debian's package makes it): the files are its.
  const varnishUser = process.getuid?.() === 0 ? userIds('varnish') : null;
  if (varnishUser) for (const path of [vclDir, join(vclDir, 'site-generated.vcl'), vcl]) chownSync(path, varnishUser.uid, varnishUser.gid);
  const args = [
    '-F',
    '-n', join(work, 'varnish'),
    '-a', `${listen}:${port}`,
    '-T', '127.0.0.1:0',
    '-f', vcl,
    // The site compresses (brotli and gzip) and says Vary: Accept-Encoding; Varnish keeps its codings as sent.
    '-p', 'http_gzip_support=off',
    ...storageArguments(storageBytes),
  ];
  // The VCL is compiled first, so a mistake in it is said at once, with its line.
  const check = spawnSync(VARNISHD, ['-C', '-n', join(work, 'check'), ...storageArguments(storageBytes), '-f', vcl], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`the CDN's VCL does not compile:\n${check.stderr}`);
  }
  const child = spawn(VARNISHD, args, { stdio: ['ignore', stdio, stdio] });
  const deadline = Date.now() + 60_000;
  // A bound on a hang, not a measure: varnishd starts in a second.
  while (!(await listening(port))) {
    if (child.exitCode !== null) {
      rmSync(work, { recursive: true, force: true });
      throw new Error(`varnishd exited with code ${child.exitCode} (is port ${port} taken?)`);
    }
    if (Date.now() > deadline) throw new Error(`varnishd did not listen on ${port} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Varnish's working directory (`varnishadm -n` and `varnishstat -n` take it). */
    name: join(work, 'varnish'),
    /** Varnish's counters (varnishstat -1 -j), e.g. `MAIN.n_object`. @returns {Record<string, number>} */
    counters() {
      const result = spawnSync('varnishstat', ['-n', join(work, 'varnish'), '-1', '-j'], { encoding: 'utf8' });
      const parsed = JSON.parse(result.stdout || '{}');
      const counters = parsed.counters ?? parsed;
      return Object.fromEntries(Object.entries(counters).filter(([, value]) => typeof value === 'object' && value && 'value' in value).map(([name, value]) => [name, Number(/** @type {{ value: number }} */ (value).value)]));
    },
    /** Whether Varnish's health check finds every backend up (`varnishadm backend.list`). */
    backendsHealthy() {
      const list = spawnSync('varnishadm', ['-n', join(work, 'varnish'), 'backend.list'], { encoding: 'utf8' }).stdout;
      const rows = list.split('\n').filter((line) => /\.site_\d+\s/.test(line));
      return rows.length === backends.length && rows.every((row) => /\shealthy\s/.test(row));
    },
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
