import type { Article } from '@/lib/news/types';
import { htmlToText } from '@/lib/news/sanitize';

/** Shown as a card's body when the article has no quote, excerpt or content. */
export const CONTENT_NOT_FOUND = 'Content not found...';

const ELLIPSIS = '…';

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

const TYPE_LABELS: Record<Exclude<Article['mediaType'], ''>, string> = {
  download: 'DOWNLOAD',
  external: 'EXTERNAL',
  youtube: 'VIDEO',
  other: 'VIDEO',
};

/**
 * The small label above a card: the article's category names, else what kind of media it is,
 * else 'UNKNOWN'. Category names are shown as the CMS spells them; the fallbacks are upper case.
 */
export function cardLabel(article: Pick<Article, 'categories' | 'videoId' | 'mediaType' | 'image'>): string {
  const names = article.categories.map((category) => category.name.trim()).filter(Boolean);
  if (names.length > 0) return names.join(', ');
  if (article.videoId) return 'VIDEO';
  if (article.mediaType) return TYPE_LABELS[article.mediaType];
  const imageType = article.image?.mediaType?.trim();
  if (imageType) return imageType.toUpperCase();
  return 'UNKNOWN';
}

// A tag whose attribute values may contain '>' inside quotes.
const TAG_BODY = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const FIRST_IMAGE = new RegExp(String.raw`<img\b${TAG_BODY}>`, 'i');
const FIGURE_OPEN = new RegExp(String.raw`<figure\b${TAG_BODY}>`, 'gi');

/**
 * Removes the first inline image. When it sits in a <figure>, the whole figure goes, so its caption
 * does not open the preview without the picture it describes.
 */
function withoutFirstImage(html: string): string {
  const image = FIRST_IMAGE.exec(html);
  if (!image) return html;
  const imageStart = image.index;
  const imageEnd = imageStart + image[0].length;
  let figureStart = -1;
  for (const figure of html.slice(0, imageStart).matchAll(FIGURE_OPEN)) figureStart = figure.index;
  if (figureStart >= 0 && !/<\/figure\s*>/i.test(html.slice(figureStart, imageStart))) {
    const close = /<\/figure\s*>/i.exec(html.slice(imageEnd));
    if (close) return html.slice(0, figureStart) + html.slice(imageEnd + close.index + close[0].length);
  }
  return html.slice(0, imageStart) + html.slice(imageEnd);
}

/**
 * Plain-text preview of CMS HTML: the first inline image removed, tags dropped, entities decoded,
 * then cut to at most `length` characters at a word boundary with '…' added only when cut. It works
 * on the decoded text, so a cut can never split a tag or an entity. React escapes the result.
 */
export function previewText(html: string, length: number): string {
  return truncateText(htmlToText(withoutFirstImage(html)), length);
}

/** Plain text cut to at most `length` characters at a word boundary, with '…' added only when cut. */
export function truncateText(text: string, length: number): string {
  if (text.length <= length) return text;
  // Count what a reader sees as one character, so an emoji or accented letter is never split.
  const limit = Math.max(0, length);
  let end = text.length;
  let count = 0;
  for (const { index } of GRAPHEMES.segment(text)) {
    if (count === limit) {
      end = index;
      break;
    }
    count += 1;
  }
  if (end === text.length) return text;
  const head = text.slice(0, end);
  const lastSpace = head.search(/\s\S*$/);
  const cut = /\s/.test(text.charAt(end)) || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:\-–—]+$/u, '')}${ELLIPSIS}`;
}

/** The card's body text: quote, else excerpt, else content, else 'Content not found...'. */
export function cardBody(article: Pick<Article, 'blockquote' | 'excerpt' | 'content'>, length: number): string {
  for (const html of [article.blockquote, article.excerpt, article.content]) {
    const text = previewText(html, length);
    if (text) return text;
  }
  return CONTENT_NOT_FOUND;
}

/** The article's own page on this site, whatever its card links to. */
export function articlePath(article: Pick<Article, 'kind' | 'id'>): string {
  return `/newsroom/${article.kind}/${article.id}`;
}

export interface ArticleHref {
  href: string;
  /** True for an outside page, which the card opens in a new tab. */
  external: boolean;
}

/** Where a card leads: the article's external link when it has one, else its page here. */
export function articleHref(article: Pick<Article, 'kind' | 'id' | 'externalUrl'>): ArticleHref {
  if (article.externalUrl) return { href: article.externalUrl, external: true };
  return { href: articlePath(article), external: false };
}
