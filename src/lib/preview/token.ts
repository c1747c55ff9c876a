import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ArticleKind } from '@/lib/news/types';
import { kindFromType } from '@/lib/news/wordpress/mappers';

/**
 * Preview links made by the WordPress plugin, and the cookie that says which drafts a browser may see.
 *
 * A link carries `v1.{post_id}.{post_type}.{expires}.{nonce}.{signature}`: the signature is the
 * base64url (unpadded) HMAC-SHA256, keyed with the shared secret (REVALIDATE_SECRET), of everything
 * before it. Pure functions: the clock and the secret are passed in.
 */

export const PREVIEW_POST_TYPES = ['post', 'app_media', 'app_event'] as const;
export type PreviewPostType = (typeof PREVIEW_POST_TYPES)[number];

/** The plugin signs links for ten minutes; anything promising more than this is not one of its links. */
export const MAX_TOKEN_LIFETIME_SECONDS = 15 * 60;

export interface PreviewClaim {
  postId: number;
  postType: PreviewPostType;
  kind: ArticleKind;
  /** Unix seconds. */
  expires: number;
  nonce: string;
  /** The signed part, `v1.{post_id}.{post_type}.{expires}.{nonce}`: what a replay check remembers. */
  payload: string;
}

export type TokenRefusal = 'malformed' | 'forged' | 'expired' | 'too-far-ahead';

export type TokenResult = { ok: true; claim: PreviewClaim } | { ok: false; reason: TokenRefusal };

const TOKEN = /^v1\.([1-9]\d{0,9})\.(post|app_media|app_event)\.([1-9]\d{0,10})\.([0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;

function hmac(secret: string, message: string): Buffer {
  return createHmac('sha256', secret).update(message).digest();
}

/** The signature the plugin puts on `payload`. */
export function signPreviewPayload(secret: string, payload: string): string {
  return hmac(secret, payload).toString('base64url');
}

function sameSignature(given: string, expected: Buffer): boolean {
  const presented = Buffer.from(given, 'base64url');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * Checks a token's form, signature and lifetime (not whether it was used before: see replay.ts).
 * The signature is checked before the times, so an unsigned token learns nothing about them.
 */
export function verifyPreviewToken(token: unknown, secret: string, nowSeconds: number): TokenResult {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'malformed' };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, id, type, expiresText, nonce, signature] = match as unknown as [string, string, PreviewPostType, string, string, string];
  const payload = `v1.${id}.${type}.${expiresText}.${nonce}`;
  if (!sameSignature(signature, hmac(secret, payload))) return { ok: false, reason: 'forged' };
  const expires = Number(expiresText);
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  if (expires > nowSeconds + MAX_TOKEN_LIFETIME_SECONDS) return { ok: false, reason: 'too-far-ahead' };
  return { ok: true, claim: { postId: Number(id), postType: type, kind: kindFromType(type), expires, nonce, payload } };
}

// ---------------------------------------------------------------------------------------------------
// The scope cookie: which articles this browser was given a valid link for.

export const PREVIEW_SCOPE_COOKIE = 'site_preview_scope';
/** How long a browser may keep previewing what it was given links for, without a new link. */
export const PREVIEW_SESSION_SECONDS = 60 * 60;
/** A browser previews a few drafts at a time at most; the oldest is dropped beyond this. */
const MAX_SCOPE_ENTRIES = 8;

export interface PreviewScope {
  /** `{kind}:{id}` of each article, oldest first. */
  articles: string[];
  /** Unix seconds. */
  expires: number;
}

const SCOPE = /^v1\.([1-9]\d{0,10})\.((?:(?:posts|media|event):[1-9]\d{0,9},?){1,8})\.([A-Za-z0-9_-]{43})$/;

/** Keyed apart from the links: a link's signature can never pass for a cookie's or the reverse. */
function scopeMac(secret: string, payload: string): Buffer {
  return hmac(secret, `preview-scope.${payload}`);
}

export function articleKey(kind: ArticleKind, id: number): string {
  return `${kind}:${id}`;
}

export function encodePreviewScope(secret: string, scope: PreviewScope): string {
  const payload = `v1.${scope.expires}.${scope.articles.join(',')}`;
  return `${payload}.${scopeMac(secret, payload).toString('base64url')}`;
}

/** The scope a cookie names, or null when it is missing, altered or past its time. */
export function readPreviewScope(value: string | undefined, secret: string, nowSeconds: number): PreviewScope | null {
  if (!value || value.length > 400) return null;
  const match = SCOPE.exec(value);
  if (!match) return null;
  const [, expiresText, list, signature] = match as unknown as [string, string, string, string];
  if (!sameSignature(signature, scopeMac(secret, `v1.${expiresText}.${list}`))) return null;
  const expires = Number(expiresText);
  if (expires <= nowSeconds) return null;
  return { articles: list.split(',').filter(Boolean), expires };
}

/** The scope after a new link: the article added (moved to the end), the time restarted. */
export function extendPreviewScope(previous: PreviewScope | null, kind: ArticleKind, id: number, nowSeconds: number): PreviewScope {
  const key = articleKey(kind, id);
  const articles = [...(previous?.articles ?? []).filter((entry) => entry !== key), key].slice(-MAX_SCOPE_ENTRIES);
  return { articles, expires: nowSeconds + PREVIEW_SESSION_SECONDS };
}

export function scopeAllows(scope: PreviewScope | null, kind: ArticleKind, id: number): boolean {
  return scope !== null && scope.articles.includes(articleKey(kind, id));
}
