import { describe, expect, it, vi } from 'vitest';
import { NewsCache } from '@/lib/news/cache';
import { clampPage, getArticleDetail, getArticleList, getEvents, getMediaList, getNewestYear, MAX_PAGES } from '@/lib/news/queries';
import type { NewsSource } from '@/lib/news/source';
import { type Article, type ArticleQuery, NewsUnavailableError } from '@/lib/news/types';
import { logger } from '@/lib/log';
import { makeArticle } from './support/article';

/** A source over a fixed collection, counting its calls; `down` makes every call fail like an outage. */
function fakeSource(articles: Article[]) {
  const state = { down: false, calls: [] as ArticleQuery[] };
  const source: NewsSource = {
    name: 'demo',
    async listArticles(query) {
      state.calls.push(query);
      if (state.down) throw new NewsUnavailableError('down');
      const matching = articles.filter(
        (article) =>
          article.kind === query.kind &&
          (!query.categories?.length || article.categories.some((category) => query.categories?.includes(category.id))) &&
          (query.year === undefined || article.date.startsWith(String(query.year))),
      );
      const start = (query.page - 1) * query.perPage;
      return {
        items: matching.slice(start, start + query.perPage),
        page: query.page,
        perPage: query.perPage,
        total: matching.length,
        totalPages: Math.ceil(matching.length / query.perPage),
      };
    },
    async getArticle(kind, id) {
      if (state.down) throw new NewsUnavailableError('down');
      return articles.find((article) => article.kind === kind && article.id === id) ?? null;
    },
  };
  return { source, state };
}

function deps(articles: Article[], now = new Date('2025-06-15T12:00:00Z')) {
  const fake = fakeSource(articles);
  return { ...fake, deps: { source: fake.source, cache: new NewsCache({ ttlMs: 60_000 }), now: () => now } };
}

const posts = Array.from({ length: 14 }, (_, index) =>
  makeArticle({ id: index + 1, date: `2024-0${(index % 9) + 1}-01T10:00:00`, categories: [{ id: 58, name: 'Press Releases' }] }),
);

describe('clampPage', () => {
  it.each([
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    [undefined, 1],
    ['9999999', MAX_PAGES],
  ])('%s → %s', (value, page) => expect(clampPage(value)).toBe(page));
});

describe('getArticleList', () => {
  it('shows page after page of six, with Show More until the last one', async () => {
    const { deps: d, state } = deps(posts);
    const first = await getArticleList({ kind: 'posts', categories: [58] }, 1, d);
    expect(first).toMatchObject({ page: 1, hasMore: true, failed: false });
    expect(first.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.calls).toHaveLength(1);

    const all = await getArticleList({ kind: 'posts', categories: [58] }, 3, d);
    expect(all.items).toHaveLength(14);
    expect(all).toMatchObject({ page: 3, hasMore: false, failed: false });
    // Page 1 came from the cache: only pages 2 and 3 were asked for.
    expect(state.calls.map((call) => call.page)).toEqual([1, 2, 3]);
  });

  it('stops at the last page however many pages the URL asks for', async () => {
    const { deps: d, state } = deps(posts);
    const result = await getArticleList({ kind: 'posts' }, 40, d);
    expect(result).toMatchObject({ page: 3, hasMore: false });
    expect(state.calls).toHaveLength(3);
  });

  it("keeps 'Loading...', stops paging and logs 'Could not fetch posts' when a page cannot be read", async () => {
    const errors = vi.spyOn(logger('content'), 'error').mockImplementation(() => undefined);
    try {
      const { deps: d, state } = deps(posts);
      await getArticleList({ kind: 'posts' }, 1, d);
      state.down = true;
      const result = await getArticleList({ kind: 'posts' }, 2, d);
      expect(result.items).toHaveLength(6);
      expect(result).toMatchObject({ hasMore: false, failed: true, page: 1 });

      const cold = await getArticleList({ kind: 'media' }, 1, d);
      expect(cold).toEqual({ items: [], page: 1, hasMore: false, failed: true });
      expect(errors.mock.calls.map(([facts, message]) => [(facts as { kind: string }).kind, message])).toEqual([
        ['posts', 'Could not fetch posts: down'],
        ['media', 'Could not fetch posts: down'],
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('serves the last good copy when the source goes down after the cache expired', async () => {
    const time = { now: 0 };
    const fake = fakeSource(posts);
    const d = { source: fake.source, cache: new NewsCache({ ttlMs: 1000, now: () => time.now }), now: () => new Date() };
    await getArticleList({ kind: 'posts' }, 1, d);
    fake.state.down = true;
    time.now = 10_000;
    const result = await getArticleList({ kind: 'posts' }, 1, d);
    expect(result.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.failed).toBe(false);
  });
});

describe('getMediaList', () => {
  const media = [
    makeArticle({ id: 1, kind: 'media', mediaType: 'download', categories: [], resourceUrl: '/files/a.pdf' }),
    ...Array.from({ length: 8 }, (_, index) => makeArticle({ id: 10 + index, kind: 'media', mediaType: 'external', categories: [] })),
    makeArticle({ id: 2, kind: 'media', mediaType: 'youtube', videoId: 'abcdefghijk', categories: [] }),
    makeArticle({ id: 3, kind: 'media', mediaType: 'other', categories: [] }),
    makeArticle({ id: 4, kind: 'media', mediaType: '', categories: [] }),
  ];

  it('keeps only the chosen type and pages within it', async () => {
    const { deps: d } = deps(media);
    const videos = await getMediaList('videos', 1, d);
    expect(videos.items.map((item) => item.id)).toEqual([2, 3]);
    expect(videos.hasMore).toBe(false);
    const external = await getMediaList('external', 1, d);
    expect(external.items).toHaveLength(6);
    expect(external.hasMore).toBe(true);
    expect((await getMediaList('external', 2, d)).items).toHaveLength(8);
  });

  it('without a filter is the plain list', async () => {
    const { deps: d } = deps(media);
    const all = await getMediaList(null, 1, d);
    expect(all.items).toHaveLength(6);
    expect(all.hasMore).toBe(true);
  });
});

describe('getEvents', () => {
  const events = [
    makeArticle({ id: 1, kind: 'event', eventStart: '20250601', eventEnd: '20250603' }),
    makeArticle({ id: 2, kind: 'event', eventStart: '2025-07-10', eventEnd: '2025-07-12' }),
    makeArticle({ id: 3, kind: 'event', eventStart: '2025-06-14', eventEnd: '2025-06-15' }),
    makeArticle({ id: 4, kind: 'event', eventStart: '20250901', eventEnd: '' }),
    makeArticle({ id: 5, kind: 'event', eventStart: '2024-01-05', eventEnd: '2024-01-06' }),
  ];

  it('splits upcoming (soonest first) from past (most recent first) on the end date', async () => {
    const { deps: d } = deps(events);
    expect((await getEvents('upcoming', 1, d)).items.map((item) => item.id)).toEqual([3, 2, 4]);
    expect((await getEvents('past', 1, d)).items.map((item) => item.id)).toEqual([1, 5]);
  });

  it('reports a failure instead of an empty list', async () => {
    const { deps: d, state } = deps(events);
    state.down = true;
    const errors = vi.spyOn(logger('content'), 'error').mockImplementation(() => undefined);
    try {
      expect(await getEvents('upcoming', 1, d)).toMatchObject({ items: [], failed: true });
      expect(errors).toHaveBeenCalledWith(expect.objectContaining({ kind: 'event' }), 'Could not fetch posts: down');
    } finally {
      errors.mockRestore();
    }
  });
});

describe('getNewestYear and getArticleDetail', () => {
  it("starts the year tabs at the newest post's year, or this year when the source is down", async () => {
    const { deps: d, state } = deps([makeArticle({ id: 9, date: '2024-11-02T08:00:00' })]);
    expect(await getNewestYear(d)).toBe(2024);
    const down = deps([]);
    down.state.down = true;
    expect(await getNewestYear(down.deps)).toBe(2025);
    expect(state.calls[0]).toMatchObject({ page: 1, perPage: 1 });
  });

  it('tells found, missing and unavailable apart', async () => {
    const { deps: d, state } = deps([makeArticle({ id: 9 })]);
    expect((await getArticleDetail('posts', 9, d)).status).toBe('found');
    expect((await getArticleDetail('posts', 10, d)).status).toBe('missing');
    state.down = true;
    // Already read once: the kept copy is served.
    expect((await getArticleDetail('posts', 9, d)).status).toBe('found');
    expect((await getArticleDetail('event', 9, d)).status).toBe('unavailable');
  });

  it('reads each article once while it is fresh', async () => {
    const { deps: d } = deps([makeArticle({ id: 9 })]);
    const spy = vi.spyOn(d.source, 'getArticle');
    await getArticleDetail('posts', 9, d);
    await getArticleDetail('posts', 9, d);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
