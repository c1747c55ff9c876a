// What WordPress 6.1's REST API really answers, pinned against a seeded instance. The site's client
// relies on every one of these behaviours; when one changes, this file says which.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { setWordPressServer } from './global-setup';

const api = inject('wordpressApiUrl');
const manifest = inject('wordpressManifest');
const controlUrl = inject('wordpressControlUrl');

type Json = Record<string, unknown> & {
  id?: number;
  code?: string;
  data?: { status?: number };
  _embedded?: Record<string, Json[] | Json[][]>;
};

interface Answer<T> {
  status: number;
  total: number | null;
  totalPages: number | null;
  body: T;
}

async function get<T = Json>(path: string): Promise<Answer<T>> {
  const response = await fetch(`${api}${path}`, { signal: AbortSignal.timeout(20_000) });
  const header = (name: string) => {
    const value = response.headers.get(name);
    return value === null ? null : Number(value);
  };
  return {
    status: response.status,
    total: header('x-wp-total'),
    totalPages: header('x-wp-totalpages'),
    body: (await response.json()) as T,
  };
}

const list = (path: string) => get<Json[]>(path);
const ids = (items: Json[]) => items.map((item) => item.id);
const rendered = (item: Json, field: string) => (item[field] as { rendered: string }).rendered;
const embedded = (item: Json, relation: string) => item._embedded?.[relation] as Json[] | undefined;
const count = (type: 'post' | 'app_media' | 'app_event', category: number) => manifest.counts[type][String(category)] ?? 0;

describe('lists with _embed', () => {
  it('inlines author, featured media and terms, so a page of articles is one request', async () => {
    const { status, body } = await list('/posts?categories=55&per_page=6&_embed');
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    for (const post of body) {
      expect(post.categories).toContain(55);
      expect(embedded(post, 'author')).toHaveLength(1);
      const terms = post._embedded?.['wp:term'] as Json[][];
      expect(terms[0]!.map((term) => term.name)).toContain('In the News');
      if ((post.featured_media as number) > 0) expect(embedded(post, 'wp:featuredmedia')).toHaveLength(1);
      else expect(embedded(post, 'wp:featuredmedia')).toBeUndefined();
    }
    const dates = body.map((post) => post.date as string);
    expect([...dates].sort().reverse()).toEqual(dates);

    const unusual = [manifest.hostile.post, manifest.deletedAuthorPost];
    const withImage = body.find((post) => manifest.posts.withImage.includes(post.id!) && !unusual.includes(post.id!))!;
    const media = embedded(withImage, 'wp:featuredmedia')![0]!;
    const direct = await get(`/media/${withImage.featured_media}`);
    expect(media).toMatchObject({
      id: withImage.featured_media,
      media_type: 'image',
      source_url: direct.body.source_url,
      alt_text: direct.body.alt_text,
    });
    expect(media.source_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/\d{4}\/\d{2}\/.+\.jpg$/);
    expect(embedded(withImage, 'author')![0]).toMatchObject({ name: expect.any(String), id: withImage.author });
  });

  it('drops _embedded under _fields unless _links and _embedded are named too', async () => {
    const plain = await list('/posts?per_page=1&_embed&_fields=id,title');
    expect(plain.body[0]).not.toHaveProperty('_embedded');
    const dotted = await list('/posts?per_page=1&_embed&_fields=id,_embedded.author');
    expect(dotted.body[0]).not.toHaveProperty('_embedded');
    const named = await list('/posts?per_page=1&_embed&_fields=id,title,_links,_embedded');
    expect(embedded(named.body[0]!, 'author')).toHaveLength(1);
  });

  it('does not put acf or content into embedded objects', async () => {
    const { body } = await get(`/posts/${manifest.posts.latest}?_embed`);
    const media = embedded(body, 'wp:featuredmedia')![0]!;
    expect(media).not.toHaveProperty('acf');
    expect(media).not.toHaveProperty('content');
    expect(embedded(body, 'author')![0]).not.toHaveProperty('acf');
  });
});

describe('paging and totals', () => {
  it('reports X-WP-Total and X-WP-TotalPages for a category, counting only public posts', async () => {
    const expected = count('post', 55);
    const { status, total, totalPages } = await list('/posts?categories=55&per_page=6');
    expect(status).toBe(200);
    // Draft, private, pending and scheduled posts are filed In the News too; they are not counted.
    expect(total).toBe(expected);
    expect(totalPages).toBe(Math.ceil(expected / 6));
  });

  it('lists every published post newest first, and nothing hidden', async () => {
    const { body, total } = await list('/posts?per_page=100');
    expect(total).toBe(manifest.totals.post);
    expect(ids(body)).toEqual(manifest.posts.all);
    for (const id of Object.values(manifest.hidden)) expect(ids(body)).not.toContain(id);
  });

  it('answers 400 rest_post_invalid_page_number for a page past the last', async () => {
    const pages = Math.ceil(count('post', 55) / 6);
    const last = await list(`/posts?categories=55&per_page=6&page=${pages}`);
    expect(last.status).toBe(200);
    expect(last.body.length).toBeGreaterThan(0);
    const past = await get(`/posts?categories=55&per_page=6&page=${pages + 1}`);
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('rest_post_invalid_page_number');
  });

  it('answers an empty result with 200 [] and zero totals, on any page', async () => {
    for (const page of [1, 2]) {
      const { status, body, total, totalPages } = await list(`/posts?search=no-such-words-anywhere&page=${page}`);
      expect(status).toBe(200);
      expect(body).toEqual([]);
      expect(total).toBe(0);
      expect(totalPages).toBe(0);
    }
  });

  it('treats categories=55,58 as OR', async () => {
    const inTheNews = ids((await list('/posts?categories=55&per_page=100')).body);
    const press = ids((await list('/posts?categories=58&per_page=100')).body);
    const either = await list('/posts?categories=55,58&per_page=100');
    expect(new Set(ids(either.body))).toEqual(new Set([...inTheNews, ...press]));
    expect(either.total).toBe(new Set([...inTheNews, ...press]).size);
    expect(ids(either.body)).toContain(manifest.posts.multiCategory);
  });

  it('needs a full datetime for after/before and treats them as exclusive bounds', async () => {
    const bare = await get('/posts?after=2024-01-01');
    expect(bare.status).toBe(400);
    expect(bare.body.code).toBe('rest_invalid_param');
    const years = manifest.years.post;
    const fromYear = (year: number) =>
      Object.entries(years).reduce((sum, [y, n]) => (Number(y) >= year ? sum + n : sum), 0);
    expect((await list('/posts?after=2024-01-01T00:00:00&per_page=1')).total).toBe(fromYear(2024));
    expect((await list('/posts?before=2019-01-01T00:00:00&per_page=1')).total).toBe(years['2018'] ?? 0);
    // An encoded offset is accepted too.
    expect((await list('/posts?after=2024-01-01T00:00:00%2B00:00&per_page=1')).status).toBe(200);
  });

  it('reports category names and counts over all three types', async () => {
    const expected = { 55: 'In the News', 56: 'Ideas', 58: 'Press Releases' };
    for (const [id, name] of Object.entries(expected)) {
      const { status, body } = await get(`/categories/${id}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: Number(id), name, count: manifest.termCounts[id] });
    }
  });
});

describe('embedded errors inside a 200', () => {
  it('embeds rest_user_invalid_id for an author who was deleted', async () => {
    const { status, body } = await get(`/posts/${manifest.deletedAuthorPost}?_embed`);
    expect(status).toBe(200);
    expect(body.author).toBe(manifest.authors.departed);
    expect(embedded(body, 'author')![0]).toMatchObject({ code: 'rest_user_invalid_id', data: { status: 404 } });
    expect((await get(`/users/${manifest.authors.departed}`)).status).toBe(404);
  });

  it('embeds rest_forbidden for a featured image attached to a draft', async () => {
    const { status, body } = await get(`/posts/${manifest.draftMediaPost}?_embed`);
    expect(status).toBe(200);
    expect(body.featured_media).toBe(manifest.images.draftAttached);
    expect(embedded(body, 'wp:featuredmedia')![0]).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    expect((await get(`/media/${manifest.images.draftAttached}`)).status).toBe(401);
  });

  it('embeds something that is not a media object for a featured image whose attachment is gone', async () => {
    const { status, body } = await get(`/posts/${manifest.deletedImagePost}?_embed`);
    expect(status).toBe(200);
    expect(body.featured_media).toBe(manifest.images.deleted);
    const media = embedded(body, 'wp:featuredmedia')![0]!;
    // 6.1 links a missing attachment to the API root, so the "media" is the REST index.
    expect(media).not.toHaveProperty('source_url');
    expect(media).toHaveProperty('namespaces');
    const direct = await get(`/media/${manifest.images.deleted}`);
    expect(direct.status).toBe(404);
    expect(direct.body.code).toBe('rest_post_invalid_id');
  });

  it('reports featured_media 0 and embeds nothing when WordPress deleted the image itself', async () => {
    const { body } = await get(`/posts/${manifest.clearedImagePost}?_embed`);
    expect(body.featured_media).toBe(0);
    expect(embedded(body, 'wp:featuredmedia')).toBeUndefined();
  });
});

describe('visibility', () => {
  it('answers 401 for draft, private, pending and scheduled posts', async () => {
    for (const id of Object.values(manifest.hidden)) {
      const { status, body } = await get(`/posts/${id}`);
      expect(status, `post ${id}`).toBe(401);
      expect(body.code).toBe('rest_forbidden');
    }
  });

  it('answers 404 for ids that do not exist', async () => {
    for (const path of ['/posts/987654', '/app_media/987654', '/app_event/987654']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.code).toBe('rest_post_invalid_id');
    }
  });

  it('shows authors with published posts and hides users without any', async () => {
    expect((await get(`/users/${manifest.authors.jane}`)).body.name).toBe('Jane Fission');
    const admin = await get('/users/1');
    expect(admin.status).toBe(401);
    expect(admin.body.code).toBe('rest_user_cannot_view');
  });
});

describe('acf', () => {
  it('is an object of the fields that are set', async () => {
    const { body } = await get(`/posts/${manifest.posts.inTheNews.designReview2019}`);
    expect(body.acf).toEqual({
      url: 'https://energy-journal.test/news/vendor-design-review',
      source: 'Energy Journal',
      source_logo: manifest.logos.journal,
    });
    for (const id of manifest.posts.withAcf) {
      const post = await get(`/posts/${id}?_fields=acf`);
      expect(typeof post.body.acf, `post ${id}`).toBe('object');
    }
  });

  it('is false when a post has no fields', async () => {
    expect((await get(`/posts/${manifest.posts.noAcf}`)).body.acf).toBe(false);
    expect((await get(`/app_media/${manifest.media.noAcf}`)).body.acf).toBe(false);
  });

  it('keeps an empty type for image media', async () => {
    expect((await get(`/app_media/${manifest.media.image}`)).body.acf).toEqual({ type: '' });
  });
});

describe('custom types', () => {
  it('serves Commons items at /app_media with every acf.type', async () => {
    const { status, body, total } = await list('/app_media?per_page=100&_embed');
    expect(status).toBe(200);
    expect(total).toBe(manifest.totals.app_media);
    expect(new Set(ids(body))).toEqual(new Set(manifest.media.all));
    expect(body.every((item) => item.type === 'app_media')).toBe(true);
    const types = new Set(body.map((item) => (item.acf as { type?: string } | false) || {}).map((acf) => acf.type));
    for (const type of ['download', 'external', 'youtube', 'other', '']) expect(types).toContain(type);

    const download = body.find((item) => item.id === manifest.media.download)!;
    expect(download.acf).toEqual({ type: 'download', resource: manifest.documents.investorPresentation.url });
    expect(embedded(download, 'wp:featuredmedia')![0]).toMatchObject({ media_type: 'image' });
    const relative = body.find((item) => item.id === manifest.media.downloadRelative)!;
    expect((relative.acf as { resource: string }).resource).toBe(manifest.documents.factSheet.relative);
    const pdf = await fetch(manifest.documents.investorPresentation.url);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
  });

  it('serves events at /app_event with dates in both forms, and broken ones as stored', async () => {
    const { status, body, total } = await list('/app_event?per_page=100');
    expect(status).toBe(200);
    expect(total).toBe(manifest.totals.app_event);
    const byId = new Map(body.map((item) => [item.id, item.acf as { start_date: string; end_date: string }]));
    const dated = [...manifest.events.upcoming, ...manifest.events.past].map((id) => byId.get(id)!);
    const forms = new Set(dated.flatMap((acf) => [acf.start_date, acf.end_date]).map((date) => (date.includes('-') ? 'dashed' : 'digits')));
    expect(forms).toEqual(new Set(['dashed', 'digits']));
    for (const acf of dated) expect(acf.start_date).toMatch(/^(\d{8}|\d{4}-\d{2}-\d{2})$/);
    expect(byId.get(manifest.events.broken)).toEqual({ start_date: '2023-13-45', end_date: 'soon' });
    const compact = (date: string) => date.replaceAll('-', '');
    const today = compact(manifest.site.runDate);
    for (const id of manifest.events.upcoming) expect(compact(byId.get(id)!.end_date) >= today, `event ${id}`).toBe(true);
    for (const id of manifest.events.past) expect(compact(byId.get(id)!.end_date) < today, `event ${id}`).toBe(true);
  });
});

describe('nothing is sanitised on output', () => {
  const { markers } = manifest.hostile;

  it('passes scripts and handlers through in title, body, excerpt and acf', async () => {
    const { body } = await get(`/posts/${manifest.hostile.post}?_embed`);
    expect(rendered(body, 'title')).toContain('<script>alert("title")</script>');
    expect(rendered(body, 'title')).toContain('onerror=alert("title-img")');
    expect(rendered(body, 'content')).toContain("<script>alert('body')</script>");
    expect(rendered(body, 'content')).toContain('onclick="alert(\'click\')"');
    expect(rendered(body, 'content')).toContain('href="javascript:alert(\'link\')"');
    expect(rendered(body, 'excerpt')).toContain('onerror=alert("excerpt")');
    expect(body.acf).toEqual({ url: markers.url, blockquote: markers.blockquote, source: markers.source });
  });

  it('passes them through in alt text, captions and user names', async () => {
    const { body } = await get(`/posts/${manifest.hostile.post}?_embed`);
    const media = embedded(body, 'wp:featuredmedia')![0]!;
    expect(media.alt_text).toBe(markers.alt);
    expect(rendered(media, 'caption')).toContain('<script>alert("caption")</script>');
    const byHostile = await get(`/posts/${manifest.hostile.authorPost}?_embed`);
    expect(embedded(byHostile.body, 'author')![0]!.name).toBe(markers.authorName);
  });

  it('passes them through in media embeds, links and event titles', async () => {
    const media = await get(`/app_media/${manifest.hostile.media}`);
    expect(media.body.acf).toMatchObject({ embed: markers.embed, url: markers.url });
    const download = await get(`/app_media/${manifest.hostile.mediaDownload}`);
    expect(download.body.acf).toEqual({ type: 'download', resource: markers.resource });
    const event = await get(`/app_event/${manifest.hostile.event}`);
    expect(rendered(event.body, 'title')).toContain('onerror=alert("event")');
  });

  it('sends titles entity-encoded', async () => {
    const { body } = await get(`/posts/${manifest.posts.latest}`);
    expect(rendered(body, 'title')).toBe('R&#038;D update: &#8220;Core-unit&#8221; test loop reaches 700°C — Ontario&#8217;s first');
  });
});

describe('an unreachable WordPress', () => {
  afterAll(() => setWordPressServer(controlUrl, 'up'));

  it('refuses connections while stopped and serves the same data once restarted', async () => {
    await setWordPressServer(controlUrl, 'down');
    const error = await fetch(`${api}/posts`).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    await setWordPressServer(controlUrl, 'up');
    const { status, total } = await list('/posts?per_page=1');
    expect(status).toBe(200);
    expect(total).toBe(manifest.totals.post);
  });
});
