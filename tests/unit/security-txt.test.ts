import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { buildTime, securityTxt } from '@/lib/security-txt';

describe('security.txt', () => {
  it('names the security contact, expires a year after the build, and states its canonical address (RFC 9116)', () => {
    const body = securityTxt({ siteUrl: 'https://www.example.org', contactEmail: 'security@example.org', builtAt: new Date('2026-02-10T09:30:15.123Z') });
    expect(body).toBe(
      [
        'Contact: mailto:security@example.org',
        'Expires: 2027-02-10T09:30:15Z',
        'Preferred-Languages: en',
        'Canonical: https://www.example.org/.well-known/security.txt',
        '',
      ].join('\n'),
    );
    expect(body).not.toMatch(/^Policy:/m);
  });

  it('has a placeholder security mailbox in the site identity', () => {
    expect(site.securityEmail).toMatch(/^security@[\w.-]+\.\w+$/);
  });

  it('takes the build time written into the bundle, and now where there is none', () => {
    expect(buildTime('2026-02-10T09:30:15.123Z').toISOString()).toBe('2026-02-10T09:30:15.123Z');
    // "Now" on the test's clock (only Date is replaced), so it is exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
      for (const missing of [undefined, '', 'not a date']) {
        expect(buildTime(missing).toISOString(), String(missing)).toBe('2026-03-01T12:00:00.000Z');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
