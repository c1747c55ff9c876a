/** What the metrics tests share: every series the site names, and reading one sample out of a scrape. */

/** The site's own series (prom-client's process and Node.js series come on top). */
export const SITE_SERIES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'site_http_server_errors_total',
  'site_page_cache_requests_total',
  'site_page_cache_entries',
  'site_page_cache_bytes',
  'site_page_cache_not_found_bytes',
  'site_page_cache_space_entries',
  'site_page_cache_space_bytes',
  'site_page_cache_space_max_bytes',
  'site_page_cache_admissions_refused_total',
  'site_page_cache_evictions_total',
  'site_renders',
  'site_render_timeouts_total',
  'site_content_cache_total',
  'site_wordpress_request_duration_seconds',
  'site_wordpress_request_errors_total',
  'site_wordpress_last_success_timestamp_seconds',
  'site_outbox_backlog',
  'site_outbox_oldest_waiting_seconds',
  'site_outbox_failed',
  'site_outbox_deliveries_total',
  'site_form_submissions_total',
  'site_database_up',
  'site_redis_up',
  'site_retention_purged_total',
  'site_retention_last_run_timestamp_seconds',
] as const;

/** The value of one sample line (`name{labels} value`) in a scrape, or undefined when it is absent. */
export function sampleOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
