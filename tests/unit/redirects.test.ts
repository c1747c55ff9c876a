import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedirects, loadRedirects, redirectAnswer, redirectEntries, redirectKey } from '../../server/redirects.mjs';

/** The redirects of content/redirects.yaml as the server answers them. */

const match = createRedirects([
  { from: '/imsr', to: '/technology', permanent: true },
  { from: '/webinar/', to: '/event', permanent: false },
  { from: '/In-Memoriam', to: '/our-team/advisors?redirected=true', permanent: true },
  { from: '/reactor-guide', to: 'https://www.example.org/guide#basics', permanent: true },
]);

describe('the redirect matcher', () => {
  it('sends a permanent redirect with 308 and a temporary one with 307', () => {
    expect(match('/imsr', '')).toEqual({ status: 308, location: '/technology' });
    expect(match('/webinar', '')).toEqual({ status: 307, location: '/event' });
  });

  it('passes the visitor’s query on, after the target’s own and before its fragment', () => {
    expect(match('/imsr', 'utm_source=brochure&utm_campaign=spring')).toEqual({ status: 308, location: '/technology?utm_source=brochure&utm_campaign=spring' });
    expect(match('/in-memoriam', 'utm_source=mail')?.location).toBe('/our-team/advisors?redirected=true&utm_source=mail');
    expect(match('/reactor-guide', 'ref=card')?.location).toBe('https://www.example.org/guide?ref=card#basics');
  });

  it.each(['/imsr/', '/IMSR', '/Imsr//', '/IMSR/'])('finds %s under /imsr', (path) => {
    expect(match(path, '')?.location).toBe('/technology');
  });

  it('finds a `from` written with a final slash or capitals under its plain spelling', () => {
    expect(match('/webinar', '')?.location).toBe('/event');
    expect(match('/in-memoriam/', '')?.status).toBe(308);
  });

  it('answers null for every other address, longer and shorter ones included', () => {
    for (const path of ['/', '/technology', '/imsr/more', '/imsrs', '/ims', '//imsr']) expect(match(path, ''), path).toBeNull();
  });

  it('keeps a Location header Node.js can send, whatever the query holds', () => {
    expect(match('/imsr', 'q=caf\u00e9 bar')?.location).toBe('/technology?q=caf%C3%A9%20bar');
  });

  it('keys a path by its lower-case form without final slashes', () => {
    expect(redirectKey('/Technology/Versatile/')).toBe('/technology/versatile');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('//')).toBe('/');
  });
});

describe('reading content/redirects.yaml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes `type: temporary` as 307 and anything else as permanent', () => {
    const { entries } = redirectEntries({
      redirects: [
        { from: '/a', to: '/technology', type: 'temporary' },
        { from: '/b', to: '/technology', type: 'permanent' },
        { from: '/c', to: '/technology' },
      ],
    });
    expect(entries.map((entry) => entry.permanent)).toEqual([false, true, true]);
  });

  it('leaves out what it cannot use, and counts it', () => {
    const { entries, skipped } = redirectEntries({
      redirects: [
        { from: 'imsr', to: '/technology' },
        { from: '/imsr?x=1', to: '/technology' },
        { from: '/ok', to: 'http://example.org/' },
        { from: '/ok', to: '//evil.example.org/' },
        { from: '/ok', to: 'javascript:alert(1)' },
        { from: 42, to: '/technology' },
        'not an entry',
        { from: '/ok', to: '/technology' },
      ],
    });
    expect(entries).toEqual([{ from: '/ok', to: '/technology', permanent: true }]);
    expect(skipped).toBe(7);
    expect(redirectEntries(null)).toEqual({ entries: [], skipped: 0 });
    expect(redirectEntries({ redirects: 'none' })).toEqual({ entries: [], skipped: 0 });
  });

  it('serves the shipped file’s entries', () => {
    const shipped = loadRedirects(join(process.cwd(), 'content', 'redirects.yaml'));
    expect(shipped('/imsr', '')).toEqual({ status: 308, location: '/technology' });
    expect(shipped('/webinar', '')).toEqual({ status: 307, location: '/event' });
  });

  it('answers no redirect, and says so, for a file it cannot read; none for a missing file', () => {
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, 'redirects:\n  - from: /a\n   to: /b\n');
    const warnings: string[] = [];
    expect(loadRedirects(broken, (message) => warnings.push(message))('/a', '')).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/^redirects: .*broken\.yaml cannot be read/)]);
    expect(loadRedirects(join(dir, 'missing.yaml'))('/a', '')).toBeNull();
  });
});

describe('the entry’s answer', () => {
  it('carries the location, a lifetime and the security headers of the entry’s other answers', () => {
    expect(redirectAnswer({ status: 308, location: '/technology' })).toEqual({
      status: 308,
      body: '',
      headers: expect.objectContaining({
        location: '/technology',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      }),
    });
    expect(redirectAnswer({ status: 307, location: '/event' }).headers['cache-control']).toBe('no-store');
  });
});
