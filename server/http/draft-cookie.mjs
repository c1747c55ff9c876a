// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';
import { DRAFT_MODE_COOKIE } from '../next-contract.mjs';

/**
 * Next.js's draft-mode cookie: an editor's preview session, whose pages are theirs alone and never cached.
 * Only the build's own value counts; a forged one is removed before anything reads the request.
 */

/** @param {string | undefined} header  a request's Cookie header */
export function hasDraftCookie(header) {
  return Boolean(header && header.split(';').some((part) => part.trim().startsWith(`${DRAFT_MODE_COOKIE}=`)));
}

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text).digest();

/**
 * Whether a cookie's value is the build's preview id, in constant time. Compared as digests of equal length:
 * a value of the id's length in characters can be longer in bytes (Node reads a header's byte ≥ 0x80 as one
 * Latin-1 character, two bytes in UTF-8), and timingSafeEqual throws on buffers of different lengths.
 * @param {string} value
 * @param {string} previewModeId
 */
export function isPreviewId(value, previewModeId) {
  return timingSafeEqual(digest(value), digest(previewModeId));
}

/**
 * Removes a draft-mode cookie that is not this build's own (Next.js sets it to the build's preview id):
 * a forged one neither bypasses the cache nor reaches the application.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | null} previewModeId
 */
export function dropForgedDraftCookie(req, previewModeId) {
  const header = req.headers.cookie;
  if (!hasDraftCookie(header)) return;
  const parts = String(header).split(';');
  const kept = parts.filter((part) => {
    const trimmed = part.trim();
    if (!trimmed.startsWith(`${DRAFT_MODE_COOKIE}=`)) return true;
    const value = trimmed.slice(DRAFT_MODE_COOKIE.length + 1);
    return Boolean(previewModeId) && isPreviewId(value, /** @type {string} */ (previewModeId));
  });
  if (kept.length === parts.length) return;
  if (kept.length === 0) delete req.headers.cookie;
  else req.headers.cookie = kept.join(';');
}
