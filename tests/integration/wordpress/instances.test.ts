import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { startRedis } from '../../../scripts/lib/redis.mjs';
import { startServer } from '../../../scripts/lib/server.mjs';
import { cuttableLink, type CuttableLink } from '../../support/cuttable-link';
import { setWordPressServer } from './global-setup';
import { type Proxy, controlUrl, countingProxy, getTitle, manifest, notifyAt, setTitle, siteEnv } from './support';

/**
 * Several instances on one Redis and the real WordPress: a change announced to one instance reaches
 * the other, both restart with WordPress down and still show their cards, and both keep answering
 * while Redis is away. And one instance without Redis keeps its last good copies on disk.
 */

let redis: Awaited<ReturnType<typeof startRedis>>;
/** Each instance reaches Redis through a link of its own, which a test can cut. */
let links: CuttableLink[] = [];
let proxy: Proxy;
let purge: { server: Server; url: string; received: unknown[] };
const env: Record<string, string>[] = [];
let sites: Array<Awaited<ReturnType<typeof startServer>>> = [];

const LISTS = ['/newsroom', '/category/press-release', '/ideas', '/media', '/event'];
const cards = (html: string) => (html.match(/data-article-id="\d+"/g) ?? []).length;
const read = async (base: string, path: string) => {
  const response = await fetch(new URL(path, base));
  return { status: response.status, html: await response.text() };
};

/**
 * Puts the title back, announces it to A, and waits until neither instance shows the edit any more: the next
 * test starts from copies both hold, not from an announcement still on its way to B.
 */
async function restoreTitle(id: number, original: string, edited: string) {
  setTitle(id, original, { hex: true });
  await notifyAt(sites[0]!.url, { type: 'post', id, categories: [manifest.categories.pressReleases] });
  for (const site of sites) {
    await expect
      .poll(async () => (await read(site.url, `/newsroom/posts/${id}`)).html.includes(edited), { timeout: 60_000, interval: 100, message: `${site.url} drops the edited title` })
      .toBe(false);
  }
}

function pressRelease(): number {
  const ids = new Set(Object.values(manifest.posts.pressReleases));
  const id = manifest.posts.all.find((postId) => ids.has(postId));
  expect(id).toBeDefined();
  return id!;
}

beforeAll(async () => {
  ensureBuild();
  redis = await startRedis();
  proxy = await countingProxy();
  const received: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body || 'null') as unknown });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  purge = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, received };
  links = await Promise.all(['a', 'b'].map(() => cuttableLink({ host: '127.0.0.1', port: redis.port })));
  for (const [index, name] of ['a', 'b'].entries()) {
    env.push({
      ...siteEnv(proxy),
      REDIS_URL: links[index]!.url,
      REDIS_KEY_PREFIX: 'instances-test:',
      ...(name === 'a' ? { CDN_PURGE_URL: purge.url, CDN_PURGE_TOKEN: 'purge-token-1' } : {}),
    });
  }
  sites = await Promise.all(env.map((values) => startServer({ env: values })));
});

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await setWordPressServer(controlUrl, 'up');
  await proxy?.close();
  await new Promise((resolve) => purge?.server.close(resolve));
  await Promise.all(links.map((link) => link.close()));
  await redis?.close();
});

describe('two instances sharing one Redis', () => {
  it('a post changed in WordPress and announced to one instance is seen on the other', async () => {
    const [a, b] = sites as [(typeof sites)[0], (typeof sites)[0]];
    const id = pressRelease();
    const article = `/newsroom/posts/${id}`;
    const original = getTitle(id);
    // Both instances have the article and the list cached.
    for (const base of [a.url, b.url]) {
      await read(base, article);
      await read(base, '/category/press-release');
    }
    const edited = `Announced once, seen everywhere ${Date.now()}`;
    try {
      setTitle(id, edited);
      expect((await read(b.url, article)).html).not.toContain(edited);
      const notice = await notifyAt(a.url, { type: 'post', id, categories: [manifest.categories.pressReleases] });
      expect(notice.status).toBe(200);
      // B holds what it read for CONTENT_REVALIDATE_SECONDS (300 s): shown within this bound, the change came
      // by the announcement. How fast is not asserted (a busy machine is slow; speed is a benchmark's business).
      const shown = async () => {
        const [page, list] = await Promise.all([read(b.url, article), read(b.url, '/category/press-release')]);
        return page.html.includes(edited) && list.html.includes(edited);
      };
      await expect.poll(shown, { timeout: 60_000, interval: 50, message: 'instance B shows the new title' }).toBe(true);
      // The CDN was told which pages to drop, with the configured token.
      expect(purge.received).toContainEqual({
        authorization: 'Bearer purge-token-1',
        body: { tags: [`article:posts:${id}`, 'list:posts:unfiltered', `list:posts:category:${manifest.categories.pressReleases}`] },
      });
    } finally {
      await restoreTitle(id, original, edited);
    }
  });

  it('both restarted while WordPress is down still show their lists’ and articles’ cards', async () => {
    const articles = manifest.posts.all.slice(0, 3).map((id) => `/newsroom/posts/${id}`);
    const before = new Map<string, number>();
    for (const path of LISTS) {
      const { html } = await read(sites[0]!.url, path);
      before.set(path, cards(html));
      expect(cards(html), path).toBeGreaterThan(0);
      await read(sites[1]!.url, path);
    }
    for (const path of articles) await read(sites[0]!.url, path);

    await setWordPressServer(controlUrl, 'down');
    await Promise.all(sites.map((site) => site.stop()));
    sites = await Promise.all(env.map((values) => startServer({ env: values })));
    for (const site of sites) {
      for (const path of LISTS) {
        const { status, html } = await read(site.url, path);
        expect(status, path).toBe(200);
        expect(html, path).not.toContain('data-testid="list-loading"');
        expect(cards(html), path).toBe(before.get(path));
      }
      for (const path of articles) {
        // Another address of the same article is not a stored page: it is rendered from the content's
        // last good copy in Redis.
        const { status, html } = await read(site.url, `${path}?from=restart`);
        expect(status, path).toBe(200);
        expect(html, path).not.toContain('id="article-not-found-help"');
      }
    }
    await setWordPressServer(controlUrl, 'up');
  }, 360_000); // A guard against a hang at five times what it takes in a full run (up to 48 s).

  it('both keep answering when Redis stops, and share again when it is back', async () => {
    await redis.stop();
    for (const site of sites) {
      for (const path of ['/', '/newsroom', '/technology', '/search?term=reactor', `/newsroom/posts/${manifest.posts.latest}`]) {
        expect((await fetch(new URL(path, site.url))).status, `${site.url}${path}`).toBe(200);
      }
      expect((await notifyAt(site.url, { type: 'post' })).status).toBe(200);
    }
    await redis.start();
    // Redis came back empty: each instance forgot its copies. A change announced once to one instance, even
    // before its connection is back (it is told when it is), reaches the other.
    const id = pressRelease();
    const original = getTitle(id);
    const edited = `After Redis came back ${Date.now()}`;
    try {
      await read(sites[1]!.url, `/newsroom/posts/${id}`);
      setTitle(id, edited);
      expect((await notifyAt(sites[0]!.url, { type: 'post', id, categories: [manifest.categories.pressReleases] })).status).toBe(200);
      await expect
        .poll(async () => (await read(sites[1]!.url, `/newsroom/posts/${id}`)).html.includes(edited), { timeout: 60_000, interval: 100, message: 'instance B shows the new title' })
        .toBe(true);
    } finally {
      await restoreTitle(id, original, edited);
    }
  }, 120_000);

  it.each([
    ['the instance the webhook reaches', 0],
    ['the other instance', 1],
  ])('a post changed while %s is cut off from Redis: once the link is mended, both serve the change', async (_, cutIndex) => {
    const [a, b] = sites as [(typeof sites)[0], (typeof sites)[0]];
    const id = pressRelease();
    const article = `/newsroom/posts/${id}`;
    const original = getTitle(id);
    const edited = `Told across a cut link ${cutIndex} ${Date.now()}`;
    for (const base of [a.url, b.url]) await read(base, article);
    const link = links[cutIndex]!;
    try {
      link.cut();
      setTitle(id, edited);
      expect((await notifyAt(a.url, { type: 'post', id, categories: [manifest.categories.pressReleases] })).status).toBe(200);
      // A, which was told, shows it at once; B cannot know while the link is cut, and still shows its copy.
      expect((await read(a.url, article)).html).toContain(edited);
      expect((await read(b.url, article)).html).not.toContain(edited);
      link.mend();
      await expect.poll(async () => (await read(b.url, article)).html.includes(edited), { timeout: 60_000, interval: 100, message: 'instance B shows the new title' }).toBe(true);
      expect((await read(a.url, article)).html).toContain(edited);
    } finally {
      link.mend();
      await restoreTitle(id, original, edited);
    }
  }, 120_000);
});

describe('one instance without Redis', () => {
  it('keeps its last good copies on disk: restarted while WordPress is down, its lists still show their cards', async () => {
    const values = siteEnv(proxy);
    let site = await startServer({ env: values });
    try {
      const before = new Map<string, number>();
      for (const path of LISTS) before.set(path, cards((await read(site.url, path)).html));
      await setWordPressServer(controlUrl, 'down');
      await site.stop();
      site = await startServer({ env: values });
      for (const path of LISTS) {
        const { status, html } = await read(site.url, path);
        expect(status, path).toBe(200);
        expect(cards(html), path).toBe(before.get(path));
        expect(cards(html), path).toBeGreaterThan(0);
      }
    } finally {
      await site.stop();
      await setWordPressServer(controlUrl, 'up');
    }
  }, 360_000); // A guard against a hang at five times what it takes in a full run (up to 68 s).
});
