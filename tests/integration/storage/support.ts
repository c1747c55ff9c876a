import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDb, type Db, type OpenDbOptions } from '@/lib/forms/db';
import { storeSubmission, type NewSubmission } from '@/lib/forms/store';
import { seedPgliteDatabase } from '../../../scripts/lib/pglite-seed.mjs';

export type Engine = 'pglite' | 'postgres';
/** Every storage test runs on both: the embedded default and the real server. */
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/**
 * Where one test file's database lives: a fresh PGlite directory (a copy of the suite's template database,
 * or `{ empty: true }` for a first start that creates its own), or the run's PostgreSQL database.
 */
export function testDatabase(engine: Engine, { empty = false } = {}) {
  const dataDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'forms-pglite-')) : mkdtempSync(join(tmpdir(), 'forms-pg-'));
  if (engine === 'pglite' && !empty) seedPgliteDatabase(dataDir);
  const options: OpenDbOptions = engine === 'postgres' ? { databaseUrl: inject('storageDatabaseUrl'), dataDir } : { dataDir };
  return {
    options,
    /** For a spawned process (the CLI, a second opener). */
    env: engine === 'postgres' ? { DATABASE_URL: inject('storageDatabaseUrl'), DATA_DIR: dataDir } : { DATABASE_URL: '', DATA_DIR: dataDir },
    open: () => openDb(options),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Empties the tables between tests (the schema stays). */
export async function resetTables(db: Db) {
  await db.query('TRUNCATE outbox, submissions, captcha_claims RESTART IDENTITY CASCADE');
}

export async function count(db: Db, table: 'submissions' | 'outbox' | 'captcha_claims', where = 'TRUE'): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table} WHERE ${where}`);
  return rows[0]?.n ?? -1;
}

let sequence = 0;

export function contact(overrides: Partial<NewSubmission> & { fields?: Record<string, string | boolean> } = {}): NewSubmission {
  sequence += 1;
  const email = overrides.email ?? `Ada.Lovelace+${sequence}@Example.org`;
  return {
    kind: 'contact',
    idempotencyKey: `contact-key-${sequence}-${Math.random().toString(36).slice(2)}`,
    email,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    ...overrides,
    fields: {
      FNAME: 'Ada Lovelace',
      EMAIL: email,
      MMERGE3: 'Chief Engineer',
      MMERGE6: 'Utilities',
      MMERGE4: 'Supply Chain',
      MMERGE5: 'Graphite supply',
      MMERGE7: 'Do you buy reactor-grade graphite?\nWe make it.',
      CONSENT: true,
      ...overrides.fields,
    },
  };
}

export function newsletter(overrides: Partial<NewSubmission> = {}): NewSubmission {
  sequence += 1;
  const email = overrides.email ?? `reader${sequence}@example.net`;
  return {
    kind: 'newsletter',
    idempotencyKey: `newsletter-key-${sequence}-${Math.random().toString(36).slice(2)}`,
    email,
    ip: '198.51.100.4',
    userAgent: 'Mozilla/5.0 (test)',
    ...overrides,
    fields: { FNAME: 'Grace', EMAIL: email, CONSENT_UPDATES: true, CONSENT_PRIVACY: true, ...overrides.fields },
  };
}

export async function storeMany(db: Db, submissions: NewSubmission[]) {
  const ids: number[] = [];
  for (const submission of submissions) ids.push((await storeSubmission(db, submission)).id);
  return ids;
}
