import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = new URL('../../..', import.meta.url).pathname;
/**
 * tsx as a loader inside one node process (its CLI would run the file in a second one, out of our reach).
 * `--liftoff-only`: a run lives seconds, and V8's optimising tier recompiles PGlite's WebAssembly in the
 * background for code the run has finished with by then. A `counts` run on PGlite cost 2.6 CPU-s without
 * it against 4.0 with it (3 interleaved rounds, the 2-core machine); on PostgreSQL there is no WebAssembly.
 * It changes how V8 compiles, not what the command does.
 */
const TSX = [process.execPath, ['--liftoff-only', '--import', 'tsx']] as const;

/** The runs still going: a test that timed out leaves its run behind, holding the database others open. */
const running = new Set<ChildProcess>();

/** Ends every run a test left behind (setup.ts calls it after each storage test). */
export async function killLeftRuns() {
  await Promise.all([...running].map((child) => kill(child)));
}

/** Runs a TypeScript file with tsx (as `npm run submissions` does); resolves with its output and exit code. */
export function runTsx(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(TSX[0], [...TSX[1], file, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    running.add(child);
    child.on('exit', () => running.delete(child));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the hold-db fixture and resolves once it has the database open (and stored, given a key). */
export function holdDatabase(env: Record<string, string>, key?: string) {
  const child = spawn(TSX[0], [...TSX[1], join(ROOT, 'tests/integration/storage/fixtures/hold-db.ts'), ...(key ? [key] : [])], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<{ child: ChildProcess; id: number | null }>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const match = /ready (\d*)\n/.exec(stdout);
      if (match) resolve({ child, id: match[1] ? Number(match[1]) : null });
    });
    child.on('exit', (code) => reject(new Error(`hold-db exited (${code}) before it was ready: ${stderr}`)));
  });
}

export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
