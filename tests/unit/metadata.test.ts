import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { absoluteUrl, canonicalPath, pageMetadata } from '@/lib/metadata';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/technology/versatile/', '/technology/versatile'],
    ['/subscription//', '/subscription'],
    ['technology', '/technology'],
    ['/search?term=x', '/search'],
    ['/newsroom#top', '/newsroom'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it('joins the site origin and the canonical path', () => {
    expect(absoluteUrl('/technology/', 'https://www.example.org')).toBe('https://www.example.org/technology');
    expect(absoluteUrl('/', 'https://www.example.org')).toBe('https://www.example.org');
  });
});

describe('pageMetadata', () => {
  it('builds title, description, canonical and Open Graph for a page', () => {
    const meta = pageMetadata({ title: 'Careers', description: 'Join the team building the IMSR.', path: '/careers/' });
    expect(meta.title).toEqual({ absolute: `Careers | ${site.name}` });
    expect(meta.description).toBe('Join the team building the IMSR.');
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/careers');
    expect(meta.openGraph).toMatchObject({
      url: 'http://localhost:3000/careers',
      title: `Careers | ${site.name}`,
      siteName: site.name,
      type: 'website',
      images: [{ url: site.defaultOgImage, width: 1200, height: 630 }],
    });
  });

  it('uses the site name and tagline for the home page and honours a page image', () => {
    const meta = pageMetadata({ description: 'Home', path: '/', image: '/images/other.jpg', type: 'article' });
    expect(meta.title).toEqual({ absolute: `${site.name} | ${site.tagline}` });
    expect(meta.openGraph).toMatchObject({ type: 'article', images: [{ url: '/images/other.jpg' }] });
  });

  it('uses a page’s own share image with its alt text, and keeps a noindex page out of search engines', () => {
    const meta = pageMetadata({
      title: 'Investors',
      description: 'Our business combination.',
      path: '/investors',
      shareImage: { src: '/images/og-default.jpg', alt: 'A reactor hall at dusk' },
      noindex: true,
    });
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/images/og-default.jpg', alt: 'A reactor hall at dusk' }] });
    expect(meta.twitter).toMatchObject({ images: ['/images/og-default.jpg'] });
    expect(meta.robots).toEqual({ index: false });
    // An empty share image is none: the site's default picture.
    const plain = pageMetadata({ title: 'Careers', description: 'Join us.', path: '/careers', shareImage: { src: '', alt: '' }, noindex: false });
    expect(plain.openGraph).toMatchObject({ images: [{ url: site.defaultOgImage, width: 1200, height: 630 }] });
    expect(plain.robots).toBeUndefined();
  });
});
