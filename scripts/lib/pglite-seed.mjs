// Test sites and storage tests each start on an embedded database of their own, and making one (initdb in
// WebAssembly) costs about 4 CPU-s on a 2-core machine, some 35 times a run. So each suite makes one with
// the site's own code when it starts (tests/support/pglite-template.ts) and names it in
// TEST_PGLITE_TEMPLATE, and a new data folder is given a copy of it (39 MB, copied in a fraction of a second).
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** Copies the suite's template database into `dataDir` when a template was made and the folder has none. */
export function seedPgliteDatabase(dataDir) {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  const target = join(dataDir, 'pglite');
  if (!template || existsSync(target)) return;
  cpSync(template, target, { recursive: true });
}
