import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouteLabeler, loadRouteLabeler } from '../../server/routes.mjs';

/** The parts of a build's .next/routes-manifest.json the labels come from, as Next 16 writes them. */
const MANIFEST = {
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/_not-found', regex: '^/_not\\-found(?:/)?$' },
    { page: '/_global-error', regex: '^/_global\\-error(?:/)?$' },
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
    { page: '/contact', regex: '^/contact(?:/)?$' },
    { page: '/newsroom', regex: '^/newsroom(?:/)?$' },
    { page: '/newsroom/feed.xml', regex: '^/newsroom/feed\\.xml(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
    { page: '/technology/versatile', regex: '^/technology/versatile(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/forms/[form]', regex: '^/api/forms/([^/]+?)(?:/)?$' },
    { page: '/newsroom/[kind]/[id]', regex: '^/newsroom/([^/]+?)/([^/]+?)(?:/)?$' },
    { page: '/newsroom/[kind]/[id]/calendar.ics', regex: '^/newsroom/([^/]+?)/([^/]+?)/calendar\\.ics(?:/)?$' },
  ],
};

describe('route labels', () => {
  const label = createRouteLabeler(MANIFEST, ['files', 'images', 'videos']);

  it('names a request by the page pattern it reaches, never by its own path', () => {
    expect(label('/')).toBe('/');
    expect(label('/contact')).toBe('/contact');
    expect(label('/technology/versatile/')).toBe('/technology/versatile');
    expect(label('/newsroom/feed.xml')).toBe('/newsroom/feed.xml');
    expect(label('/newsroom/posts/2356')).toBe('/newsroom/[kind]/[id]');
    expect(label('/newsroom/media/77/')).toBe('/newsroom/[kind]/[id]');
    expect(label('/newsroom/event/12/calendar.ics')).toBe('/newsroom/[kind]/[id]/calendar.ics');
    expect(label('/api/forms/contact')).toBe('/api/forms/[form]');
    expect(label('/api/health')).toBe('/api/health');
  });

  it('groups build assets and public files, and everything else as not-found', () => {
    expect(label('/_next/static/chunks/app-123abc.js')).toBe('/_next/static');
    expect(label('/_next/image')).toBe('/_next/image');
    expect(label('/images/logo.svg')).toBe('public');
    expect(label('/files/investors/report.pdf')).toBe('public');
    expect(label('/no-such-page')).toBe('not-found');
    expect(label('/newsroom/posts/1/extra/parts')).toBe('not-found');
    expect(label('/imagesX/logo.svg')).toBe('not-found');
    expect(label('/_not-found')).toBe('not-found');
    expect(label('/wp-login.php')).toBe('not-found');
  });

  it('reads the labels from a build directory', () => {
    const root = mkdtempSync(join(tmpdir(), 'route-labels-'));
    try {
      mkdirSync(join(root, '.next'));
      mkdirSync(join(root, 'public', 'videos'), { recursive: true });
      writeFileSync(join(root, '.next', 'routes-manifest.json'), JSON.stringify(MANIFEST));
      const fromBuild = loadRouteLabeler(root);
      expect(fromBuild('/newsroom/event/9')).toBe('/newsroom/[kind]/[id]');
      expect(fromBuild('/videos/home.mp4')).toBe('public');
      expect(fromBuild('/images/logo.svg')).toBe('not-found');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the catch-all that shows the not-found page', () => {
  it('is named not-found, never a route of its own', () => {
    const label = createRouteLabeler({ staticRoutes: [{ page: '/technology', regex: '' }], dynamicRoutes: [{ page: '/[...missing]', regex: '^/(.+?)(?:/)?$' }] }, ['images']);
    expect(label('/technology')).toBe('/technology');
    expect(label('/no/such/page')).toBe('not-found');
    expect(label('/images/missing.png')).toBe('public');
  });
});

