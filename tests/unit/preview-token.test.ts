import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/forms/db';
import { previewRefusal } from '@/lib/preview/refusal';
import { claimPreviewLink } from '@/lib/preview/replay';
import { previewSettings } from '@/lib/preview/settings';
import {
  encodePreviewScope,
  extendPreviewScope,
  PREVIEW_SESSION_SECONDS,
  readPreviewScope,
  scopeAllows,
  verifyPreviewToken,
} from '@/lib/preview/token';

const SECRET = 'preview-unit-secret-0123456789';
const NOW = 1_800_000_000;

/** The plugin's algorithm, written out independently of the code under test. */
function token(id: number | string, type: string, expires: number, nonce = '0123456789abcdef', secret = SECRET): string {
  const payload = `v1.${id}.${type}.${expires}.${nonce}`;
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

describe('preview links', () => {
  it('accepts a link the plugin signed, for ten minutes, for each post type', () => {
    for (const [type, kind] of [
      ['post', 'posts'],
      ['app_media', 'media'],
      ['app_event', 'event'],
    ] as const) {
      const result = verifyPreviewToken(token(42, type, NOW + 600), SECRET, NOW);
      expect(result).toEqual({
        ok: true,
        claim: { postId: 42, postType: type, kind, expires: NOW + 600, nonce: '0123456789abcdef', payload: `v1.42.${type}.${NOW + 600}.0123456789abcdef` },
      });
    }
  });

  it('refuses a link whose signature was altered, or which names another post than it signed', () => {
    const good = token(42, 'post', NOW + 600);
    const flipped = good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A');
    expect(verifyPreviewToken(flipped, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    const signature = good.split('.').at(-1);
    expect(verifyPreviewToken(`v1.43.post.${NOW + 600}.0123456789abcdef.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyPreviewToken(`v1.42.app_event.${NOW + 600}.0123456789abcdef.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a link signed with another secret', () => {
    expect(verifyPreviewToken(token(42, 'post', NOW + 600, undefined, 'another-secret-0123456789'), SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses anything that is not shaped like a link', () => {
    const good = token(42, 'post', NOW + 600);
    for (const bad of [
      null,
      '',
      'v1',
      good.replace(/^v1/, 'v2'),
      good.replace('.post.', '.page.'),
      token(0, 'post', NOW + 600),
      token('-1', 'post', NOW + 600),
      token(42, 'post', NOW + 600, '0123456789ABCDEF'),
      token(42, 'post', NOW + 600, '0123456789abcde'),
      `${good}=`,
      `${good}.extra`,
      `${good} `,
      'x'.repeat(500),
    ]) {
      expect(verifyPreviewToken(bad, SECRET, NOW), String(bad)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a link past its time, and one promising more than fifteen minutes', () => {
    expect(verifyPreviewToken(token(42, 'post', NOW), SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPreviewToken(token(42, 'post', NOW - 1), SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPreviewToken(token(42, 'post', NOW + 15 * 60), SECRET, NOW).ok).toBe(true);
    expect(verifyPreviewToken(token(42, 'post', NOW + 15 * 60 + 1), SECRET, NOW)).toEqual({ ok: false, reason: 'too-far-ahead' });
    expect(verifyPreviewToken(token(42, 'post', NOW + 86_400 * 7), SECRET, NOW)).toEqual({ ok: false, reason: 'too-far-ahead' });
  });

  it('accepts a link once: its claim is remembered until it expires', async () => {
    const claims = new Map<string, string>();
    const db = {
      kind: 'pglite',
      async query(sql: string, params: unknown[] = []) {
        if (sql.startsWith('DELETE')) return [];
        const [key, expiresAt] = params as [string, string];
        if (claims.has(key)) return [];
        claims.set(key, expiresAt);
        return [{ key }];
      },
      transaction: () => Promise.reject(new Error('unused')),
      close: async () => {},
    } as unknown as Db;
    const first = verifyPreviewToken(token(42, 'post', NOW + 600), SECRET, NOW);
    const other = verifyPreviewToken(token(42, 'post', NOW + 600, 'fedcba9876543210'), SECRET, NOW);
    if (!first.ok || !other.ok) throw new Error('test links must verify');
    expect(await claimPreviewLink(first.claim, db)).toBe(true);
    expect(await claimPreviewLink(first.claim, db)).toBe(false);
    expect(await claimPreviewLink(other.claim, db)).toBe(true);
    expect([...claims.values()]).toEqual([new Date((NOW + 600) * 1000).toISOString(), new Date((NOW + 600) * 1000).toISOString()]);
  });

  it('answers each refusal with its status, noindex and no-store, and never a post', async () => {
    const statuses = {
      'not-configured': 404,
      malformed: 400,
      forged: 403,
      'too-far-ahead': 403,
      expired: 410,
      replayed: 409,
      unavailable: 503,
    } as const;
    for (const [reason, status] of Object.entries(statuses)) {
      const response = previewRefusal(reason as keyof typeof statuses);
      expect(response.status, reason).toBe(status);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    }
    expect(await previewRefusal('not-configured').text()).toContain('Previews are not set up');
  });

  it('are configured only with the secret, the CMS and the preview user’s password', () => {
    const all = {
      REVALIDATE_SECRET: SECRET,
      WORDPRESS_API_URL: 'https://cms.example.org/wp-json/wp/v2',
      WORDPRESS_PREVIEW_USER: 'editor',
      WORDPRESS_PREVIEW_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
      WORDPRESS_TIMEOUT_MS: 5000,
    };
    expect(previewSettings(all)?.client.auth).toEqual({ user: 'editor', password: 'abcd efgh ijkl mnop qrst uvwx' });
    for (const name of ['REVALIDATE_SECRET', 'WORDPRESS_API_URL', 'WORDPRESS_PREVIEW_USER', 'WORDPRESS_PREVIEW_PASSWORD'] as const) {
      expect(previewSettings({ ...all, [name]: undefined }), name).toBeNull();
    }
  });
});

describe('the preview scope cookie', () => {
  it('names the articles this browser was given links for, for an hour', () => {
    const scope = extendPreviewScope(null, 'posts', 42, NOW);
    expect(scope).toEqual({ articles: ['posts:42'], expires: NOW + PREVIEW_SESSION_SECONDS });
    const value = encodePreviewScope(SECRET, scope);
    const read = readPreviewScope(value, SECRET, NOW + 10);
    expect(scopeAllows(read, 'posts', 42)).toBe(true);
    expect(scopeAllows(read, 'posts', 43)).toBe(false);
    expect(scopeAllows(read, 'media', 42)).toBe(false);
    expect(readPreviewScope(value, SECRET, NOW + PREVIEW_SESSION_SECONDS)).toBeNull();
  });

  it('adds each new article, keeping the others, without duplicates', () => {
    let scope = extendPreviewScope(null, 'posts', 42, NOW);
    scope = extendPreviewScope(scope, 'event', 7, NOW + 60);
    scope = extendPreviewScope(scope, 'posts', 42, NOW + 120);
    expect(scope).toEqual({ articles: ['event:7', 'posts:42'], expires: NOW + 120 + PREVIEW_SESSION_SECONDS });
    const read = readPreviewScope(encodePreviewScope(SECRET, scope), SECRET, NOW + 130);
    expect(read?.articles).toEqual(['event:7', 'posts:42']);
    for (let id = 100; id < 120; id += 1) scope = extendPreviewScope(scope, 'media', id, NOW);
    expect(scope.articles).toHaveLength(8);
    expect(readPreviewScope(encodePreviewScope(SECRET, scope), SECRET, NOW)?.articles).toEqual(scope.articles);
  });

  it('is worthless altered, signed with another secret, or made from a link’s signature', () => {
    const value = encodePreviewScope(SECRET, extendPreviewScope(null, 'posts', 42, NOW));
    expect(readPreviewScope(value.replace('posts:42', 'posts:43'), SECRET, NOW)).toBeNull();
    expect(readPreviewScope(value, 'another-secret-0123456789', NOW)).toBeNull();
    expect(readPreviewScope(undefined, SECRET, NOW)).toBeNull();
    expect(readPreviewScope('', SECRET, NOW)).toBeNull();
    // The same bytes signed as a link do not make a cookie.
    const payload = `v1.${NOW + 600}.posts:42`;
    const linkSigned = `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    expect(readPreviewScope(linkSigned, SECRET, NOW)).toBeNull();
  });
});
