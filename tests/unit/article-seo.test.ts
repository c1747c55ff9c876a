import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleImage } from '@/lib/news/types';
import { mapArticle } from '@/lib/news/wordpress/mappers';
import { readHead, restRoot } from '@/lib/news/wordpress/rank-math';
import { mapSeo, NO_SEO, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/news/wordpress/seo';
import { createWordPressSource } from '@/lib/news/wordpress/source';
import { logger } from '@/lib/log';

/**
 * The SEO plugin's head of a post, as the article page will use it: Yoast SEO's `yoast_head_json` and Rank
 * Math's head read into our ArticleSeo, every field checked, decoded, stripped, capped and filtered.
 */

const CMS = 'https://cms.example.org';
const CDN = 'https://cdn.example.net';
const API = `${CMS}/wp-json/wp/v2`;

/** The featured image as the mapper makes it: the full upload and WordPress's renditions of it. */
const featured: ArticleImage = {
  src: `${CMS}/wp-content/uploads/2025/04/hall.jpg`,
  alt: 'The turbine hall',
  mediaType: 'image',
  width: 2560,
  height: 1440,
  renditions: [
    { src: `${CMS}/wp-content/uploads/2025/04/hall-768x432.jpg`, width: 768, height: 432 },
    { src: `${CMS}/wp-content/uploads/2025/04/hall-1024x576.jpg`, width: 1024, height: 576 },
    { src: `${CMS}/wp-content/uploads/2025/04/hall-1536x864.jpg`, width: 1536, height: 864 },
    { src: `${CMS}/wp-content/uploads/2025/04/hall.jpg`, width: 2560, height: 1440 },
  ],
};

const context = { postId: 7, baseUrl: CMS, mediaOrigins: [CDN], featured };

/** A head with every field, as Yoast SEO 22 documents `yoast_head_json`. */
function yoastHead(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Core-unit test loop reaches 700 °C - Northwind Nuclear',
    description: 'The salt loop ran for 1,000 hours at temperature.',
    robots: { index: 'index', follow: 'follow', 'max-snippet': 'max-snippet:-1', 'max-image-preview': 'max-image-preview:large' },
    canonical: `${CMS}/core-unit-test-loop/`,
    og_locale: 'en_US',
    og_type: 'article',
    og_title: 'The test loop reached 700 °C',
    og_description: 'A thousand hours of molten salt at temperature.',
    og_url: `${CMS}/core-unit-test-loop/`,
    og_site_name: 'Northwind Nuclear',
    og_image: [{ width: 1024, height: 576, url: `${CMS}/wp-content/uploads/2025/04/hall-1024x576.jpg`, type: 'image/jpeg' }],
    twitter_card: 'summary_large_image',
    twitter_title: 'Test loop: 700 °C',
    twitter_description: 'Molten salt, 1,000 hours.',
    twitter_image: `${CDN}/social/loop-card.png`,
    schema: { '@context': 'https://schema.org', '@graph': [] },
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('Yoast SEO’s head', () => {
  it('gives every field the web team wrote', () => {
    expect(mapSeo(yoastHead(), context)).toEqual({
      title: 'Core-unit test loop reaches 700 °C - Northwind Nuclear',
      description: 'The salt loop ran for 1,000 hours at temperature.',
      socialTitle: 'The test loop reached 700 °C',
      socialDescription: 'A thousand hours of molten salt at temperature.',
      // The plugin names the 1024 px rendition; the 1536 px one is the narrowest at least 1200 px wide.
      image: { src: `${CMS}/wp-content/uploads/2025/04/hall-1536x864.jpg`, width: 1536, height: 864, type: 'image/jpeg', alt: 'The turbine hall' },
      twitterTitle: 'Test loop: 700 °C',
      twitterDescription: 'Molten salt, 1,000 hours.',
      twitterImage: { src: `${CDN}/social/loop-card.png`, width: null, height: null, type: null, alt: null },
      noindex: false,
      nofollow: false,
    });
  });

  it('no head at all (no plugin) is no SEO, without a log line', () => {
    const debug = vi.spyOn(logger('content'), 'debug');
    expect(mapSeo(undefined, context)).toBe(NO_SEO);
    expect(mapSeo(null, context)).toBe(NO_SEO);
    expect(debug).not.toHaveBeenCalled();
  });

  it('reads noindex and nofollow', () => {
    expect(mapSeo(yoastHead({ robots: { index: 'noindex', follow: 'follow' } }), context)).toMatchObject({ noindex: true, nofollow: false });
    expect(mapSeo(yoastHead({ robots: { index: 'noindex', follow: 'nofollow' } }), context)).toMatchObject({ noindex: true, nofollow: true });
    expect(mapSeo(yoastHead({ robots: { index: 'NoIndex ' } }), context)).toMatchObject({ noindex: true, nofollow: false });
  });

  it('decodes entities and strips tags, keeping encoded markup as text', () => {
    const seo = mapSeo(
      yoastHead({
        title: 'R&amp;D update: &#8220;Core-unit&#8221; <em>test</em> loop',
        description: '<script>alert("x")</script><p>Heat at 585&nbsp;°C</p>',
        og_title: '&lt;img src=x onerror=alert(1)&gt; Loop',
      }),
      context,
    );
    expect(seo.title).toBe('R&D update: “Core-unit” test loop');
    expect(seo.description).toBe('Heat at 585 °C');
    expect(seo.socialTitle).toBe('<img src=x onerror=alert(1)> Loop');
  });

  it('caps titles at 70 and descriptions at 160 characters, cut at a word with “…”', () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
    const seo = mapSeo(yoastHead({ title: words(30), description: words(60), og_description: 'x'.repeat(400) }), context);
    expect(seo.title!.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(seo.title).toMatch(/^word0 word1 .* word\d+…$/);
    expect(seo.description!.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(seo.description).toMatch(/word\d+…$/);
    expect(seo.socialDescription).toBe(`${'x'.repeat(SEO_DESCRIPTION_MAX - 1)}…`);
    // A title short enough is kept whole.
    expect(mapSeo(yoastHead({ title: 'x'.repeat(SEO_TITLE_MAX) }), context).title).toBe('x'.repeat(SEO_TITLE_MAX));
  });

  it('takes a share image only from the CMS host or CONTENT_MEDIA_ORIGINS', () => {
    const image = (url: string) => mapSeo(yoastHead({ og_image: [{ url, width: 1200, height: 630 }], twitter_image: url }), context);
    expect(image(`${CDN}/og/loop.jpg`).image?.src).toBe(`${CDN}/og/loop.jpg`);
    expect(image('/wp-content/uploads/og.jpg').image?.src).toBe(`${CMS}/wp-content/uploads/og.jpg`);
    for (const url of ['https://tracker.example.com/pixel.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//tracker.example.com/x.jpg']) {
      const seo = image(url);
      expect(seo.image, url).toBeNull();
      expect(seo.twitterImage, url).toBeNull();
    }
    expect(mapSeo(yoastHead({ og_image: [{ url: `${CDN}/og.jpg` }] }), { ...context, mediaOrigins: [] }).image).toBeNull();
  });

  it('prefers the narrowest image at least 1200 px wide, else the widest offered', () => {
    const pick = (og_image: unknown[]) => mapSeo(yoastHead({ og_image }), { ...context, featured: null }).image;
    expect(
      pick([
        { url: `${CMS}/a-2400.jpg`, width: 2400, height: 1260 },
        { url: `${CMS}/a-1200.jpg`, width: 1200, height: 630 },
        { url: `${CMS}/a-800.jpg`, width: 800, height: 420 },
      ])?.src,
    ).toBe(`${CMS}/a-1200.jpg`);
    expect(pick([{ url: `${CMS}/b-600.jpg`, width: 600 }, { url: `${CMS}/b-900.jpg`, width: '900' }, { url: `${CMS}/b.jpg` }])).toEqual({
      src: `${CMS}/b-900.jpg`,
      width: 900,
      height: null,
      type: null,
      alt: null,
    });
    // A picture of its own (not the featured image) is taken as it is.
    expect(mapSeo(yoastHead({ og_image: [{ url: `${CMS}/own.png`, width: 800, height: 420 }] }), context).image?.src).toBe(`${CMS}/own.png`);
  });

  it('falls back field by field on malformed values, saying which at debug level', () => {
    const debug = vi.spyOn(logger('content'), 'debug');
    const seo = mapSeo(
      {
        title: ['an', 'array'],
        description: 'y'.repeat(50_000),
        og_title: 42,
        og_description: { rendered: 'an object' },
        og_image: 'https://cms.example.org/not-a-list.jpg',
        twitter_title: '<script>only a script</script>',
        twitter_description: 'Kept: the one good field.',
        twitter_image: { url: `${CMS}/x.jpg` },
        robots: 'noindex',
      },
      context,
    );
    expect(seo).toEqual({ ...NO_SEO, twitterDescription: 'Kept: the one good field.' });
    expect(debug).toHaveBeenCalledTimes(1);
    const [fields, message] = debug.mock.calls[0] as unknown as [{ post: number; fallback: Record<string, string> }, string];
    expect(fields.post).toBe(7);
    expect(fields.fallback).toMatchObject({
      title: 'not text (a list)',
      description: '50000 characters long',
      og_title: 'not text (number)',
      og_description: 'not text (object)',
      og_image: 'not a list',
      twitter_title: 'empty once tags are removed',
      twitter_image: 'no address',
      robots: 'not a group of fields',
    });
    expect(message).toMatch(/^SEO fields of post 7 not used \(title, description, .*\); the article's own values stand in$/);
  });

  it('a head that is no group of fields is no SEO, said at debug level', () => {
    const debug = vi.spyOn(logger('content'), 'debug');
    for (const head of ['<meta name="robots" content="noindex">', ['title'], 42, true]) expect(mapSeo(head, context)).toBe(NO_SEO);
    expect(debug).toHaveBeenCalledTimes(4);
  });
});

describe('mapArticle', () => {
  const post = (extra: Record<string, unknown>) => ({
    id: 12,
    type: 'post',
    date: '2025-04-01T09:00:00',
    title: { rendered: 'Test loop' },
    featured_media: 900,
    _embedded: {
      'wp:featuredmedia': [
        {
          id: 900,
          source_url: '/wp-content/uploads/2025/04/hall.jpg',
          media_details: {
            width: 2560,
            height: 1440,
            sizes: { medium_large: { source_url: '/wp-content/uploads/2025/04/hall-1536x864.jpg', width: 1536, height: 864 } },
          },
        },
      ],
    },
    ...extra,
  });

  it('carries the head’s SEO, the featured image’s renditions offered for the share image', () => {
    const article = mapArticle(post({ yoast_head_json: { title: 'Loop', og_image: [{ url: `${CMS}/wp-content/uploads/2025/04/hall.jpg`, width: 2560, height: 1440 }] } }), {
      baseUrl: CMS,
    });
    expect(article?.seo).toMatchObject({ title: 'Loop', image: { src: `${CMS}/wp-content/uploads/2025/04/hall-1536x864.jpg`, width: 1536 } });
  });

  it('gives no SEO to a record without a head', () => {
    expect(mapArticle(post({}), { baseUrl: CMS })?.seo).toEqual(NO_SEO);
  });
});

describe('Rank Math’s head', () => {
  const head = [
    '<title>Loop &amp; salt - Northwind Nuclear</title>',
    '<meta name="description" content="The salt loop ran for 1,000 hours."/>',
    '<meta name="robots" content="nofollow, noindex"/>',
    `<link rel="canonical" href="${CMS}/loop/" />`,
    '<meta property="og:title" content="The loop &quot;ran&quot;" />',
    '<meta property="og:description" content="A thousand hours." />',
    `<meta property="og:image" content="${CMS}/wp-content/uploads/loop.jpg" />`,
    `<meta property="og:image:secure_url" content="${CMS}/wp-content/uploads/loop.jpg" />`,
    '<meta property="og:image:width" content="1600" />',
    '<meta property="og:image:height" content="900" />',
    '<meta property="og:image:type" content="image/jpeg" />',
    `<meta property="og:image" content="${CMS}/wp-content/uploads/second.jpg" />`,
    '<meta name="twitter:title" content="Loop on X" />',
    '<meta name="twitter:description" content="On X." />',
    `<meta name="twitter:image" content="${CMS}/wp-content/uploads/loop.jpg" />`,
    '<script type="application/ld+json">{"@graph":[]}</script>',
  ].join('\n');

  it('is read into Yoast’s shape with an HTML parser', () => {
    expect(readHead(head)).toEqual({
      title: 'Loop & salt - Northwind Nuclear',
      description: 'The salt loop ran for 1,000 hours.',
      robots: { index: 'noindex', follow: 'nofollow' },
      og_title: 'The loop "ran"',
      og_description: 'A thousand hours.',
      og_image: [{ url: `${CMS}/wp-content/uploads/loop.jpg`, width: '1600', height: '900', type: 'image/jpeg' }, { url: `${CMS}/wp-content/uploads/second.jpg` }],
      twitter_title: 'Loop on X',
      twitter_description: 'On X.',
      twitter_image: `${CMS}/wp-content/uploads/loop.jpg`,
    });
  });

  it('goes through the same checks as Yoast’s', () => {
    const seo = mapSeo(readHead(head), { ...context, featured: null });
    expect(seo).toMatchObject({ title: 'Loop & salt - Northwind Nuclear', noindex: true, nofollow: true, image: { src: `${CMS}/wp-content/uploads/loop.jpg`, width: 1600 } });
  });

  it('lives next to the /wp/v2 base', () => {
    expect(restRoot(API)).toBe(`${CMS}/wp-json`);
    expect(restRoot(`${CMS}/?rest_route=`)).toBeNull();
  });
});

describe('the WordPress source and the SEO plugins', () => {
  function sourceWith(routes: Record<string, (url: URL) => unknown>, mediaOrigins: string[] = []) {
    const requests: string[] = [];
    const fetchImpl = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const route = Object.keys(routes).find((path) => url.pathname === path);
      if (!route) return new Response(JSON.stringify({ code: 'rest_no_route' }), { status: 404 });
      const body = routes[route]!(url);
      return body instanceof Response ? body : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const source = createWordPressSource({ apiUrl: API, timeoutMs: 1000, fetch: fetchImpl as unknown as typeof fetch, onRequest: (url) => requests.push(url) }, { mediaOrigins });
    return { source, requests };
  }
  const record = (id: number, extra: Record<string, unknown> = {}) => ({ id, type: 'post', title: { rendered: `Post ${id}` }, link: `${CMS}/post-${id}/`, ...extra });
  const rankMathHead = (url: URL) => ({ success: true, head: `<title>Rank Math title of ${url.searchParams.get('url')}</title><meta name="robots" content="noindex, follow">` });

  it('reads Yoast’s head from the record itself: no other request', async () => {
    const { source, requests } = sourceWith({ '/wp-json/wp/v2/posts/1': () => record(1, { yoast_head_json: { title: 'Yoast title' } }) });
    expect((await source.getArticle('posts', 1))?.seo.title).toBe('Yoast title');
    expect(requests).toHaveLength(1);
  });

  it('asks Rank Math for a record without Yoast’s head when WordPress announces it, reading the index once', async () => {
    const { source, requests } = sourceWith({
      '/wp-json/wp/v2/posts/1': () => record(1),
      '/wp-json/wp/v2/posts/2': () => record(2),
      '/wp-json/': () => ({ namespaces: ['oembed/1.0', 'rankmath/v1', 'wp/v2'] }),
      '/wp-json/rankmath/v1/getHead': rankMathHead,
    });
    const first = await source.getArticle('posts', 1);
    expect(first?.seo).toMatchObject({ title: `Rank Math title of ${CMS}/post-1/`, noindex: true, nofollow: false });
    expect((await source.getArticle('posts', 2))?.seo.title).toBe(`Rank Math title of ${CMS}/post-2/`);
    expect(requests.map((url) => new URL(url).pathname)).toEqual([
      '/wp-json/wp/v2/posts/1',
      '/wp-json/',
      '/wp-json/rankmath/v1/getHead',
      '/wp-json/wp/v2/posts/2',
      '/wp-json/rankmath/v1/getHead',
    ]);
    expect(new URL(requests[1]!).searchParams.get('_fields')).toBe('namespaces');
  });

  it('never asks Rank Math for a list, nor when WordPress does not announce it', async () => {
    const { source, requests } = sourceWith({
      '/wp-json/wp/v2/posts': () => [record(1), record(2)],
      '/wp-json/wp/v2/posts/1': () => record(1),
      '/wp-json/': () => ({ namespaces: ['wp/v2'] }),
      '/wp-json/rankmath/v1/getHead': rankMathHead,
    });
    const list = await source.listArticles({ kind: 'posts', page: 1, perPage: 6 });
    expect(list.items.map((item) => item.seo)).toEqual([NO_SEO, NO_SEO]);
    expect((await source.getArticle('posts', 1))?.seo).toEqual(NO_SEO);
    expect(requests.map((url) => new URL(url).pathname)).toEqual(['/wp-json/wp/v2/posts', '/wp-json/wp/v2/posts/1', '/wp-json/']);
  });

  it('shows the article as it is when Rank Math fails or answers nonsense', async () => {
    for (const getHead of [
      () => new Response('Bad gateway', { status: 502 }),
      () => ({ success: false, message: 'Headless support is off' }),
      () => ({ success: true, head: 42 }),
      () => new Response('<html>', { status: 200 }),
    ]) {
      const { source } = sourceWith({
        '/wp-json/wp/v2/posts/1': () => record(1),
        '/wp-json/': () => ({ namespaces: ['rankmath/v1'] }),
        '/wp-json/rankmath/v1/getHead': getHead,
      });
      const article = await source.getArticle('posts', 1);
      expect(article?.titleText).toBe('Post 1');
      expect(article?.seo).toEqual(NO_SEO);
    }
    const { source } = sourceWith({ '/wp-json/wp/v2/posts/1': () => record(1), '/wp-json/': () => new Response('down', { status: 503 }) });
    expect((await source.getArticle('posts', 1))?.seo).toEqual(NO_SEO);
  });

  it('keeps share images from CONTENT_MEDIA_ORIGINS, and no other host', async () => {
    const { source } = sourceWith(
      {
        '/wp-json/wp/v2/posts': () => [
          record(1, { yoast_head_json: { og_image: [{ url: `${CDN}/og/1.jpg`, width: 1200, height: 630 }] } }),
          record(2, { yoast_head_json: { og_image: [{ url: 'https://elsewhere.example.com/og/2.jpg', width: 1200, height: 630 }] } }),
        ],
      },
      [CDN],
    );
    const { items } = await source.listArticles({ kind: 'posts', page: 1, perPage: 6 });
    expect(items.map((item) => item.seo.image?.src ?? null)).toEqual([`${CDN}/og/1.jpg`, null]);
  });
});
