// @ts-check
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics: one prom-client registry and every series the site reports, shared by the server
 * entry and the application (which load separate copies of this module, so the first to ask creates them on
 * a well-known global and every later import finds them; nothing is registered twice). `GET /api/metrics`
 * answers the registry in Prometheus's text format.
 *
 * Recorded where things happen: HTTP requests and the page cache by the server entry, the content cache and
 * WordPress by the content layer, form posts and Mailchimp deliveries by the forms. Values that are states
 * (the outbox's backlog, whether the database and Redis answer, the page cache's size) are read when the
 * registry is scraped, through the sources the entry and the application register with `setMetricSource`.
 */

const STATE_KEY = Symbol.for('site.metrics');

/** How long a scrape waits for the database before it reports it as down. */
export const SCRAPE_TIMEOUT_MS = 2000;

/** Seconds; from a cached page (a millisecond) to a slow render. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WORDPRESS_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

/**
 * @typedef {{ entries: number, bytes: number, notFoundEntries?: number, notFoundBytes?: number }} PageCacheSize
 * @typedef {{ active: number, waiting: number }} RenderLoad
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
 * @property {Registry} registry
 * @property {Counter<'route' | 'method' | 'status'>} httpRequests
 * @property {Histogram<'route' | 'method' | 'status'>} httpDuration
 * @property {Counter<'result'>} pageCacheRequests   result: hit | stale | miss | bypass
 * @property {Gauge} pageCacheEntries
 * @property {Gauge} pageCacheBytes
 * @property {Gauge} pageCacheNotFound
 * @property {Gauge<"state">} renders
 * @property {Counter<'result'>} contentCache   result: hit | miss | stale
 * @property {Histogram<'outcome'>} wordpressDuration   outcome: ok | error
 * @property {Counter<'reason'>} wordpressErrors   reason: WordPressErrorReason
 * @property {Gauge} wordpressLastSuccess
 * @property {Gauge} outboxBacklog
 * @property {Gauge} outboxOldestWaiting
 * @property {Gauge} outboxFailed
 * @property {Counter<'action' | 'outcome'>} outboxDeliveries   action: deliver | erase; outcome: DeliveryOutcome
 * @property {Counter<'form' | 'result'>} formSubmissions   form: contact | newsletter; result: SubmissionResult
 * @property {Gauge} databaseUp
 * @property {Gauge} redisUp
 * @property {Counter<'kind'>} retentionPurged
 * @property {Gauge} retentionLastRun
 * @property {MetricSources} sources
 */

/**
 * Resolves with `promise`, or rejects once `ms` have passed.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}

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

  /** One database read per scrape, shared by the four series it feeds. @type {Promise<OutboxSnapshot | null> | null} */
  let outboxRead = null;
  const readOutbox = () => {
    if (!outboxRead) {
      const source = sources.outbox;
      outboxRead = (source ? withTimeout(source(), SCRAPE_TIMEOUT_MS) : Promise.resolve(null))
        .then((snapshot) => {
          apply(snapshot, true);
          return snapshot;
        })
        .catch(() => {
          apply(null, false);
          return null;
        })
        .finally(() => {
          outboxRead = null;
        });
    }
    return outboxRead;
  };
  /** @param {OutboxSnapshot | null} snapshot @param {boolean} reached */
  const apply = (snapshot, reached) => {
    if (snapshot) {
      outboxBacklog.set(snapshot.backlog);
      outboxOldestWaiting.set(snapshot.oldestWaitingSeconds);
      outboxFailed.set(snapshot.failed);
    } else {
      // Unknown is not zero: the series are left out until the database answers again.
      for (const gauge of [outboxBacklog, outboxOldestWaiting, outboxFailed]) gauge.remove({});
    }
    if (sources.outbox) databaseUp.set(reached ? 1 : 0);
    else databaseUp.remove({});
  };
  const collectOutbox = async () => {
    await readOutbox();
  };

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered by the server entry, by route (the route pattern of the build, /_next/static, public or not-found), method and status.',
    labelNames: /** @type {const} */ (['route', 'method', 'status']),
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response being handed to the network, by route, method and status.',
    labelNames: /** @type {const} */ (['route', 'method', 'status']),
    buckets: HTTP_BUCKETS,
    registers,
  });
  const pageCacheRequests = new Counter({
    name: 'site_page_cache_requests_total',
    help: 'Requests for pages by page-cache result (the X-Cache header): hit (fresh copy), stale (copy served while it is re-rendered), miss (rendered now and stored), bypass (never cached: forms, drafts, POSTs).',
    labelNames: /** @type {const} */ (['result']),
    registers,
  });
  const pageCacheEntries = new Gauge({
    name: 'site_page_cache_entries',
    help: "Rendered pages held in this process's page cache.",
    registers,
    collect() {
      const size = sources.pageCache?.();
      if (size) this.set(size.entries);
      else this.remove({});
    },
  });
  const pageCacheBytes = new Gauge({
    name: 'site_page_cache_bytes',
    help: "Bytes of rendered pages (all encodings) held in this process's page cache (at most PAGE_CACHE_MAX_MB).",
    registers,
    collect() {
      const size = sources.pageCache?.();
      if (size) this.set(size.bytes);
      else this.remove({});
    },
  });
  const pageCacheNotFound = new Gauge({
    name: 'site_page_cache_not_found_bytes',
    help: "Bytes of not-found answers held in the page cache's own small space for them (they never push a page out).",
    registers,
    collect() {
      const size = sources.pageCache?.();
      if (size) this.set(size.notFoundBytes ?? 0);
      else this.remove({});
    },
  });
  const renders = new Gauge({
    name: 'site_renders',
    help: 'Pages being rendered (state="active", at most RENDER_CONCURRENCY) and waiting for a render slot (state="waiting", at most RENDER_QUEUE; past it, requests are answered 503).',
    labelNames: /** @type {const} */ (['state']),
    registers,
    collect() {
      const load = sources.renders?.();
      if (!load) {
        this.reset();
        return;
      }
      this.set({ state: 'active' }, load.active);
      this.set({ state: 'waiting' }, load.waiting);
    },
  });
  const contentCache = new Counter({
    name: 'site_content_cache_total',
    help: 'Reads of news content through the content cache: hit (a copy within CONTENT_REVALIDATE_SECONDS, no request), miss (the read waited for the CMS: nothing in memory, or a copy the webhook marked changed), stale (an older copy served: past its time while a background refresh is pending, or the last good copy because the CMS failed).',
    labelNames: /** @type {const} */ (['result']),
    registers,
  });
  const wordpressDuration = new Histogram({
    name: 'site_wordpress_request_duration_seconds',
    help: 'Duration of requests to the WordPress REST API, by outcome (ok: any answer below 500; error: see site_wordpress_request_errors_total).',
    labelNames: /** @type {const} */ (['outcome']),
    buckets: WORDPRESS_BUCKETS,
    registers,
  });
  const wordpressErrors = new Counter({
    name: 'site_wordpress_request_errors_total',
    help: 'Failed WordPress requests by reason: timeout (WORDPRESS_TIMEOUT_MS passed), network (no connection), http (a 5xx answer), invalid (a body that is not JSON).',
    labelNames: /** @type {const} */ (['reason']),
    registers,
  });
  const wordpressLastSuccess = new Gauge({
    name: 'site_wordpress_last_success_timestamp_seconds',
    help: 'Unix time of the last WordPress request that was answered (0: none since the process started).',
    registers,
  });
  const outboxBacklog = new Gauge({
    name: 'site_outbox_backlog',
    help: 'Mailchimp deliveries waiting in the outbox (neither delivered nor failed for good); absent while the database cannot be read.',
    registers,
    collect: collectOutbox,
  });
  const outboxOldestWaiting = new Gauge({
    name: 'site_outbox_oldest_waiting_seconds',
    help: 'Age in seconds of the oldest delivery still waiting in the outbox (0 when none waits); absent while the database cannot be read.',
    registers,
    collect: collectOutbox,
  });
  const outboxFailed = new Gauge({
    name: 'site_outbox_failed',
    help: 'Outbox deliveries that failed for good (npm run submissions lists them); absent while the database cannot be read.',
    registers,
    collect: collectOutbox,
  });
  const outboxDeliveries = new Counter({
    name: 'site_outbox_deliveries_total',
    help: 'Mailchimp delivery attempts recorded by the outbox worker, by action (deliver, erase) and outcome (delivered, retrying: will be tried again, failed: given up).',
    labelNames: /** @type {const} */ (['action', 'outcome']),
    registers,
  });
  const formSubmissions = new Counter({
    name: 'site_form_submissions_total',
    help: 'Form posts by form (contact, newsletter) and result: stored (new submission kept), duplicate (already stored under its key: thanked again), rejected (invalid, too large, rate-limited, captcha refused, honeypot), error (could not be stored or checked: 503).',
    labelNames: /** @type {const} */ (['form', 'result']),
    registers,
  });
  const databaseUp = new Gauge({
    name: 'site_database_up',
    help: `1 when the forms database answered this scrape within ${SCRAPE_TIMEOUT_MS} ms, else 0.`,
    registers,
    collect: collectOutbox,
  });
  const redisUp = new Gauge({
    name: 'site_redis_up',
    help: '1 while the shared Redis (REDIS_URL) is connected, 0 while it is not; absent when REDIS_URL is unset.',
    registers,
    collect() {
      const connected = sources.redis?.();
      if (connected === undefined || connected === null) this.remove({});
      else this.set(connected ? 1 : 0);
    },
  });
  const retentionPurged = new Counter({
    name: 'site_retention_purged_total',
    help: 'Records deleted by the retention job because they outlived SUBMISSION_RETENTION_DAYS, by kind.',
    labelNames: /** @type {const} */ (['kind']),
    registers,
  });
  const retentionLastRun = new Gauge({
    name: 'site_retention_last_run_timestamp_seconds',
    help: 'Unix time the retention job last finished a run (0: not since the process started).',
    registers,
  });

  // Series without labels start at 0; those that are states are left out until their source answers.
  for (const gauge of [pageCacheEntries, pageCacheBytes, pageCacheNotFound, outboxBacklog, outboxOldestWaiting, outboxFailed, databaseUp, redisUp]) gauge.remove({});
  if (defaultMetrics) collectDefaultMetrics({ register: registry });

  return {
    registry,
    httpRequests,
    httpDuration,
    pageCacheRequests,
    pageCacheEntries,
    pageCacheBytes,
    pageCacheNotFound,
    renders,
    contentCache,
    wordpressDuration,
    wordpressErrors,
    wordpressLastSuccess,
    outboxBacklog,
    outboxOldestWaiting,
    outboxFailed,
    outboxDeliveries,
    formSubmissions,
    databaseUp,
    redisUp,
    retentionPurged,
    retentionLastRun,
    sources,
  };
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
