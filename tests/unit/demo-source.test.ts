import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultArticleImage, newsCategories, newsSettings } from '@/config/news';
import { createDemoSource } from '@/lib/news/demo/source';
import { demoRecords } from '@/lib/news/demo/records';
import type { Article, ArticleKind } from '@/lib/news/types';
import { CONTENT_NOT_FOUND, cardBody, cardLabel } from '@/lib/format/cards';
import { isEventPast } from '@/lib/format/dates';
import { matchesMediaFilter, MEDIA_FILTERS } from '@/lib/format/media-filter';

const NOW = new Date('2026-11-21T12:00:00Z');
const LATER = new Date('2031-03-02T12:00:00Z');

async function all(kind: ArticleKind, now = NOW, extra: { categories?: number[]; year?: number; search?: string } = {}): Promise<Article[]> {
  const source = createDemoSource({ now: () => now });
  return (await source.listArticles({ kind, page: 1, perPage: 1000, ...extra })).items;
}

describe('demo content', () => {
  it('has at least 13 posts in each newsroom category and 40 in all', async () => {
    const posts = await all('posts');
    expect(posts.length).toBeGreaterThanOrEqual(40);
    for (const category of Object.values(newsCategories)) {
      expect((await all('posts', NOW, { categories: [category.id] })).length, category.name).toBeGreaterThanOrEqual(13);
    }
  });

  it('has posts from every year from 2018 to the current one, whenever it is read', async () => {
    for (const now of [NOW, LATER]) {
      const years = new Set((await all('posts', now)).map((post) => Number(post.date.slice(0, 4))));
      for (let year = 2018; year <= 2026; year += 1) expect(years.has(year), String(year)).toBe(true);
      expect(years.has(now.getUTCFullYear())).toBe(true);
      for (const post of await all('posts', now)) expect(post.date < now.toISOString()).toBe(true);
    }
  });

  it('has at least 12 media items covering every type and at least two per Commons filter', async () => {
    const media = await all('media');
    expect(media.length).toBeGreaterThanOrEqual(12);
    expect(new Set(media.map((item) => item.mediaType))).toEqual(new Set(['download', 'external', 'youtube', 'other', '']));
    expect(media.some((item) => item.embed.includes('<table'))).toBe(true);
    for (const filter of MEDIA_FILTERS) {
      expect(media.filter((item) => matchesMediaFilter(item, filter.id)).length, filter.label).toBeGreaterThanOrEqual(2);
    }
  });

  it('has media item 2356, the vision video', async () => {
    const vision = await createDemoSource({ now: () => NOW }).getArticle('media', 2356);
    expect(vision).toMatchObject({ kind: 'media', mediaType: 'other', resourceUrl: '/videos/vision.webm' });
    expect(vision?.image?.src).toBe('/images/news/vision-poster.svg');
  });

  it('keeps at least four upcoming and four past events however much time passes', async () => {
    for (const now of [NOW, LATER]) {
      const events = await all('event', now);
      expect(events.length).toBeGreaterThanOrEqual(8);
      expect(events.filter((event) => !isEventPast(event, now)).length).toBeGreaterThanOrEqual(4);
      expect(events.filter((event) => isEventPast(event, now)).length).toBeGreaterThanOrEqual(4);
    }
    const events = await all('event');
    expect(events.some((event) => event.eventStart.includes('-'))).toBe(true);
    expect(events.some((event) => /^\d{8}$/.test(event.eventStart))).toBe(true);
  });

  it('includes the awkward cases a real newsroom has: no image, no excerpt, external links, emphasis in a title', async () => {
    const posts = await all('posts');
    expect(posts.some((post) => post.image === null)).toBe(true);
    expect(posts.some((post) => post.excerpt === '' && post.content !== '')).toBe(true);
    expect(posts.filter((post) => post.externalUrl?.startsWith('https://')).length).toBeGreaterThanOrEqual(10);
    expect(posts.some((post) => post.title.includes('<em>') && post.title.includes('&amp;'))).toBe(true);
  });

  it("gives every card a fitting label and text: no 'UNKNOWN', no 'Content not found...' (fixtures show those)", async () => {
    const items = [...(await all('posts')), ...(await all('media')), ...(await all('event'))];
    expect(items.length).toBeGreaterThan(60);
    for (const item of items) {
      expect(cardLabel(item), `${item.kind} ${item.id}`).not.toBe('UNKNOWN');
      expect(cardBody(item, 375), `${item.kind} ${item.id}`).not.toBe(CONTENT_NOT_FOUND);
    }
  });

  it('shows a different picture on each card of the pages a visitor sees first, none of them the default', async () => {
    const source = createDemoSource({ now: () => NOW });
    const first = async (query: { kind: ArticleKind; categories?: number[] }, size: number) =>
      (await source.listArticles({ ...query, page: 1, perPage: size })).items;
    const screens: [string, Article[]][] = [
      ['home strip', await first({ kind: 'posts' }, newsSettings.homeStripSize)],
      ['/latest-updates', await first({ kind: 'posts' }, newsSettings.latestUpdatesSize + 1)],
      ['/media', await first({ kind: 'media' }, newsSettings.pageSize)],
      ...(await Promise.all(
        Object.values(newsCategories).map(async (category) => [category.path, await first({ kind: 'posts', categories: [category.id] }, newsSettings.pageSize)] as [string, Article[]]),
      )),
    ];
    for (const [screen, cards] of screens) {
      const images = cards.map((card) => card.image?.src ?? defaultArticleImage.src);
      expect(images, screen).not.toContain(defaultArticleImage.src);
      expect(new Set(images).size, screen).toBe(images.length);
    }
  });

  it('answers like WordPress: newest first, OR categories, year and search filters, pages and totals', async () => {
    const source = createDemoSource({ now: () => NOW });
    const first = await source.listArticles({ kind: 'posts', categories: [newsCategories.ideas.id], page: 1, perPage: 6 });
    expect(first.items).toHaveLength(6);
    expect(first.totalPages).toBe(Math.ceil(first.total / 6));
    const dates = first.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const past = await source.listArticles({ kind: 'posts', page: first.totalPages + 5, perPage: 6 });
    expect(past.items).toEqual([]);

    const both = await all('posts', NOW, { categories: [newsCategories.ideas.id, newsCategories.pressReleases.id] });
    const ideas = await all('posts', NOW, { categories: [newsCategories.ideas.id] });
    const press = await all('posts', NOW, { categories: [newsCategories.pressReleases.id] });
    expect(both.length).toBe(ideas.length + press.length);

    for (const post of await all('posts', NOW, { year: 2021 })) expect(post.date.startsWith('2021-')).toBe(true);
    const found = await all('posts', NOW, { search: 'CORE-UNIT' });
    expect(found.length).toBeGreaterThan(0);
    expect(await all('posts', NOW, { search: 'no article says zeppelin' })).toEqual([]);
  });

  it('finds one article only under its own kind, and hands out copies', async () => {
    const source = createDemoSource({ now: () => NOW });
    expect(await source.getArticle('event', 2356)).toBeNull();
    expect(await source.getArticle('posts', 999_999)).toBeNull();
    const copy = await source.getArticle('posts', 1001);
    copy!.title = 'changed';
    expect((await source.getArticle('posts', 1001))?.title).not.toBe('changed');
  });

  it('keeps ids unique and every referenced file present under public/', () => {
    const records = demoRecords(NOW);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    const files = records.flatMap((record) => [record.image?.src, record.acf.resource].filter((path): path is string => Boolean(path)));
    for (const path of [...new Set(files), '/images/news/default-article.svg']) {
      expect(existsSync(join(process.cwd(), 'public', path)), path).toBe(true);
    }
  });
});
