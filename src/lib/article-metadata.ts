import type { Metadata } from 'next';
import { newsCategories, type NewsCategoryKey } from '@/config/news';
import { staticRoutes } from '@/config/routes';
import type { Article, ShareImage } from '@/lib/content/types';
import { articlePath, previewText } from '@/lib/format/cards';
import { pageMetadata } from '@/lib/metadata';

/**
 * An article page's head: the SEO plugin's title, description, share image and robots where the web team
 * wrote them (article.seo), and where it says nothing, field by field, the article's own title, excerpt and
 * featured image. The canonical address is always the site's own. An indexed post announces the news
 * feeds it appears in; a noindex one announces none, so feed readers do not lead crawlers to it.
 */

/** The description the article itself gives: its excerpt, body or quote, as search results show it. */
function ownDescription(article: Article): string {
  return previewText(article.excerpt || article.content || article.blockquote, 160) || article.titleText;
}

/** The RSS feeds a post is in: all news, and its category's page feed. Media items and events have none. */
function feedsOf(article: Article): { url: string; title: string }[] {
  if (article.kind !== 'posts') return [];
  const feeds = [{ url: '/newsroom/feed.xml', title: 'All news RSS feed' }];
  for (const key of Object.keys(newsCategories) as NewsCategoryKey[]) {
    const category = newsCategories[key];
    if (article.categories.some((item) => item.id === category.id)) {
      feeds.push({ url: `${category.path}/feed.xml`, title: `${staticRoutes[key].title ?? category.name} RSS feed` });
    }
  }
  return feeds;
}

function openGraphImage(image: ShareImage, alt: string) {
  return { url: image.src, alt, ...(image.width ? { width: image.width } : {}), ...(image.height ? { height: image.height } : {}), ...(image.type ? { type: image.type } : {}) };
}

export function articleMetadata(article: Article): Metadata {
  const { seo } = article;
  const base = pageMetadata({
    title: article.titleText || 'Untitled',
    description: seo.description ?? ownDescription(article),
    path: articlePath(article),
    image: article.image?.src,
    type: 'article',
  });
  const title = seo.title ?? (base.openGraph?.title as string);
  const description = base.description ?? '';
  const socialTitle = seo.socialTitle ?? title;
  const socialDescription = seo.socialDescription ?? description;
  const alt = article.image?.alt || article.titleText;
  const images = seo.image ? [openGraphImage(seo.image, alt)] : (base.openGraph?.images ?? []);
  const firstImage = Array.isArray(images) ? images[0] : images;
  const imageUrl = typeof firstImage === 'object' && firstImage !== null && 'url' in firstImage ? String(firstImage.url) : String(firstImage ?? '');
  const feeds = seo.noindex ? [] : feedsOf(article);
  const robots = seo.noindex || seo.nofollow ? { ...(seo.noindex ? { index: false } : {}), ...(seo.nofollow ? { follow: false } : {}) } : undefined;
  return {
    ...base,
    title: { absolute: title },
    alternates: { ...base.alternates, ...(feeds.length > 0 ? { types: { 'application/rss+xml': feeds } } : {}) },
    ...(robots ? { robots } : {}),
    openGraph: { ...base.openGraph, title: socialTitle, description: socialDescription, images },
    twitter: {
      ...base.twitter,
      title: seo.twitterTitle ?? socialTitle,
      description: seo.twitterDescription ?? socialDescription,
      images: [seo.twitterImage?.src ?? imageUrl],
    },
  };
}
