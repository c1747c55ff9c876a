// @ts-check

/**
 * The names the server entry and the application's proxy (src/proxy.ts) agree on. Plain constants only:
 * the proxy's bundle imports this file, so it must pull in nothing else.
 */

/** Set by the entry on each render it asks for: the proxy hands it to Next.js as its scripts' nonce. */
export const RENDER_NONCE_HEADER = 'x-render-nonce';
/** Set by the proxy on a response: `public` when it is the same for every visitor, `private` otherwise. */
export const CACHE_MARK_HEADER = 'x-page-cache';
/**
 * The proxy's policy for a rendered page, which the entry completes with the page's script hashes. Not
 * sent as Content-Security-Policy by the proxy: Next.js would read that as the request's, losing the marker.
 */
export const POLICY_HEADER = 'x-page-csp';
/** Next.js's draft-mode cookie: its pages are one editor's and never cached. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
