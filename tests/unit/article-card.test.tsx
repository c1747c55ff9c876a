import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '@/components/news/article-card';
import { defaultArticleImage } from '@/config/news';
import { CONTENT_NOT_FOUND } from '@/lib/format/cards';
import { mapArticle } from '@/lib/news/wordpress/mappers';
import { makeArticle } from './support/article';

/**
 * The spec's fallbacks as a visitor meets them on a card. The shipped demo shows none of them (it is
 * a newcomer's first look at the site), so these fixtures do: each is an article as the CMS can send it.
 */

/** The card's visible text pieces, from the server's HTML. */
function card(html: string) {
  const text = (testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return { label: text('card-label'), body: text('card-body'), html };
}

const render = (article: ReturnType<typeof makeArticle>, showAuthor = false) => card(renderToStaticMarkup(<ArticleCard article={article} showAuthor={showAuthor} />));

describe('a card for an article with nothing to show', () => {
  const bare = makeArticle({ categories: [], image: null, blockquote: '', excerpt: '', content: '', videoId: null, mediaType: '' });

  it("is labelled UNKNOWN and says 'Content not found...'", () => {
    const shown = render(bare);
    expect(shown.label).toBe('UNKNOWN');
    expect(shown.body).toBe(CONTENT_NOT_FOUND);
    expect(CONTENT_NOT_FOUND).toBe('Content not found...');
  });

  it('shows the default article image, marked as such', () => {
    const { html } = render(bare);
    expect(html).toContain(`src="${defaultArticleImage.src}"`);
    expect(html).toContain('data-default-image="true"');
  });

  it("shows 'INVALID DATE' for a date that cannot be read", () => {
    const { html } = render(makeArticle({ date: 'not a date' }));
    expect(html).toMatch(/>INVALID DATE</);
  });

  it('names the fallback author and category the mapper gives a deleted author and a lost category', () => {
    // As WordPress embeds them: an error object for the author, a term the CMS no longer names.
    const mapped = mapArticle(
      {
        id: 7,
        type: 'post',
        date: '2024-01-01T00:00:00',
        title: { rendered: 'A post' },
        excerpt: { rendered: '<p>Text.</p>' },
        content: { rendered: '<p>Text.</p>' },
        categories: [77],
        _embedded: { author: [{ code: 'rest_user_invalid_id' }], 'wp:term': [[]] },
      },
      { baseUrl: 'https://cms.example.com' },
    );
    expect(mapped).not.toBeNull();
    const { html, label } = render(mapped!, true);
    expect(html).toContain('By Anonymous');
    expect(label).toBe('Unknown');
  });
});
