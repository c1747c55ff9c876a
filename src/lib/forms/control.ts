import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The running site's control socket: while the site has the embedded database open (PGlite allows one
 * process), `npm run submissions` sends its command here and the site runs it. A Unix socket in a folder
 * only the site's user may enter: whoever can use it could read the database files anyway. One JSON line
 * each way: `{"command": …}` in, `{"ok": true, "result": …}` or `{"ok": false, "error": "…"}` out.
 */

const MAX_REQUEST_BYTES = 64 * 1024;

/** Where the socket of the site using DATA_DIR `dataDir` listens (Unix socket paths are limited to ~100 bytes). */
export function controlSocketPath(dataDir: string): string {
  const folder = resolve(dataDir, 'run');
  const path = join(folder, 'control.sock');
  if (Buffer.byteLength(path) <= 100) return path;
  return join(tmpdir(), `site-control-${createHash('sha256').update(path).digest('hex').slice(0, 16)}`, 'control.sock');
}

/** Starts listening; a socket file left by a process that died is replaced. */
export async function startControlServer(dataDir: string, handle: (request: unknown) => Promise<unknown>): Promise<{ path: string; close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  const folder = resolve(path, '..');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // Only one process can hold the embedded database (its lock file), and only that process listens here:
  // a socket file already there was left by one that died.
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const server: Server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(120_000, () => socket.destroy());
    const answer = (body: unknown) => socket.end(`${JSON.stringify(body)}\n`);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) {
        answer({ ok: false, error: 'request too large' });
        return;
      }
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      let request: unknown;
      try {
        request = JSON.parse(buffer.slice(0, end));
      } catch {
        answer({ ok: false, error: 'not a JSON request' });
        return;
      }
      handle(request).then(
        (result) => answer({ ok: true, result }),
        (error: unknown) => answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  chmodSync(path, 0o600);
  server.unref();
  const remove = () => {
    try {
      unlinkSync(path);
    } catch {
      // gone already
    }
  };
  process.once('exit', remove);
  return {
    path,
    close: () =>
      new Promise<void>((resolvePromise) => {
        process.off('exit', remove);
        server.close(() => {
          remove();
          resolvePromise();
        });
      }),
  };
}

/** The site did not answer on its control socket (not running, or an older version). */
export class ControlUnavailableError extends Error {}

/** Sends one request to the running site and resolves with its result; the site's error message is thrown as is. */
export function callControlServer(dataDir: string, request: unknown, timeoutMs = 120_000): Promise<unknown> {
  const path = controlSocketPath(dataDir);
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection(path);
    let buffer = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`the running site did not answer within ${Math.round(timeoutMs / 1000)} s`));
    });
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (buffer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reject(connected ? error : new ControlUnavailableError(`no running site answers on ${path} (${error.code ?? error.message})`));
    });
    socket.on('end', () => {
      try {
        const reply = JSON.parse(buffer) as { ok: boolean; result?: unknown; error?: string };
        if (reply.ok) resolvePromise(reply.result);
        else reject(new Error(reply.error ?? 'the site refused the command'));
      } catch {
        reject(new Error('the running site sent an answer that is not JSON'));
      }
    });
  });
}
