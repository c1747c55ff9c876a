import { htmlToText, safeUrl, sanitizeInlineHtml, sanitizeRichHtml } from '../sanitize';
import type { Article, ArticleImage, ArticleKind, Category, MediaItemType } from '../types';

/**
 * WordPress REST JSON → our Article. The CMS is not trusted: every field is checked for its shape and
 * every HTML string is sanitised. The failure rules follow the specification's error catalogue:
 * unreadable media → no image (the default is shown), unresolved category → 'Unknown', unreadable
 * author → 'Anonymous' (or the ACF source when there is one).
 */

type JsonObject = Record<string, unknown>;

function asObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function asPositiveInt(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

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

export function mapImage(value: unknown, baseUrl: string): ArticleImage | null {
  const media = asObject(value);
  if (!media || isErrorObject(media)) return null;
  const src = safeUrl(media.source_url, baseUrl);
  // A deleted attachment can embed something that is not a media object at all.
  if (!src || typeof media.id !== 'number') return null;
  const details = asObject(media.media_details);
  return {
    src,
    alt: htmlToText(asString(media.alt_text)),
    mediaType: asString(media.media_type) || null,
    width: asPositiveInt(details?.width),
    height: asPositiveInt(details?.height),
  };
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
}

/** One post, media item or event. Null when the record has no usable id. */
export function mapArticle(value: unknown, { baseUrl }: MapOptions): Article | null {
  const post = asObject(value);
  const id = asPositiveInt(post?.id);
  if (!post || id === null) return null;
  // ACF answers false (or null, or []) when a post has no fields.
  const acf = asObject(post.acf) ?? {};
  const source = htmlToText(asString(acf.source));
  const featuredMediaId = asPositiveInt(post.featured_media);
  const titleHtml = rendered(post.title);
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
    image: featuredMediaId === null ? null : mapImage(embedded(post, 'wp:featuredmedia')[0], baseUrl),
    externalUrl: safeUrl(acf.url, baseUrl),
    blockquote: sanitizeRichHtml(asString(acf.blockquote), { baseUrl }),
    videoId: videoId(acf.video_id),
    mediaType: mediaItemType(acf.type),
    resourceUrl: safeUrl(acf.resource, baseUrl),
    embed: sanitizeRichHtml(asString(acf.embed), { baseUrl, allowEmbeds: true }),
    eventStart: htmlToText(asString(acf.start_date)),
    eventEnd: htmlToText(asString(acf.end_date)),
  };
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
