import { config } from '@keystatic/core';
import { singletons } from './src/lib/site-copy/schema';

/**
 * The editing screen (/keystatic), generated from the schemas the site reads its words with
 * (src/lib/site-copy/schema). Under `npm run dev` it writes the files in content/ on this computer; on a
 * production server only with GitHub storage (KEYSTATIC_GITHUB_REPO, set when the site is built, and the
 * app's KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET at run time), each
 * save then a commit or pull request that CI checks. Otherwise the screen answers 404.
 */
const repo = process.env.KEYSTATIC_GITHUB_REPO;

export default config({
  storage: repo ? { kind: 'github', repo: repo as `${string}/${string}` } : { kind: 'local' },
  singletons,
  ui: {
    brand: { name: 'Website words' },
  },
});
