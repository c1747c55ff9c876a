// @ts-check
import { CORRECTION_CACHE_CONTROL } from '../cache/policy.mjs';
import { refusal, sendRefusal } from '../gate.mjs';
import { codingEtag, isUnchanged } from './conditional.mjs';
import { chooseCoding, compress, headerText, isCompressible, withAcceptEncoding } from './encoding.mjs';
import { isHttps, schemeHeaders } from './scheme.mjs';

/**
 * How the entry's answers leave: a stored page (in the coding the browser takes, 304 when the browser's copy
 * is unchanged), a page for one visitor, a redirect to a page's corrected address, and the short 503 when
 * every render slot is taken. A page leaves with the Cache-Control the policy decided for it
 * (server/cache/policy.mjs), never one worked out here. Each response's facts (its X-Cache) are kept for the
 * access log and the metrics.
 */

/**
 * @typedef {import('../cache/page-cache.mjs').PageEntry} PageEntry
 * @typedef {import('../render.mjs').Rendered} Rendered
 * @typedef {import('../requests.mjs').ResponseFacts} ResponseFacts
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

/** @type {WeakMap<Response, ResponseFacts>} */
const responseFacts = new WeakMap();

/**
 * The page cache's answer to a response (its X-Cache), and whether it was a background re-render; undefined
 * for what the entry passed straight through (build assets, the API).
 * @param {Response} res
 * @returns {ResponseFacts | undefined}
 */
export function responseFactsOf(res) {
  return responseFacts.get(res);
}

export function createSender() {
  /** Response headers for each entry, coding and scheme, built once. */
  /** @type {WeakMap<PageEntry, Map<string, Record<string, string | string[] | number>>>} */
  const headerSets = new WeakMap();

  /** @param {PageEntry} entry @param {import('./encoding.mjs').Coding} coding @param {boolean} https */
  function headersFor(entry, coding, https) {
    let sets = headerSets.get(entry);
    if (!sets) headerSets.set(entry, (sets = new Map()));
    const variant = `${coding}|${https}`;
    let headers = sets.get(variant);
    if (!headers) {
      const body = coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : entry.body;
      headers = {
        ...entry.headers,
        ...schemeHeaders(entry.csp, https),
        'cache-control': entry.cacheControl,
        etag: codingEtag(entry.etag, coding),
        vary: withAcceptEncoding(headerText(entry.headers.vary)),
        'content-length': body?.length ?? 0,
      };
      if (entry.tags.length > 0) headers['cache-tag'] = entry.tags.join(',');
      if (coding !== 'identity') headers['content-encoding'] = coding;
      sets.set(variant, headers);
    }
    return headers;
  }

  return {
    /**
     * @param {Request} req
     * @param {Response} res
     * @param {PageEntry} entry
     * @param {'HIT' | 'STALE' | 'MISS'} state
     * @param {string | undefined} method  the request's own (a HEAD is answered from the page a GET stores)
     */
    sendEntry(req, res, entry, state, method) {
      const coding = chooseCoding(req.headers['accept-encoding'], { br: Boolean(entry.br), gzip: Boolean(entry.gzip) });
      const headers = headersFor(entry, coding, isHttps(req));
      // Merged by writeHead with the stored set, which a hit never copies.
      res.setHeader('x-cache', state);
      responseFacts.set(res, { cache: state });
      if (isUnchanged(req.headers, entry.etag, entry.status)) {
        const notModified = { ...headers };
        delete notModified['content-length'];
        delete notModified['content-encoding'];
        res.writeHead(304, notModified);
        res.end();
        return;
      }
      res.writeHead(entry.status, headers);
      res.end(method === 'HEAD' ? undefined : coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : entry.body);
    },

    /**
     * A response for this visitor alone (or one that failed): sent with its hashes and the policy's
     * Cache-Control for it, compressed as a stored page is (a form page is one visitor's, but no smaller for
     * it), in one coding.
     * @param {Request} req
     * @param {Response} res
     * @param {Rendered} rendered
     * @param {string | undefined} method
     * @param {string} cacheControl  the policy's decision (server/cache/policy.mjs)
     */
    async sendPrivate(req, res, rendered, method, cacheControl) {
      const headers = /** @type {Record<string, string | string[] | number>} */ ({ ...rendered.headers });
      let body = rendered.body;
      if (method !== 'HEAD' && isCompressible(body, headers['content-type'])) {
        const coding = chooseCoding(req.headers['accept-encoding'], { br: true, gzip: true });
        if (coding !== 'identity') {
          body = await compress(body, coding);
          headers['content-encoding'] = coding;
        }
        headers.vary = withAcceptEncoding(headerText(headers.vary));
      }
      const setCookie = rendered.raw['set-cookie'];
      if (setCookie !== undefined) headers['set-cookie'] = setCookie;
      headers['cache-control'] = cacheControl;
      Object.assign(headers, schemeHeaders(rendered.csp, isHttps(req)));
      headers['content-length'] = body.length;
      headers['x-cache'] = 'BYPASS';
      responseFacts.set(res, { cache: 'BYPASS' });
      res.writeHead(rendered.status, headers);
      res.end(method === 'HEAD' ? undefined : body);
    },

    /**
     * The address with a malformed or out-of-range value corrected: a permanent redirect, kept by browsers
     * and CDNs, that never makes a cache entry of its own.
     * @param {Request} req
     * @param {Response} res
     * @param {string} location
     */
    sendCorrection(req, res, location) {
      responseFacts.set(res, { cache: 'BYPASS' });
      res.writeHead(308, { location, 'cache-control': CORRECTION_CACHE_CONTROL, 'content-length': 0, ...schemeHeaders('', isHttps(req)) });
      res.end();
    },

    /**
     * Every render slot taken and the queue full: a short answer to come back, not another request held.
     * @param {Request} req
     * @param {Response} res
     * @param {string | undefined} method
     */
    sendBusy(req, res, method) {
      responseFacts.set(res, { cache: 'BYPASS' });
      const busy = refusal(503, false, 'Busy for a moment', 'Many pages are being prepared at once. Please try again in a few seconds.', { 'retry-after': 5 });
      sendRefusal(req, res, method === 'HEAD' ? { ...busy, body: '' } : busy, isHttps(req));
    },

    /** @param {Response} res @param {ResponseFacts} facts */
    note(res, facts) {
      responseFacts.set(res, facts);
    },
  };
}
