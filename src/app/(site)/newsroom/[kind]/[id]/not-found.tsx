import type { Metadata } from 'next';
import { ARTICLE_NOT_FOUND_DESCRIPTION, ARTICLE_NOT_FOUND_TITLE, ArticleNotFound } from '@/components/news/article-not-found';

/**
 * The proxy answers a missing article with status 404, and for a 404 Next.js takes the page's title from
 * the nearest not-found boundary rather than from the page: this one, so the title names the article,
 * as the heading does, and not the site's generic 'Page Not Found'.
 */
export const metadata: Metadata = {
  title: ARTICLE_NOT_FOUND_TITLE,
  description: ARTICLE_NOT_FOUND_DESCRIPTION,
  robots: { index: false },
};

export default function ArticleNotFoundBoundary() {
  return <ArticleNotFound />;
}
