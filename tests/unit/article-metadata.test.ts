import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { articleMetadata } from '@/lib/article-metadata';
import type { ArticleSeo } from '@/lib/news/types';
import { NO_SEO } from '@/lib/news/wordpress/seo';
import { eventJsonLd, newsArticleJsonLd } from '@/lib/json-ld';
import { makeArticle } from './support/article';

/**
 * An article page's head and structured data: the SEO plugin's words where the web team wrote them, the
 * article's own field by field where it did not, the site's canonical address always.
 */

const CMS = 'https://cms.example.org';
const seo = (fields: Partial<ArticleSeo>): ArticleSeo => ({ ...NO_SEO, ...fields });
const everyField = seo({
  title: 'Design review complete - Northwind Nuclear',
  description: 'Phase two of the vendor design review found no fundamental barriers to licensing.',
  socialTitle: 'The regulator’s review is done',
  socialDescription: 'No fundamental barriers to licensing.',
  image: { src: `${CMS}/wp-content/uploads/review-1536x864.jpg`, width: 1536, height: 864, type: 'image/jpeg', alt: 'The control room during the review' },
  twitterTitle: 'Review done',
  twitterDescription: 'No barriers.',
  twitterImage: { src: `${CMS}/wp-content/uploads/review-card.png`, width: null, height: null, type: null, alt: null },
});

describe('articleMetadata', () => {
  it('uses every field the SEO plugin gives, and the site’s own canonical address', () => {
    const meta = articleMetadata(makeArticle({ id: 101, seo: everyField }));
    expect(meta.title).toEqual({ absolute: 'Design review complete - Northwind Nuclear' });
    expect(meta.description).toBe('Phase two of the vendor design review found no fundamental barriers to licensing.');
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/newsroom/posts/101');
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url: 'http://localhost:3000/newsroom/posts/101',
      title: 'The regulator’s review is done',
      description: 'No fundamental barriers to licensing.',
      images: [{ url: `${CMS}/wp-content/uploads/review-1536x864.jpg`, width: 1536, height: 864, type: 'image/jpeg', alt: 'The control room during the review' }],
    });
    expect(meta.twitter).toMatchObject({ title: 'Review done', description: 'No barriers.', images: [`${CMS}/wp-content/uploads/review-card.png`] });
    expect(meta.robots).toBeUndefined();
  });

  it('falls back to the article’s own values field by field', () => {
    const meta = articleMetadata(makeArticle({ id: 101, seo: seo({ description: 'Only the description was written.' }) }));
    expect(meta.title).toEqual({ absolute: `IMSR completes design review | ${site.name}` });
    expect(meta.description).toBe('Only the description was written.');
    expect(meta.openGraph).toMatchObject({
      title: `IMSR completes design review | ${site.name}`,
      description: 'Only the description was written.',
      images: [{ url: '/images/news/review.jpg' }],
    });
    expect(meta.twitter).toMatchObject({ title: `IMSR completes design review | ${site.name}`, description: 'Only the description was written.', images: ['/images/news/review.jpg'] });
  });

  it('is today’s head without an SEO plugin', () => {
    const meta = articleMetadata(makeArticle({ id: 101 }));
    expect(meta.title).toEqual({ absolute: `IMSR completes design review | ${site.name}` });
    expect(meta.description).toBe('The regulator finished its pre-licensing review of the reactor design.');
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/images/news/review.jpg', alt: 'IMSR completes design review' }] });
  });

  it('announces the news feeds a post is in', () => {
    const meta = articleMetadata(makeArticle({ categories: [{ id: 58, name: 'Press Releases' }, { id: 55, name: 'In the News' }] }));
    expect(meta.alternates?.types?.['application/rss+xml']).toEqual([
      { url: '/newsroom/feed.xml', title: 'All news RSS feed' },
      { url: '/category/in-the-news/feed.xml', title: 'In the News RSS feed' },
      { url: '/category/press-release/feed.xml', title: 'Press Releases RSS feed' },
    ]);
    expect(articleMetadata(makeArticle({ kind: 'event' })).alternates?.types).toBeUndefined();
  });

  it('a noindex article: robots noindex, no feed announced, still its canonical address', () => {
    const meta = articleMetadata(makeArticle({ id: 101, seo: seo({ noindex: true }) }));
    expect(meta.robots).toEqual({ index: false });
    expect(meta.alternates?.types).toBeUndefined();
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/newsroom/posts/101');
    expect(articleMetadata(makeArticle({ seo: seo({ noindex: true, nofollow: true }) })).robots).toEqual({ index: false, follow: false });
    expect(articleMetadata(makeArticle({ seo: seo({ nofollow: true }) })).robots).toEqual({ follow: false });
  });
});

describe('structured data with the SEO plugin', () => {
  it('takes its description and share image; the headline stays the article’s title', () => {
    const data = newsArticleJsonLd(makeArticle({ seo: everyField }));
    expect(data).toMatchObject({
      headline: 'IMSR completes design review',
      description: 'Phase two of the vendor design review found no fundamental barriers to licensing.',
      image: [`${CMS}/wp-content/uploads/review-1536x864.jpg`],
    });
    const event = eventJsonLd(makeArticle({ kind: 'event', eventStart: '20260512', eventEnd: '20260513', seo: everyField }));
    expect(event).toMatchObject({ description: everyField.description, image: [everyField.image!.src] });
  });

  it('keeps its own description and image where the plugin gives none', () => {
    expect(newsArticleJsonLd(makeArticle({ seo: seo({ title: 'Only a title' }) }))).toMatchObject({
      description: 'The regulator finished its pre-licensing review of the reactor design.',
      image: ['http://localhost:3000/images/news/review.jpg'],
    });
  });
});
