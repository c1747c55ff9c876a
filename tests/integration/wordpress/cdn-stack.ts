import { startRedis } from '../../../scripts/lib/redis.mjs';
import { freePort, startServer } from '../../../scripts/lib/server.mjs';
import { startVarnish } from '../../../scripts/lib/varnish.mjs';
import { countingProxy, manifest, SECRET, type Site, siteEnv, wordpressPhp } from './support';

/**
 * The site as it runs behind a CDN, for the CDN suite and `npm run bench:cdn`: the project's VCL in a real
 * varnishd in front of two instances sharing a private Redis, on the test WordPress, with the Site Connector
 * plugin pointed at the first instance (as at a load balancer's address; the other learns through Redis).
 */

const PURGE_TOKEN = 'cdn-stack-purge-token';

export async function startCdnStack({ storageBytes }: { storageBytes?: number } = {}) {
  const redis = await startRedis();
  const proxy = await countingProxy();
  const ports = [await freePort(), await freePort()];
  const cdn = await startVarnish({ port: await freePort(), listen: '127.0.0.1', backends: ports.map((port) => ({ host: '127.0.0.1', port })), storageBytes, purgeToken: PURGE_TOKEN });

  /** Each instance's settings; `short` gives pages a second's life (and ten minutes of stale-if-error). */
  const instanceEnv = ({ short = false } = {}) => ({
    ...siteEnv(proxy),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: 'cdn-stack:',
    CDN_PURGE_URL: `${cdn.url}/_cdn/purge`,
    CDN_PURGE_TOKEN: PURGE_TOKEN,
    // Behind the CDN, which says who the visitor is.
    TRUST_PROXY: 'true',
    WORDPRESS_PREVIEW_USER: manifest.preview.user,
    WORDPRESS_PREVIEW_PASSWORD: manifest.preview.password,
    ...(short ? { CACHE_S_MAXAGE: '1', CACHE_STALE_WHILE_REVALIDATE: '1', CACHE_STALE_IF_ERROR: '600' } : { CACHE_S_MAXAGE: '600' }),
  });

  const stack = {
    cdn,
    redis,
    purgeToken: PURGE_TOKEN,
    sites: [] as Site[],
    /** Starts both instances, and resolves once the CDN's health check finds them up. */
    async startInstances(options: { short?: boolean } = {}) {
      stack.sites = await Promise.all(ports.map((port) => startServer({ port, env: instanceEnv(options) })));
      // A bound on a hang: the health check finds an instance up within two of its one-second probes.
      const deadline = Date.now() + 60_000;
      while (!cdn.backendsHealthy()) {
        if (Date.now() > deadline) throw new Error('the CDN did not find both instances up within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stopInstances() {
      await Promise.all(stack.sites.map((site) => site.stop()));
    },
    /** A request through the CDN. */
    async viaCdn(path: string, init: RequestInit = {}) {
      const response = await fetch(new URL(path, cdn.url), { redirect: 'manual', ...init });
      return { status: response.status, cache: response.headers.get('x-cdn-cache'), type: response.headers.get('content-type') ?? '', headers: response.headers, body: await response.text() };
    },
    /** Removes the posts a run made and the plugin's settings, stops everything. */
    async close(created: number[]) {
      await wordpressPhp(`foreach ($in['posts'] as $id) wp_delete_post($id, true); delete_option('site_connector_urls'); delete_option('site_connector_secret'); delete_option('site_connector_log'); echo 1;`, {
        posts: created,
      }).catch(() => {});
      await stack.stopInstances();
      await cdn.stop();
      await proxy.close();
      await redis.close();
    },
  };
  await stack.startInstances();
  await wordpressPhp(`update_option('site_connector_urls', $in['url']); update_option('site_connector_secret', $in['secret']); delete_option('site_connector_log'); echo 1;`, {
    url: stack.sites[0]!.url,
    secret: SECRET,
  });
  return stack;
}

/** Runs a change in WordPress (its own PHP functions); resolves once they returned, with `$id` and the time (ms) they returned. */
export const save = (code: string, input: unknown) =>
  wordpressPhp<{ id: number; at: number }>(`$id = 0;\n${code}\necho wp_json_encode(array('id' => (int) $id, 'at' => microtime(true) * 1000));`, input);
