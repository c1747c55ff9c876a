// @ts-check

/**
 * The names the server entry and the application (its proxy, src/proxy.ts, and the forms) agree on: our own
 * headers and limits, not Next.js's (those are in server/next-contract.mjs). Plain constants only: the
 * proxy's bundle imports this file, so it must pull in nothing else.
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
/** Set by the entry on a request for an address no page takes: the proxy answers it 404. */
export const NOT_FOUND_HEADER = 'x-site-not-found';

/** Two years, the preload-list minimum, for every subdomain. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Headers that are the same on every response, pages, static files and the entry's own answers alike. */
export const STATIC_SECURITY_HEADERS = /** @type {ReadonlyArray<{ key: string, value: string }>} */ ([
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]);

/** The pages that take a form posted without JavaScript (the proxy handles the post, then renders the page). */
export const FORM_PAGE_PATHS = /** @type {const} */ (['/contact', '/subscription']);
/** The largest form body the server reads; the longest valid contact message is well under it. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
/** The body types a form may be posted in. */
export const FORM_BODY_TYPES = /** @type {const} */ (['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']);
/** The largest revalidation notice the webhook reads. */
export const MAX_NOTICE_BYTES = 4096;
