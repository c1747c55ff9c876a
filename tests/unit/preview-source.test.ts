import { describe, expect, it } from 'vitest';
import { getPreviewArticle } from '@/lib/news/wordpress/preview';

const API = 'https://cms.example.org/wp-json/wp/v2';

function fakeWordPress(routes: Record<string, { status: number; body: unknown }>) {
  const seen: { url: string; authorization: string | null }[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    seen.push({ url: url.toString(), authorization: new Headers(init?.headers).get('authorization') });
    const answer = routes[url.pathname.replace('/wp-json/wp/v2/', '')] ?? { status: 404, body: { code: 'rest_post_invalid_id' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { seen, client: { apiUrl: API, timeoutMs: 1000, fetch, auth: { user: 'editor', password: 'abcd efgh' } } };
}

const post = (fields: Record<string, unknown>) => ({
  id: 12,
  type: 'post',
  date: '2026-01-10T09:00:00',
  modified_gmt: '2026-01-10T14:00:00',
  title: { raw: 'Raw', rendered: 'Published title' },
  content: { rendered: '<p>Published body</p>' },
  excerpt: { rendered: '' },
  ...fields,
});

describe('reading a preview from WordPress', () => {
  it('reads a draft in the edit context with the application password, sanitised', async () => {
    const { seen, client } = fakeWordPress({
      'posts/12': { status: 200, body: post({ status: 'draft', title: { rendered: 'Draft <script>alert(1)</script>title' } }) },
    });
    const article = await getPreviewArticle(client, 'posts', 12);
    expect(article?.title).toBe('Draft title');
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).searchParams.get('context')).toBe('edit');
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('editor:abcd efgh').toString('base64')}`);
  });

  it('shows a published post with its newest autosave when that is newer', async () => {
    const { client } = fakeWordPress({
      'posts/12': { status: 200, body: post({ status: 'publish' }) },
      'posts/12/autosaves': {
        status: 200,
        body: [
          { id: 30, parent: 12, modified_gmt: '2026-01-11T08:00:00', title: { rendered: 'Older autosave' }, content: { rendered: '' }, excerpt: { rendered: '' } },
          { id: 31, parent: 12, modified_gmt: '2026-01-12T08:00:00', title: { rendered: 'Newest autosave' }, content: { rendered: '<p>Unsaved body</p>' }, excerpt: { rendered: '' } },
        ],
      },
    });
    const article = await getPreviewArticle(client, 'posts', 12);
    expect(article).toMatchObject({ id: 12, kind: 'posts', title: 'Newest autosave', content: '<p>Unsaved body</p>' });
  });

  it('ignores an autosave older than the post', async () => {
    const { client } = fakeWordPress({
      'posts/12': { status: 200, body: post({ status: 'publish' }) },
      'posts/12/autosaves': { status: 200, body: [{ id: 31, modified_gmt: '2026-01-09T08:00:00', title: { rendered: 'Stale autosave' } }] },
    });
    expect((await getPreviewArticle(client, 'posts', 12))?.title).toBe('Published title');
  });

  it('finds nothing for a missing post, one the user may not read, or another kind', async () => {
    const { client } = fakeWordPress({
      'posts/13': { status: 401, body: { code: 'rest_forbidden_context' } },
      'app_event/14': { status: 200, body: post({ id: 14, type: 'post', status: 'draft' }) },
    });
    expect(await getPreviewArticle(client, 'posts', 12)).toBeNull();
    expect(await getPreviewArticle(client, 'posts', 13)).toBeNull();
    expect(await getPreviewArticle(client, 'event', 14)).toBeNull();
  });
});
