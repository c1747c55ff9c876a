import { describe, expect, it, vi } from 'vitest';
import { allRoutes } from '@/config/routes';
import { NewsCache } from '@/lib/news/cache';
import type { CopyStore, StoredCopy } from '@/lib/news/persistence';
import { createDemoSource } from '@/lib/news/demo/source';
import type { NewsSource } from '@/lib/news/source';
import { tagsForChange } from '@/lib/news/cache-tags';
import { type Article, type ArticleQuery, NewsUnavailableError, type Page } from '@/lib/news/types';
import { articleDocument } from '@/lib/search/documents';
import { buildSearchIndex, getSearchIndex, searchSite } from '@/lib/search/runtime';
import { collectText, staticPageDocuments } from '@/lib/search/static-pages';
import { makeArticle } from './support/article';
import { HANG_GUARD } from './support/hang-guard';

const NOW = new Date('2026-11-21T12:00:00Z');

function article(id: number, title: string, date: string, text = ''): Article {
  return makeArticle({ id, date, modified: date, title, titleText: title, excerpt: '', content: text ? `<p>${text}</p>` : '', image: null });
}

/** A CMS holding `posts` (media and events empty) that can be taken down; it records every page read. */
function fakeSource(posts: Article[]) {
  const reads: ArticleQuery[] = [];
  const state = { down: false, posts };
  const source: NewsSource = {
    name: 'wordpress',
    async listArticles(query): Promise<Page<Article>> {
      reads.push(query);
      if (state.down) throw new NewsUnavailableError('connection refused');
      const all = query.kind === 'posts' ? state.posts : [];
      const start = (query.page - 1) * query.perPage;
      return { items: all.slice(start, start + query.perPage), page: query.page, perPage: query.perPage, total: all.length, totalPages: Math.ceil(all.length / query.perPage) };
    },
    async getArticle() {
      return null;
    },
  };
  return { source, reads, state };
}

const tinyPages = [
  { id: 'page:/technology', kind: 'page' as const, href: '/technology', title: 'IMSR Technology', text: 'How the reactor works.', label: 'Technology', dateText: '', dateTime: '', categories: [] },
];

describe('the static pages in the index', () => {
  const pages = staticPageDocuments();

  it('holds every registered page but search itself, once each', () => {
    const expected = allRoutes.map((route) => route.path).filter((path) => path !== '/search').sort();
    expect(pages.map((page) => page.href).sort()).toEqual(expected);
  });

  it('reads the words the pages show from their content, JSX included', () => {
    const byPath = new Map(pages.map((page) => [page.href, page]));
    expect(byPath.get('/accessibility/AODA-customer-service-policy')?.text).toContain('Accessibility for Ontarians with Disabilities Act, 2005');
    expect(byPath.get('/our-team')?.text).toContain('Sofía Márquez');
    // Running text split by inline markup reads on; a heading stays apart from the paragraph after it.
    expect(byPath.get('/accessibility/AODA-customer-service-policy')?.text).toContain('Act, 2005 (AODA) and its Integrated');
    expect(byPath.get('/accessibility/AODA-customer-service-policy')?.text).toContain('Purpose and scope · This policy');
    expect(byPath.get('/our-team')?.text).not.toContain('Portrait placeholder');
    expect(byPath.get('/technology/molten-salt-reactor')?.text).toMatch(/Core-unit/);
    expect(byPath.get('/accessibility/AODA-customer-service-policy')?.dateText).toBe('UPDATED APRIL 30, 2024');
    // Pages are listed after the news whatever their update date, so no dateTime orders them.
    expect(byPath.get('/accessibility/AODA-customer-service-policy')?.dateTime).toBe('');
    // Addresses of images and links are not words anyone reads.
    for (const page of pages) expect(page.text).not.toMatch(/\/images\/|https?:\/\//);
  });

  it('collects strings, numbers, lists, objects and elements, skipping addresses', () => {
    expect(collectText({ title: 'Heat', img: '/images/x.svg', figures: [585, 'degrees'], href: '/technology' })).toEqual(['Heat', '585', 'degrees']);
  });
});

describe('the site index on the demo content', () => {
  it('finds articles of every year, static pages and hostile terms as text', async () => {
    const index = await buildSearchIndex(createDemoSource({ now: () => NOW }));
    const first = (term: string, filters: string[] = []) => index.search({ term, filters, sort: 'relevance' }).hits[0]?.href;
    expect(first('engineering centre')).toBe('/newsroom/posts/1001');
    expect(index.search({ term: 'engineering centre' }).hits[0]?.dateText).toBe('MARCH 14, 2018');
    expect(first('AODA')).toBe('/accessibility/AODA-customer-service-policy');
    expect(first('Core-unit', ['pages'])).toBe('/technology/molten-salt-reactor');
    expect(first('sofia marquez')).toBe('/our-team');
    expect(index.search({ term: 'Oak Ridge', filters: ['gen-iv'] }).hits.map((hit) => hit.href)).toEqual(['/newsroom/posts/1202']);
    expect(index.search({ term: '"><img src=x onerror=alert(1)>' }).total).toBe(0);
  });

  it('counts the demo topics, so no filter is always empty', async () => {
    const index = await buildSearchIndex(createDemoSource({ now: () => NOW }));
    const counts = Object.fromEntries(index.search({ term: 'reactor' }).filters.map((filter) => [filter.id, filter.count]));
    for (const id of ['in-the-news', 'press-releases', 'events', 'blog', 'gen-iv', 'small-modular-reactors', 'pages']) {
      expect(counts[id]).toBeGreaterThan(0);
    }
  });
});

describe('building and refreshing the index', () => {
  const many = Array.from({ length: 250 }, (_, i) => article(i + 1, `Article number ${i + 1}`, `20${String(18 + (i % 8)).padStart(2, '0')}-01-01T09:00:00`, i === 0 ? 'The oldest one mentions thorium.' : ''));

  it('reads every page of every kind at 100 a page', async () => {
    const { source, reads } = fakeSource(many);
    const index = await buildSearchIndex(source, tinyPages);
    expect(index.size).toBe(251);
    expect(reads.filter((read) => read.kind === 'posts').map((read) => [read.page, read.perPage])).toEqual([[1, 100], [2, 100], [3, 100]]);
    expect(reads.filter((read) => read.kind !== 'posts')).toHaveLength(2);
    expect(index.search({ term: 'thorium' }).hits.map((hit) => hit.href)).toEqual(['/newsroom/posts/1']);
  });

  it('keeps serving the last index when the CMS fails during a refresh, and takes the change once it answers', async () => {
    const { source, state } = fakeSource([article(1, 'Fuel salt loop', '2024-01-01T09:00:00')]);
    const cache = new NewsCache({ ttlMs: 60_000 });
    const deps = { source, cache, pages: tinyPages, onError: vi.fn() };
    expect((await searchSite({ term: 'loop' }, deps)).total).toBe(1);

    state.posts = [article(1, 'Fuel salt circuit', '2024-01-01T09:00:00')];
    state.down = true;
    cache.invalidate(tagsForChange({ kind: 'posts', id: 1, categories: [58] }));
    expect((await searchSite({ term: 'loop' }, deps)).total).toBe(1);

    state.down = false;
    expect((await searchSite({ term: 'loop' }, deps)).total).toBe(0);
    expect((await searchSite({ term: 'circuit' }, deps)).total).toBe(1);
  });

  it('is refreshed by a change notice for any kind, and not before', async () => {
    const { source, state, reads } = fakeSource([article(1, 'Fuel salt loop', '2024-01-01T09:00:00')]);
    const cache = new NewsCache({ ttlMs: 60_000 });
    const deps = { source, cache, pages: tinyPages };
    await searchSite({ term: 'loop' }, deps);
    state.posts = [article(1, 'Fuel salt circuit', '2024-01-01T09:00:00')];
    await searchSite({ term: 'loop' }, deps);
    expect(reads).toHaveLength(3);
    expect((await searchSite({ term: 'circuit' }, deps)).total).toBe(0);
    expect(cache.invalidate(tagsForChange({ kind: 'event' }))).toBe(1);
    expect((await searchSite({ term: 'circuit' }, deps)).total).toBe(1);
  });

  it('searches the static pages when the CMS is down before any index was built, and never throws', async () => {
    const { source, state } = fakeSource([article(1, 'Fuel salt loop', '2024-01-01T09:00:00')]);
    state.down = true;
    const onError = vi.fn();
    const deps = { source, cache: new NewsCache({ ttlMs: 60_000 }), pages: tinyPages, onError };
    const result = await searchSite({ term: 'reactor' }, deps);
    expect(result.hits.map((hit) => hit.href)).toEqual(['/technology']);
    expect(onError).toHaveBeenCalledWith(expect.any(NewsUnavailableError));
    expect((await searchSite({ term: 'loop' }, deps)).total).toBe(0);

    state.down = false;
    expect((await searchSite({ term: 'loop' }, deps)).total).toBe(1);
  });

  it('restarted while the CMS is down, finds every article it found before, from the kept copies', async () => {
    const posts = Array.from({ length: 150 }, (_, i) => article(i + 1, i === 140 ? 'Halden irradiation results' : `Archive note ${i + 1}`, '2018-01-01T09:00:00'));
    const { source, state } = fakeSource(posts);
    const saved = new Map<string, StoredCopy>();
    const copies: CopyStore = { load: async (key) => saved.get(key) ?? null, save: async (key, copy) => void saved.set(key, copy) };
    const before = { source, cache: new NewsCache({ ttlMs: 60_000 }), content: new NewsCache({ ttlMs: 60_000, copies }), pages: tinyPages };
    expect((await searchSite({ term: 'halden' }, before)).hits.map((hit) => hit.href)).toEqual(['/newsroom/posts/141']);

    // A new process over the same kept copies, the CMS down.
    state.down = true;
    const onError = vi.fn();
    const after = { source, cache: new NewsCache({ ttlMs: 60_000 }), content: new NewsCache({ ttlMs: 60_000, copies }), pages: tinyPages, onError };
    expect((await searchSite({ term: 'halden' }, after)).hits.map((hit) => hit.href)).toEqual(['/newsroom/posts/141']);
    expect((await searchSite({ term: 'archive note 7' }, after)).hits.map((hit) => hit.href)).toContain('/newsroom/posts/7');
    expect((await searchSite({ term: 'reactor' }, after)).hits.map((hit) => hit.href)).toEqual(['/technology']);
    expect(onError).toHaveBeenCalledWith(expect.any(NewsUnavailableError));

    // Back: the index made from old copies is replaced by what the CMS says now.
    state.down = false;
    state.posts = [article(141, 'Halden results, revised', '2018-01-01T09:00:00')];
    await searchSite({ term: 'halden' }, after);
    await vi.waitFor(async () => expect((await searchSite({ term: 'revised' }, after)).total).toBe(1), HANG_GUARD);
    expect((await searchSite({ term: 'archive note 7' }, after)).total).toBe(0);
  });

  it('keeps no index as new while the pages it reads could only be old copies', async () => {
    const { source, state } = fakeSource([article(1, 'Fuel salt loop', '2024-01-01T09:00:00')]);
    const deps = { source, cache: new NewsCache({ ttlMs: 60_000 }), content: new NewsCache({ ttlMs: 60_000 }), pages: tinyPages, onError: vi.fn() };
    expect((await searchSite({ term: 'loop' }, deps)).total).toBe(1);
    const tags = tagsForChange({ kind: 'posts', id: 1 });
    deps.cache.invalidate(tags);
    deps.content.invalidate(tags);
    state.down = true;
    state.posts = [article(1, 'Fuel salt circuit', '2024-01-01T09:00:00')];
    expect((await searchSite({ term: 'loop' }, deps)).total).toBe(1);
    // The CMS answers again: the next search takes the change (the index was not kept as new meanwhile).
    state.down = false;
    expect((await searchSite({ term: 'circuit' }, deps)).total).toBe(1);
  });

  it('answers an empty result when no index can be built at all', async () => {
    const { source, state } = fakeSource([]);
    state.down = true;
    const broken = [
      {
        ...tinyPages[0],
        get title(): string {
          throw new Error('a page whose content cannot be read');
        },
      },
    ] as unknown as typeof tinyPages;
    const deps = { source, cache: new NewsCache({ ttlMs: 60_000 }), pages: broken, onError: vi.fn() };
    expect(await getSearchIndex(deps)).toBeNull();
    const result = await searchSite({ term: 'reactor', filters: ['pages'] }, deps);
    expect(result).toMatchObject({ term: 'reactor', total: 0, hits: [], totalPages: 0 });
    expect(result.filters.every((filter) => filter.disabled && filter.count === 0)).toBe(true);
  });

  it('turns an article into a result that links to its page with its date and label', () => {
    const document = articleDocument({ ...article(7, 'Title &amp; more', '2018-03-14T09:00:00', 'Body'), titleText: 'Title & more' });
    expect(document).toMatchObject({ id: 'posts:7', href: '/newsroom/posts/7', title: 'Title & more', label: 'Press Releases', dateText: 'MARCH 14, 2018', dateTime: '2018-03-14T09:00:00Z', text: 'Body' });
  });
});
