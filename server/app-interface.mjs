// @ts-check

/**
 * The names the server entry and the application (its proxy, src/proxy.ts, and the forms) agree on: our own
 * headers and limits, not Next.js's (those are in server/next-contract.mjs). Plain constants and functions of
 * them only: the proxy's bundle imports this file, so it must pull in nothing else.
 */

/** Set by the entry on each render it asks for: the proxy hands it to Next.js as its scripts' nonce. */
export const RENDER_NONCE_HEADER = 'x-render-nonce';
/**
 * Set by the proxy on a response: `public` when it is the same for every visitor (a route of SHARED_ROUTES,
 * or the not-found page), `private` otherwise.
 */
export const CACHE_MARK_HEADER = 'x-page-cache';

/**
 * The routes whose answers are the same for every visitor, and so may be shared by the page cache and CDNs
 * (server/cache/policy.mjs): a route opts in by being named here. Every other route is one visitor's by
 * default, so a new page that reads a cookie or a header is never handed to another visitor; it is shared
 * once it is added here. Left out on purpose: the form pages (a one-off submission key and captcha
 * question, and after a post that visitor's input), the editing screen, and the API (answered by the entry
 * as it is). `[name]` stands for one path segment.
 */
export const SHARED_ROUTES = /** @type {const} */ ([
  '/',
  '/accessibility-policies',
  '/accessibility/AODA-customer-service-policy',
  '/accessibility/integrated-accessibility-standards-policy',
  '/accessibility/multi-year-accessibility-plan',
  '/applications/chemical-and-petrochemical-plants',
  '/applications/coal-to-nuclear',
  '/applications/commercial-advantages',
  '/applications/data-centers',
  '/careers',
  '/category/in-the-news',
  '/category/in-the-news/feed.xml',
  '/category/press-release',
  '/category/press-release/feed.xml',
  '/event',
  '/event/calendar.ics',
  '/ideas',
  '/ideas/feed.xml',
  '/investors',
  '/latest-updates',
  '/media',
  '/newsroom',
  '/newsroom/feed.xml',
  '/newsroom/[kind]/[id]',
  '/newsroom/[kind]/[id]/calendar.ics',
  '/our-team',
  '/our-team/advisors',
  '/our-team/trade-associations',
  '/privacy-policy',
  '/search',
  '/technology',
  '/technology/advanced-nuclear-reactor-design',
  '/technology/leading-the-way',
  '/technology/molten-salt-reactor',
  '/technology/versatile',
  '/terms-and-conditions',
  '/.well-known/security.txt',
  '/robots.txt',
  '/sitemap.xml',
]);

/**
 * Whether `pathname` is an address of a route that opted in to sharing (SHARED_ROUTES).
 * @param {string} pathname
 */
export function isSharedRoute(pathname) {
  const segments = pathname.split('/');
  return SHARED_ROUTES.some((route) => {
    const parts = route.split('/');
    return parts.length === segments.length && parts.every((part, index) => (part.startsWith('[') ? (segments[index] ?? '') !== '' : part === segments[index]));
  });
}
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

/**
 * The content tag every page that shows news carries (src/lib/news/cache-tags.ts names it so): dropping it
 * drops all of them. Its value stays 'content': CDNs already purge by the tags pages name.
 */
export const ALL_NEWS_TAG = 'content';
