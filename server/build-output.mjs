// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ID_FILE, IMAGE_OPTIMIZER_PATH, INTERNAL_PAGE_PREFIX, PRERENDER_MANIFEST_FILE, previewModeIdOf, ROUTES_MANIFEST_FILE, routesOf, STATIC_ASSET_PREFIX, STATIC_ASSETS_DIR } from './next-contract.mjs';
import { loadRouteLabeler } from './routes.mjs';

/**
 * What the production build on disk holds, read once at start (a deployment's files do not change while it
 * runs): its id, its routes, the files the server sends as they are (public/ and the build's static
 * assets), and the draft-mode cookie value only an editor's preview session has.
 * @param {string} root  the project folder (with .next/ and public/)
 */
export function readBuildOutput(root) {
  const publicRoots = new Set(readdirSync(join(root, 'public')));
  const publicFiles = filesUnder(join(root, 'public'), '/');
  const staticDir = join(root, '.next', STATIC_ASSETS_DIR);
  const staticAssets = filesUnder(staticDir, STATIC_ASSET_PREFIX);
  const routeOf = loadRouteLabeler(root);
  const prerenderManifest = join(root, '.next', PRERENDER_MANIFEST_FILE);
  const routesManifest = join(root, '.next', ROUTES_MANIFEST_FILE);
  const { staticRoutes, dynamicRoutes } = routesOf(existsSync(routesManifest) ? JSON.parse(readFileSync(routesManifest, 'utf8')) : {});
  const frameworkPages = new Set([...staticRoutes, ...dynamicRoutes].map((route) => route.page).filter((page) => page.startsWith(INTERNAL_PAGE_PREFIX)));
  const rootOf = (/** @type {string} */ pathname) => pathname.split('/')[1] ?? '';
  const isPublicFile = (/** @type {string} */ pathname) => publicFiles.has(decodedPath(pathname));
  return {
    buildId: readFileSync(join(root, '.next', BUILD_ID_FILE), 'utf8').trim(),
    routeOf,
    /** @type {string | null} */
    previewModeId: existsSync(prerenderManifest) ? previewModeIdOf(JSON.parse(readFileSync(prerenderManifest, 'utf8'))) : null,
    /** Build assets, the API and everything under public/: sent as they are. @param {string} pathname */
    isPassThrough: (pathname) => pathname.startsWith(STATIC_ASSET_PREFIX) || pathname.startsWith('/api/') || publicRoots.has(rootOf(pathname)),
    isPublicFile,
    /** @param {string} pathname */
    isBuildFile: (pathname) => pathname.startsWith(STATIC_ASSET_PREFIX) || isPublicFile(pathname),
    /** A path under public/ that names no file. @param {string} pathname */
    isMissingFile: (pathname) => publicRoots.has(rootOf(pathname)) && !isPublicFile(pathname),
    /**
     * A /_next/static/ address of another build, or made up (the site's catch-all page would take it); or the
     * image optimiser's, which no page of the site uses (its images are WordPress's renditions and files of
     * public/): Next.js would decode and fetch any `url` a stranger gives it there.
     * @param {string} pathname
     */
    isMissingAsset: (pathname) => (pathname.startsWith(STATIC_ASSET_PREFIX) && !staticAssets.has(decodedPath(pathname))) || pathname.startsWith(IMAGE_OPTIMIZER_PATH),
    /** A page of Next.js's own in the build (`/_not-found`, `/_global-error`), which it answers itself. @param {string} pathname */
    isFrameworkPage: (pathname) => frameworkPages.has(pathname),
    /** Every address no page takes reaches the site's catch-all page, which shows the not-found page. @param {string} pathname */
    isUnknownPath: (pathname) => routeOf(pathname) === 'not-found',
    /** An address the build knows without a query (its page is kept among the fixed pages). @param {string} pathname */
    isFixedPath: (pathname) => routeOf(pathname) === pathname,
  };
}

/** @param {string} pathname */
function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Every file below `dir`, as the addresses `prefix` + its path (empty when `dir` is missing).
 * @param {string} dir
 * @param {string} prefix
 */
function filesUnder(dir, prefix) {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${prefix}${join(entry.parentPath, entry.name).slice(dir.length + 1)}`),
  );
}
