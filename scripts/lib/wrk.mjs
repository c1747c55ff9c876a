// wrk (Debian's package, installed when missing), the load generator of the HTTP benchmarks, on 127.0.0.1 only
// and bounded in time: one run's rate, latencies and failed requests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const LUA = new URL('../wrk', import.meta.url).pathname;

export function ensureWrk() {
  if (existsSync('/usr/bin/wrk')) return;
  console.log('[bench] wrk is missing: installing Debian\'s wrk package');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'wrk']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** A wrk latency ("850.00us", "1.20ms", "2.00s") in ms. @param {string} text */
function toMs(text) {
  const value = Number.parseFloat(text);
  if (text.endsWith('us')) return value / 1000;
  if (text.endsWith('ms')) return value;
  if (text.endsWith('s')) return value * 1000;
  return value;
}

/**
 * One wrk run against `url`; resolves with its requests per second, p50 and p99 latency (ms) and failed requests.
 * @param {string} url
 * @param {{ seconds: number, connections: number, threads: number, script?: string | null, headers?: Record<string, string> }} options
 *   script: a Lua script of scripts/wrk; headers: sent with every request
 * @returns {Promise<{ rps: number, p50: number, p99: number, errors: number }>}
 */
export function wrk(url, { seconds, connections, threads, script = null, headers = {} }) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ...(script ? ['-s', join(LUA, script)] : []),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk failed: ${err}`));
      const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
      resolve({
        rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
        p50: toMs(out.match(/\s50%\s+([\d.]+\w+)/)?.[1] ?? '0'),
        p99: toMs(out.match(/\s99%\s+([\d.]+\w+)/)?.[1] ?? '0'),
        errors: non2xx + Number(out.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0),
      });
    });
  });
}
