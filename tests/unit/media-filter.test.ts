import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/news/types';
import { MEDIA_FILTERS, matchesMediaFilter, parseMediaFilter, type MediaFilter } from '@/lib/format/media-filter';
import { makeArticle } from './support/article';

const item = (overrides: Partial<Article>) => makeArticle({ kind: 'media', categories: [], ...overrides });

const pdf = item({ id: 1, mediaType: 'download', resourceUrl: 'https://cms.example.com/deck.pdf' });
const outlet = item({ id: 2, mediaType: 'external', externalUrl: 'https://news.example.com/story' });
const photo = item({ id: 3, mediaType: '' });
const youtube = item({ id: 4, mediaType: 'youtube', videoId: 'dQw4w9WgXcQ' });
const animation = item({ id: 5, mediaType: 'other' });
const untypedVideo = item({ id: 6, mediaType: '', videoId: 'dQw4w9WgXcQ' });
const noPicture = item({ id: 7, mediaType: '', image: null });
const fileAsImage = item({ id: 8, mediaType: '', image: { src: '/x.pdf', alt: '', mediaType: 'file', width: null, height: null } });
const all = [pdf, outlet, photo, youtube, animation, untypedVideo, noPicture, fileAsImage];

const ids = (filter: MediaFilter) => all.filter((article) => matchesMediaFilter(article, filter)).map((article) => article.id);

describe('MEDIA_FILTERS', () => {
  it('offers the four Commons types in order', () => {
    expect(MEDIA_FILTERS.map((option) => option.label)).toEqual(['DOWNLOADS', 'EXTERNAL', 'IMAGES', 'VIDEOS']);
  });
});

describe('parseMediaFilter', () => {
  it.each([
    ['videos', 'videos'],
    ['VIDEOS', 'videos'],
    [' downloads ', 'downloads'],
    [['images', 'videos'], 'images'],
    ['external', 'external'],
  ])('reads %j', (input, expected) => {
    expect(parseMediaFilter(input)).toBe(expected);
  });

  it.each([undefined, null, '', 'audio', 42, [], ['nope']])('ignores %j', (input) => {
    expect(parseMediaFilter(input)).toBeNull();
  });
});

describe('matchesMediaFilter', () => {
  it('puts each item under the filter a visitor expects', () => {
    expect(ids('downloads')).toEqual([1]);
    expect(ids('external')).toEqual([2]);
    expect(ids('images')).toEqual([3]);
    expect(ids('videos')).toEqual([4, 5, 6]);
  });
});
