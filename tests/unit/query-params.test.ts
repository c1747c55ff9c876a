import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPath, checkQuery, ROUTE_QUERY_PARAMS } from '../../server/cache/query-params.mjs';
import { CACHE_KEY_TABLE } from '../support/cache-key-table';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The address a render is given: the path and the query's declared parameters, in one spelling. */
function canonicalUrl(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : canonicalPath(url.slice(0, index), url.slice(index));
}

describe('the canonical address of a page', () => {
  it('drops campaign and unknown parameters', () => {
    expect(canonicalUrl('/?utm_source=x&utm_medium=mail&fbclid=abc&gclid=1&mc_cid=2&mc_eid=3&x=RANDOM')).toBe('/');
    expect(canonicalUrl('/technology?ref=twitter')).toBe('/technology');
    expect(canonicalUrl('/newsroom?utm_campaign=launch&year=2023')).toBe('/newsroom?year=2023');
  });

  it('keeps the parameters a page reads, so each of its states stays its own page', () => {
    expect(canonicalUrl('/newsroom?year=2023&page=2')).toBe('/newsroom?page=2&year=2023');
    expect(canonicalUrl('/search?term=salt&filter=ideas&filter=posts&sort=relevance&page=3')).toBe(
      '/search?filter=ideas&filter=posts&page=3&sort=relevance&term=salt',
    );
    expect(canonicalUrl('/event?view=past')).toBe('/event?view=past');
    expect(canonicalUrl('/media?type=videos&page=2')).toBe('/media?page=2&type=videos');
    expect(canonicalUrl('/our-team/advisors?redirected=true')).toBe('/our-team/advisors?redirected=true');
  });

  it('is the same whatever the order, the encoding or the empty values', () => {
    const forms = ['/search?term=molten%20salt&page=2', '/search?page=2&term=molten+salt', '/search?page=2&utm_source=x&term=molten+salt&filter=&sort='];
    expect(new Set(forms.map(canonicalUrl))).toEqual(new Set(['/search?page=2&term=molten+salt']));
    expect(canonicalUrl('/newsroom?year=&page=')).toBe('/newsroom');
    expect(canonicalUrl('/newsroom?')).toBe('/newsroom');
  });

  it('keeps a repeated name’s values in their order (a page reads the first)', () => {
    expect(canonicalPath('/search', '?term=b&sort=date&term=a')).toBe('/search?sort=date&term=b&term=a');
  });

  it('keeps Next.js’s own _rsc on every address, and nothing else on a page that reads none', () => {
    expect(canonicalUrl('/technology?_rsc=1x2y&utm_source=x')).toBe('/technology?_rsc=1x2y');
    expect(canonicalUrl('/no-such-page?year=2023')).toBe('/no-such-page');
  });
});

describe('the cache key table the CDN shares', () => {
  it.each(CACHE_KEY_TABLE)('$rule: $url', ({ url, key }) => {
    const index = url.indexOf('?');
    const [pathname, search] = index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
    // As the server entry keys a page: its values checked (none here needs a correction), then its canonical form.
    const query = checkQuery(pathname, search, 2026);
    expect(query.correction).toBeNull();
    expect(canonicalPath(pathname, query.search, { framework: false })).toBe(key);
  });
});

/** Every page file and the shared pieces they read their parameters through. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the declared parameters', () => {
  const declared = ROUTE_QUERY_PARAMS as Record<string, readonly string[]>;
  const pages = sources(join(ROOT, 'src', 'app')).filter((file) => file.endsWith('page.tsx'));
  // Route groups ("(site)") are folders that are not part of the address.
  const routeOf = (file: string) =>
    `/${relative(join(ROOT, 'src', 'app'), file).replace(/\/?page\.tsx$/, '').replace(/\([^)/]+\)\/?/g, '')}`.replace(/\/$/, '') || '/';

  it('name real pages', () => {
    const routes = new Set(pages.map(routeOf));
    for (const route of Object.keys(declared)) expect(routes, route).toContain(route);
  });

  it('hold every parameter a page reads', () => {
    // A page reads its query through firstParam (typed with the declared names), the search state or the form state.
    const readers: Record<string, (source: string) => string[]> = {
      firstParam: (source) => [...source.matchAll(/firstParam\([^,]+,\s*'([^']+)'\)/g)].map((match) => match[1]!),
      parseSearchState: (source) => (source.includes('parseSearchState(') ? ['term', 'filter', 'sort', 'page'] : []),
      formPageState: (source) => (source.includes('formPageState(') ? ['sent'] : []),
      CategoryListing: (source) => (source.includes('<CategoryListing') ? ['page'] : []),
    };
    let checked = 0;
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('searchParams')) continue;
      const read = Object.values(readers).flatMap((reader) => reader(source));
      expect(read.length, `${relative(ROOT, file)} reads its query in a way this test does not know`).toBeGreaterThan(0);
      for (const name of read) expect(declared[routeOf(file)] ?? [], `${routeOf(file)} reads ${name}`).toContain(name);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
