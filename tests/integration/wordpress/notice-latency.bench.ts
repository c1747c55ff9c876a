import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { startServer } from '../../../scripts/lib/server.mjs';
import { countingProxy, manifest, type Proxy, SECRET, type Site, siteEnv, wordpressPhp } from './support';

/**
 * `npm run bench:connector`: how long a change saved in the test WordPress takes to show on the site, by the
 * Site Connector plugin's notice. Each round publishes a post into Ideas, moves it to Press Releases and
 * trashes it; each change is timed from the moment WordPress's own function returned (read inside PHP) to
 * the first read of the cached list page that shows it. The reference beside the figures is the plugin's own
 * 2 s timeout for a notice. A figure, not a test: nothing here fails on time (site-connector.test.ts proves
 * that the changes arrive by the notice at all). BENCH_ROUNDS sets the rounds (10).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PLUGIN_TIMEOUT_MS = 2000;
const { ideas, pressReleases } = manifest.categories;

let proxy: Proxy;
let site: Site;
const created: number[] = [];
const timings: Record<'publish' | 'move' | 'trash', number[]> = { publish: [], move: [], trash: [] };

const read = async (path: string) => (await fetch(new URL(path, site.url))).text();

/**
 * Reads `path` until `shows` holds, as the suite's own tests wait for a change (expect.poll, bounded by a
 * minute); resolves with the wall time (ms) of the read that showed it.
 */
async function shownAt(path: string, shows: (html: string) => boolean): Promise<number> {
  let at = 0;
  await expect
    .poll(
      async () => {
        if (shows(await read(path))) at = Date.now();
        return at > 0;
      },
      { timeout: 60_000, interval: 25, message: `${path} shows the change` },
    )
    .toBe(true);
  return at;
}

/**
 * Runs a change in WordPress; resolves with the wall time (ms) at which WordPress's function returned, and
 * the post's id when the code sets `$id`.
 */
const save = (code: string, input: unknown) =>
  wordpressPhp<{ at: number; id: number }>(`$id = 0;\n${code}\necho wp_json_encode(array('at' => microtime(true) * 1000, 'id' => (int) $id));`, input);

beforeAll(async () => {
  ensureBuild();
  proxy = await countingProxy();
  site = await startServer({ env: siteEnv(proxy) });
  await wordpressPhp(`update_option('site_connector_urls', $in['url']); update_option('site_connector_secret', $in['secret']); delete_option('site_connector_log'); echo 1;`, {
    url: site.url,
    secret: SECRET,
  });
}, 3_600_000);

afterAll(async () => {
  await wordpressPhp(`foreach ($in['posts'] as $id) wp_delete_post($id, true); delete_option('site_connector_urls'); delete_option('site_connector_secret'); delete_option('site_connector_log'); echo 1;`, {
    posts: created,
  });
  await site?.stop();
  await proxy?.close();
});

it(`times ${ROUNDS} rounds of publish, move and trash from the save to the page`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const title = `Notice latency ${Date.now()} ${round}`;
    // Both lists are in the page cache before each change: the change shows only once the notice arrives.
    await read('/ideas');
    await read('/category/press-release');
    const published = await save(
      `$id = wp_insert_post(array('post_title' => $in['title'], 'post_content' => '<p>Body.</p>', 'post_status' => 'publish', 'post_category' => array($in['category'])));`,
      { title, category: ideas },
    );
    const { id } = published;
    created.push(id);
    timings.publish.push((await shownAt('/ideas', (html) => html.includes(title))) - published.at);

    const moved = await save(`wp_set_post_categories($in['id'], array($in['category']));`, { id, category: pressReleases });
    timings.move.push((await shownAt('/category/press-release', (html) => html.includes(title))) - moved.at);

    const trashed = await save(`wp_trash_post($in['id']);`, { id });
    timings.trash.push((await shownAt('/category/press-release', (html) => !html.includes(title))) - trashed.at);
  }
  const all = [...timings.publish, ...timings.move, ...timings.trash];
  const rows = [...Object.entries(timings), ['all', all] as const].map(([change, values]) => ({ change, ...summary(values) }));
  console.log(`\nFrom the save in WordPress to the page showing it, ${ROUNDS} rounds (reference: the plugin's notice timeout, ${PLUGIN_TIMEOUT_MS} ms)`);
  console.log(['change    median ms   p95 ms   max ms', ...rows.map((row) => `${row.change.padEnd(8)}  ${String(row.median).padStart(9)}  ${String(row.p95).padStart(7)}  ${String(row.max).padStart(7)}`)].join('\n'));
  expect(all).toHaveLength(3 * ROUNDS);
}, 3_600_000);

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
  return { median: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1)!) };
}
