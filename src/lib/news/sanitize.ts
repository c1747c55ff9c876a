import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { EMBED_PLAYER_HOSTS } from '@/lib/security-headers';

/**
 * Every piece of HTML that comes from the CMS passes through one of these before it reaches React.
 * The CMS is not trusted: titles, bodies, excerpts, alt text and ACF fields can carry scripts.
 */

const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];


const INLINE_TAGS = ['em', 'strong', 'i', 'b', 'sub', 'sup', 'br', 'span', 'code', 'small', 'mark'];

const BLOCK_TAGS = [
  'p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'hr', 'pre',
  'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'div', 'cite', 'abbr', 'dl',
  'dt', 'dd', 'q', 'u', 's', 'del', 'ins',
];

/** The CMS's h1 would compete with the page's own title: demote it. */
const demoteHeading = sanitizeHtml.simpleTransform('h2', {});

function linkTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const attributes: sanitizeHtml.Attributes = {};
  if (attribs.href) attributes.href = attribs.href;
  if (attribs.title) attributes.title = attribs.title;
  if (attribs.target === '_blank' || /^https?:\/\//i.test(attribs.href ?? '')) {
    // Links leaving the article open in a new tab, without handing it our window.
    attributes.target = '_blank';
    attributes.rel = 'noopener noreferrer';
  }
  return { tagName, attribs: attributes };
}

function imageTransform(baseUrl: string | undefined) {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const attributes: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy', decoding: 'async' };
    if (baseUrl && attributes.src && attributes.src.startsWith('/') && !attributes.src.startsWith('//')) {
      attributes.src = new URL(attributes.src, baseUrl).toString();
    }
    attributes.alt = attributes.alt ?? '';
    delete attributes.srcset;
    return { tagName, attribs: attributes };
  };
}

export interface RichHtmlOptions {
  /** Origin that relative image sources in the CMS HTML are resolved against. */
  baseUrl?: string;
  /** Allow framed players (only from EMBED_PLAYER_HOSTS) and video/audio elements. */
  allowEmbeds?: boolean;
}

function richOptions({ baseUrl, allowEmbeds = false }: RichHtmlOptions): sanitizeHtml.IOptions {
  const tags = [...INLINE_TAGS, ...BLOCK_TAGS, 'h1'];
  if (allowEmbeds) tags.push('iframe', 'video', 'audio', 'source');
  return {
    allowedTags: tags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
      video: ['src', 'controls', 'width', 'height', 'poster', 'preload', 'muted', 'loop', 'playsinline'],
      audio: ['src', 'controls', 'preload'],
      source: ['src', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      abbr: ['title'],
      ol: ['start', 'reversed'],
      '*': ['lang', 'dir'],
    },
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: EMBED_PLAYER_HOSTS,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    // Scripts and styles vanish with their contents; other unknown tags keep their text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp'],
    transformTags: {
      h1: demoteHeading,
      a: linkTransform,
      img: imageTransform(baseUrl),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin', title: attribs.title || 'Embedded player' },
      }),
    },
    // An image or player whose source was refused is dropped rather than left empty.
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
  };
}

/** Article bodies, excerpts and quotes. */
export function sanitizeRichHtml(html: string | null | undefined, options: RichHtmlOptions = {}): string {
  if (!html) return '';
  return sanitizeHtml(html, richOptions(options)).trim();
}

/** Titles: text with emphasis only. WordPress sends titles entity-encoded; the encoding is kept. */
export function sanitizeInlineHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: INLINE_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp'],
  })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text from HTML: tags dropped (scripts with their contents), entities decoded, spaces collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withoutTags = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d|\/div|\/blockquote)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp'],
  });
  return decodeHTML(withoutTags).replace(/\s+/g, ' ').trim();
}

/** A URL safe to put in an href or src: http(s), or site-relative. Anything else becomes null. */
export function safeUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = decodeHTML(value.trim());
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    return base ? new URL(trimmed, base).toString() : trimmed;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
