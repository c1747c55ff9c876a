import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteDatabase } from '@/lib/forms/db';

/**
 * A suite's template database, made once with the site's own code, that its sites and tests start from
 * (scripts/lib/pglite-seed.mjs). Call it in a global setup (it names the template in TEST_PGLITE_TEMPLATE,
 * which the test workers inherit) and call what it returns in the teardown.
 */
export async function makePgliteTemplate(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const directory = join(folder, 'pglite');
  await createPgliteDatabase(directory);
  process.env.TEST_PGLITE_TEMPLATE = directory;
  return () => {
    delete process.env.TEST_PGLITE_TEMPLATE;
    rmSync(folder, { recursive: true, force: true });
  };
}
