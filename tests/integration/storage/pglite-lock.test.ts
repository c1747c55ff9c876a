import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDb } from '@/lib/forms/db';
import { listSubmissions } from '@/lib/forms/store';
import { holdDatabase, kill } from './processes';
import { testDatabase } from './support';

describe('the embedded database is used by one process at a time', () => {
  // An empty folder, as on a site's first start: the first open creates the database.
  const database = testDatabase('pglite', { empty: true });
  const dataDir = database.options.dataDir;
  const lockFile = join(dataDir, 'pglite.lock');
  afterAll(() => database.remove());

  it('refuses a second opener in the same process until the first closes, then releases the lock', async () => {
    const db = await openDb({ dataDir });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    const second = openDb({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(/in use by process \d+.*Stop that process \(the running site\), or set DATABASE_URL/);
    await db.close();
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDb({ dataDir });
    await again.close();
  });

  it('refuses while another live process holds it, and takes over once that process was killed', async () => {
    const { child } = await holdDatabase(database.env, 'kept-after-kill');
    try {
      const refused = await openDb({ dataDir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DatabaseLockedError);
      expect((refused as DatabaseLockedError).holder.pid).toBe(child.pid);
    } finally {
      // SIGKILL: no chance to close the database or remove the lock file.
      await kill(child);
    }
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: child.pid });
    const db = await openDb({ dataDir });
    try {
      // What the killed process committed is there, exactly once.
      const rows = await listSubmissions(db);
      expect(rows.filter((row) => row.idempotencyKey === 'kept-after-kill')).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'survivor@example.org', delivery: { state: 'pending' } });
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await db.close();
    }
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    // pid 1 is alive, but it started long before this lock was written.
    writeFileSync(lockFile, JSON.stringify({ pid: 1, started: '1', host: (await import('node:os')).hostname() }));
    const db = await openDb({ dataDir });
    await db.close();
  });
});

describe('a test’s embedded database', () => {
  it('starts as a copy of the suite’s template, which the site’s own code made', async () => {
    expect(process.env.TEST_PGLITE_TEMPLATE, 'the global setup names the template').toMatch(/pglite-template-.*\/pglite$/);
    const empty = testDatabase('pglite', { empty: true });
    const copied = testDatabase('pglite');
    try {
      expect(existsSync(join(empty.options.dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
      expect(readFileSync(join(copied.options.dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe(readFileSync(join(process.env.TEST_PGLITE_TEMPLATE!, 'PG_VERSION'), 'utf8'));
      // And it opens: the copy is a whole database, not a folder of parts.
      const db = await copied.open();
      try {
        expect(await db.query<{ answer: number }>('SELECT 42 AS answer')).toEqual([{ answer: 42 }]);
      } finally {
        await db.close();
      }
    } finally {
      empty.remove();
      copied.remove();
    }
  });
});
