import { describe, expect, it } from 'vitest';
import { articleHref, articlePath, cardBody, cardLabel, previewText } from '@/lib/format/cards';
import { makeArticle } from './support/article';

describe('cardLabel', () => {
  it('shows the category names first, as the CMS spells them', () => {
    const article = makeArticle({
      categories: [
        { id: 55, name: 'In the News' },
        { id: 58, name: 'Press Releases' },
      ],
      videoId: 'dQw4w9WgXcQ',
      mediaType: 'download',
    });
    expect(cardLabel(article)).toBe('In the News, Press Releases');
  });

  it('then VIDEO when there is a video id, ahead of the media type', () => {
    expect(cardLabel(makeArticle({ categories: [], videoId: 'dQw4w9WgXcQ', mediaType: 'download' }))).toBe('VIDEO');
  });

  it.each([
    ['download', 'DOWNLOAD'],
    ['external', 'EXTERNAL'],
    ['youtube', 'VIDEO'],
    ['other', 'VIDEO'],
  ] as const)('then the media type %s as %s', (mediaType, label) => {
    expect(cardLabel(makeArticle({ categories: [], mediaType }))).toBe(label);
  });

  it('then the image media type, upper-cased', () => {
    expect(cardLabel(makeArticle({ categories: [], mediaType: '' }))).toBe('IMAGE');
    const file = makeArticle({ categories: [], image: { src: '/a.pdf', alt: '', mediaType: 'file', width: null, height: null } });
    expect(cardLabel(file)).toBe('FILE');
  });

  it('else UNKNOWN', () => {
    expect(cardLabel(makeArticle({ categories: [], image: null }))).toBe('UNKNOWN');
    const untyped = makeArticle({ categories: [], image: { src: '/a.jpg', alt: '', mediaType: null, width: null, height: null } });
    expect(cardLabel(untyped)).toBe('UNKNOWN');
  });
});

describe('previewText', () => {
  it('returns short text whole, without an ellipsis', () => {
    expect(previewText('<p>Heat for <strong>industry</strong>.</p>', 375)).toBe('Heat for industry.');
  });

  it('keeps text exactly at the limit whole and cuts one character over', () => {
    const ten = 'abcd efghi';
    expect(previewText(`<p>${ten}</p>`, 10)).toBe('abcd efghi');
    expect(previewText(`<p>${ten}j</p>`, 10)).toBe('abcd…');
  });

  it('cuts at a word boundary and trims trailing punctuation before the ellipsis', () => {
    expect(previewText('<p>Molten salt reactors run hot, efficient and safe.</p>', 20)).toBe('Molten salt reactors…');
    expect(previewText('<p>Molten salt reactors, efficient and safe.</p>', 22)).toBe('Molten salt reactors…');
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(previewText('<p>Supercalifragilistic</p>', 5)).toBe('Super…');
  });

  it('decodes entities before cutting, so an entity is never split', () => {
    const html = '<p>Research &amp; development at scale</p>';
    // A cut on the raw HTML at 12 characters would leave 'Research &am'.
    expect(previewText(html, 12)).toBe('Research &…');
    expect(previewText(html, 10)).toBe('Research &…');
    expect(previewText(html, 9)).toBe('Research…');
    expect(previewText('<p>Caf&eacute; &lt;tag&gt;</p>', 375)).toBe('Café <tag>');
  });

  it('removes the first inline image with its caption but keeps a later caption as text', () => {
    const html =
      '<figure><img src="/a.jpg" alt="First picture"><figcaption>First caption</figcaption></figure>' +
      '<p>Body text.</p>' +
      '<figure><img src="/b.jpg" alt="Second picture"><figcaption>Second caption</figcaption></figure>';
    expect(previewText(html, 375)).toBe('Body text. Second caption');
  });

  it('removes a bare first image, even with a ">" inside an attribute', () => {
    expect(previewText('<p><img src="/a.jpg" alt="a > b">Intro</p><p>More</p>', 375)).toBe('Intro More');
  });

  it('never lets script or style content through', () => {
    const html = '<p>Safe</p><script>alert("x")</script><style>p{color:red}</style><p>text</p>';
    expect(previewText(html, 375)).toBe('Safe text');
  });

  it('returns an empty string for empty or image-only HTML', () => {
    expect(previewText('', 375)).toBe('');
    expect(previewText('<p><img src="/a.jpg" alt="only"></p>', 375)).toBe('');
  });

  it('counts and cuts whole characters as a reader sees them', () => {
    expect(previewText('<p>😀😀😀😀</p>', 2)).toBe('😀😀…');
    expect(previewText('<p>⚛️⚛️⚛️</p>', 2)).toBe('⚛️⚛️…');
    expect(previewText('<p>👩‍🔬 Science</p>', 9)).toBe('👩‍🔬 Science');
    expect(previewText('<p>Cafe\u0301 au lait</p>', 4)).toBe('Cafe\u0301…');
  });
});

describe('cardBody', () => {
  it('prefers the quote, then the excerpt, then the content', () => {
    const article = makeArticle({ blockquote: '<p>Quote.</p>', excerpt: '<p>Excerpt.</p>', content: '<p>Content.</p>' });
    expect(cardBody(article, 375)).toBe('Quote.');
    expect(cardBody({ ...article, blockquote: '' }, 375)).toBe('Excerpt.');
    expect(cardBody({ ...article, blockquote: '', excerpt: '' }, 375)).toBe('Content.');
  });

  it('skips a field that is empty once stripped', () => {
    const article = makeArticle({ blockquote: '<p> </p>', excerpt: '<p><img src="/a.jpg" alt="x"></p>', content: '<p>Content.</p>' });
    expect(cardBody(article, 375)).toBe('Content.');
  });

  it('says so when there is nothing to show', () => {
    expect(cardBody(makeArticle({ blockquote: '', excerpt: '', content: '' }), 375)).toBe('Content not found...');
  });

  it('truncates at the length asked for', () => {
    const long = `<p>${'word '.repeat(200)}</p>`;
    const body = cardBody(makeArticle({ excerpt: long }), 375);
    expect(body.endsWith('…')).toBe(true);
    expect(body.length).toBeLessThanOrEqual(376);
    expect(cardBody(makeArticle({ excerpt: long }), 506).length).toBeGreaterThan(body.length);
  });
});

describe('articleHref', () => {
  it('links to the article page by kind and id', () => {
    expect(articleHref(makeArticle({ kind: 'event', id: 42 }))).toEqual({ href: '/newsroom/event/42', external: false });
    expect(articlePath(makeArticle({ kind: 'media', id: 2356 }))).toBe('/newsroom/media/2356');
  });

  it('opens an external link when the article has one', () => {
    const article = makeArticle({ kind: 'posts', id: 7, externalUrl: 'https://www.ft.com/content/abc' });
    expect(articleHref(article)).toEqual({ href: 'https://www.ft.com/content/abc', external: true });
    expect(articlePath(article)).toBe('/newsroom/posts/7');
  });
});
