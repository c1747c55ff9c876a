// @ts-check
import { Counter, Gauge, Histogram } from 'prom-client';

/**
 * The series of the server entry's own work: HTTP requests, the page cache (as a whole and per space:
 * entries, bytes, admissions refused, evictions) and the render slots. Recorded where the entry answers, or
 * read from the page cache and the slots when the registry is scraped.
 */

/** Seconds; from a cached page (a millisecond) to a slow render. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * @param {import('prom-client').Registry[]} registers
 * @param {import('../metrics.mjs').MetricSources} sources
 */
export function pageServingSeries(registers, sources) {
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
  const httpServerErrors = new Counter({
    name: 'site_http_server_errors_total',
    help: 'Answers of status 5xx, by route, status and cause: thrown (a handler threw; logged at error with the error and its cause) or answered (a handler or the framework sent it without throwing: a 503 for load or a dependency away, or an error page).',
    labelNames: /** @type {const} */ (['route', 'status', 'cause']),
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
  const renderTimeouts = new Counter({
    name: 'site_render_timeouts_total',
    help: 'Renders abandoned at their deadline (RENDER_TIMEOUT_MS): their slot, turn and refresh freed, their waiters answered with the last good copy or a 503.',
    registers,
    collect() {
      this.reset();
      const timeouts = sources.renders?.()?.timeouts;
      if (timeouts) this.inc(timeouts);
    },
  });
  /** @param {'entries' | 'bytes' | 'maxBytes' | 'refused' | 'evictions'} figure */
  const perSpace = (figure) =>
    /** @this {Gauge<'space'> | Counter<'space'>} */
    function collect() {
      const spaces = sources.pageCache?.()?.spaces;
      this.reset();
      if (!spaces) return;
      for (const [space, figures] of Object.entries(spaces)) {
        if (this instanceof Gauge) this.set({ space }, figures[figure]);
        else this.inc({ space }, figures[figure]);
      }
    };
  const spaceEntries = new Gauge({
    name: 'site_page_cache_space_entries',
    help: 'Pages held in each space of the page cache: fixed (the build\'s own addresses), articles, variants (query values and client navigations), notFound.',
    labelNames: /** @type {const} */ (['space']),
    registers,
    collect: perSpace('entries'),
  });
  const spaceBytes = new Gauge({
    name: 'site_page_cache_space_bytes',
    help: 'Bytes held in each space of the page cache (all encodings).',
    labelNames: /** @type {const} */ (['space']),
    registers,
    collect: perSpace('bytes'),
  });
  const spaceMaxBytes = new Gauge({
    name: 'site_page_cache_space_max_bytes',
    help: "Each space's share of PAGE_CACHE_MAX_MB: past it, the space drops its least recently used pages.",
    labelNames: /** @type {const} */ (['space']),
    registers,
    collect: perSpace('maxBytes'),
  });
  const spaceRefused = new Counter({
    name: 'site_page_cache_admissions_refused_total',
    help: 'Pages rendered but not stored, by the space they would have gone to: a search term or client navigation asked for once (the doorkeeper), or an address the site never links to.',
    labelNames: /** @type {const} */ (['space']),
    registers,
    collect: perSpace('refused'),
  });
  const spaceEvictions = new Counter({
    name: 'site_page_cache_evictions_total',
    help: 'Pages dropped from a space to make room for another of the same space (never for a page of another space).',
    labelNames: /** @type {const} */ (['space']),
    registers,
    collect: perSpace('evictions'),
  });
  for (const gauge of [pageCacheEntries, pageCacheBytes, pageCacheNotFound]) gauge.remove({});
  return { httpRequests, httpDuration, httpServerErrors, pageCacheRequests, pageCacheEntries, pageCacheBytes, pageCacheNotFound, renders, renderTimeouts, spaceEntries, spaceBytes, spaceMaxBytes, spaceRefused, spaceEvictions };
}
