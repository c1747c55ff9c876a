import type { Metadata } from 'next';
import { ArticleDetail } from '@/components/news/article-detail';
import { ARTICLE_NOT_FOUND_DESCRIPTION, ARTICLE_NOT_FOUND_TITLE, ArticleNotFound } from '@/components/news/article-not-found';
import { PreviewBar } from '@/components/news/preview-bar';
import { parseArticleParams } from '@/lib/news/article-path';
import { articleMetadata } from '@/lib/article-metadata';
import { getArticleDetail } from '@/lib/news/queries';
import { eventJsonLd, newsArticleJsonLd, serializeJsonLd } from '@/lib/json-ld';
import { previewState } from '@/lib/preview/session';

interface Params {
  kind: string;
  id: string;
}

/**
 * The article, and whether this is an editor's preview of it (a draft or unsaved changes: never
 * cached, never indexed, shown only to the browser that was given a link for it).
 */
async function load(params: Promise<Params>) {
  const { kind, id } = await params;
  const parsed = parseArticleParams(kind, id);
  if (!parsed) return { article: null, preview: null };
  const preview = await previewState(parsed.kind, parsed.id);
  if (preview.preview) return { article: preview.article, preview: parsed };
  const state = await getArticleDetail(parsed.kind, parsed.id);
  return { article: state.status === 'found' ? state.article : null, preview: null };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { article, preview } = await load(params);
  if (!article) return { title: ARTICLE_NOT_FOUND_TITLE, description: ARTICLE_NOT_FOUND_DESCRIPTION, robots: { index: false } };
  const metadata = articleMetadata(article);
  return preview ? { ...metadata, title: `Preview: ${article.titleText || 'Untitled'}`, robots: { index: false, follow: false } } : metadata;
}

export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const { article, preview } = await load(params);
  const bar = preview ? <PreviewBar kind={preview.kind} id={preview.id} /> : null;
  // Missing, not public, or the CMS unreachable with no copy kept: the article-not-found message.
  // The proxy has already given this response its 404 status (see src/proxy.ts): notFound() here would
  // leave the message to client-side rendering, so it would not show without JavaScript.
  if (!article) {
    return (
      <>
        <ArticleNotFound />
        {bar}
      </>
    );
  }
  const jsonLd = preview ? null : article.kind === 'event' ? eventJsonLd(article) : newsArticleJsonLd(article);
  return (
    <>
      <ArticleDetail article={article} />
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
      {bar}
    </>
  );
}
