import type { Metadata } from 'next';
import { ArticleDetail } from '@/components/news/article-detail';
import { ARTICLE_NOT_FOUND_DESCRIPTION, ARTICLE_NOT_FOUND_TITLE, ArticleNotFound } from '@/components/news/article-not-found';
import { parseArticleParams } from '@/lib/content/article-path';
import { getArticleDetail } from '@/lib/content/queries';
import { previewText } from '@/lib/format/cards';
import { eventJsonLd, newsArticleJsonLd, serializeJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

interface Params {
  kind: string;
  id: string;
}

async function load(params: Promise<Params>) {
  const { kind, id } = await params;
  const parsed = parseArticleParams(kind, id);
  if (!parsed) return null;
  const state = await getArticleDetail(parsed.kind, parsed.id);
  return state.status === 'found' ? state.article : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const article = await load(params);
  if (!article) return { title: ARTICLE_NOT_FOUND_TITLE, description: ARTICLE_NOT_FOUND_DESCRIPTION, robots: { index: false } };
  return pageMetadata({
    title: article.titleText || 'Untitled',
    description: previewText(article.excerpt || article.content || article.blockquote, 160) || article.titleText,
    path: `/newsroom/${article.kind}/${article.id}`,
    image: article.image?.src,
    type: 'article',
  });
}

export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const article = await load(params);
  // Missing, not public, or the CMS unreachable with no copy kept: the article-not-found message.
  // The proxy has already given this response its 404 status (see src/proxy.ts): notFound() here would
  // leave the message to client-side rendering, so it would not show without JavaScript.
  if (!article) return <ArticleNotFound />;
  const jsonLd = article.kind === 'event' ? eventJsonLd(article) : newsArticleJsonLd(article);
  return (
    <>
      <ArticleDetail article={article} />
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
    </>
  );
}
