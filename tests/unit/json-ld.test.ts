import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { eventJsonLd, newsArticleJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/json-ld';
import { makeArticle } from './support/article';

describe('JSON-LD', () => {
  it('cannot close its script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the organisation with both offices and the social profiles', () => {
    const data = organizationJsonLd();
    expect(data).toMatchObject({ '@type': 'Organization', name: site.name, url: 'http://localhost:3000' });
    expect(data.sameAs).toHaveLength(5);
    expect(data.location.map((place) => place.address.addressRegion)).toEqual(['NC', 'ON']);
  });
});

describe('newsArticleJsonLd', () => {
  it('describes a news article with absolute links, ISO dates and the publisher', () => {
    const data = newsArticleJsonLd(makeArticle({ id: 101, kind: 'posts', author: 'Jane Doe' }));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'IMSR completes design review',
      description: 'The regulator finished its pre-licensing review of the reactor design.',
      url: 'http://localhost:3000/newsroom/posts/101',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'http://localhost:3000/newsroom/posts/101' },
      image: ['http://localhost:3000/images/news/review.jpg'],
      datePublished: '2024-03-05T09:30:00Z',
      dateModified: '2024-03-06T14:00:00Z',
      author: { '@type': 'Person', name: 'Jane Doe' },
      publisher: {
        '@type': 'Organization',
        name: site.name,
        logo: { '@type': 'ImageObject', url: `http://localhost:3000${site.logo.src}` },
      },
    });
  });

  it('keeps an image on the CMS host as it is and falls back to the default image', () => {
    const remote = makeArticle({
      image: { src: 'https://cms.example.com/wp-content/uploads/a.jpg', alt: '', mediaType: 'image', width: 800, height: 600 },
    });
    expect(newsArticleJsonLd(remote).image).toEqual(['https://cms.example.com/wp-content/uploads/a.jpg']);
    expect(newsArticleJsonLd(makeArticle({ image: null })).image).toEqual([
      'http://localhost:3000/images/news/default-article.svg',
    ]);
  });

  it('names no author for an anonymous article and leaves out dates it cannot read', () => {
    const data = newsArticleJsonLd(makeArticle({ author: 'Anonymous', date: 'junk', modified: '' }));
    const round = JSON.parse(serializeJsonLd(data)) as Record<string, unknown>;
    expect(round).not.toHaveProperty('author');
    expect(round).not.toHaveProperty('datePublished');
    expect(round).not.toHaveProperty('dateModified');
    expect(round.publisher).toMatchObject({ name: site.name });
  });

  it('uses the publication date as the modification date when there is none', () => {
    expect(newsArticleJsonLd(makeArticle({ modified: '' })).dateModified).toBe('2024-03-05T09:30:00Z');
  });

  it('stays inert inside its script tag whatever the title says', () => {
    const text = serializeJsonLd(newsArticleJsonLd(makeArticle({ titleText: '</script><script>alert(1)</script>' })));
    expect(text).not.toContain('</script>');
  });
});

describe('eventJsonLd', () => {
  const summit = makeArticle({
    id: 900,
    kind: 'event',
    titleText: 'Advanced Reactor Summit',
    excerpt: '',
    content: '<p>Meet the team at booth 12.</p>',
    eventStart: '20250303',
    eventEnd: '2025-03-05',
  });

  it('describes an event with all-day dates and the organiser', () => {
    expect(eventJsonLd(summit)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Advanced Reactor Summit',
      description: 'Meet the team at booth 12.',
      url: 'http://localhost:3000/newsroom/event/900',
      startDate: '2025-03-03',
      endDate: '2025-03-05',
      eventStatus: 'https://schema.org/EventScheduled',
      image: ['http://localhost:3000/images/news/review.jpg'],
      organizer: { '@type': 'Organization', name: site.name, url: 'http://localhost:3000' },
    });
  });

  it('ends a one-day event on its start date and claims no place it does not know', () => {
    const data = eventJsonLd({ ...summit, eventEnd: '' });
    expect(data).toMatchObject({ startDate: '2025-03-03', endDate: '2025-03-03' });
    expect(data).not.toHaveProperty('location');
    expect(data).not.toHaveProperty('eventAttendanceMode');
  });

  it('gives nothing for an event without a readable date', () => {
    expect(eventJsonLd({ ...summit, eventStart: 'TBD', eventEnd: '' })).toBeNull();
  });
});
