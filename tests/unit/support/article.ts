import type { Article } from '@/lib/news/types';
import { NO_SEO } from '@/lib/news/wordpress/seo';

/** A complete, ordinary post; tests override only the fields they are about. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 101,
    kind: 'posts',
    date: '2024-03-05T09:30:00',
    modified: '2024-03-06T14:00:00',
    title: 'IMSR completes design review',
    titleText: 'IMSR completes design review',
    excerpt: '<p>The regulator finished its pre-licensing review of the reactor design.</p>',
    content: '<p>The regulator finished its pre-licensing review of the reactor design. The next phase starts in spring.</p>',
    categories: [{ id: 58, name: 'Press Releases' }],
    author: 'Jane Doe',
    image: { src: '/images/news/review.jpg', alt: 'Control room', mediaType: 'image', width: 1200, height: 675 },
    externalUrl: null,
    blockquote: '',
    videoId: null,
    mediaType: '',
    resourceUrl: null,
    embed: '',
    eventStart: '',
    eventEnd: '',
    seo: NO_SEO,
    ...overrides,
  };
}
