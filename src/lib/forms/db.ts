import { execFile } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { logger } from '@/lib/log';
import { migrate } from './migrations';

/**
 * The forms database: PostgreSQL when DATABASE_URL is set, else PGlite (embedded Postgres) on disk.
 * Both speak the same SQL; callers see one small interface.
 */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'postgres' | 'pglite';
}

export interface OpenDbOptions {
  /** postgres:// URL; unset: PGlite under `dataDir`. */
  databaseUrl?: string;
  /** Holds `pglite/` (the database) and `pglite.lock`. Relative paths resolve against the working directory. */
  dataDir: string;
  /** Connections of the PostgreSQL pool (default 5). */
  poolSize?: number;
  /** How long a PostgreSQL query waits for a pool connection before it fails (ms; default 10,000). */
  connectionWaitMs?: number;
}

/** Another live process has the embedded database open. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockOwner,
  ) {
    super(
      `The embedded database in ${resolve(lockFile, '..', 'pglite')} is in use by process ${holder.pid}` +
        `${holder.host ? ` on ${holder.host}` : ''} (PGlite allows one process at a time). ` +
        `Stop that process (the running site), or set DATABASE_URL to use a PostgreSQL server.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

/** Opens the database and brings its schema up to date before returning it. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 5, options.connectionWaitMs ?? 10_000)
    : await openPglite(resolve(options.dataDir));
  try {
    await migrate(db);
    if (db.kind === 'pglite') {
      // Only one process can have this database open (the lock file), so every lease still held was taken
      // by a process that has since died: hand those rows back to the outbox now rather than at lease end.
      // lease_token stays, marking them as possibly sent already (see deliverDue).
      await db.query(
        'UPDATE outbox SET locked_until = NULL WHERE locked_until IS NOT NULL AND delivered_at IS NULL AND failed_at IS NULL',
      );
    }
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL

async function openPostgres(connectionString: string, max: number, connectionWaitMs: number): Promise<Db> {
  const { default: pg } = await import('pg');
  const int8 = 20;
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectionWaitMs,
    idleTimeoutMillis: 30_000,
    // bigint ids and counts as numbers, as PGlite returns them (ids stay far below 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === int8 && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger('db').error({ err: error }, `idle PostgreSQL connection failed: ${error.message}`));
  // Fail at open, with the server's own message, rather than at the first form post.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot reach the PostgreSQL server of DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const value = await fn(postgresTransaction(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        // A connection that could not even roll back is discarded, not reused.
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
  return db;
}

function postgresTransaction(client: PoolClient): Db {
  const tx: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    // A transaction inside a transaction joins it.
    transaction: (fn) => fn(tx),
    close: () => Promise.reject(new Error('close the Db, not a transaction')),
  };
  return tx;
}

// ---------------------------------------------------------------------------------------------------
// PGlite

/**
 * A forms database holds a few thousand small rows: Postgres's default buffers (128 MB) would only make
 * the server process bigger.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'temp_buffers=1MB', 'work_mem=2MB', 'maintenance_work_mem=8MB', 'wal_buffers=1MB'];

/**
 * Creates an embedded database in `directory`, in a short-lived process (see openPglite). `--liftoff-only`:
 * V8's optimising tier would recompile PGlite's WebAssembly in the background for an initdb that is over in
 * seconds; without it the process cost 6.6 CPU-s against 9.3 (2 interleaved rounds, the 2-core machine).
 */
export function createPgliteDatabase(directory: string): Promise<void> {
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();`;
  return new Promise((resolvePromise, reject) => {
    execFile(process.execPath, ['--liftoff-only', '--input-type=module', '-e', script, directory], { cwd: process.cwd(), timeout: 120_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`could not create the embedded database: ${stderr || error.message}`)) : resolvePromise(),
    );
  });
}

async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireLock(join(dataDir, 'pglite.lock'));
  let pglite: PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const directory = join(dataDir, 'pglite');
    // Creating a database (initdb in WebAssembly) grows the process's memory to over 600 MB and WebAssembly
    // never gives it back: create it in a short-lived process, then open it here.
    if (!existsSync(join(directory, 'PG_VERSION'))) await createPgliteDatabase(directory);
    pglite = await PGlite.create(directory, { postgresqlconf: PGLITE_SETTINGS });
  } catch (error) {
    lock.release();
    throw error;
  }
  let closed = false;
  const wrap = (runner: PGlite | Transaction, inTransaction: boolean): Db => {
    const db: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        const result = await runner.query<T>(sql, params);
        return result.rows;
      },
      async transaction<T>(fn: (tx: Db) => Promise<T>) {
        if (inTransaction) return fn(db);
        return (runner as PGlite).transaction((tx) => fn(wrap(tx, true)));
      },
      async close() {
        if (inTransaction) throw new Error('close the Db, not a transaction');
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      },
    };
    return db;
  };
  return wrap(pglite, false);
}

// ---------------------------------------------------------------------------------------------------
// The PGlite lock file

export interface LockOwner {
  pid: number;
  /** The process's start time (Linux: clock ticks since boot), so a reused pid is not mistaken for the holder. */
  started: string | null;
  host: string;
}

/** Start time of a live process, or null where /proc is unavailable. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the command name, which may itself contain spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // cannot check another machine's processes: assume it lives
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readLock(file: string): LockOwner | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof value.pid !== 'number') return null;
    return { pid: value.pid, started: value.started ?? null, host: value.host ?? hostname() };
  } catch {
    return null;
  }
}

/** Lock files this process holds, removed by one exit hook if the process ends without closing them. */
const heldLocks = new Set<string>();
let exitHookInstalled = false;

/**
 * Takes `file` for this process: created exclusively; a lock left by a dead process (or one whose pid now
 * belongs to another program) is taken over; a lock of a live process is refused with DatabaseLockedError.
 */
export function acquireLock(file: string): { release(): void } {
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid), host: hostname() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldLocks.add(file);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', () => {
          for (const held of heldLocks) releaseLock(held, me);
        });
      }
      return {
        release() {
          if (heldLocks.delete(file)) releaseLock(file, me);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readLock(file);
    // Our own pid: this process opened the database already (only one PGlite may use a directory).
    if (owner && isAlive(owner)) throw new DatabaseLockedError(file, owner);
    // Dead owner, or a half-written file: take it over.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

function releaseLock(file: string, me: LockOwner) {
  const owner = readLock(file);
  if (owner && owner.pid === me.pid && owner.started === me.started) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// The per-process database

const SINGLETON = Symbol.for('imsr.forms.db');
type Holder = { [SINGLETON]?: Promise<Db> };

/**
 * The process's database, opened (and migrated) on first use from DATABASE_URL / DATABASE_WAIT_MS / DATA_DIR. Kept on
 * globalThis because Next can load this module more than once in one server process.
 */
export function getDb(): Promise<Db> {
  const holder = globalThis as Holder;
  let db = holder[SINGLETON];
  if (!db) {
    db = import('@/lib/env').then(({ env }) => openDb({ databaseUrl: env.DATABASE_URL, connectionWaitMs: env.DATABASE_WAIT_MS, dataDir: env.DATA_DIR }));
    holder[SINGLETON] = db;
    // A failed open (server down, directory locked) is retried by the next caller, not cached forever.
    db.catch(() => {
      if (holder[SINGLETON] === db) delete holder[SINGLETON];
    });
  }
  return db;
}

/** Closes the process's database, if open (tests, scripts, shutdown). */
export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const db = holder[SINGLETON];
  delete holder[SINGLETON];
  if (db) await (await db.catch(() => undefined))?.close();
}
