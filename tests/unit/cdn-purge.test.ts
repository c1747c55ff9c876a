import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each call as the CDN receives it: its headers and body. */
function recorder(status = 200) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    return new Response('{}', { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

async function purgeWith(values: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import('@/lib/news/cdn-purge')).purgeCdn;
}

afterEach(() => vi.unstubAllEnvs());

describe('the CDN purge', () => {
  it('speaks Cloudflare’s body, the Surrogate-Key header of Fastly and Varnish, and the bearer token', async () => {
    const purgeCdn = await purgeWith({ CDN_PURGE_URL: 'http://127.0.0.1:6081/_cdn/purge', CDN_PURGE_TOKEN: 'token-1' });
    const { calls, fetchImpl } = recorder();
    expect(await purgeCdn(['article:posts:7', 'list:posts:unfiltered'], fetchImpl)).toBe('purged');
    expect(calls).toEqual([
      {
        url: 'http://127.0.0.1:6081/_cdn/purge',
        headers: { 'content-type': 'application/json', 'surrogate-key': 'article:posts:7 list:posts:unfiltered', Authorization: 'Bearer token-1' },
        body: { tags: ['article:posts:7', 'list:posts:unfiltered'] },
      },
    ]);
  });

  it('sends the token as it is in another header (Fastly-Key)', async () => {
    const purgeCdn = await purgeWith({ CDN_PURGE_URL: 'https://api.fastly.example/service/x/purge', CDN_PURGE_TOKEN: 'key-2', CDN_PURGE_TOKEN_HEADER: 'Fastly-Key' });
    const { calls, fetchImpl } = recorder();
    await purgeCdn(['content'], fetchImpl);
    expect(calls[0]?.headers).toEqual({ 'content-type': 'application/json', 'surrogate-key': 'content', 'Fastly-Key': 'key-2' });
  });

  it('sends at most 30 tags a call, every tag once', async () => {
    const purgeCdn = await purgeWith({ CDN_PURGE_URL: 'http://127.0.0.1:6081/_cdn/purge' });
    const { calls, fetchImpl } = recorder();
    const tags = Array.from({ length: 65 }, (_, index) => `article:posts:${index}`);
    await purgeCdn(tags, fetchImpl);
    expect(calls.map((call) => (call.body as { tags: string[] }).tags.length)).toEqual([30, 30, 5]);
    expect(calls.flatMap((call) => (call.body as { tags: string[] }).tags)).toEqual(tags);
    expect(calls.every((call) => call.headers['surrogate-key'] === (call.body as { tags: string[] }).tags.join(' '))).toBe(true);
  });

  it('says so when the CDN refuses, and does nothing without CDN_PURGE_URL', async () => {
    let purgeCdn = await purgeWith({ CDN_PURGE_URL: 'http://127.0.0.1:6081/_cdn/purge' });
    expect(await purgeCdn(['content'], recorder(403).fetchImpl)).toBe('failed');
    vi.unstubAllEnvs();
    purgeCdn = await purgeWith({});
    const { calls, fetchImpl } = recorder();
    expect(await purgeCdn(['content'], fetchImpl)).toBe('skipped');
    expect(calls).toEqual([]);
  });
});
