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
  {
    version: 3,
    name: 'retention, erasure requests and their audit',
    statements: [
      // Finding everything held for one address (access and erasure requests).
      `CREATE INDEX submissions_email_idx ON submissions (lower(email))`,
      // One line per erasure request, holding no personal data: when, how much, and Mailchimp's part.
      `CREATE TABLE erasures (
        id bigserial PRIMARY KEY,
        requested_at timestamptz NOT NULL DEFAULT now(),
        submissions_erased integer NOT NULL,
        mailchimp text NOT NULL CHECK (mailchimp IN ('not configured', 'pending', 'done', 'failed')),
        completed_at timestamptz
      )`,
      // The outbox also carries erasures to Mailchimp: such a row names the member by Mailchimp's id (the MD5
      // of the address), and forgets even that once Mailchimp has deleted it.
      `ALTER TABLE outbox ADD COLUMN action text NOT NULL DEFAULT 'deliver' CHECK (action IN ('deliver', 'erase'))`,
      `ALTER TABLE outbox ALTER COLUMN submission_id DROP NOT NULL`,
      `ALTER TABLE outbox ADD COLUMN member_hash text`,
      `ALTER TABLE outbox ADD COLUMN erasure_id bigint REFERENCES erasures (id) ON DELETE CASCADE`,
      `ALTER TABLE outbox ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`,
      `ALTER TABLE outbox ADD CONSTRAINT outbox_action_target CHECK (
        (action = 'deliver' AND submission_id IS NOT NULL AND erasure_id IS NULL) OR
        (action = 'erase' AND submission_id IS NULL AND erasure_id IS NOT NULL))`,
      // Submissions removed (by retention or on request) still count in statistics: per month and form, nothing else.
      `CREATE TABLE submission_tally (
        month date NOT NULL,
        kind text NOT NULL,
        removed_by text NOT NULL CHECK (removed_by IN ('retention', 'erasure')),
        count integer NOT NULL,
        PRIMARY KEY (month, kind, removed_by)
      )`,
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
