import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes, sitemapRoutes } from '@/config/routes';

const APP = join(process.cwd(), 'src', 'app');

/** URL paths of every static page.tsx under src/app (route groups dropped, dynamic segments skipped). */
function staticPagePaths(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('[') || entry.name.startsWith('_') ? [] : staticPagePaths(path);
    if (entry.name !== 'page.tsx') return [];
    const segments = relative(APP, dir)
      .split(sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    return [`/${segments.join('/')}`];
  });
}

describe('route registry', () => {
  it('lists every static page exactly once, and nothing that has no page', () => {
    const registered = allRoutes.map((route) => route.path).sort();
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered).toEqual(staticPagePaths().sort());
  });

  it('keeps search results out of the sitemap and lists every other page', () => {
    expect(sitemapRoutes.map((route) => route.path)).not.toContain('/search');
    expect(sitemapRoutes).toHaveLength(allRoutes.length - 1);
  });

  it('gives every page a description of useful length', () => {
    for (const route of allRoutes) {
      expect(route.description.length).toBeGreaterThan(50);
      expect(route.description.length).toBeLessThanOrEqual(200);
    }
  });
});
