import type { Metadata } from 'next';
import { site } from '@/config/site';
import { env } from '@/lib/env';

export interface PageMetaInput {
  /** Page title without the site name; omit for the home page. */
  title?: string;
  description: string;
  /** Path of the page, with or without a trailing slash; the canonical form has none. */
  path: string;
  /** Open Graph image path or URL; the site default when omitted. */
  image?: string;
  /** The page's own share image from content/pages.yaml (an empty `src` is none); wins over `image`. */
  shareImage?: { src: string; alt: string };
  type?: 'website' | 'article';
  /** RSS feed that belongs to the page, announced with <link rel="alternate">. */
  feed?: { path: string; title: string };
  /** Kept out of search engines (`<meta name="robots" content="noindex">`); the sitemap leaves it out too. */
  noindex?: boolean;
}

/** The one canonical form of a path: leading slash, no trailing slash (except the root), no query. */
export function canonicalPath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Absolute URL of a path on this site (SITE_URL is an origin). The home page is the bare origin,
 * the form Next.js itself writes into canonical and og:url tags, so every place agrees.
 */
export function absoluteUrl(path: string, base: string = env.SITE_URL): string {
  const url = new URL(canonicalPath(path), base).toString();
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** The document title of a page: `{title} | {site name}`, or the site's name and tagline for the home page. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`;
}

/** Title, description, canonical URL and Open Graph for one page. */
export function pageMetadata({ title, description, path, image, shareImage, type = 'website', feed, noindex = false }: PageMetaInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = documentTitle(title);
  const ogImage = shareImage?.src
    ? { url: shareImage.src, alt: shareImage.alt }
    : image
      ? { url: image, alt: title ?? site.name }
      : { url: site.defaultOgImage, width: 1200, height: 630, alt: site.name };
  return {
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      ...(feed ? { types: { 'application/rss+xml': [{ url: feed.path, title: feed.title }] } } : {}),
    },
    ...(noindex ? { robots: { index: false } } : {}),
    openGraph: {
      type,
      url,
      title: fullTitle,
      description,
      siteName: site.name,
      locale: 'en_US',
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [ogImage.url] },
  };
}
