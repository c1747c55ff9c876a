// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_OPTIMIZER_PATH, INTERNAL_PAGE_PREFIX, ROUTES_MANIFEST_FILE, routesOf, STATIC_ASSET_PREFIX } from './next-contract.mjs';

/**
 * The route a request belongs to, as a label with few values (for metrics and the access log): the page or
 * handler pattern of the build (`/newsroom/[kind]/[id]`), `/_next/static` for build assets, `/_next/image`,
 * `public` for files of public/, and `not-found` for anything else. Never the raw path, which anyone can vary.
 */

/** @typedef {import('./next-contract.mjs').ManifestRoute} ManifestRoute */

/** The page of src/app/(site)/[...missing]: every address no other page takes. */
export const NOT_FOUND_CATCH_ALL = '/[...missing]';

/**
 * @param {unknown} manifest   the build's parsed .next/routes-manifest.json
 * @param {Iterable<string>} publicNames   the top-level names in public/
 * @returns {(pathname: string) => string}
 */
export function createRouteLabeler(manifest, publicNames) {
  // Next's own error pages are not addresses anyone should ask for, and the site's catch-all (which shows
  // the not-found page for every address no page takes) is what 'not-found' names.
  const usable = (/** @type {ManifestRoute} */ route) => !route.page.startsWith(INTERNAL_PAGE_PREFIX) && route.page !== NOT_FOUND_CATCH_ALL;
  const { staticRoutes, dynamicRoutes } = routesOf(manifest);
  /** @type {Map<string, string>} */
  const exact = new Map();
  for (const route of staticRoutes.filter(usable)) exact.set(route.page, route.page);
  const patterns = dynamicRoutes.filter(usable).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const publicRoots = new Set(publicNames);

  return (pathname) => {
    if (pathname.startsWith(STATIC_ASSET_PREFIX)) return STATIC_ASSET_PREFIX.slice(0, -1);
    if (pathname === IMAGE_OPTIMIZER_PATH) return IMAGE_OPTIMIZER_PATH;
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const page = exact.get(trimmed);
    if (page) return page;
    for (const pattern of patterns) if (pattern.regex.test(pathname)) return pattern.page;
    if (publicRoots.has(pathname.split('/')[1] ?? '')) return 'public';
    return 'not-found';
  };
}

/**
 * The labeler of the build in `root` (.next/routes-manifest.json and public/).
 * @param {string} root
 */
export function loadRouteLabeler(root) {
  const file = join(root, '.next', ROUTES_MANIFEST_FILE);
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const publicDir = join(root, 'public');
  return createRouteLabeler(manifest, existsSync(publicDir) ? readdirSync(publicDir) : []);
}
