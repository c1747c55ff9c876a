import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsUnavailableError } from '@/lib/news/types';
import { wordpressGet } from '@/lib/news/wordpress/client';
import { wordPressStatus } from '@/lib/news/wordpress/status';
import { siteMetrics } from '@/lib/metrics';

const API = 'https://cms.example.org/wp-json/wp/v2';

async function counts() {
  const text = await siteMetrics().registry.metrics();
  const value = (series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1] ?? 0);
  return {
    ok: value('site_wordpress_request_duration_seconds_count{outcome="ok"}'),
    error: value('site_wordpress_request_duration_seconds_count{outcome="error"}'),
    timeout: value('site_wordpress_request_errors_total{reason="timeout"}'),
    network: value('site_wordpress_request_errors_total{reason="network"}'),
    http: value('site_wordpress_request_errors_total{reason="http"}'),
    invalid: value('site_wordpress_request_errors_total{reason="invalid"}'),
    lastSuccess: value('site_wordpress_last_success_timestamp_seconds'),
  };
}

const answer = (body: string, status = 200): typeof fetch => async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('every WordPress request is recorded', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts answers and each kind of failure, and keeps the last success and the last error for the health check', async () => {
    // The wall clock is the test's (only Date is replaced: promises and timers run as ever), so the times kept are exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    const answeredAt = Date.UTC(2026, 1, 10, 9, 30);
    vi.setSystemTime(answeredAt);
    const before = await counts();
    await wordpressGet({ apiUrl: API, timeoutMs: 1000, fetch: answer('[]') }, 'posts');
    // "No such post" is an answer, not an outage.
    await wordpressGet({ apiUrl: API, timeoutMs: 1000, fetch: answer('{"code":"rest_post_invalid_id"}', 404) }, 'posts/9');
    const afterSuccess = wordPressStatus();
    expect(afterSuccess.lastSuccessAt).toBe(answeredAt);
    const failedAt = answeredAt + 5000;
    vi.setSystemTime(failedAt);

    const failures: [typeof fetch, string][] = [
      [answer('{}', 503), 'http'],
      [answer('<html>maintenance</html>'), 'invalid'],
      [
        async () => {
          throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
        },
        'network',
      ],
      [
        async () => {
          throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        },
        'timeout',
      ],
    ];
    for (const [fetchImpl, reason] of failures) {
      await expect(wordpressGet({ apiUrl: API, timeoutMs: 1000, fetch: fetchImpl }, 'posts')).rejects.toBeInstanceOf(NewsUnavailableError);
      expect(wordPressStatus().lastErrorReason).toBe(reason);
    }
    const after = await counts();
    expect(after.ok - before.ok).toBe(2);
    expect(after.error - before.error).toBe(4);
    expect([after.http - before.http, after.invalid - before.invalid, after.network - before.network, after.timeout - before.timeout]).toEqual([1, 1, 1, 1]);
    expect(after.lastSuccess).toBe(answeredAt / 1000);
    expect(wordPressStatus()).toMatchObject({ lastSuccessAt: answeredAt, lastErrorAt: failedAt });
  });
});
