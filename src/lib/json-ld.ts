import { defaultArticleImage, newsSettings } from '@/config/news';
import { site, type Office } from '@/config/site';
import type { Article } from '@/lib/news/types';
import { env } from '@/lib/env';
import { articlePath, previewText } from '@/lib/format/cards';
import { eventRange, formatCalendarDate, isoDate } from '@/lib/format/dates';
import { absoluteUrl } from '@/lib/metadata';

/** Serialise structured data for a <script type="application/ld+json"> without letting it close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function postalAddress(office: Office) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.unit ? `${office.street}, ${office.unit}` : office.street,
    addressLocality: office.municipality,
    addressRegion: office.region,
    postalCode: office.postal,
    addressCountry: office.country === 'USA' ? 'US' : 'CA',
  };
}

export function organizationJsonLd() {
  const { headquarters, canada } = site.offices;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo.src),
    email: site.contactEmail,
    sameAs: site.socials.map((social) => social.link),
    address: postalAddress(headquarters),
    location: [headquarters, canada].map((office) => ({
      '@type': 'Place',
      name: office.label,
      telephone: office.phone,
      address: postalAddress(office),
    })),
  };
}

/** Absolute URL of an image that may be site-relative or already on another host (the CMS). */
function absoluteImageUrl(src: string): string {
  return new URL(src, env.SITE_URL).toString();
}

/** The SEO plugin's share image, else the featured image, else the default artwork. */
function articleImage(article: Article): string {
  return absoluteImageUrl(article.seo.image?.src ?? article.image?.src ?? defaultArticleImage.src);
}

function publisher() {
  return {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src) },
  };
}

/**
 * The SEO plugin's description, else the excerpt or body. The headline stays the article's title: the
 * plugin's title is a document title (its template adds the site's name), not a headline.
 */
function articleDescription(article: Article): string | undefined {
  if (article.seo.description) return article.seo.description;
  const text = previewText(article.excerpt, newsSettings.previewLength) || previewText(article.content, newsSettings.previewLength);
  return text || undefined;
}

/** A news article, post or media item. Dates the CMS could not give are left out rather than guessed. */
export function newsArticleJsonLd(article: Article) {
  const url = absoluteUrl(articlePath(article));
  const published = isoDate(article.date) ?? undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.titleText,
    description: articleDescription(article),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [articleImage(article)],
    datePublished: published,
    dateModified: isoDate(article.modified) ?? published,
    // 'Anonymous' is our stand-in for an author the CMS could not name: claim no author then.
    author: article.author && article.author !== 'Anonymous' ? { '@type': 'Person', name: article.author } : undefined,
    publisher: publisher(),
  };
}

/**
 * An event, as all-day dates. Location and attendance mode are left out: the CMS does not say where
 * an event happens, and a guessed place would be worse than none. Null when no date can be read.
 */
export function eventJsonLd(article: Article) {
  const range = eventRange(article);
  if (!range) return null;
  const url = absoluteUrl(articlePath(article));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: article.titleText,
    description: articleDescription(article),
    url,
    startDate: formatCalendarDate(range.start),
    endDate: formatCalendarDate(range.end),
    eventStatus: 'https://schema.org/EventScheduled',
    image: [articleImage(article)],
    organizer: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
  };
}
