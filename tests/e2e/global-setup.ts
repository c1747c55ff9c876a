import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/lib/build.mjs';
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
import { startServer } from '../../scripts/lib/server.mjs';
import { makePgliteTemplate } from '../support/pglite-template';

/** The site URL the test server is told it lives at (canonical links, sitemap). */
const SITE_URL = 'http://localhost:3000';
/** The revalidation webhook's secret on the test server. */
export const TEST_REVALIDATE_SECRET = 'e2e-revalidation-secret-0123456789';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    siteURL: string;
  }
}

/** Browser tests run against a production build (`next build`, served by server/serve.mjs), never the dev server. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const external = process.env.E2E_BASE_URL;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  // The forms' embedded database lives and dies with this run; the captcha's proof of work is kept small so
  // a test's widget solves it in a moment, and the rate limit stays out of the way of many test posts.
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-forms-'));
  // The servers' forms databases (this one's, and those the files start) begin as copies of one.
  const removeTemplate = await makePgliteTemplate();
  if (!external) {
    try {
      ensureBuild();
      server = await startServer({
        env: {
          SITE_URL,
          REVALIDATE_SECRET: TEST_REVALIDATE_SECRET,
          DATA_DIR: dataDir,
          ALTCHA_MAX_COUNTER: '40',
          FORM_RATE_LIMIT: '1000/60',
          // As behind the proxy production runs behind: the tests of https's headers send X-Forwarded-Proto.
          TRUST_PROXY: 'true',
        },
      });
    } catch (error) {
      removeTemplate();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  project.provide('baseURL', external ?? server!.url);
  project.provide('siteURL', process.env.E2E_SITE_URL ?? SITE_URL);
  return async () => {
    await server?.stop();
    removeTemplate();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
