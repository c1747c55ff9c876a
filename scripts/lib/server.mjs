// Starts the production server for tests and audits, and stops it again.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverArguments } from '../../server/launch.mjs';
import { seedPgliteDatabase } from './pglite-seed.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const SERVER_CLOCK = new URL('./server-clock.mjs', import.meta.url).href;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `variables` without the names given. @param {Record<string, string | undefined>} variables @param {string[]} names */
const withoutNames = (variables, names) => Object.fromEntries(Object.entries(variables).filter(([name]) => !names.includes(name)));

/**
 * Resolves once `address` answers 2xx; rejects when `child` exits first or nothing answers within `timeoutMs`
 * (a bound on a hang, not a measure).
 * @param {string} address @param {import('node:child_process').ChildProcess} child @param {number} timeoutMs
 */
export async function waitForAnswer(address, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server behind ${address} exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(address, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${address} did not answer within ${timeoutMs} ms`);
}

/**
 * Stops a server process: SIGTERM, then SIGKILL if it has not exited within 5 s; resolves once it has exited.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Ready means the forms' database is open too: on a first start the embedded one is created, which
 * takes seconds of CPU that would otherwise land on the first requests a test times. The readiness
 * check answers 503 (`unready`) until the database is reachable; its public answer is the status alone.
 */
async function waitForDatabase(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      const health = await response.json();
      if (response.status === 200 && (health.status === 'ok' || health.status === 'degraded')) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`the forms database behind ${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The production limits a test server is given more room in, unless it asks for `productionLimits`. */
const TEST_LIMITS = { RENDER_TIMEOUT_MS: '60000' };
const PRODUCTION_LIMIT_NAMES = ['RENDER_TIMEOUT_MS', 'DATABASE_WAIT_MS'];

/**
 * The production server (server/serve.mjs) on 127.0.0.1; resolves once it and its database answer.
 * `capture: true` keeps what it writes: `output.stdout` and `output.stderr` hold its lines so far.
 * `waitForDatabase: false` resolves as soon as pages answer, without asking the readiness check (for a
 * test that needs the process's first readiness request to be its own).
 * `clock: true` gives the test the server's wall clock: `advanceClock(ms)` moves it forward (server-clock.mjs).
 * `productionLimits: true` keeps the production defaults of a render's deadline and a query's wait for a
 * database connection (neither set, whatever the environment says), where other tests get a 60 s deadline.
 * `port`: where it listens (a free port by default), so a test can start it again at the same address.
 * @param {{ port?: number, env?: Record<string, string>, quiet?: boolean, capture?: boolean, waitForDatabase?: boolean, clock?: boolean, productionLimits?: boolean }} [options]
 */
export async function startServer({ port, env = {}, quiet = true, capture = false, waitForDatabase: awaitDatabase = true, clock = false, productionLimits = false } = {}) {
  // A site on its own embedded database starts from the suite's copy of it, when there is one.
  if (env.DATA_DIR && !(env.DATABASE_URL ?? process.env.DATABASE_URL)) seedPgliteDatabase(env.DATA_DIR);
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const stdio = capture ? ['ignore', 'pipe', 'pipe'] : quiet ? ['ignore', 'ignore', 'inherit'] : ['inherit', 'inherit', 'inherit'];
  const child = spawn(
    process.execPath,
    [...(clock ? ['--import', SERVER_CLOCK] : []), ...serverArguments({ port: listenPort, hostname: '127.0.0.1' })],
    {
      cwd: ROOT,
      // A render's deadline well past what a render takes on a loaded test machine (5 s in production); a
      // test of the deadline sets its own.
      env: productionLimits
        ? { ...withoutNames(process.env, PRODUCTION_LIMIT_NAMES), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...withoutNames(env, PRODUCTION_LIMIT_NAMES) }
        : { ...TEST_LIMITS, ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: clock ? [...stdio, 'ipc'] : stdio,
    },
  );
  /** @type {{ stdout: string[], stderr: string[] }} */
  const output = { stdout: [], stderr: [] };
  if (capture) {
    for (const name of /** @type {const} */ (['stdout', 'stderr'])) {
      let partial = '';
      child[name].setEncoding('utf8');
      child[name].on('data', (chunk) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        output[name].push(...parts.filter((line) => line !== ''));
      });
      child[name].on('end', () => {
        if (partial) output[name].push(partial);
      });
    }
  }
  try {
    // Bounds on a hang, not measures: a start takes 3 s on a quiet machine and has taken over a minute on a loaded one.
    await waitForAnswer(`${url}/robots.txt`, child, 120_000);
    if (awaitDatabase) await waitForDatabase(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid,
    output,
    /**
     * With `clock: true`: moves the server's wall clock `ms` forward (server-clock.mjs) and resolves once the
     * server has applied it, so that what it does next sees the new time.
     * @param {number} ms
     */
    advanceClock(ms) {
      if (!clock) throw new Error('advanceClock needs a server started with { clock: true }');
      return new Promise((resolve) => {
        const onMessage = (/** @type {any} */ message) => {
          if (message && typeof message.clockAdvancedMs === 'number') {
            child.off('message', onMessage);
            resolve(message.clockAdvancedMs);
          }
        };
        child.on('message', onMessage);
        child.send({ advanceClockMs: ms });
      });
    },
    stop() {
      return stopProcess(child);
    },
  };
}
