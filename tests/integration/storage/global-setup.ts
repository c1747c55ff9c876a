import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from '../../support/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://postgres@127.0.0.1:5432/forms_test_<pid>_<hex>: this run's private database. */
    storageDatabaseUrl: string;
  }
}

const SERVER = 'postgres://postgres@127.0.0.1:5432';
/** Databases of a run are named forms_test_<pid>_<hex>, so leftovers of dead runs can be found and dropped. */
const NAME_PATTERN = /^forms_test_(\d+)_[0-9a-f]+$/;
const log = (message: string) => console.log(`[storage] ${message}`);

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function answers(): Promise<boolean> {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** The machine's PostgreSQL (trust authentication for postgres on 127.0.0.1), started when it is down. */
async function ensurePostgres() {
  if (await answers()) return;
  const versions = readdirSync('/etc/postgresql');
  const version = versions.sort().at(-1);
  if (!version) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432 and no cluster is set up in /etc/postgresql');
  log(`PostgreSQL does not answer: starting cluster ${version}/main`);
  const started = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`pg_ctlcluster could not start PostgreSQL ${version}: ${started.stderr.trim()}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await answers()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('PostgreSQL was started but does not answer on 127.0.0.1:5432 within 30 s');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export default async function setup(project: TestProject) {
  await ensurePostgres();
  const name = `forms_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(async (client) => {
    const existing = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'forms_test_%'");
    for (const { datname } of existing.rows) {
      const pid = Number(NAME_PATTERN.exec(datname)?.[1]);
      if (pid && !alive(pid)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE "${name}"`);
  });
  project.provide('storageDatabaseUrl', `${SERVER}/${name}`);
  // The tests' embedded databases start as copies of one (support.ts).
  const removeTemplate = await makePgliteTemplate();
  return async () => {
    removeTemplate();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
}
