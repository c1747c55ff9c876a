import { describe, expect, it, vi } from 'vitest';
import { createSiteMetrics, siteMetrics } from '../../server/metrics.mjs';
import { sampleOf, SITE_SERIES } from '../support/metrics';

describe('the metrics registry', () => {
  it('is created once per process: a second copy of the module finds the same registry and registers nothing again', async () => {
    const first = siteMetrics();
    vi.resetModules();
    const again = await import('../../server/metrics.mjs');
    expect(again.siteMetrics).not.toBe(siteMetrics);
    expect(again.siteMetrics()).toBe(first);
    expect(again.siteMetrics().registry).toBe(first.registry);
    first.formSubmissions.inc({ form: 'contact', result: 'stored' });
    const text = await again.scrapeMetrics();
    expect(text.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(sampleOf(text.body, 'site_form_submissions_total{form="contact",result="stored"}')).toBe(1);
  });

  it('names every series with its help text, and the process series', async () => {
    const text = await siteMetrics().registry.metrics();
    for (const name of SITE_SERIES) expect(text).toMatch(new RegExp(`^# HELP ${name} \\S.{20,}$`, 'm'));
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE site_outbox_backlog gauge');
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) expect(text).toContain(`# TYPE ${name}`);
  });

  it('reads the outbox once per scrape, and leaves its series out (database down) when the database fails', async () => {
    const metrics = createSiteMetrics({ defaultMetrics: false });
    const outbox = vi.fn(async () => ({ backlog: 3, oldestWaitingSeconds: 125, failed: 1 }));
    metrics.sources.outbox = outbox;
    let text = await metrics.registry.metrics();
    expect(outbox).toHaveBeenCalledTimes(1);
    expect(sampleOf(text, 'site_outbox_backlog')).toBe(3);
    expect(sampleOf(text, 'site_outbox_oldest_waiting_seconds')).toBe(125);
    expect(sampleOf(text, 'site_outbox_failed')).toBe(1);
    expect(sampleOf(text, 'site_database_up')).toBe(1);

    metrics.sources.outbox = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
    };
    text = await metrics.registry.metrics();
    expect(sampleOf(text, 'site_database_up')).toBe(0);
    for (const name of ['site_outbox_backlog', 'site_outbox_oldest_waiting_seconds', 'site_outbox_failed']) expect(sampleOf(text, name)).toBeUndefined();
    expect(text).not.toContain('10.0.0.5');
  });

  it('reports Redis and the page cache only where there are such things', async () => {
    const metrics = createSiteMetrics({ defaultMetrics: false });
    let text = await metrics.registry.metrics();
    for (const name of ['site_redis_up', 'site_page_cache_entries', 'site_page_cache_bytes', 'site_database_up']) expect(sampleOf(text, name)).toBeUndefined();

    let connected: boolean | null = null;
    metrics.sources.redis = () => connected;
    metrics.sources.pageCache = () => ({ entries: 4, bytes: 52_000 });
    text = await metrics.registry.metrics();
    expect(sampleOf(text, 'site_redis_up')).toBeUndefined();
    expect(sampleOf(text, 'site_page_cache_entries')).toBe(4);
    expect(sampleOf(text, 'site_page_cache_bytes')).toBe(52_000);
    connected = false;
    expect(sampleOf(await metrics.registry.metrics(), 'site_redis_up')).toBe(0);
    connected = true;
    expect(sampleOf(await metrics.registry.metrics(), 'site_redis_up')).toBe(1);
  });

  it('counts the retention job’s runs through the application’s hook', async () => {
    const { recordRetentionRun } = await import('@/lib/metrics');
    recordRetentionRun({ contact: 2, newsletter: 0 }, new Date('2026-03-01T00:00:00Z'));
    const text = await siteMetrics().registry.metrics();
    expect(sampleOf(text, 'site_retention_purged_total{kind="contact"}')).toBe(2);
    expect(sampleOf(text, 'site_retention_purged_total{kind="newsletter"}')).toBeUndefined();
    expect(sampleOf(text, 'site_retention_last_run_timestamp_seconds')).toBe(Date.parse('2026-03-01T00:00:00Z') / 1000);
  });
});
