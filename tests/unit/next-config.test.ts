import { afterEach, describe, expect, it, vi } from 'vitest';

/** next.config.mjs as `next build` reads it, with CI set to `value` (undefined: not set). */
async function configWith(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv('CI', value);
  return (await import('../../next.config.mjs')).default;
}

describe("next.config.mjs: Turbopack's build cache", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is written by a build outside CI, for the next build of the same checkout', async () => {
    expect((await configWith(undefined)).experimental?.turbopackFileSystemCacheForBuild).toBe(true);
    expect((await configWith('false')).experimental?.turbopackFileSystemCacheForBuild).toBe(true);
    expect((await configWith('')).experimental?.turbopackFileSystemCacheForBuild).toBe(true);
  });

  it('is not written by a CI build, which has no next build', async () => {
    for (const value of ['true', 'TRUE', '1']) {
      expect((await configWith(value)).experimental?.turbopackFileSystemCacheForBuild, value).toBe(false);
    }
  });
});
