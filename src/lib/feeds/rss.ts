import { escapeText } from 'entities';
import { Feed } from 'feed';
import { newsSettings } from '@/config/news';
import { site } from '@/config/site';
import type { Article } from '@/lib/news/types';
import { articlePath, previewText } from '@/lib/format/cards';
import { postDateInstant } from '@/lib/format/dates';
import { absoluteUrl } from '@/lib/metadata';

export interface RssFeedInput {
  title: string;
  description: string;
  /** The page the feed describes, e.g. '/newsroom'. */
  path: string;
  /** Where the feed itself is served, e.g. '/newsroom/feed.xml'. */
  feedPath: string;
  articles: readonly Article[];
}

/**
 * An RSS 2.0 feed of articles. Items whose date cannot be read are left out: readers order and
 * de-duplicate by pubDate, and an undated item would resurface as new on every refresh.
 */
export function buildRssFeed({ title, description, path, feedPath, articles }: RssFeedInput): string {
  const items = articles.flatMap((article) => {
    const date = postDateInstant(article.date);
    return date ? [{ article, date }] : [];
  });
  const newest = items.reduce<Date | null>((latest, { date }) => (!latest || date > latest ? date : latest), null);
  const link = absoluteUrl(path);

  const feed = new Feed({
    title,
    description,
    id: link,
    link,
    language: 'en',
    copyright: `© ${site.copyrightYear} ${site.legalName}`,
    feedLinks: { rss: absoluteUrl(feedPath) },
    // The newest item dates the feed, so an unchanged feed stays byte-identical between builds.
    updated: newest ?? undefined,
  });

  for (const { article, date } of items) {
    const summary = previewText(article.excerpt, newsSettings.previewLength) || previewText(article.content, newsSettings.previewLength);
    // Readers treat item titles and descriptions as HTML, so our plain text goes in escaped. That
    // also keeps ']]>' out of the library's CDATA sections (it only splits the first one).
    feed.addItem({
      title: escapeText(article.titleText),
      // Without an id the library writes the link as a permalink guid, which is what we want.
      link: absoluteUrl(articlePath(article)),
      date,
      description: summary ? escapeText(summary) : undefined,
      category: article.categories.map((category) => ({ name: category.name })),
    });
  }
  return feed.rss2();
}
