import { newsSettings } from '@/config/news';
import { htmlToText, safeUrl, sanitizeInlineHtml, sanitizeRichHtml } from '../sanitize';
import type { Article, ArticleImage, ArticleKind, Category, ImageRendition, MediaItemType, SourceLogo } from '../types';
import { asObject, asPositiveInt, asString, type JsonObject } from './json';
import { mapSeo } from './seo';

/**
 * WordPress REST JSON → our Article. The CMS is not trusted: every field is checked for its shape and
 * every HTML string is sanitised. The failure rules follow the specification's error catalogue:
 * unreadable media → no image (the default is shown), unresolved category → 'Unknown', unreadable
 * author → 'Anonymous' (or the ACF source when there is one).
 */

/** `{ rendered: '…' }` as WordPress sends titles, excerpts and bodies. */
function rendered(value: unknown): string {
  const object = asObject(value);
  return object ? asString(object.rendered) : asString(value);
}

/** WordPress errors travel inside 200 answers too (embedded objects): they have a code and no id. */
function isErrorObject(value: JsonObject): boolean {
  return typeof value.code === 'string' && value.id === undefined;
}

/** The kind of an article from its post type: the 'app_' prefix removed; anything unknown is a post. */
export function kindFromType(type: unknown): ArticleKind {
  const stripped = asString(type).replace(/^app_/, '');
  return stripped === 'media' || stripped === 'event' ? stripped : 'posts';
}

/** The REST collection of each kind. */
export function endpointForKind(kind: ArticleKind): string {
  return kind === 'posts' ? 'posts' : `app_${kind}`;
}

const MEDIA_TYPES: readonly MediaItemType[] = ['download', 'external', 'youtube', 'other'];

function mediaItemType(value: unknown): MediaItemType {
  const type = asString(value).trim().toLowerCase();
  return (MEDIA_TYPES as readonly string[]).includes(type) ? (type as MediaItemType) : '';
}

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else could smuggle a path into the player URL. */
function videoId(value: unknown): string | null {
  const id = asString(value).trim();
  return /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** WordPress dates: 'YYYY-MM-DDTHH:MM:SS' in site time. Anything else is kept out. */
function cmsDate(value: unknown): string {
  const date = asString(value);
  return /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(date) ? date : '';
}

function embedded(post: JsonObject, relation: string): unknown[] {
  const embeddedObject = asObject(post._embedded);
  const value = embeddedObject?.[relation];
  return Array.isArray(value) ? value : [];
}

/**
 * Same proportions as the whole image? WordPress rounds scaled sizes to whole pixels, so allow a pixel
 * (or 1%) of slack; a crop such as the 150×150 thumbnail of a landscape upload is left out.
 */
function sameAspect(width: number, height: number, fullWidth: number, fullHeight: number): boolean {
  const expected = (width * fullHeight) / fullWidth;
  return Math.abs(height - expected) <= Math.max(1, expected * 0.01);
}

/**
 * The renditions of `media_details.sizes` (and the image itself) that can stand in for the image:
 * same proportions, a safe http(s) URL a srcset can carry, one per width, narrowest first.
 */
export function mapRenditions(
  details: JsonObject | null,
  full: { src: string; width: number | null; height: number | null },
  baseUrl: string,
): ImageRendition[] {
  if (full.width === null || full.height === null) return [];
  const { width: fullWidth, height: fullHeight } = full;
  const candidates: ImageRendition[] = [{ src: full.src, width: fullWidth, height: fullHeight }];
  const sizes = asObject(details?.sizes);
  for (const value of Object.values(sizes ?? {})) {
    const size = asObject(value);
    const src = safeUrl(size?.source_url, baseUrl);
    const width = asPositiveInt(size?.width);
    const height = asPositiveInt(size?.height);
    if (!src || width === null || height === null) continue;
    if (width > fullWidth || !sameAspect(width, height, fullWidth, fullHeight)) continue;
    candidates.push({ src, width, height });
  }
  const byWidth = new Map<number, ImageRendition>();
  for (const candidate of candidates) {
    // A srcset splits candidates on commas and whitespace: a URL carrying either cannot be listed.
    if (/[\s,]/.test(candidate.src)) continue;
    if (!byWidth.has(candidate.width)) byWidth.set(candidate.width, candidate);
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

export function mapImage(value: unknown, baseUrl: string): ArticleImage | null {
  const media = asObject(value);
  if (!media || isErrorObject(media)) return null;
  const src = safeUrl(media.source_url, baseUrl);
  // A deleted attachment can embed something that is not a media object at all.
  if (!src || typeof media.id !== 'number') return null;
  const details = asObject(media.media_details);
  const width = asPositiveInt(details?.width);
  const height = asPositiveInt(details?.height);
  return {
    src,
    alt: htmlToText(asString(media.alt_text)),
    mediaType: asString(media.media_type) || null,
    width,
    height,
    renditions: mapRenditions(details, { src, width, height }, baseUrl),
  };
}

/** The media id in `acf.source_logo` (ACF's ID return format; an image array's `id` is read too). */
export function sourceLogoId(value: unknown): number | null {
  const post = asObject(value);
  const acf = asObject(post?.acf);
  const logo = acf?.source_logo;
  const object = asObject(logo);
  return asPositiveInt(object ? (object.id ?? object.ID) : logo);
}

/**
 * The logos of a `/media?include=…` answer by id. Each logo uses the smallest same-proportion rendition
 * still sharp on a double-density screen. Anything that is not a readable image is left out.
 */
export function mapSourceLogos(value: unknown, baseUrl: string): Map<number, SourceLogo> {
  const logos = new Map<number, SourceLogo>();
  if (!Array.isArray(value)) return logos;
  for (const item of value) {
    const image = mapImage(item, baseUrl);
    const id = asPositiveInt(asObject(item)?.id);
    if (!image || id === null || image.width === null || image.height === null) continue;
    const renditions = image.renditions ?? [];
    const chosen =
      renditions.find((rendition) => rendition.height >= newsSettings.logoHeight * 2) ?? renditions.at(-1) ?? null;
    if (!chosen) continue;
    logos.set(id, { src: chosen.src, alt: image.alt, width: chosen.width, height: chosen.height });
  }
  return logos;
}

/** Each article with the logo of its outlet, when there is one; the outlet's name is the fallback alt text. */
export function withSourceLogos(
  articles: readonly Article[],
  logoIds: ReadonlyMap<number, number>,
  logos: ReadonlyMap<number, SourceLogo>,
): Article[] {
  return articles.map((article) => {
    const logoId = logoIds.get(article.id);
    const logo = logoId === undefined ? undefined : logos.get(logoId);
    if (!logo) return article;
    return { ...article, sourceLogo: { ...logo, alt: logo.alt || article.author } };
  });
}

function mapAuthor(post: JsonObject, source: string): string {
  if (source) return source;
  const author = asObject(embedded(post, 'author')[0]);
  if (!author || isErrorObject(author)) return 'Anonymous';
  return htmlToText(asString(author.name)) || 'Anonymous';
}

function mapCategories(post: JsonObject): Category[] {
  const ids = Array.isArray(post.categories) ? post.categories.map(asPositiveInt).filter((id) => id !== null) : [];
  const names = new Map<number, string>();
  for (const group of embedded(post, 'wp:term')) {
    if (!Array.isArray(group)) continue;
    for (const term of group) {
      const object = asObject(term);
      const id = asPositiveInt(object?.id);
      if (object && id !== null && object.taxonomy === 'category') names.set(id, htmlToText(asString(object.name)));
    }
  }
  // Embedded terms exist even when the post object carries no ids (embedded posts): use them then.
  const categoryIds = ids.length > 0 ? ids : [...names.keys()];
  return categoryIds.map((id) => ({ id, name: names.get(id) || 'Unknown' }));
}

export interface MapOptions {
  /** Origin relative CMS URLs are resolved against; '' keeps them site-relative. */
  baseUrl: string;
  /** Origins besides the WordPress host that serve CMS media (CONTENT_MEDIA_ORIGINS): share images may come from them. */
  mediaOrigins?: readonly string[];
}

/** One post, media item or event. Null when the record has no usable id. */
export function mapArticle(value: unknown, { baseUrl, mediaOrigins = [] }: MapOptions): Article | null {
  const post = asObject(value);
  const id = asPositiveInt(post?.id);
  if (!post || id === null) return null;
  // ACF answers false (or null, or []) when a post has no fields.
  const acf = asObject(post.acf) ?? {};
  const source = htmlToText(asString(acf.source));
  const featuredMediaId = asPositiveInt(post.featured_media);
  const titleHtml = rendered(post.title);
  const image = featuredMediaId === null ? null : mapImage(embedded(post, 'wp:featuredmedia')[0], baseUrl);
  return {
    id,
    kind: kindFromType(post.type),
    date: cmsDate(post.date),
    modified: cmsDate(post.modified) || cmsDate(post.date),
    title: sanitizeInlineHtml(titleHtml),
    titleText: htmlToText(titleHtml),
    excerpt: sanitizeRichHtml(rendered(post.excerpt), { baseUrl }),
    content: sanitizeRichHtml(rendered(post.content), { baseUrl }),
    categories: mapCategories(post),
    author: mapAuthor(post, source),
    image,
    externalUrl: safeUrl(acf.url, baseUrl),
    blockquote: sanitizeRichHtml(asString(acf.blockquote), { baseUrl }),
    videoId: videoId(acf.video_id),
    mediaType: mediaItemType(acf.type),
    resourceUrl: safeUrl(acf.resource, baseUrl),
    embed: sanitizeRichHtml(asString(acf.embed), { baseUrl, allowEmbeds: true }),
    eventStart: htmlToText(asString(acf.start_date)),
    eventEnd: htmlToText(asString(acf.end_date)),
    // Yoast SEO adds its head to every record (lists included); Rank Math's is asked for by the source.
    seo: mapSeo(post.yoast_head_json, { postId: id, baseUrl, mediaOrigins, featured: image }),
  };
}

/** Whether the record carries Yoast SEO's head (a record without one may have Rank Math's to ask for). */
export function hasYoastHead(value: unknown): boolean {
  const post = asObject(value);
  return post !== null && post.yoast_head_json !== undefined && post.yoast_head_json !== null;
}

/** A list answer: every usable record mapped, anything that is not a post skipped. */
export function mapArticles(value: unknown, options: MapOptions): Article[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => mapArticle(item, options)).filter((article) => article !== null);
}

/** The REST error code of a non-2xx answer, when WordPress sent one. */
export function errorCode(body: unknown): string | null {
  const object = asObject(body);
  return object && typeof object.code === 'string' ? object.code : null;
}
