// @ts-check
// Plain JavaScript on purpose: Next.js compiles a next.config.ts with its native compiler every time the
// server starts, which leaves that compiler (over 25 MB) resident in the server for its whole life.
import { STATIC_SECURITY_HEADERS } from './server/app-interface.mjs';

/**
 * A CI run (`CI=true`, as `.ci/run` and most CI services set it) builds a clean clone once and throws it away.
 * @param {string | undefined} value
 */
const isCi = (value) => /^(1|true)$/i.test(value ?? '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  experimental: {
    // Turbopack's cache of a build on disk (.next/cache) makes the next build of the same checkout quicker. In
    // CI there is no next build: writing the cache cost 16-35 of a clean build's 85-102 CPU-s, and 9-22 s of
    // its minute (2-core machine, CI=true, two interleaved rounds), so a CI build writes none.
    turbopackFileSystemCacheForBuild: !isCi(process.env.CI),
  },
  reactStrictMode: true,
  poweredByHeader: false,
  // No page uses next/image: the site's images are WordPress's renditions and files of public/. Off, the
  // optimiser fetches nothing (the server entry answers its address a plain 404 before Next.js sees it).
  images: { unoptimized: true },
  // '/x/' answers 308 to '/x': one canonical form of every path.
  trailingSlash: false,
  // When this build was made, written into the bundle: security.txt expires a year after it.
  // The editing screen's GitHub repository, known to its page in the browser (empty: local storage).
  env: { SITE_BUILT_AT: new Date().toISOString(), KEYSTATIC_GITHUB_REPO: process.env.KEYSTATIC_GITHUB_REPO ?? '' },
  // The forms database drivers load WebAssembly and data files from their own package at run time, and the
  // logger and metrics registry must be the very modules the server entry loaded (one of each per process):
  // required from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', 'pino', 'pino-pretty', 'prom-client'],
  async headers() {
    return [
      { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
      // Our own documents are shown in a frame on their media pages; nothing else may frame them.
      { source: '/files/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
    ];
  },
};

export default nextConfig;
