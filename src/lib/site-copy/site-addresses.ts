import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { redirectKey } from '../../../server/redirects.mjs';
import { parseArticleParams } from '../news/article-path';

/**
 * The addresses this site answers, read from its sources (the page and route files under src/app, the files
 * of public/), for the content check's redirect rules: a redirect must not take an address something of the
 * site answers, and must lead to one. Read from the folders rather than a list, so a new page, feed or API
 * route is known here the moment it exists.
 */

export interface SiteAddresses {
  /** Whether something of the site answers `path` (a page, a feed, the API, a file), capitals and a final slash ignored. */
  answers(path: string): boolean;
  /**
   * Whether `path` (exactly as written) is a page or file a visitor can be sent to: a page, an article
   * (/newsroom/posts/123), a feed, a file of public/.
   */
  isDestination(path: string): boolean;
  /** The pages and feeds at fixed addresses, for "did you mean". */
  destinations: readonly string[];
}

interface Route {
  segments: string[];
  /** Has a [dynamic] part. */
  dynamic: boolean;
  /** A page, rather than a route handler (a feed, the API). */
  page: boolean;
}

const PAGE_FILE = /^page\.(tsx|ts|jsx|js|mdx)$/;
const ROUTE_FILE = /^route\.(ts|js)$/;
/** Metadata files Next.js serves at an address of their own, by the name before the extension. */
const METADATA_ADDRESSES: Record<string, string> = { sitemap: 'sitemap.xml', robots: 'robots.txt', manifest: 'manifest.webmanifest', favicon: 'favicon.ico' };
const METADATA_IMAGES = new Set(['icon', 'apple-icon', 'opengraph-image', 'twitter-image']);

function routesUnder(dir: string, segments: string[], routes: Route[]): void {
  for (const entry of readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // Private folders (_x) are no address; route groups ((x)) and parallel slots (@x) add no segment.
      if (entry.name.startsWith('_')) continue;
      const grouped = /^\(.*\)$/.test(entry.name) || entry.name.startsWith('@');
      routesUnder(join(dir, entry.name), grouped ? segments : [...segments, entry.name], routes);
      continue;
    }
    const dynamic = segments.some((segment) => segment.startsWith('['));
    if (PAGE_FILE.test(entry.name)) routes.push({ segments, dynamic, page: true });
    else if (ROUTE_FILE.test(entry.name)) routes.push({ segments, dynamic, page: false });
    else {
      const [base = '', extension = ''] = entry.name.split(/\.(?=[^.]+$)/);
      const address = METADATA_ADDRESSES[base] ?? (METADATA_IMAGES.has(base) ? `${base}.${extension}` : undefined);
      if (address) routes.push({ segments: [...segments, address], dynamic, page: false });
    }
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A route's addresses as a pattern over lower-case keys: [x] one part, [...x] one or more, [[...x]] any. */
function pattern(segments: readonly string[]): RegExp {
  let source = '';
  for (const segment of segments) {
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) source += '(?:/.*)?';
    else if (/^\[\.\.\..+\]$/.test(segment)) source += '/.+';
    else if (/^\[.+\]$/.test(segment)) source += '/[^/]+';
    else source += `/${escape(segment.toLowerCase())}`;
  }
  return new RegExp(`^${source || '/'}$`);
}

function filesUnder(dir: string, root: string, files: string[]): void {
  for (const entry of readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, root, files);
    else files.push(`/${relative(root, path).split(sep).join('/')}`);
  }
}

export function readSiteAddresses(root: string): SiteAddresses {
  const routes: Route[] = [];
  const app = join(/*turbopackIgnore: true*/ root, 'src', 'app');
  if (existsSync(app)) routesUnder(app, [], routes);
  // A catch-all at the top (src/app/(site)/[...missing]) is the not-found page every other address shows.
  const answering = routes.filter((route) => !/^\[\.\.\./.test(route.segments[0] ?? ''));
  const patterns = answering.map((route) => pattern(route.segments));
  const fixed = answering
    .filter((route) => !route.dynamic && route.segments[0] !== 'api' && route.segments[0] !== 'keystatic')
    .map((route) => `/${route.segments.join('/')}`);
  const publicFiles: string[] = [];
  const publicDir = join(/*turbopackIgnore: true*/ root, 'public');
  if (existsSync(publicDir)) filesUnder(publicDir, publicDir, publicFiles);
  const publicKeys = new Set(publicFiles.map(redirectKey));
  const destinations = new Set([...fixed, ...publicFiles]);

  return {
    answers(path) {
      const key = redirectKey(path);
      return key.startsWith('/_next/') || publicKeys.has(key) || patterns.some((route) => route.test(key));
    },
    isDestination(path) {
      if (destinations.has(path)) return true;
      const article = /^\/newsroom\/([^/]+)\/([^/]+)$/.exec(path);
      return article !== null && parseArticleParams(article[1] ?? '', article[2] ?? '') !== null;
    },
    destinations: [...fixed].sort(),
  };
}
