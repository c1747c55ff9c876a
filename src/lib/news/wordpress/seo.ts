import { truncateText } from '@/lib/format/cards';
import { logger } from '@/lib/log';
import { htmlToText, safeUrl } from '../sanitize';
import type { ArticleImage, ArticleSeo, ShareImage } from '../types';
import { asObject, asPositiveInt, type JsonObject } from './json';

/**
 * The SEO plugin's head of a post → our ArticleSeo. Yoast SEO's `yoast_head_json` is read as Yoast
 * documents it (title, description, robots, og_*, twitter_*); Rank Math's head is first read into the same
 * shape (rank-math.ts). Nothing in it is trusted: each field is checked for its shape, decoded, stripped of
 * tags and capped, and one that cannot be used is left null (the page then uses the article's own value),
 * with a debug line saying which and why. The plugin's canonical address (on the CMS's host) and its
 * schema graph are never read: the site names its own.
 */

/**
 * Google cuts a result's title at about 600 px (60 to 70 characters) and its description at about 920 px
 * (155 to 160): what goes past 70 and 160 is never shown in a result, so the cap keeps all a reader sees.
 */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
/** Longer than this, a field is a mistake or an attack, not a title: it is not even parsed. */
const RAW_MAX = 2000;
/** Link previews are sharp from this width (Facebook's and LinkedIn's recommendation for 1.91:1 cards). */
export const SHARE_IMAGE_MIN_WIDTH = 1200;

export const NO_SEO: ArticleSeo = Object.freeze({
  title: null,
  description: null,
  socialTitle: null,
  socialDescription: null,
  image: null,
  twitterTitle: null,
  twitterDescription: null,
  twitterImage: null,
  noindex: false,
  nofollow: false,
});

export interface SeoContext {
  /** The post, for the log. */
  postId: number;
  /** The WordPress origin relative URLs are resolved against. */
  baseUrl: string;
  /** Origins a share image may come from besides the WordPress host (CONTENT_MEDIA_ORIGINS). */
  mediaOrigins: readonly string[];
  /** The post's featured image: its renditions may hold a wider copy of the image the plugin names. */
  featured: ArticleImage | null;
}

type Issues = Record<string, string>;

const log = logger('content');

/** Plain text of at most `max` characters, or null (and why, in `issues`). */
function text(source: JsonObject, field: string, max: number, issues: Issues): string | null {
  const value = source[field];
  if (value === undefined || value === null) {
    issues[field] = 'missing';
    return null;
  }
  if (typeof value !== 'string') {
    issues[field] = `not text (${Array.isArray(value) ? 'a list' : typeof value})`;
    return null;
  }
  if (value.length > RAW_MAX) {
    issues[field] = `${value.length} characters long`;
    return null;
  }
  // Tags dropped (scripts with their contents), entities decoded, spaces collapsed; past `max`, cut at a
  // word with '…' (which counts in the `max`).
  const plain = htmlToText(value.replace(/[\u0000-\u001f\u007f]/g, ' '));
  const clean = Array.from(plain).length <= max ? plain : truncateText(plain, max - 1);
  if (!clean) {
    issues[field] = 'empty once tags are removed';
    return null;
  }
  return clean;
}

function allowedOrigins(context: Pick<SeoContext, 'baseUrl' | 'mediaOrigins'>): Set<string> {
  const origins = new Set(context.mediaOrigins);
  if (context.baseUrl) origins.add(new URL(context.baseUrl).origin);
  return origins;
}

/** An absolute http(s) URL on one of `origins`, else null (and why). */
function imageUrl(value: unknown, context: SeoContext, origins: Set<string>): { src: string } | { problem: string } {
  if (typeof value !== 'string' || value.length > RAW_MAX) return { problem: 'no address' };
  const src = safeUrl(value, context.baseUrl || undefined);
  if (!src || !/^https?:\/\//.test(src)) return { problem: 'not an http(s) address' };
  // A srcset-safe, header-safe address: no spaces or commas that would split it.
  if (/[\s,]/.test(src)) return { problem: 'an address with spaces or commas' };
  if (!origins.has(new URL(src).origin)) return { problem: `on ${new URL(src).origin}, not the CMS's hosts` };
  return { src };
}

const MEDIA_TYPE = /^image\/[a-z0-9.+-]{1,40}$/;

/**
 * The plugin's Open Graph image: from the CMS's hosts only, and the narrowest copy at least 1200 px wide the
 * record offers (when the plugin names the featured image, WordPress's renditions of it are offered too),
 * else the widest there is.
 */
function shareImage(value: unknown, context: SeoContext, origins: Set<string>, issues: Issues): ShareImage | null {
  if (value === undefined || value === null) {
    issues.og_image = 'missing';
    return null;
  }
  if (!Array.isArray(value)) {
    issues.og_image = 'not a list';
    return null;
  }
  const candidates: ShareImage[] = [];
  let problem = 'empty';
  for (const item of value.slice(0, 20)) {
    const object = asObject(item);
    const url = imageUrl(object?.url, context, origins);
    if ('problem' in url) {
      problem = url.problem;
      continue;
    }
    const type = typeof object?.type === 'string' && MEDIA_TYPE.test(object.type) ? object.type : null;
    candidates.push({ src: url.src, width: asPositiveInt(object?.width), height: asPositiveInt(object?.height), type, alt: null });
  }
  if (candidates.length === 0) {
    issues.og_image = problem;
    return null;
  }
  const featured = context.featured;
  const renditions = featured?.renditions ?? [];
  const named = candidates.find((candidate) => candidate.src === featured?.src || renditions.some((rendition) => rendition.src === candidate.src));
  if (named) {
    named.alt = featured?.alt || null;
    for (const rendition of renditions) {
      if (!('problem' in imageUrl(rendition.src, context, origins))) candidates.push({ ...rendition, type: named.type, alt: named.alt });
    }
  }
  const wideEnough = candidates
    .filter((candidate) => (candidate.width ?? 0) >= SHARE_IMAGE_MIN_WIDTH)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return wideEnough[0] ?? [...candidates].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0] ?? null;
}

function twitterImage(value: unknown, context: SeoContext, origins: Set<string>, issues: Issues): ShareImage | null {
  if (value === undefined || value === null) {
    issues.twitter_image = 'missing';
    return null;
  }
  const url = imageUrl(value, context, origins);
  if ('problem' in url) {
    issues.twitter_image = url.problem;
    return null;
  }
  return { src: url.src, width: null, height: null, type: null, alt: null };
}

/** Yoast's robots: `{ index: 'noindex', follow: 'follow', … }`. Anything unreadable indexes, as without a plugin. */
function robots(value: unknown, issues: Issues): { noindex: boolean; nofollow: boolean } {
  if (value === undefined || value === null) {
    issues.robots = 'missing';
    return { noindex: false, nofollow: false };
  }
  const object = asObject(value);
  if (!object) {
    issues.robots = 'not a group of fields';
    return { noindex: false, nofollow: false };
  }
  const word = (key: string) => (typeof object[key] === 'string' ? (object[key] as string).trim().toLowerCase() : null);
  const [index, follow] = [word('index'), word('follow')];
  if (index === null || (index !== 'index' && index !== 'noindex')) issues['robots.index'] = 'not index or noindex';
  if (follow !== null && follow !== 'follow' && follow !== 'nofollow') issues['robots.follow'] = 'not follow or nofollow';
  return { noindex: index === 'noindex', nofollow: follow === 'nofollow' };
}

/**
 * A `yoast_head_json` (or Rank Math's head in its shape) → ArticleSeo. Undefined (no plugin) is NO_SEO,
 * without a word; anything else is read field by field.
 */
export function mapSeo(value: unknown, context: SeoContext): ArticleSeo {
  if (value === undefined || value === null) return NO_SEO;
  const head = asObject(value);
  if (!head) {
    log.debug({ post: context.postId }, `SEO head of post ${context.postId} ignored: not a group of fields; the article's own title, description and image are used`);
    return NO_SEO;
  }
  const issues: Issues = {};
  const origins = allowedOrigins(context);
  const seo: ArticleSeo = {
    title: text(head, 'title', SEO_TITLE_MAX, issues),
    description: text(head, 'description', SEO_DESCRIPTION_MAX, issues),
    socialTitle: text(head, 'og_title', SEO_TITLE_MAX, issues),
    socialDescription: text(head, 'og_description', SEO_DESCRIPTION_MAX, issues),
    image: shareImage(head.og_image, context, origins, issues),
    twitterTitle: text(head, 'twitter_title', SEO_TITLE_MAX, issues),
    twitterDescription: text(head, 'twitter_description', SEO_DESCRIPTION_MAX, issues),
    twitterImage: twitterImage(head.twitter_image, context, origins, issues),
    ...robots(head.robots, issues),
  };
  const fields = Object.keys(issues);
  if (fields.length > 0) {
    log.debug({ post: context.postId, fallback: issues }, `SEO fields of post ${context.postId} not used (${fields.join(', ')}); the article's own values stand in`);
  }
  return seo;
}
