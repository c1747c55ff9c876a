// A private Redis for the tests that need one: Debian's redis-server on a free port of 127.0.0.1, keeping
// nothing on disk, stopped after. Never the machine's shared Redis.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installMissingPackages } from './debian-packages.mjs';
import { freePort } from './server.mjs';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Debian's redis-server package, when it is not there. */
export function missingRedisPackages() {
  return existsSync(REDIS_SERVER) ? [] : ['redis-server'];
}

/** Installs Debian's redis-server package when it is missing (the test machines run as root). */
export function ensureRedisServer() {
  installMissingPackages(missingRedisPackages());
  if (!existsSync(REDIS_SERVER)) throw new Error(`redis-server was installed but ${REDIS_SERVER} does not exist`);
  return REDIS_SERVER;
}

function ping(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts a private redis-server; `stop()` ends it (the port stays reserved for `start()` again, which
 * the tests use to take Redis away and bring it back), `close()` ends it for good.
 */
export async function startRedis() {
  const binary = ensureRedisServer();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'));
  let child = null;

  async function start() {
    if (child) return;
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    if (!running) return;
    child = null;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
