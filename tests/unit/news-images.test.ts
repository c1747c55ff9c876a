import { describe, expect, it, vi } from 'vitest';
import { imageSizes, imageSrcSet, logoDisplaySize } from '@/lib/format/images';
import { mapArticle, mapImage, mapSourceLogos, sourceLogoId } from '@/lib/news/wordpress/mappers';
import { createWordPressSource } from '@/lib/news/wordpress/source';
import { logger } from '@/lib/log';

const API = 'https://cms.example.org/wp-json/wp/v2';
const ORIGIN = 'https://cms.example.org';
const UPLOADS = `${ORIGIN}/wp-content/uploads/2026/11`;

/** `media_details` as WordPress 6.1 writes it for a 4000×2667 camera upload (scaled past 2560 px). */
function cameraUpload(overrides: Record<string, unknown> = {}) {
  return {
    id: 912,
    source_url: `${UPLOADS}/turbine-hall-scaled.jpg`,
    alt_text: 'A turbine hall',
    media_type: 'image',
    media_details: {
      width: 2560,
      height: 1707,
      file: '2026/11/turbine-hall-scaled.jpg',
      original_image: 'turbine-hall.jpg',
      sizes: {
        medium: { file: 'turbine-hall-300x200.jpg', width: 300, height: 200, mime_type: 'image/jpeg', source_url: `${UPLOADS}/turbine-hall-300x200.jpg` },
        large: { file: 'turbine-hall-1024x683.jpg', width: 1024, height: 683, mime_type: 'image/jpeg', source_url: `${UPLOADS}/turbine-hall-1024x683.jpg` },
        thumbnail: { file: 'turbine-hall-150x150.jpg', width: 150, height: 150, mime_type: 'image/jpeg', source_url: `${UPLOADS}/turbine-hall-150x150.jpg` },
        medium_large: { file: 'turbine-hall-768x512.jpg', width: 768, height: 512, mime_type: 'image/jpeg', source_url: `${UPLOADS}/turbine-hall-768x512.jpg` },
        '1536x1536': { file: 'turbine-hall-1536x1024.jpg', width: 1536, height: 1024, mime_type: 'image/jpeg', source_url: `${UPLOADS}/turbine-hall-1536x1024.jpg` },
        '2048x2048': { file: 'turbine-hall-2048x1365.jpg', width: 2048, height: 1365, mime_type: 'image/jpeg', source_url: `${UPLOADS}/turbine-hall-2048x1365.jpg` },
        full: { file: 'turbine-hall-scaled.jpg', width: 2560, height: 1707, mime_type: 'image/jpeg', source_url: `${UPLOADS}/turbine-hall-scaled.jpg` },
      },
      image_meta: {},
    },
    ...overrides,
  };
}

describe('image renditions from WordPress media', () => {
  it('keeps every same-proportion size once, narrowest first, the crop left out', () => {
    const image = mapImage(cameraUpload(), ORIGIN);
    expect(image).toMatchObject({ src: `${UPLOADS}/turbine-hall-scaled.jpg`, width: 2560, height: 1707 });
    expect(image?.renditions?.map((rendition) => [rendition.width, rendition.height])).toEqual([
      [300, 200],
      [768, 512],
      [1024, 683],
      [1536, 1024],
      [2048, 1365],
      [2560, 1707],
    ]);
    expect(image?.renditions?.map((rendition) => rendition.src).join()).not.toContain('150x150');
  });

  it('builds the srcset from the renditions with width descriptors', () => {
    expect(imageSrcSet(mapImage(cameraUpload(), ORIGIN))).toBe(
      [
        `${UPLOADS}/turbine-hall-300x200.jpg 300w`,
        `${UPLOADS}/turbine-hall-768x512.jpg 768w`,
        `${UPLOADS}/turbine-hall-1024x683.jpg 1024w`,
        `${UPLOADS}/turbine-hall-1536x1024.jpg 1536w`,
        `${UPLOADS}/turbine-hall-2048x1365.jpg 2048w`,
        `${UPLOADS}/turbine-hall-scaled.jpg 2560w`,
      ].join(', '),
    );
  });

  it('resolves relative rendition URLs and drops hostile, broken or oversized ones', () => {
    const hostile = cameraUpload({
      media_details: {
        width: 1600,
        height: 900,
        sizes: {
          medium: { width: 300, height: 169, source_url: '/wp-content/uploads/a-300x169.jpg' },
          script: { width: 640, height: 360, source_url: 'javascript:alert(1)' },
          data: { width: 800, height: 450, source_url: 'data:image/png;base64,AAAA' },
          comma: { width: 1000, height: 563, source_url: `${ORIGIN}/x,1000w y.jpg` },
          noWidth: { height: 450, source_url: `${ORIGIN}/no-width.jpg` },
          textWidth: { width: 'wide', height: 450, source_url: `${ORIGIN}/text-width.jpg` },
          negative: { width: -800, height: -450, source_url: `${ORIGIN}/negative.jpg` },
          bigger: { width: 3200, height: 1800, source_url: `${ORIGIN}/bigger.jpg` },
          portrait: { width: 450, height: 800, source_url: `${ORIGIN}/portrait.jpg` },
          notAnObject: 'medium.jpg',
          nothing: null,
        },
      },
    });
    expect(mapImage(hostile, ORIGIN)?.renditions).toEqual([
      { src: `${ORIGIN}/wp-content/uploads/a-300x169.jpg`, width: 300, height: 169 },
      { src: `${UPLOADS}/turbine-hall-scaled.jpg`, width: 1600, height: 900 },
    ]);
  });

  it('has no renditions (plain src, no srcset) when sizes are missing or malformed', () => {
    for (const media_details of [{ width: 1200, height: 675 }, { width: 1200, height: 675, sizes: [] }, { width: 1200, height: 675, sizes: 'big' }, {}, null]) {
      const image = mapImage(cameraUpload({ media_details }), ORIGIN);
      expect(image?.src).toBe(`${UPLOADS}/turbine-hall-scaled.jpg`);
      expect(imageSrcSet(image)).toBeUndefined();
    }
    // No image at all: the default artwork, no srcset either.
    expect(imageSrcSet(null)).toBeUndefined();
  });

  it('still falls back to the default image when the embedded media is an error or not media', () => {
    const post = (media: unknown) => ({ id: 5, type: 'post', featured_media: 912, _embedded: { 'wp:featuredmedia': [media] } });
    expect(mapArticle(post({ code: 'rest_forbidden', message: 'Sorry', data: { status: 403 } }), { baseUrl: ORIGIN })?.image).toBeNull();
    expect(mapArticle(post({ source_url: `${UPLOADS}/x.jpg` }), { baseUrl: ORIGIN })?.image).toBeNull();
    expect(mapArticle(post(cameraUpload({ source_url: 'javascript:alert(1)' })), { baseUrl: ORIGIN })?.image).toBeNull();
    expect(mapArticle(post(cameraUpload()), { baseUrl: ORIGIN })?.image?.renditions).toHaveLength(6);
  });

  it('sizes follow the layouts: three columns from 992 px, two from 640 px, the large cards’ two fifths from 768 px', () => {
    expect(imageSizes.smallCard).toBe('(min-width: 1140px) 351px, (min-width: 992px) calc((100vw - 88px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 40px)');
    expect(imageSizes.largeCard).toBe('(min-width: 1140px) 440px, (min-width: 768px) calc((100vw - 40px) * 0.4), calc(100vw - 40px)');
    expect(imageSizes.articleHero).toBe('(min-width: 860px) 820px, calc(100vw - 40px)');
  });
});

describe('outlet logos', () => {
  const logo = (id: number, overrides: Record<string, unknown> = {}) => ({
    id,
    source_url: `${UPLOADS}/logo-${id}.png`,
    alt_text: 'Energy Journal logo',
    media_details: {
      width: 240,
      height: 80,
      sizes: {
        thumbnail: { width: 150, height: 80, source_url: `${UPLOADS}/logo-${id}-150x80.png` },
        full: { width: 240, height: 80, source_url: `${UPLOADS}/logo-${id}.png` },
      },
    },
    ...overrides,
  });

  it('reads acf.source_logo as an id, a digit string or an image object', () => {
    expect(sourceLogoId({ acf: { source_logo: 7 } })).toBe(7);
    expect(sourceLogoId({ acf: { source_logo: '7' } })).toBe(7);
    expect(sourceLogoId({ acf: { source_logo: { id: 7, url: 'x' } } })).toBe(7);
    for (const acf of [false, null, [], { source_logo: '' }, { source_logo: false }, { source_logo: 'javascript:1' }, { source_logo: -3 }]) {
      expect(sourceLogoId({ acf })).toBeNull();
    }
  });

  it('maps logos by id with sanitised alt text, skipping anything that is not a readable image', () => {
    const logos = mapSourceLogos(
      [
        logo(7),
        logo(8, { alt_text: '<img src=x onerror=alert(1)>Gazette' }),
        logo(9, { source_url: 'javascript:alert(1)' }),
        { code: 'rest_forbidden' },
        'nonsense',
      ],
      ORIGIN,
    );
    expect([...logos.keys()]).toEqual([7, 8]);
    // The 150-px crop is not the logo's shape: the full 240×80 is used.
    expect(logos.get(7)).toEqual({ src: `${UPLOADS}/logo-7.png`, alt: 'Energy Journal logo', width: 240, height: 80 });
    expect(logos.get(8)?.alt).toBe('Gazette');
    expect(mapSourceLogos({ code: 'rest_no_route' }, ORIGIN).size).toBe(0);
  });

  it('draws logos 28 px tall in their own proportions, never wider than the card allows', () => {
    expect(logoDisplaySize({ width: 240, height: 80 }, 28, 140)).toEqual({ width: 84, height: 28 });
    expect(logoDisplaySize({ width: 1000, height: 100 }, 28, 140)).toEqual({ width: 140, height: 14 });
  });

  describe('on a list page', () => {
    const post = (id: number, acf: unknown) => ({ id, type: 'post', title: { rendered: `Post ${id}` }, author: 1, featured_media: 0, categories: [55], acf });
    const posts = [
      post(1, { source: 'Energy Journal', source_logo: 7 }),
      post(2, { source: 'Example Gazette', source_logo: '8' }),
      post(3, { source: 'Energy Journal', source_logo: 7 }),
      post(4, { source: 'Vanished Weekly', source_logo: 99 }),
      post(5, false),
    ];

    function sourceWith(media: (url: URL) => Response | Promise<Response>) {
      const requests: URL[] = [];
      const fetchImpl = vi.fn(async (input: string | URL | Request) => {
        const url = new URL(String(input));
        requests.push(url);
        if (url.pathname.endsWith('/posts')) return Response.json(posts, { headers: { 'X-WP-Total': '5', 'X-WP-TotalPages': '1' } });
        return media(url);
      });
      return { source: createWordPressSource({ apiUrl: API, timeoutMs: 1000, fetch: fetchImpl as unknown as typeof fetch }), requests };
    }

    it('costs one request for every logo of the page and merges them into the cards; a deleted logo means none', async () => {
      const { source, requests } = sourceWith(() => Response.json([logo(7), logo(8, { alt_text: '' })]));
      const page = await source.listArticles({ kind: 'posts', categories: [55], page: 1, perPage: 6, sourceLogos: true });
      expect(requests).toHaveLength(2);
      const media = requests[1]!;
      expect(media.pathname).toBe('/wp-json/wp/v2/media');
      expect(media.searchParams.get('include')).toBe('7,8,99');
      expect(media.searchParams.get('per_page')).toBe('3');
      expect(media.searchParams.get('_fields')).toBe('id,source_url,alt_text,media_details');
      const byId = new Map(page.items.map((item) => [item.id, item.sourceLogo]));
      expect(byId.get(1)).toMatchObject({ src: `${UPLOADS}/logo-7.png`, alt: 'Energy Journal logo' });
      expect(byId.get(3)).toEqual(byId.get(1));
      // No alt text on the logo: the outlet's name.
      expect(byId.get(2)?.alt).toBe('Example Gazette');
      expect(byId.get(4)).toBeUndefined();
      expect(byId.get(5)).toBeUndefined();
    });

    it('leaves every card as it was when the logo request fails, and logs it', async () => {
      const warnings = vi.spyOn(logger('content'), 'warn').mockImplementation(() => undefined);
      for (const failure of [
        () => Promise.reject(new TypeError('fetch failed')),
        () => new Response('oops', { status: 503 }),
        () => Response.json({ code: 'rest_forbidden' }, { status: 403 }),
        () => new Response('<html>', { status: 200 }),
      ]) {
        const { source, requests } = sourceWith(failure);
        const page = await source.listArticles({ kind: 'posts', categories: [55], page: 1, perPage: 6, sourceLogos: true });
        expect(requests).toHaveLength(2);
        expect(page.items.map((item) => [item.id, item.author, item.sourceLogo])).toEqual([
          [1, 'Energy Journal', undefined],
          [2, 'Example Gazette', undefined],
          [3, 'Energy Journal', undefined],
          [4, 'Vanished Weekly', undefined],
          [5, 'Anonymous', undefined],
        ]);
      }
      const messages = warnings.mock.calls.map(([, message]) => message);
      warnings.mockRestore();
      const logo = "; the cards show their outlet's name without its logo";
      expect(messages).toEqual([
        `Could not fetch media: WordPress did not answer ${API}/media?include=7%2C8%2C99&per_page=3&_fields=id%2Csource_url%2Calt_text%2Cmedia_details${logo}`,
        `Could not fetch media: WordPress answered 503 for ${API}/media?include=7%2C8%2C99&per_page=3&_fields=id%2Csource_url%2Calt_text%2Cmedia_details${logo}`,
        `Could not fetch media: WordPress answered 403${logo}`,
        `Could not fetch media: WordPress sent a body that is not JSON for ${API}/media?include=7%2C8%2C99&per_page=3&_fields=id%2Csource_url%2Calt_text%2Cmedia_details${logo}`,
      ]);
    });

    it('asks for no logos unless the list shows them, or when no card has one', async () => {
      const { source, requests } = sourceWith(() => Response.json([]));
      await source.listArticles({ kind: 'posts', categories: [55], page: 1, perPage: 6 });
      expect(requests).toHaveLength(1);
    });
  });
});

describe('demo content', () => {
  it('gives some outlets a logo, named after the outlet, only to lists that show them', async () => {
    const { createDemoSource } = await import('@/lib/news/demo/source');
    const source = createDemoSource({ now: () => new Date('2026-06-01T12:00:00Z') });
    const query = { kind: 'posts' as const, categories: [55], page: 1, perPage: 100 };
    const withLogos = (await source.listArticles({ ...query, sourceLogos: true })).items;
    const ledger = withLogos.find((article) => article.id === 1101);
    expect(ledger?.sourceLogo).toEqual({ src: '/images/news/outlets/industrial-ledger.svg', alt: 'The Industrial Ledger', width: 168, height: 48 });
    expect(withLogos.find((article) => article.id === 1105)?.sourceLogo).toBeUndefined();
    expect((await source.listArticles(query)).items.some((article) => article.sourceLogo)).toBe(false);
  });
});
