import type { Metadata } from 'next';
import { newsCategories, type NewsCategoryKey } from '@/config/news';
import { staticRoutes } from '@/config/routes';
import type { Article, ShareImage } from '@/lib/news/types';
import { articlePath, previewText } from '@/lib/format/cards';
import { documentTitle, pageMetadata } from '@/lib/metadata';

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
  return {
    url: image.src,
    alt: image.alt || alt,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    ...(image.type ? { type: image.type } : {}),
  };
}

export function articleMetadata(article: Article): Metadata {
  const { seo } = article;
  const name = article.titleText || 'Untitled';
  const description = seo.description ?? ownDescription(article);
  const base = pageMetadata({ title: name, description, path: articlePath(article), image: article.image?.src, type: 'article' });
  const title = seo.title ?? documentTitle(name);
  const socialTitle = seo.socialTitle ?? title;
  const socialDescription = seo.socialDescription ?? description;
  const twitterImage = seo.twitterImage ?? seo.image;
  const feeds = seo.noindex ? [] : feedsOf(article);
  const robots = seo.noindex || seo.nofollow ? { ...(seo.noindex ? { index: false } : {}), ...(seo.nofollow ? { follow: false } : {}) } : undefined;
  return {
    ...base,
    title: { absolute: title },
    alternates: { ...base.alternates, ...(feeds.length > 0 ? { types: { 'application/rss+xml': feeds } } : {}) },
    ...(robots ? { robots } : {}),
    openGraph: {
      ...base.openGraph,
      title: socialTitle,
      description: socialDescription,
      ...(seo.image ? { images: [openGraphImage(seo.image, name)] } : {}),
    },
    twitter: {
      ...base.twitter,
      title: seo.twitterTitle ?? socialTitle,
      description: seo.twitterDescription ?? socialDescription,
      ...(twitterImage ? { images: [twitterImage.src] } : {}),
    },
  };
}
