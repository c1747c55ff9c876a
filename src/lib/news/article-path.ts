import { ARTICLE_KINDS, type ArticleKind } from './types';

/** `/newsroom/{kind}/{id}` → the article it names, or null when the path cannot name one. */
export function parseArticleParams(kind: string, id: string): { kind: ArticleKind; id: number } | null {
  if (!(ARTICLE_KINDS as readonly string[]).includes(kind) || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { kind: kind as ArticleKind, id: Number(id) };
}

const ARTICLE_PATH = /^\/newsroom\/([^/]+)\/([^/]+)$/;

export function parseArticlePath(pathname: string): { kind: string; id: string } | null {
  const match = ARTICLE_PATH.exec(pathname);
  return match ? { kind: match[1] ?? '', id: match[2] ?? '' } : null;
}
