import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, isHttpsRequest, staticSecurityHeaders } from '@/lib/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('allows scripts only by nonce in production, and forbids framing', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc123' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("adds 'unsafe-eval' only in development and upgrades requests only over https", () => {
    expect(directive(buildContentSecurityPolicy({ nonce: 'n', development: true }), 'script-src')).toContain("'unsafe-eval'");
    expect(buildContentSecurityPolicy({ nonce: 'n', https: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('Content-Security-Policy for CMS content', () => {
  it('lets images, media and frames come from the content origins and video players only', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', contentOrigins: ['https://cms.example.org', 'https://cdn.example.net'] });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://cms.example.org https://cdn.example.net");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' https://cms.example.org https://cdn.example.net");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://cms.example.org https://cdn.example.net https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    );
    expect(directive(policy, 'script-src')).not.toContain('cms.example.org');
    expect(directive(buildContentSecurityPolicy({ nonce: 'n' }), 'img-src')).toBe("img-src 'self' data: blob:");
  });
});

describe('Content-Security-Policy for the forms captcha', () => {
  it('admits no third party for the default proof of work, only its blob: workers', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n' });
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/cloudflare|google|hcaptcha/);
  });

  it.each([
    ['turnstile', 'https://challenges.cloudflare.com', /google|hcaptcha/],
    ['recaptcha', 'https://www.google.com/recaptcha/', /cloudflare|hcaptcha/],
    ['hcaptcha', 'https://*.hcaptcha.com', /cloudflare|google/],
  ] as const)('lets %s in only when it is the configured provider', (captcha, host, others) => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', captcha });
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('frame-src')).toContain(host);
    expect(directive('script-src')).toContain(host);
    expect(directive('connect-src')).toContain(host);
    expect(policy).not.toMatch(others);
  });
});

describe('isHttpsRequest', () => {
  it.each([
    ['http:', null, false],
    ['https:', null, true],
    ['http:', 'https', true],
    ['http:', 'HTTPS, http', true],
    ['https:', 'http', false],
    ['http:', '', false],
  ] as const)('protocol %s, x-forwarded-proto %s → %s', (protocol, forwarded, expected) => {
    expect(isHttpsRequest(protocol, forwarded)).toBe(expected);
  });
});

describe('nonces and static headers', () => {
  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it('sends nosniff, a referrer policy and a permissions policy', () => {
    const byName = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));
    expect(byName['X-Content-Type-Options']).toBe('nosniff');
    expect(byName['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(byName['Permissions-Policy']).toContain('geolocation=()');
  });

  it('gives the editing screen in GitHub mode GitHub’s API and images, and nothing more', () => {
    const github = buildContentSecurityPolicy({ editing: 'github' });
    expect(github).toMatch(/connect-src 'self' https:\/\/api\.github\.com(;|$)/);
    expect(github).toContain('https://avatars.githubusercontent.com');
    expect(github).toMatch(/font-src 'self'(;|$)/);
    const local = buildContentSecurityPolicy({ editing: 'local' });
    expect(local).not.toContain('github');
    expect(buildContentSecurityPolicy({})).not.toContain('github');
  });
});
