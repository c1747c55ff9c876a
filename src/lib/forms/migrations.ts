import type { Db } from './db';

/**
 * The forms schema, as ordered migrations. Each runs once, in its own transaction, and is recorded in
 * schema_migrations. The SQL is plain PostgreSQL that PGlite runs unchanged. Never edit a released
 * migration: add the next version.
 */
export interface Migration {
  version: number;
  name: string;
  /** One statement per entry (PGlite's parameterised protocol takes a single statement at a time). */
  statements: string[];
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'submissions and their outbox',
    statements: [
      `CREATE TABLE submissions (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact', 'newsletter')),
        idempotency_key text NOT NULL UNIQUE,
        email text NOT NULL,
        -- The form's fields under their wire names (FNAME, EMAIL, MMERGE3..MMERGE7, consent flags).
        fields jsonb NOT NULL,
        ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX submissions_created_at_idx ON submissions (created_at)`,
      `CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        submission_id bigint NOT NULL UNIQUE REFERENCES submissions (id) ON DELETE CASCADE,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        -- A worker that claimed the row owns it until then; lease_token tells its claim from a later one.
        locked_until timestamptz,
        lease_token text,
        delivered_at timestamptz,
        failed_at timestamptz,
        last_error text,
        CHECK (delivered_at IS NULL OR failed_at IS NULL)
      )`,
      `CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE delivered_at IS NULL AND failed_at IS NULL`,
    ],
  },
  {
    version: 2,
    name: 'solved captchas, each accepted once',
    statements: [
      `CREATE TABLE captcha_claims (
        -- SHA-256 of the solved challenge's signature, question nonce or provider token.
        key text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX captcha_claims_expires_at_idx ON captcha_claims (expires_at)`,
    ],
  },
];

/** Any constant: concurrent starts against one PostgreSQL database queue on it instead of racing. */
const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(7410520261)';

/** Applies the migrations `db` has not seen yet; returns the versions applied now. */
export async function migrate(db: Db, list: readonly Migration[] = migrations): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
  });
  const applied: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
