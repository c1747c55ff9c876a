// @ts-check
import { randomBytes } from 'node:crypto';
import inject from 'light-my-request';
import { CACHE_MARK_HEADER, POLICY_HEADER, RENDER_NONCE_HEADER } from './app-interface.mjs';
import { headerText } from './http/encoding.mjs';
import { finishPage } from './html/pipeline.mjs';
import { REQUEST_ID_HEADER } from './log.mjs';

/**
 * One render: a request handed to Next.js and its whole answer taken into memory (light-my-request's
 * in-process request and response, so nothing is patched on the visitor's own response), because the
 * answer's headers, its policy with the hashes of its scripts, depend on its complete body. An HTML page is
 * then finished (server/html/pipeline.mjs). Whether it may be shared is server/cache/policy.mjs's to say.
 */

/** Headers that are per response, or that the entry writes itself. */
const UNSTORED = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'cache-control',
  'etag',
  'content-encoding',
  'x-powered-by',
  'content-security-policy',
  'strict-transport-security',
  'age',
  'x-cache',
  'cache-tag',
  CACHE_MARK_HEADER,
  POLICY_HEADER,
  // Each response's own, set before the request reaches the entry.
  REQUEST_ID_HEADER,
]);

/**
 * @typedef {import('./bridge.mjs').RenderContext} RenderContext
 * @typedef {object} Rendered
 * @property {number} status
 * @property {Buffer} body
 * @property {Record<string, string | string[]>} headers  what may be stored and sent to anyone
 * @property {string} csp
 * @property {Record<string, string | string[] | undefined>} raw  every header Next.js wrote
 * @property {boolean} storable   the page did not ask to stay out of the cache (an address nobody links to)
 * @property {RenderContext} context
 * @property {import('./cache/page-cache.mjs').RenderStamp} started  when the render began, as the cache compares it with invalidations
 */

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>,
 *   renderContext: import('node:async_hooks').AsyncLocalStorage<RenderContext>,
 *   transformHtml?: ((html: string, pathname: string) => string | { html: string, scriptHashes?: readonly string[] }) | null,
 *   stamp?: () => import('./cache/page-cache.mjs').RenderStamp,
 * }} options
 *   stamp: when a render begins now (the page cache's PageCache.stamp)
 */
export function createRenderer({ handle, renderContext, transformHtml = null, stamp = () => ({ at: Date.now(), seq: null }) }) {
  /**
   * @param {{ method: string, url: string, headers: import('node:http').IncomingHttpHeaders, body?: import('node:stream').Readable, remoteAddress?: string, refresh?: boolean }} request
   * @returns {Promise<Rendered>}
   */
  return async function render({ method, url, headers, body, remoteAddress, refresh = false }) {
    const marker = randomBytes(16).toString('base64');
    const sent = { ...headers, [RENDER_NONCE_HEADER]: marker };
    // Next.js would compress; the entry compresses what it stores, once.
    delete sent['accept-encoding'];
    /** @type {RenderContext} */
    const context = { tags: new Set(), degraded: false, refresh, unstored: false };
    const started = stamp();
    // The callback form starts the request at once, inside the render's context (the promise form starts it
    // when awaited, outside it).
    /** @type {import('light-my-request').Response} */
    const response = await renderContext.run(
      context,
      () =>
        new Promise((resolve, reject) => {
          inject(
            (req, res) => {
              Promise.resolve(handle(req, res)).catch((error) => res.destroy(error));
            },
            {
              method: /** @type {NonNullable<import('light-my-request').InjectOptions['method']>} */ (method),
              url,
              headers: sent,
              ...(body ? { payload: body } : {}),
              remoteAddress,
              validate: false,
            },
            (error, answer) => (error || !answer ? reject(error ?? new Error('no answer')) : resolve(answer)),
          );
        }),
    );
    const raw = /** @type {Record<string, string | string[] | undefined>} */ (response.headers);
    let payload = response.rawPayload;
    let csp = headerText(raw[POLICY_HEADER] ?? raw['content-security-policy']);
    if (headerText(raw['content-type']).startsWith('text/html')) {
      const page = finishPage({ html: payload.toString('utf8'), marker, csp, pathname: new URL(url, 'http://site.invalid').pathname, transform: transformHtml });
      payload = Buffer.from(page.html, 'utf8');
      csp = page.csp;
    }
    /** @type {Record<string, string | string[]>} */
    const stored = {};
    for (const [name, value] of Object.entries(raw)) {
      if (!UNSTORED.has(name) && value !== undefined) stored[name] = Array.isArray(value) ? value : String(value);
    }
    const status = response.statusCode;
    return { status, body: payload, headers: stored, csp, raw, storable: !context.unstored, context, started };
  };
}
