// @ts-check
import { collectDefaultMetrics, Registry } from 'prom-client';
import { applicationSeries, withTimeout } from './metrics/application.mjs';
import { pageServingSeries } from './metrics/page-serving.mjs';

/**
 * The process's metrics: one prom-client registry and every series the site reports, shared by the server
 * entry and the application (which load separate copies of this module, so the first to ask creates them on
 * a well-known global and every later import finds them; nothing is registered twice). `GET /api/metrics`
 * answers the registry in Prometheus's text format.
 *
 * Recorded where things happen: HTTP requests and the page cache by the server entry, the news cache and
 * WordPress by the news layer, form posts and Mailchimp deliveries by the forms. Values that are states
 * (the outbox's backlog, whether the database and Redis answer, the page cache's size) are read when the
 * registry is scraped, through the sources the entry and the application register with `setMetricSource`.
 */

const STATE_KEY = Symbol.for('site.metrics');

/** How long a scrape waits for the database before it reports it as down. */
export const SCRAPE_TIMEOUT_MS = 2000;

/**
 * @typedef {{ entries: number, bytes: number, maxBytes: number, refused: number, evictions: number }} SpaceFigures
 * @typedef {{ entries: number, bytes: number, notFoundEntries?: number, notFoundBytes?: number, spaces?: Record<string, SpaceFigures> }} PageCacheSize
 * @typedef {{ active: number, waiting: number, timeouts?: number }} RenderLoad
 * @typedef {{ backlog: number, oldestWaitingSeconds: number, failed: number }} OutboxSnapshot
 * @typedef {object} MetricSources
 * @property {() => PageCacheSize | undefined} [pageCache]   the server entry's page cache
 * @property {() => RenderLoad | undefined} [renders]   the server entry's renders in progress and waiting
 * @property {() => boolean | null} [redis]   connected right now; null when REDIS_URL is unset
 * @property {() => Promise<OutboxSnapshot>} [outbox]   read from the forms database; rejects when it cannot be read
 */

/**
 * @typedef {'delivered' | 'retrying' | 'failed'} DeliveryOutcome
 * @typedef {'stored' | 'duplicate' | 'rejected' | 'error'} SubmissionResult
 * @typedef {'timeout' | 'network' | 'http' | 'invalid'} WordPressErrorReason
 */

/**
 * @typedef {object} SiteMetrics
 * @property {import('prom-client').Registry} registry
 * @property {import('prom-client').Counter<'route' | 'method' | 'status'>} httpRequests
 * @property {import('prom-client').Histogram<'route' | 'method' | 'status'>} httpDuration
 * @property {import('prom-client').Counter<'route' | 'status' | 'cause'>} httpServerErrors   cause: thrown | answered
 * @property {import('prom-client').Counter<'result'>} pageCacheRequests   result: hit | stale | miss | bypass
 * @property {import('prom-client').Gauge} pageCacheEntries
 * @property {import('prom-client').Gauge} pageCacheBytes
 * @property {import('prom-client').Gauge} pageCacheNotFound
 * @property {import('prom-client').Gauge<"state">} renders
 * @property {import('prom-client').Counter} renderTimeouts
 * @property {import('prom-client').Gauge<'space'>} spaceEntries
 * @property {import('prom-client').Gauge<'space'>} spaceBytes
 * @property {import('prom-client').Gauge<'space'>} spaceMaxBytes
 * @property {import('prom-client').Counter<'space'>} spaceRefused   pages rendered but not admitted to their space
 * @property {import('prom-client').Counter<'space'>} spaceEvictions
 * @property {import('prom-client').Counter<'result'>} contentCache   result: hit | miss | stale
 * @property {import('prom-client').Histogram<'outcome'>} wordpressDuration   outcome: ok | error
 * @property {import('prom-client').Counter<'reason'>} wordpressErrors   reason: WordPressErrorReason
 * @property {import('prom-client').Gauge} wordpressLastSuccess
 * @property {import('prom-client').Gauge} outboxBacklog
 * @property {import('prom-client').Gauge} outboxOldestWaiting
 * @property {import('prom-client').Gauge} outboxFailed
 * @property {import('prom-client').Counter<'action' | 'outcome'>} outboxDeliveries   action: deliver | erase; outcome: DeliveryOutcome
 * @property {import('prom-client').Counter<'form' | 'result'>} formSubmissions   form: contact | newsletter; result: SubmissionResult
 * @property {import('prom-client').Gauge} databaseUp
 * @property {import('prom-client').Gauge} redisUp
 * @property {import('prom-client').Counter<'kind'>} retentionPurged
 * @property {import('prom-client').Gauge} retentionLastRun
 * @property {MetricSources} sources
 */

export { withTimeout };

/**
 * A new registry with every series; `siteMetrics()` keeps the process's one.
 * @param {{ defaultMetrics?: boolean }} [options]   tests leave out the process metrics (they start timers)
 * @returns {SiteMetrics}
 */
export function createSiteMetrics({ defaultMetrics = true } = {}) {
  const registry = new Registry();
  /** @type {MetricSources} */
  const sources = {};
  const registers = [registry];
  const serving = pageServingSeries(registers, sources);
  const application = applicationSeries(registers, sources, SCRAPE_TIMEOUT_MS);
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  return { registry, ...serving, ...application, sources };
}

/**
 * The process's metrics, created on first use (with the process's CPU, memory, event-loop lag and garbage
 * collection series of prom-client's default set).
 * @returns {SiteMetrics}
 */
export function siteMetrics() {
  const holder = /** @type {Record<symbol, SiteMetrics | undefined>} */ (/** @type {unknown} */ (globalThis));
  let metrics = holder[STATE_KEY];
  if (!metrics) {
    metrics = createSiteMetrics();
    holder[STATE_KEY] = metrics;
  }
  return metrics;
}

/**
 * Registers where a state is read at scrape time (the last registration of a name wins).
 * @template {keyof MetricSources} K
 * @param {K} name
 * @param {MetricSources[K]} source
 */
export function setMetricSource(name, source) {
  siteMetrics().sources[name] = source;
}

/** The registry's text, and the content type to answer it with. */
export async function scrapeMetrics() {
  const { registry } = siteMetrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
