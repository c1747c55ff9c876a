import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleList } from '@/components/news/article-list';
import { addedMessage, listItemId, parseListItemId } from '@/lib/news/show-more';
import { makeArticle } from './support/article';

const articles = (count: number) => Array.from({ length: count }, (_, index) => makeArticle({ id: 100 + index, title: `Story ${index}` }));
const moreHref = (page: number) => `/ideas?page=${page}`;

describe('Show More announcements', () => {
  it('say how many cards came and how many there are in all', () => {
    expect(addedMessage(6, 12, true, ['article', 'articles'])).toBe('6 more articles shown, 12 in all.');
    expect(addedMessage(1, 7, true, ['item', 'items'])).toBe('1 more item shown, 7 in all.');
  });

  it('say when the last cards have come', () => {
    expect(addedMessage(1, 13, false, ['article', 'articles'])).toBe('1 more article shown. All 13 articles are shown.');
    expect(addedMessage(4, 16, false, ['item', 'items'])).toBe('4 more items shown. All 16 items are shown.');
  });

  it('say so when a page brought nothing', () => {
    expect(addedMessage(0, 6, false, ['event', 'events'])).toBe('No more events could be shown.');
  });

  it('read a card id back, and nothing else', () => {
    expect(parseListItemId(listItemId('articles', 6))).toEqual({ listId: 'articles', index: 6 });
    expect(parseListItemId(listItemId('my-list', 12))).toEqual({ listId: 'my-list', index: 12 });
    expect(parseListItemId('in-memoriam')).toBeNull();
    expect(parseListItemId('articles-item-')).toBeNull();
  });
});

describe('ArticleList paging', () => {
  it('links Show More to the next page at the first card it will add, which carries that id', () => {
    const html = renderToStaticMarkup(
      <ArticleList id="articles" label="Ideas" state={{ items: articles(6), page: 1, hasMore: true, failed: false }} moreHref={moreHref} />,
    );
    expect(html).toContain('href="/ideas?page=2#articles-item-6"');
    expect(html).toContain('id="articles-item-0"');
    expect(html).toContain('id="articles-item-5"');
    expect(html).toMatch(/role="status"[^>]*data-testid="show-more-status"/);
  });

  it('keeps the announcer after the last page, when the link is gone', () => {
    const html = renderToStaticMarkup(
      <ArticleList id="articles" label="Ideas" state={{ items: articles(13), page: 3, hasMore: false, failed: false }} moreHref={moreHref} />,
    );
    expect(html).not.toContain('data-testid="show-more"');
    expect(html).toContain('data-testid="show-more-status"');
  });

  it('has neither on a list that does not page', () => {
    const html = renderToStaticMarkup(<ArticleList id="latest" label="Latest" state={{ items: articles(3), page: 1, hasMore: true, failed: false }} />);
    expect(html).not.toContain('show-more');
  });
});
