import { describe, expect, it } from 'vitest';
import { isAuthorized, parseNotice, readLimitedBody } from '@/lib/news/revalidation';
import { listTags, tagsForChange } from '@/lib/news/cache-tags';

const SECRET = 'a-shared-secret-of-some-length';

describe('revalidation secret', () => {
  it('accepts the secret as a Bearer token or an X-Revalidate-Secret header', () => {
    expect(isAuthorized(new Headers({ authorization: `Bearer ${SECRET}` }), SECRET)).toBe(true);
    expect(isAuthorized(new Headers({ 'x-revalidate-secret': SECRET }), SECRET)).toBe(true);
  });

  it('refuses a wrong, missing or partial secret, and every call while none is configured', () => {
    expect(isAuthorized(new Headers({ authorization: 'Bearer wrong' }), SECRET)).toBe(false);
    expect(isAuthorized(new Headers({ authorization: `Bearer ${SECRET.slice(0, -1)}` }), SECRET)).toBe(false);
    expect(isAuthorized(new Headers(), SECRET)).toBe(false);
    expect(isAuthorized(new Headers({ authorization: `Bearer ${SECRET}` }), undefined)).toBe(false);
  });
});

describe('change notices', () => {
  it('maps a WordPress post type and id to the article and the lists it appears in', () => {
    expect(parseNotice('{"type":"post","id":42,"categories":[58]}')).toEqual({
      ok: true,
      tags: ['article:posts:42', 'list:posts:unfiltered', 'list:posts:category:58'],
    });
    expect(parseNotice('{"type":"app_event","id":7}')).toEqual({ ok: true, tags: ['article:event:7', 'list:event'] });
    expect(parseNotice('{"type":"media"}')).toEqual({ ok: true, tags: ['list:media'] });
    expect(parseNotice('{"all":true}')).toEqual({ ok: true, tags: ['content'] });
  });

  it('maps several articles of one type to each article and every list they are on, each tag once', () => {
    // What the plugin sends when a category is renamed: the posts in it and all of their categories.
    expect(parseNotice('{"type":"post","ids":[12,34],"categories":[55,58]}')).toEqual({
      ok: true,
      tags: ['article:posts:12', 'article:posts:34', 'list:posts:unfiltered', 'list:posts:category:55', 'list:posts:category:58'],
    });
    expect(parseNotice('{"type":"app_media","id":5,"ids":[5,6]}')).toEqual({
      ok: true,
      tags: ['article:media:5', 'article:media:6', 'list:media'],
    });
  });

  it('refuses an ids list that is empty, too long or not of positive integers', () => {
    const ids = (list: unknown[]) => JSON.stringify({ type: 'post', ids: list, categories: [58] });
    expect(parseNotice(ids(Array.from({ length: 200 }, (_, index) => index + 1))).ok).toBe(true);
    for (const list of [[], Array.from({ length: 201 }, (_, index) => index + 1), [0], [1.5], ['7'], [null]]) {
      expect(parseNotice(ids(list)).ok, JSON.stringify(list).slice(0, 40)).toBe(false);
    }
    expect(parseNotice('{"type":"post","ids":7}').ok).toBe(false);
  });

  it('refuses bodies that are not a notice', () => {
    for (const body of ['', 'not json', '[]', '{"id":5}', '{"type":"post","id":-1}', '{"type":"post","extra":1}', '{"all":false}']) {
      expect(parseNotice(body).ok, body).toBe(false);
    }
  });

  it('reaches exactly the lists a change can affect', () => {
    const press = listTags({ kind: 'posts', categories: [58] });
    const ideas = listTags({ kind: 'posts', categories: [56] });
    const newsroom = listTags({ kind: 'posts' });
    const change = new Set(tagsForChange({ kind: 'posts', id: 1, categories: [58] }));
    expect(press.some((tag) => change.has(tag))).toBe(true);
    expect(newsroom.some((tag) => change.has(tag))).toBe(true);
    expect(ideas.some((tag) => change.has(tag))).toBe(false);
    expect(listTags({ kind: 'event' }).some((tag) => change.has(tag))).toBe(false);
  });

  it('reaches the lists of every category of several articles, and no other', () => {
    const change = new Set(tagsForChange({ kind: 'posts', ids: [1, 2], categories: [55, 58] }));
    for (const category of [55, 58]) expect(listTags({ kind: 'posts', categories: [category] }).some((tag) => change.has(tag))).toBe(true);
    expect(listTags({ kind: 'posts' }).some((tag) => change.has(tag))).toBe(true);
    expect(listTags({ kind: 'posts', categories: [56] }).some((tag) => change.has(tag))).toBe(false);
    expect(listTags({ kind: 'media', categories: [55] }).some((tag) => change.has(tag))).toBe(false);
  });
});

describe('readLimitedBody', () => {
  it('reads a small body and refuses one over the limit', async () => {
    expect(await readLimitedBody(new Request('http://x/', { method: 'POST', body: '{"all":true}' }), 100)).toBe('{"all":true}');
    expect(await readLimitedBody(new Request('http://x/', { method: 'POST', body: 'x'.repeat(101) }), 100)).toBeNull();
  });
});
