import { htmlToText } from '@/lib/news/sanitize';
import type { Article, ArticleKind, Category } from '@/lib/news/types';
import { articlePath, cardLabel } from '@/lib/format/cards';
import { formatEventRange, formatPostDate, isoDate } from '@/lib/format/dates';

/** What search finds: an article of any kind, or one of the site's own pages. */
export type SearchKind = ArticleKind | 'page';

export interface SearchDocument {
  /** Unique across kinds: 'posts:1001', 'page:/technology'. */
  id: string;
  kind: SearchKind;
  /** Where the result links: the article page or the static page. */
  href: string;
  /** Plain text. */
  title: string;
  /** Plain text searched and quoted in snippets. */
  text: string;
  /** The small label above the result (category names, media type or the page's section). */
  label: string;
  /** The date line as shown ('MARCH 5, 2024', an event's range); '' when the result has none. */
  dateText: string;
  /** ISO 8601 date-time for `<time>` and the newest-first order; '' when there is none (listed last). */
  dateTime: string;
  categories: readonly Category[];
}

/** An article as search sees it. Every HTML field is sanitised already; search only keeps its text. */
export function articleDocument(article: Article): SearchDocument {
  const dateTime = isoDate(article.date) ?? '';
  const dateText =
    article.kind === 'event' && (article.eventStart || article.eventEnd)
      ? formatEventRange(article.eventStart, article.eventEnd)
      : article.date
        ? formatPostDate(article.date)
        : '';
  const text = [article.blockquote, article.excerpt, article.content, article.embed]
    .map((html) => htmlToText(html))
    .filter(Boolean)
    .join(' ');
  return {
    id: `${article.kind}:${article.id}`,
    kind: article.kind,
    href: articlePath(article),
    title: article.titleText,
    text: dedupeLead(text),
    label: cardLabel(article),
    dateText,
    dateTime,
    categories: article.categories,
  };
}

/** CMS excerpts often repeat the body's first sentences; drop the repeat so a snippet does not stutter. */
function dedupeLead(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/u);
  const seen = new Set<string>();
  return sentences
    .filter((sentence) => {
      if (sentence.length < 40) return true;
      if (seen.has(sentence)) return false;
      seen.add(sentence);
      return true;
    })
    .join(' ');
}
