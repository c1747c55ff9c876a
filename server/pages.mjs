// @ts-check
import { CACHE_MARK_HEADER, NOT_FOUND_HEADER } from './app-interface.mjs';
import { variantHeaders } from './cache/key.mjs';
import { pageEntry } from './cache/page-entry.mjs';
import { decide, isNavigationData, placement, unkeyedVary } from './cache/policy.mjs';
import { createRefresher } from './cache/refresh.mjs';
import { chooseCoding } from './http/encoding.mjs';
import { ABANDONED, createTurns, LEFT } from './cache/turns.mjs';
import { RenderTimeoutError, withDeadline } from './render-slots.mjs';
import { requestIdFrom, runWithRequestId } from './log.mjs';

/**
 * Serving pages: the same for every visitor from the page cache, rendered once for all who ask at once
 * (server/cache/turns.mjs) and stored in their space when admitted; and pages for one visitor, rendered for
 * them alone. Renders wait for a slot (server/render-slots.mjs). What is shared, where it is kept and how it
 * is admitted is the policy's (server/cache/policy.mjs).
 */

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('./cache/page-cache.mjs').PageEntry} PageEntry
 */

/**
 * Settles when the visitor's connection closes before the answer is sent (a waiter then stops waiting).
 * @param {Response} res
 */
function clientLeft(res) {
  return new Promise((resolve) => res.once('close', resolve));
}

/**
 * @param {{
 *   pageCache: import('./cache/page-cache.mjs').PageCache,
 *   render: ReturnType<typeof import('./render.mjs').createRenderer>,
 *   slots: ReturnType<typeof import('./render-slots.mjs').createRenderSlots>,
 *   firstAskSlots: ReturnType<typeof import('./render-slots.mjs').createRenderSlots>,
 *   send: ReturnType<typeof import('./http/send.mjs').createSender>,
 *   isFixedPath: (pathname: string) => boolean,
 *   controls: import('./cache/policy.mjs').Controls,
 *   renderTimeoutMs?: number,
 *   renderTimer?: import('./render-slots.mjs').Timer,
 *   ttlMs: number,
 *   degradedTtlMs: number,
 *   now: () => number,
 *   refreshLock?: (key: string) => Promise<boolean>,
 *   warn: (message: string, error?: unknown) => void,
 *   debug?: (facts: object, message: string) => void,
 * }} options
 */
export function createPageServer({ pageCache, render: renderNow, slots, firstAskSlots, send, isFixedPath, controls, renderTimeoutMs = 5000, renderTimer, ttlMs, degradedTtlMs, now, refreshLock, warn, debug = () => {} }) {
  /** @type {ReturnType<typeof createTurns<PageEntry>>} */
  const turns = createTurns();
  const refresh = createRefresher({ lock: refreshLock, warn });
  const counts = { renderTimeouts: 0 };
  /**
   * Every render, with its deadline: past it the render is abandoned (its slot, turn and refresh freed),
   * logged and counted.
   * @param {Parameters<typeof renderNow>[0]} request
   */
  const render = (request) =>
    withDeadline(renderNow(request), renderTimeoutMs, renderTimer).catch((error) => {
      if (error instanceof RenderTimeoutError) {
        counts.renderTimeouts += 1;
        warn(`render of ${request.url.slice(0, 200)} passed its deadline (RENDER_TIMEOUT_MS, ${renderTimeoutMs} ms) and was abandoned`);
      }
      throw error;
    });
  /** Vary headers already warned about, each once per process. */
  const warnedVary = new Set();

  /**
   * The policy's decision for a render (a header Next.js adds to its Vary after an upgrade, which the key
   * does not hold, is named in the log once). A render that began before this process applied an
   * invalidation of one of its tags is outdated: its visitor gets it, no cache keeps it (so a CDN that
   * fetched it from this instance meanwhile cannot keep what the purge just removed).
   * @param {{ method?: string, headers: import('node:http').IncomingHttpHeaders }} request @param {string} address @param {import('./render.mjs').Rendered} rendered
   */
  function decisionFor(request, address, rendered) {
    for (const name of unkeyedVary(rendered.raw.vary).filter((header) => !warnedVary.has(header))) {
      warnedVary.add(name);
      warn(`page cache: Next.js's answers vary on "${name}", which the cache key does not hold (VARIANT_HEADERS in server/next-contract.mjs); they are not stored`);
    }
    const outdated = pageCache.invalidatedSinceHere([...rendered.context.tags], rendered.started.at);
    const answer = { status: rendered.status, headers: rendered.raw, storable: rendered.storable, degraded: rendered.context.degraded, outdated };
    return decide({ request, address, answer, isFixedPath, controls });
  }

  /**
   * @param {string} key @param {import('./cache/policy.mjs').SharedDecision} decision @param {import('./render.mjs').Rendered} rendered
   * @param {import('./http/encoding.mjs').Coding} [only]  the one coding to make, for a page that will not be stored
   */
  const entryOf = (key, decision, rendered, only) => pageEntry({ key, space: decision.space, cacheControl: decision.cacheControl, rendered, ttlMs, degradedTtlMs, now, only });

  /**
   * Renders a stale page again, as its first visitor asked for it, and stores it (the visitor already has
   * the stale copy).
   * @param {Request} req @param {string} key @param {string} address @param {string} url
   */
  function refreshLater(req, key, address, url) {
    // As the entry prepared the request: its variant, and its mark of an address no page takes (without it, the
    // catch-all page would render the not-found page with 200, stored over the 404).
    const headers = { host: String(req.headers.host ?? 'localhost'), ...variantHeaders(req), ...(req.headers[NOT_FOUND_HEADER] ? { [NOT_FOUND_HEADER]: '1' } : {}) };
    refresh(key, address, () =>
      runWithRequestId(requestIdFrom(undefined), async () => {
        const rendered = await slots.run(() => render({ method: 'GET', url, headers, refresh: true }));
        const decision = decisionFor({ method: 'GET', headers }, address, rendered);
        const stored = decision.shared && decision.admission !== 'never' && (await pageCache.set(await entryOf(key, decision, rendered), rendered.started));
        debug({ path: address, status: rendered.status, stored }, 'page refreshed in the background');
      }),
    );
  }

  return {
    /**
     * A request whose answer may be the same for everyone, under its key.
     * @param {Request} req
     * @param {Response} res
     * @param {{ key: string, address: string, url: string }} page
     *   address: the canonical address (the cache's); url: what the render is given (with `_rsc` for a
     *   navigation's data)
     */
    async serve(req, res, { key, address, url }) {
      const method = req.method;
      // Every ask for a key a stranger can mint is counted, a hit too: what visitors keep asking for
      // outweighs a flood of keys asked for once (server/cache/admission.mjs).
      const placed = placement(address, isNavigationData(req), isFixedPath);
      // An address outside the build's own (an article's, or a made-up one) can be minted too: its first ask
      // renders in the first-ask slots, so a flood of made-up article ids never takes the main ones.
      const mintable = placed.admission === 'frequency' || placed.space === 'articles';
      const askedBefore = !mintable || pageCache.ask(key) > 0;
      const found = await pageCache.get(key);
      if (found) {
        if (!found.fresh) refreshLater(req, key, address, url);
        send.sendEntry(req, res, found.entry, found.fresh ? 'HIT' : 'STALE', method);
        return;
      }
      const shared = await turns.waitForShared(key, clientLeft(res));
      if (shared === LEFT) return;
      if (shared === ABANDONED) {
        // The render they waited for passed its deadline: the last good copy if one is kept now, else 503.
        const copy = await pageCache.get(key);
        if (copy) send.sendEntry(req, res, copy.entry, 'STALE', method);
        else send.sendBusy(req, res, method);
        return;
      }
      if (shared) {
        send.sendEntry(req, res, shared, 'HIT', method);
        return;
      }
      const turn = turns.begin(key);
      try {
        // A HEAD is rendered as the GET whose page it is answered from. A key anyone can make up, asked for
        // the first time, waits for one of the few slots of its own: a flood of them (each a render, rarely
        // stored) cannot take the server's time from the pages it serves from the cache.
        /** @type {import('./render.mjs').Rendered} */
        let rendered;
        try {
          rendered = await (askedBefore ? slots : firstAskSlots).run(() => render({ method: 'GET', url, headers: req.headers, remoteAddress: req.socket.remoteAddress }));
        } catch (error) {
          if (!(error instanceof RenderTimeoutError)) throw error;
          turn?.abandon();
          send.sendBusy(req, res, method);
          return;
        }
        const decision = decisionFor(req, address, rendered);
        if (!decision.shared) {
          // Only a page that says it is one visitor's; a failed render is waited for as before.
          turns.rendersPerVisitor(key, rendered.raw[CACHE_MARK_HEADER] === 'private');
          turn?.close();
          await send.sendPrivate(req, res, rendered, method, decision.cacheControl);
          return;
        }
        turns.rendersPerVisitor(key, false);
        // A page its space will not admit (a one-off key when the space is full) is made in one coding.
        const stored = decision.admission !== 'never' && pageCache.wouldAdmit(key, decision.space, rendered.body.length);
        const only = stored ? undefined : chooseCoding(req.headers['accept-encoding'], { br: true, gzip: true });
        const entry = await entryOf(key, decision, rendered, only);
        turn?.share(entry);
        send.sendEntry(req, res, entry, 'MISS', method);
        if (stored) await pageCache.set(entry, rendered.started);
        else pageCache.refused(decision.space);
      } finally {
        turn?.close();
      }
    },

    /** Renders abandoned at their deadline, so far. */
    stats: () => ({ ...counts }),

    /**
     * A request answered for its visitor alone: a form post, an editor's preview, a server action.
     * @param {Request} req
     * @param {Response} res
     * @param {string} url  the address to render (the not-found page's, for an address no page takes)
     */
    async serveOne(req, res, url) {
      const method = req.method ?? 'GET';
      const hasBody = method !== 'GET' && method !== 'HEAD';
      // A post's render reads its body, which a slow visitor may send slowly: only bodiless renders have a deadline.
      const run = hasBody ? renderNow : render;
      let rendered;
      try {
        rendered = await slots.run(() => run({ method, url, headers: req.headers, ...(hasBody ? { body: req } : {}), remoteAddress: req.socket.remoteAddress }));
      } catch (error) {
        if (!(error instanceof RenderTimeoutError)) throw error;
        send.sendBusy(req, res, method);
        return;
      }
      // Never shared (the request is one visitor's), so the policy gives the Cache-Control of one visitor's answer.
      await send.sendPrivate(req, res, rendered, method, decisionFor(req, url, rendered).cacheControl);
    },
  };
}
