import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as siteConfig } from '@/config/site';
import { type Proxy, type Site, inspect, manifest, startSiteWithBrowser, wordpressOrigin } from './support';

/**
 * Each article's search and social text from the SEO plugin, on the real WordPress: Yoast SEO's
 * `yoast_head_json` (as fixtures/seo-plugin.php adds it from the post meta Yoast stores) reaches the article
 * page's head field by field, a noindex post stays on the site and out of the sitemap, and hostile text in
 * every field arrives as text.
 */

let proxy: Proxy;
let site: Site;
let browser: Browser;
let page: Page;
let started: Awaited<ReturnType<typeof startSiteWithBrowser>> | undefined;

beforeAll(async () => {
  started = await startSiteWithBrowser();
  ({ proxy, site, browser } = started);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
}, 300_000);

afterAll(async () => {
  await started?.stop();
});

const get = (path: string) => fetch(new URL(path, site.url), { redirect: 'manual' });
const articlePath = (id: number) => `/newsroom/posts/${id}`;
const wordpress = async <T>(path: string): Promise<T> => (await (await fetch(`${wordpressOrigin}/wp-json/wp/v2/${path}`)).json()) as T;

interface MediaRecord {
  source_url: string;
  media_details: { sizes: Record<string, { source_url: string; width: number; height: number }> };
}

/** What a crawler reads in the page's head (null for a tag that is not there). */
async function head(path: string) {
  const report = await inspect(page, path, site.url);
  const read = await page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      ogImageWidth: content('meta[property="og:image:width"]'),
      twitterTitle: content('meta[name="twitter:title"]'),
      twitterDescription: content('meta[name="twitter:description"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      feeds: Array.from(document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')).map((link) => link.getAttribute('href')),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
        .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        .find((data) => data['@type'] === 'NewsArticle'),
    };
  });
  return { report, title: await page.title(), ...read };
}

describe('the test WordPress speaks Yoast SEO’s REST', () => {
  it('adds yoast_head_json and yoast_head to a post with Yoast’s meta, and nothing to the others', async () => {
    const full = await wordpress<{ yoast_head_json?: Record<string, unknown>; yoast_head?: string; link: string }>(`posts/${manifest.seo.full}`);
    expect(full.yoast_head_json).toMatchObject({
      title: 'Inside the Core-unit factory - Northwind Nuclear',
      robots: { index: 'index', follow: 'follow' },
      canonical: full.link,
      og_image: [{ width: 2560, height: 1707, type: 'image/jpeg' }],
    });
    expect(full.yoast_head).toContain('<title>Inside the Core-unit factory - Northwind Nuclear</title>');
    const hostile = await wordpress<{ yoast_head?: string }>(`posts/${manifest.seo.hostile}`);
    expect(hostile.yoast_head).toContain('<title>&lt;/title&gt;&lt;script&gt;');
    expect(hostile.yoast_head).not.toContain('<script>');
    const plain = await wordpress<Record<string, unknown>>(`posts/${manifest.posts.latest}`);
    expect('yoast_head_json' in plain).toBe(false);
  });
});

describe('an article whose record carries every field', () => {
  it('shows Yoast’s title, description, social text and share image, at a rendition at least 1200 px wide', async () => {
    const photo = await wordpress<MediaRecord>(`media/${manifest.largePhoto.id}`);
    const rendition = Object.values(photo.media_details.sizes).find((size) => size.width === 1536);
    expect(rendition, 'WordPress made a 1536 px rendition').toBeDefined();
    const path = articlePath(manifest.seo.full);
    const seen = await head(path);
    expect(seen.report.status).toBe(200);
    expect(seen.title).toBe('Inside the Core-unit factory - Northwind Nuclear');
    expect(seen.description).toBe('Reporters toured the line where sealed Core-units are built, from vessel welding to the final salt fill.');
    expect(seen.ogTitle).toBe('We opened the Core-unit factory to the press');
    expect(seen.ogDescription).toBe('Vessel welding, graphite stacking and the salt fill, seen by reporters for the first time.');
    // Yoast names the 2560 px upload; the narrowest copy at least 1200 px wide is WordPress's 1536 px one.
    expect(seen.ogImage).toBe(rendition!.source_url);
    expect(seen.ogImageWidth).toBe('1536');
    expect(seen.twitterTitle).toBe('Core-unit factory tour');
    expect(seen.twitterDescription).toBe('The press saw how Core-units are built.');
    expect(seen.twitterImage).toBe(photo.media_details.sizes.large!.source_url);
    expect(seen.robots).toBeNull();
    // Yoast's canonical is on the WordPress host: the site names its own.
    expect(seen.canonical).toBe(`http://localhost:3000${path}`);
    expect(seen.feeds).toEqual(['http://localhost:3000/newsroom/feed.xml', 'http://localhost:3000/category/press-release/feed.xml']);
    expect(seen.jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Core-unit factory opens its doors to the press',
      description: 'Reporters toured the line where sealed Core-units are built, from vessel welding to the final salt fill.',
      image: [rendition!.source_url],
    });
  });
});

describe('an article whose record carries some fields', () => {
  it('uses those, and the article’s own title and image for the rest', async () => {
    const article = await wordpress<{ featured_media: number }>(`posts/${manifest.seo.partial}`);
    const image = await wordpress<MediaRecord>(`media/${article.featured_media}`);
    const seen = await head(articlePath(manifest.seo.partial));
    expect(seen.title).toBe(`Salt chemistry lab reaches full staffing | ${siteConfig.name}`);
    expect(seen.description).toBe('Twelve chemists now study fuel salt behaviour in our glove-box laboratory.');
    expect(seen.ogTitle).toBe('A full team for the salt chemistry lab');
    expect(seen.ogDescription).toBe('Twelve chemists now study fuel salt behaviour in our glove-box laboratory.');
    expect(seen.ogImage).toBe(image.source_url);
    expect(seen.twitterTitle).toBe('A full team for the salt chemistry lab');
    expect(seen.twitterImage).toBe(image.source_url);
    expect(seen.robots).toBeNull();
  });
});

describe('a noindex article', () => {
  const path = () => articlePath(manifest.seo.noindex);

  it('is shown with the robots tag and announces no feed', async () => {
    const response = await get(path());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Correction: members briefing on fuel salt purity');
    const seen = await head(path());
    expect(seen.robots).toBe('noindex');
    expect(seen.title).toBe('Correction: members briefing');
    expect(seen.feeds).toEqual([]);
  });

  it('is left out of sitemap.xml, which lists the other SEO posts', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const id of [manifest.seo.full, manifest.seo.partial, manifest.seo.hostile]) expect(xml).toContain(`<loc>http://localhost:3000${articlePath(id)}</loc>`);
    expect(xml).not.toContain(`${articlePath(manifest.seo.noindex)}<`);
  });

  it('is found by the site search', async () => {
    const html = await (await get(`/search?term=${encodeURIComponent('members briefing fuel salt purity')}`)).text();
    expect(html).toContain(`href="${path()}"`);
  });
});

describe('an article with hostile text in every SEO field', () => {
  it('shows it as text: no dialog, no injected tag, no script of its own', async () => {
    const hostileImage = await wordpress<MediaRecord>(`media/${manifest.images.hostile}`);
    const path = articlePath(manifest.seo.hostile);
    const seen = await head(path);
    expect(seen.report.status).toBe(200);
    expect(seen.report.dialogs).toEqual([]);
    expect(seen.report.handlers).toEqual([]);
    expect(seen.report.scriptUrls).toEqual([]);
    expect(seen.report.foreignScripts).toBe(0);
    // Markup that was written as entities reads as the characters; real tags are gone.
    expect(seen.title).toBe('Hostile <b>SEO</b> title');
    expect(seen.description).toBe('">Description with "quotes" & ampersands');
    expect(seen.ogTitle).toBe('Open Graph & title');
    expect(seen.ogDescription).toBe('Open Graph description');
    expect(seen.twitterTitle).toBe("'>Twitter title");
    // Too long to be a description, and an image from elsewhere: the article's own stand in.
    expect(seen.twitterDescription).toBe('Open Graph description');
    expect(seen.ogImage).toBe(hostileImage.source_url);
    expect(seen.twitterImage).toBe(hostileImage.source_url);
    const injected = await page.evaluate(() => ({
      titles: document.querySelectorAll('title').length,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      strays: Array.from(document.head.children)
        .map((element) => element.tagName.toLowerCase())
        .filter((tag) => !['meta', 'title', 'link', 'script', 'style', 'noscript'].includes(tag)),
      foreign: document.querySelectorAll('svg[onload], iframe[src^="javascript"], img[src="x"], b[onmouseover]').length,
    }));
    expect(injected).toEqual({ titles: 1, descriptions: 1, strays: [], foreign: 0 });
    const html = await (await get(path)).text();
    expect(html).not.toMatch(/alert\("(seo|og|twitter)-/);
    expect(html).not.toContain('tracker.example.test');
  });
});

describe('asking for Rank Math', () => {
  it('never happens where WordPress does not announce it', () => {
    expect(proxy.seen.filter((url) => url.includes('rankmath'))).toEqual([]);
  });
});
