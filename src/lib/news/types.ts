/**
 * Our own shapes for news content. Components and pages only ever see these: no `.rendered`,
 * `_embedded` or `acf`. Every HTML string here has already been sanitised on the server.
 */

/** The three article kinds, as they appear in `/newsroom/{kind}/{id}`. */
export type ArticleKind = 'posts' | 'media' | 'event';

export const ARTICLE_KINDS: readonly ArticleKind[] = ['posts', 'media', 'event'];

/** The `acf.type` of a media item ('' = a plain image item). */
export type MediaItemType = 'download' | 'external' | 'youtube' | 'other' | '';

export interface Category {
  id: number;
  /** Plain text; 'Unknown' when the CMS could not resolve it. */
  name: string;
}

/** One stored size of an image (a WordPress rendition, or the image itself). */
export interface ImageRendition {
  src: string;
  width: number;
  height: number;
}

export interface ArticleImage {
  src: string;
  /** Plain text. */
  alt: string;
  /** WordPress media_type ('image', 'file', …) when known. */
  mediaType: string | null;
  width: number | null;
  height: number | null;
  /**
   * The sizes of this image the CMS already made, with the same proportions as the image (crops left
   * out), narrowest first, one per width; the image itself included. Empty or absent when unknown.
   */
  renditions?: readonly ImageRendition[];
}

/** An outlet's logo shown beside 'By {source}' (In the News). */
export interface SourceLogo {
  src: string;
  /** Plain text: the outlet's name. */
  alt: string;
  width: number;
  height: number;
}

/** A link preview's picture named by the CMS's SEO plugin, on the CMS's own hosts. */
export interface ShareImage {
  src: string;
  width: number | null;
  height: number | null;
  /** Its media type (image/jpeg…) when the plugin says. */
  type: string | null;
  /** Plain text, when it is the featured image, whose alt text is known. */
  alt: string | null;
}

/**
 * What the web team wrote in the CMS's SEO plugin (Yoast SEO or Rank Math) for search results and link
 * previews: plain text, decoded and capped to what a search engine shows. A field is null when the plugin
 * says nothing usable there; the page then uses the article's own title, excerpt or image for it.
 */
export interface ArticleSeo {
  /** The whole document title as the plugin composes it (its template usually ends with the site's name). */
  title: string | null;
  description: string | null;
  /** Open Graph's title and description (link previews on most networks). */
  socialTitle: string | null;
  socialDescription: string | null;
  image: ShareImage | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: ShareImage | null;
  /** Kept out of search engines: a robots noindex tag, and out of the sitemap; still shown and searchable here. */
  noindex: boolean;
  /** Search engines are asked not to follow its links. */
  nofollow: boolean;
}

export interface Article {
  id: number;
  kind: ArticleKind;
  /** Publication date as the CMS gave it (site-local ISO date-time without offset, or '' when missing). */
  date: string;
  /** Last modification, same form; used by feeds and the sitemap. */
  modified: string;
  /** Sanitised inline HTML (emphasis only). */
  title: string;
  /** The title as plain text, for metadata, feeds and alt text. */
  titleText: string;
  /** Sanitised HTML; '' when the article has none. */
  excerpt: string;
  /** Sanitised HTML; '' when the article has none (embedded list items carry no content). */
  content: string;
  categories: Category[];
  /** Author name, `acf.source` when present, or 'Anonymous'. Plain text. */
  author: string;
  /** Featured image, or null when there is none or it could not be read (the default image is shown). */
  image: ArticleImage | null;
  /** The outlet's logo (`acf.source_logo`), when the list asked for logos and it could be read. */
  sourceLogo?: SourceLogo | null;
  /** An external http(s) link the card opens in a new tab instead of the article page. */
  externalUrl: string | null;
  /** Sanitised HTML quote shown as the card body in preference to the excerpt. */
  blockquote: string;
  /** YouTube video id, validated. */
  videoId: string | null;
  mediaType: MediaItemType;
  /** A document or file link (usually a PDF), http(s) or site-relative. */
  resourceUrl: string | null;
  /** Sanitised embed markup for media items. */
  embed: string;
  /** Event start and end as the CMS gave them (`YYYYMMDD` or `YYYY-MM-DD`, possibly broken); '' when unset. */
  eventStart: string;
  eventEnd: string;
  /** The SEO plugin's title, description, share image and robots, where it has any. */
  seo: ArticleSeo;
}

/** One page of a list. `totalPages` is 0 for an empty collection. */
export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

export interface ArticleQuery {
  kind: ArticleKind;
  /** Category ids; several ids match any of them. */
  categories?: readonly number[];
  /** Only articles published in this calendar year. */
  year?: number;
  /** Free-text search. */
  search?: string;
  /** 1-based. */
  page: number;
  perPage: number;
  /** Resolve the outlets' logos too (at most one more request per page; In the News cards show them). */
  sourceLogos?: boolean;
}

/** Thrown when the news source cannot answer (network failure, 5xx, malformed reply). */
export class NewsUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NewsUnavailableError';
  }
}
