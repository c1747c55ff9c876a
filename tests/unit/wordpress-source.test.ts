import { describe, expect, it, vi } from 'vitest';
import { NewsUnavailableError } from '@/lib/news/types';
import { buildUrl } from '@/lib/news/wordpress/client';
import { kindFromType, mapArticle } from '@/lib/news/wordpress/mappers';
import { createWordPressSource, listParams, yearBounds } from '@/lib/news/wordpress/source';

const API = 'https://cms.example.org/wp-json/wp/v2';
const base = { baseUrl: 'https://cms.example.org' };

/** A post as WordPress 6.1 answers it with _embed. */
function wpPost(overrides: Record<string, unknown> = {}) {
  return {
    id: 301,
    date: '2023-05-04T10:00:00',
    modified: '2023-05-05T08:00:00',
    type: 'post',
    title: { rendered: 'Core-unit &amp; fuel <em>milestone</em>' },
    excerpt: { rendered: '<p>Short summary.</p>' },
    content: { rendered: '<p>Full body.</p>' },
    author: 2,
    featured_media: 900,
    categories: [58],
    acf: false,
    _embedded: {
      author: [{ id: 2, name: 'Dana Reyes' }],
      'wp:featuredmedia': [
        {
          id: 900,
          source_url: '/wp-content/uploads/2023/05/vessel.jpg',
          alt_text: 'Reactor vessel &amp; crane',
          media_type: 'image',
          media_details: { width: 1600, height: 900 },
        },
      ],
      'wp:term': [[{ id: 58, name: 'Press Releases', taxonomy: 'category' }], [{ id: 9, name: 'smr', taxonomy: 'post_tag' }]],
    },
    ...overrides,
  };
}

function jsonResponse(body: unknown, init: { status?: number; total?: number; totalPages?: number } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (init.total !== undefined) headers.set('X-WP-Total', String(init.total));
  if (init.totalPages !== undefined) headers.set('X-WP-TotalPages', String(init.totalPages));
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

describe('kindFromType', () => {
  it.each([
    ['post', 'posts'],
    ['app_media', 'media'],
    ['app_event', 'event'],
    ['page', 'posts'],
    ['app_unknown', 'posts'],
    [undefined, 'posts'],
  ])('%s → %s', (type, kind) => {
    expect(kindFromType(type)).toBe(kind);
  });
});

describe('mapArticle', () => {
  it('maps an embedded post to our shape, resolving image, author and categories', () => {
    const article = mapArticle(wpPost(), base);
    expect(article).toMatchObject({
      id: 301,
      kind: 'posts',
      date: '2023-05-04T10:00:00',
      title: 'Core-unit &amp; fuel <em>milestone</em>',
      titleText: 'Core-unit & fuel milestone',
      excerpt: '<p>Short summary.</p>',
      author: 'Dana Reyes',
      categories: [{ id: 58, name: 'Press Releases' }],
      image: {
        src: 'https://cms.example.org/wp-content/uploads/2023/05/vessel.jpg',
        alt: 'Reactor vessel & crane',
        mediaType: 'image',
        width: 1600,
        height: 900,
      },
      externalUrl: null,
      mediaType: '',
    });
  });

  it("follows the error catalogue: deleted author → 'Anonymous', unknown category → 'Unknown', bad media → no image", () => {
    const article = mapArticle(
      wpPost({
        categories: [58, 77],
        _embedded: {
          author: [{ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } }],
          'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry', data: { status: 401 } }],
          'wp:term': [[{ id: 58, name: 'Press Releases', taxonomy: 'category' }]],
        },
      }),
      base,
    );
    expect(article?.author).toBe('Anonymous');
    expect(article?.categories).toEqual([
      { id: 58, name: 'Press Releases' },
      { id: 77, name: 'Unknown' },
    ]);
    expect(article?.image).toBeNull();
    // A deleted attachment can embed something that is not media at all.
    expect(mapArticle(wpPost({ _embedded: { 'wp:featuredmedia': [{ id: 5, title: 'x' }] } }), base)?.image).toBeNull();
    expect(mapArticle(wpPost({ _embedded: undefined }), base)).toMatchObject({ author: 'Anonymous', image: null });
  });

  it('shows the ACF source in place of the author and reads every ACF field', () => {
    const article = mapArticle(
      wpPost({
        type: 'app_media',
        acf: {
          source: 'Grid Weekly',
          url: 'https://news.example.com/story',
          blockquote: '<p>“A reactor for industry.”</p>',
          video_id: 'dQw4w9WgXcQ',
          type: 'youtube',
          resource: '/wp-content/uploads/brief.pdf',
          embed: '<figure><table><tr><td>585 °C</td></tr></table></figure>',
          start_date: '20250301',
          end_date: '2025-03-03',
        },
      }),
      base,
    );
    expect(article).toMatchObject({
      kind: 'media',
      author: 'Grid Weekly',
      externalUrl: 'https://news.example.com/story',
      blockquote: '<p>“A reactor for industry.”</p>',
      videoId: 'dQw4w9WgXcQ',
      mediaType: 'youtube',
      resourceUrl: 'https://cms.example.org/wp-content/uploads/brief.pdf',
      eventStart: '20250301',
      eventEnd: '2025-03-03',
    });
    expect(article?.embed).toContain('<td>585 °C</td>');
  });

  it('sanitises every field of a hostile record', () => {
    const article = mapArticle(
      wpPost({
        title: { rendered: 'Hi<script>alert(1)</script><img src=x onerror=alert(2)>' },
        content: { rendered: '<p onclick="steal()">Body <a href="javascript:alert(3)">link</a></p><script>alert(4)</script>' },
        excerpt: { rendered: '<iframe src="https://evil.example/"></iframe><p>ok</p>' },
        acf: {
          url: 'javascript:alert(5)',
          source: '<b onmouseover=alert(6)>Outlet</b>',
          blockquote: '<q onmouseover="x()">quote</q>',
          embed: '<script>alert(7)</script><img src="x" onerror="alert(8)"><iframe src="https://evil.example/x"></iframe>',
          video_id: '"><script>',
          type: '<script>',
          resource: 'javascript:alert(9)',
        },
        _embedded: {
          author: [{ id: 2, name: '<script>alert(10)</script>Eve' }],
          'wp:featuredmedia': [{ id: 1, source_url: 'javascript:alert(11)', alt_text: '"><script>alert(12)</script>' }],
        },
      }),
      base,
    );
    const everything = JSON.stringify(article);
    expect(everything).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|evil\.example/i);
    expect(article).toMatchObject({
      title: 'Hi',
      titleText: 'Hi',
      author: 'Outlet',
      externalUrl: null,
      videoId: null,
      mediaType: '',
      resourceUrl: null,
      image: null,
    });
    expect(article?.content).toBe('<p>Body <a>link</a></p>');
  });

  it('refuses records without an id and keeps malformed dates out', () => {
    expect(mapArticle({ title: { rendered: 'x' } }, base)).toBeNull();
    expect(mapArticle('not a post', base)).toBeNull();
    expect(mapArticle(wpPost({ date: 'yesterday' }), base)?.date).toBe('');
  });
});

describe('list requests', () => {
  it('asks for one embedded page with the year bounds just outside the year', () => {
    expect(yearBounds(2021)).toEqual({ after: '2020-12-31T23:59:59', before: '2022-01-01T00:00:00' });
    const url = buildUrl(API, 'posts', listParams({ kind: 'posts', categories: [55, 58], year: 2021, page: 2, perPage: 6 }));
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${API}/posts?`)).toBe(true);
    expect(params.get('_embed')).toBe('author,wp:featuredmedia,wp:term');
    expect(params.get('categories')).toBe('55,58');
    expect(params.get('after')).toBe('2020-12-31T23:59:59');
    expect(params.get('per_page')).toBe('6');
    expect(params.get('page')).toBe('2');
  });
});

describe('createWordPressSource', () => {
  function sourceWith(respond: (url: string) => Response | Promise<Response>) {
    const requests: string[] = [];
    const fetchImpl = vi.fn(async (input: string | URL | Request) => respond(String(input)));
    const source = createWordPressSource({
      apiUrl: API,
      timeoutMs: 1000,
      fetch: fetchImpl as unknown as typeof fetch,
      onRequest: (url) => requests.push(url),
    });
    return { source, requests };
  }

  it('reads a page of six cards with exactly one request, totals from the headers', async () => {
    const posts = Array.from({ length: 6 }, (_, index) => wpPost({ id: 400 + index }));
    const { source, requests } = sourceWith(() => jsonResponse(posts, { total: 14, totalPages: 3 }));
    const page = await source.listArticles({ kind: 'posts', categories: [58], page: 1, perPage: 6 });
    expect(requests).toHaveLength(1);
    expect(page.items.map((item) => item.id)).toEqual([400, 401, 402, 403, 404, 405]);
    expect(page).toMatchObject({ page: 1, perPage: 6, total: 14, totalPages: 3 });
    expect(requests[0]).toMatch(/\/wp\/v2\/posts\?.*categories=58/);
  });

  it('treats the 400 for a page past the last one as an empty page', async () => {
    const { source } = sourceWith(() =>
      jsonResponse({ code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.' }, { status: 400 }),
    );
    expect(await source.listArticles({ kind: 'media', page: 4, perPage: 6 })).toEqual({
      items: [],
      page: 4,
      perPage: 6,
      total: 0,
      totalPages: 3,
    });
  });

  it('reports an outage as NewsUnavailableError: refused connection, 5xx, other 4xx, non-JSON', async () => {
    for (const respond of [
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('Bad gateway', { status: 502 }),
      () => jsonResponse({ code: 'rest_invalid_param' }, { status: 400 }),
      () => new Response('<html>maintenance</html>', { status: 200 }),
    ]) {
      const { source } = sourceWith(respond);
      await expect(source.listArticles({ kind: 'posts', page: 1, perPage: 6 })).rejects.toBeInstanceOf(NewsUnavailableError);
    }
  });

  it('gives one article, null when missing or not public, and throws on an outage', async () => {
    const { source, requests } = sourceWith((url) => {
      if (url.includes('/posts/301?')) return jsonResponse(wpPost());
      if (url.includes('/posts/302?')) return jsonResponse({ code: 'rest_forbidden' }, { status: 401 });
      if (url.includes('/app_event/301?')) return jsonResponse(wpPost());
      if (url.includes('/posts/500?')) return new Response('', { status: 503 });
      return jsonResponse({ code: 'rest_post_invalid_id' }, { status: 404 });
    });
    expect((await source.getArticle('posts', 301))?.titleText).toBe('Core-unit & fuel milestone');
    expect(await source.getArticle('posts', 302)).toBeNull();
    expect(await source.getArticle('posts', 303)).toBeNull();
    // The record says it is a post, not an event: it is not found under /newsroom/event/.
    expect(await source.getArticle('event', 301)).toBeNull();
    await expect(source.getArticle('posts', 500)).rejects.toBeInstanceOf(NewsUnavailableError);
    expect(requests[0]).toBe(`${API}/posts/301?_embed=author%2Cwp%3Afeaturedmedia%2Cwp%3Aterm`);
  });
});
