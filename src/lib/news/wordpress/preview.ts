import { type Article, type ArticleKind, NewsUnavailableError } from '../types';
import { type WordPressClientOptions, wordpressGet } from './client';
import { asObject, type JsonObject } from './json';
import { endpointForKind, mapArticle } from './mappers';

/**
 * One article as its editor sees it: a draft (any status), or a published article with its newest
 * autosave's title, body and excerpt when that autosave is newer than the article. Read with an
 * application password (client.auth), past every cache: the caller must not store the answer either.
 */

/** WordPress's GMT time stamps (`2026-01-02T03:04:05`, no offset) compare as text. */
const gmt = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The newest autosave of a post when it is newer than the post, else null. */
function newerAutosave(post: JsonObject, autosaves: unknown): JsonObject | null {
  if (!Array.isArray(autosaves)) return null;
  let newest: JsonObject | null = null;
  for (const item of autosaves) {
    const autosave = asObject(item);
    if (autosave && gmt(autosave.modified_gmt) > gmt(newest?.modified_gmt)) newest = autosave;
  }
  return newest && gmt(newest.modified_gmt) > gmt(post.modified_gmt) ? newest : null;
}

export async function getPreviewArticle(client: WordPressClientOptions, kind: ArticleKind, id: number): Promise<Article | null> {
  if (!client.auth) throw new NewsUnavailableError('previews need an application password');
  const path = `${endpointForKind(kind)}/${id}`;
  const response = await wordpressGet(client, path, { context: 'edit', _embed: 'author,wp:featuredmedia,wp:term' });
  // Missing (404), or a post this user may not edit (401/403): nothing to preview.
  if (response.status >= 400) return null;
  const post = asObject(response.body);
  if (!post) return null;
  let merged = post;
  if (post.status === 'publish') {
    const autosaves = await wordpressGet(client, `${path}/autosaves`, { context: 'edit' });
    const autosave = autosaves.status === 200 ? newerAutosave(post, autosaves.body) : null;
    if (autosave) {
      merged = { ...post, title: autosave.title, content: autosave.content, excerpt: autosave.excerpt, modified: autosave.modified, modified_gmt: autosave.modified_gmt };
    }
  }
  const article = mapArticle(merged, { baseUrl: new URL(client.apiUrl).origin });
  return article && article.kind === kind ? article : null;
}
