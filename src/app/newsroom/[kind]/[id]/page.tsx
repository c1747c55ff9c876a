import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ArticleDetail } from '@/components/news/article-detail';
import { getArticleDetail } from '@/lib/content/queries';
import { ARTICLE_KINDS, type ArticleKind } from '@/lib/content/types';
import { previewText } from '@/lib/format/cards';
import { eventJsonLd, newsArticleJsonLd, serializeJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

interface Params {
  kind: string;
  id: string;
}

function parseParams({ kind, id }: Params): { kind: ArticleKind; id: number } | null {
  if (!(ARTICLE_KINDS as readonly string[]).includes(kind) || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { kind: kind as ArticleKind, id: Number(id) };
}

async function load(params: Promise<Params>) {
  const parsed = parseParams(await params);
  if (!parsed) return null;
  const state = await getArticleDetail(parsed.kind, parsed.id);
  return state.status === 'found' ? state.article : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const article = await load(params);
  if (!article) return { title: 'Article not found', robots: { index: false } };
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
  if (!article) notFound();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const jsonLd = article.kind === 'event' ? eventJsonLd(article) : newsArticleJsonLd(article);
  return (
    <>
      <ArticleDetail article={article} />
      {jsonLd ? (
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
    </>
  );
}
