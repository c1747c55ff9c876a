// @ts-check
import { Counter, Gauge, Histogram } from 'prom-client';

/**
 * The series of the application's work: the news cache and WordPress (recorded by the news layer),
 * form posts, the Mailchimp outbox and the retention job (by the forms), and whether the database and Redis
 * answer (read when the registry is scraped).
 */

const WORDPRESS_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

/**
 * @param {import('prom-client').Registry[]} registers
 * @param {import('../metrics.mjs').MetricSources} sources
 * @param {number} scrapeTimeoutMs
 */
export function applicationSeries(registers, sources, scrapeTimeoutMs) {
  /** One database read per scrape, shared by the four series it feeds. @type {Promise<import('../metrics.mjs').OutboxSnapshot | null> | null} */
  let outboxRead = null;
  const readOutbox = () => {
    if (!outboxRead) {
      const source = sources.outbox;
      outboxRead = (source ? withTimeout(source(), scrapeTimeoutMs) : Promise.resolve(null))
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
  /** @param {import('../metrics.mjs').OutboxSnapshot | null} snapshot @param {boolean} reached */
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

  const contentCache = new Counter({
    name: 'site_content_cache_total',
    help: 'Reads of news content through the news cache: hit (a copy within CONTENT_REVALIDATE_SECONDS, no request), miss (the read waited for the CMS: nothing in memory, or a copy the webhook marked changed), stale (an older copy served: past its time while a background refresh is pending, or the last good copy because the CMS failed).',
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
    help: `1 when the forms database answered this scrape within ${scrapeTimeoutMs} ms, else 0.`,
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

  // States are left out until their source answers.
  for (const gauge of [outboxBacklog, outboxOldestWaiting, outboxFailed, databaseUp, redisUp]) gauge.remove({});
  return {
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
  };
}

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
