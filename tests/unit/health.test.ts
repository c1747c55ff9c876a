import { describe, expect, it } from 'vitest';
import { httpStatusOf, OUTBOX_LATE_SECONDS, outboxCheckStatus, overallStatus, publicHealth, wordpressCheckStatus } from '@/lib/health';
import { holdsMetricsToken } from '@/lib/metrics';

describe('readiness rules', () => {
  it('is ok when every check is, unready only when the database fails, degraded otherwise', () => {
    expect(overallStatus({ database: { status: 'ok' }, redis: { status: 'ok' }, wordpress: { status: 'ok' }, outbox: { status: 'ok' } })).toBe('ok');
    expect(overallStatus({ database: { status: 'ok' }, redis: { status: 'degraded' }, outbox: { status: 'ok' } })).toBe('degraded');
    expect(overallStatus({ database: { status: 'ok' }, wordpress: { status: 'degraded' } })).toBe('degraded');
    // The outbox could not be read, though the database answered: serve, but say so.
    expect(overallStatus({ database: { status: 'ok' }, outbox: { status: 'error' } })).toBe('degraded');
    expect(overallStatus({ database: { status: 'error' }, redis: { status: 'ok' }, outbox: { status: 'error' } })).toBe('unready');
    expect(overallStatus({ database: { status: 'error' }, redis: { status: 'degraded' } })).toBe('unready');
    // A check that does not apply here (no page cache without the server entry) changes nothing.
    expect(overallStatus({ database: { status: 'ok' }, pageCache: undefined })).toBe('ok');
  });

  it('answers 200 while the site can serve and 503 when it must not take visitors', () => {
    expect(httpStatusOf('ok')).toBe(200);
    expect(httpStatusOf('degraded')).toBe(200);
    expect(httpStatusOf('unready')).toBe(503);
  });

  it('calls the outbox degraded when Mailchimp is configured and a delivery is late or failed', () => {
    const fine = { mailchimpConfigured: true, oldestWaitingSeconds: 0, failed: 0 };
    expect(OUTBOX_LATE_SECONDS).toBe(900);
    expect(outboxCheckStatus(fine)).toBe('ok');
    expect(outboxCheckStatus({ ...fine, oldestWaitingSeconds: 900 })).toBe('ok');
    expect(outboxCheckStatus({ ...fine, oldestWaitingSeconds: 901 })).toBe('degraded');
    expect(outboxCheckStatus({ ...fine, failed: 1 })).toBe('degraded');
    // Without Mailchimp, submissions wait in the database by design.
    expect(outboxCheckStatus({ mailchimpConfigured: false, oldestWaitingSeconds: 86_400, failed: 3 })).toBe('ok');
  });

  it('calls WordPress degraded while its last request failed', () => {
    expect(wordpressCheckStatus({ lastSuccessAt: null, lastErrorAt: null })).toBe('ok');
    expect(wordpressCheckStatus({ lastSuccessAt: 2000, lastErrorAt: null })).toBe('ok');
    expect(wordpressCheckStatus({ lastSuccessAt: 2000, lastErrorAt: 1000 })).toBe('ok');
    expect(wordpressCheckStatus({ lastSuccessAt: 1000, lastErrorAt: 2000 })).toBe('degraded');
    expect(wordpressCheckStatus({ lastSuccessAt: null, lastErrorAt: 2000 })).toBe('degraded');
  });

  it('tells anyone the overall status and nothing else', () => {
    const report = {
      status: 'degraded' as const,
      uptimeSeconds: 5120,
      database: 'ok',
      checks: { redis: { status: 'degraded', configured: true, connected: false, reason: 'unreachable' } },
    };
    expect(publicHealth(report)).toEqual({ status: 'degraded' });
    expect(Object.keys(publicHealth({ status: 'unready' }))).toEqual(['status']);
  });
});

describe('the metrics token', () => {
  const token = 'scrape-token-0123456789abcdef';

  it('is held by exactly `Bearer <token>`', () => {
    expect(holdsMetricsToken(`Bearer ${token}`, token)).toBe(true);
    for (const header of [null, '', 'Bearer ', token, `bearer ${token}`, `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Bearer  ${token}`]) {
      expect(holdsMetricsToken(header, token)).toBe(false);
    }
  });

  it('is never held while none is configured', () => {
    for (const header of [null, '', 'Bearer ', 'Bearer undefined']) {
      expect(holdsMetricsToken(header, undefined)).toBe(false);
      expect(holdsMetricsToken(header, '')).toBe(false);
    }
  });
});
