// @ts-check
import { FORM_PAGE_PATHS } from '../server/app-interface.mjs';
import { MULTI_VALUED, ROUTE_QUERY_PARAMS } from '../server/cache/query-params.mjs';
import { DRAFT_MODE_COOKIE } from '../server/next-contract.mjs';

/**
 * What the CDN's VCL (cdn/site.vcl) takes from the site, written as site-generated.vcl when Varnish starts:
 * - the key rules, from the site's own table (server/cache/query-params.mjs): each page keeps the query
 *   parameters it reads and drops every other (campaign parameters, `_rsc`, junk), so the CDN keys a page as
 *   the site does, and the site is asked for the address it keys; a parameter read once keeps its first
 *   value, as the page reads it;
 * - what is one visitor's by address (the API, the editing screen, the form pages) or by cookie (an editor's
 *   draft);
 * - the backends (the site's instances) with a health check, and who may purge;
 * - the page a visitor gets when no instance answers and no copy may stand in.
 */

/** Later copies of a parameter read once are dropped this many times over; a URL with more passes uncached. */
const DUPLICATES_DROPPED = 3;

/** The message a visitor reads when no instance of the site answers and the CDN has no copy to give. */
export const UNAVAILABLE_TITLE = 'The site is unavailable for a moment';
export const UNAVAILABLE_MESSAGE = 'We are bringing it back. Please try again in a minute.';

/** @param {string} text  as a VCL string literal ("…", no quote or newline inside) */
function literal(text) {
  if (/["\n\r]/.test(text)) throw new Error(`not a plain VCL string: ${text}`);
  return `"${text}"`;
}

/** @param {string} text */
const regexEscape = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The sub `site_key`: rewrites req.url to the path and the parameters its page reads (sorted), or marks the
 * request to pass uncached when a parameter read once comes too many times.
 */
export function keyRules() {
  const routes = Object.entries(ROUTE_QUERY_PARAMS).filter(([path]) => !FORM_PAGE_PATHS.includes(/** @type {never} */ (path)));
  const branches = routes.map(([path, names], index) => {
    const kept = names.map(regexEscape).join('|');
    const once = names.filter((name) => !MULTI_VALUED.has(name));
    const duplicates = once.flatMap((name) => {
      // The second copy of `name=…`, after the first, removed: the page reads the first.
      const second = `^((?:[^&]*&)*?${regexEscape(name)}=[^&]*)((?:&[^&]*)*?)&${regexEscape(name)}=[^&]*`;
      return [
        ...Array.from({ length: DUPLICATES_DROPPED }, () => `        set req.http.X-Cdn-Query = regsub(req.http.X-Cdn-Query, ${literal(second)}, "\\1\\2");`),
        `        if (req.http.X-Cdn-Query ~ ${literal(`(^|&)${regexEscape(name)}=[^&]*&(.*&)?${regexEscape(name)}=`)}) {`,
        `            set req.http.X-Cdn-Result = "PASS";`,
        `        }`,
      ];
    });
    return [
      `    ${index === 0 ? 'if' : '} elsif'} (req.http.X-Cdn-Path == ${literal(path)}) {`,
      // Every parameter the page does not read, and every empty value, is dropped.
      `        set req.http.X-Cdn-Query = regsuball(req.http.X-Cdn-Query, ${literal(`(^|&)(?!(?:${kept})=[^&])[^&]*`)}, "");`,
      `        set req.http.X-Cdn-Query = regsub(req.http.X-Cdn-Query, "^&+", "");`,
      ...duplicates,
    ].join('\n');
  });
  return [
    '# The page\'s key: its path and the query parameters it reads (server/cache/query-params.mjs), sorted.',
    'sub site_key {',
    '    if (req.url !~ "\\?") {',
    '        return;',
    '    }',
    '    set req.http.X-Cdn-Path = regsub(req.url, "\\?.*$", "");',
    '    set req.http.X-Cdn-Query = regsub(req.url, "^[^?]*\\?", "");',
    ...branches,
    '    } else {',
    '        set req.http.X-Cdn-Query = "";',
    '    }',
    '    if (req.http.X-Cdn-Query == "") {',
    '        set req.url = req.http.X-Cdn-Path;',
    '    } else {',
    '        set req.url = std.querysort(req.http.X-Cdn-Path + "?" + req.http.X-Cdn-Query);',
    '    }',
    '    unset req.http.X-Cdn-Path;',
    '    unset req.http.X-Cdn-Query;',
    '}',
  ].join('\n');
}

/** The sub `site_private`: one visitor's by address or cookie (marked PASS). */
export function privateRules() {
  const paths = FORM_PAGE_PATHS.map(regexEscape).join('|');
  return [
    '# One visitor\'s by address (the API, the editing screen, the form pages) or by cookie (an editor\'s draft).',
    'sub site_private {',
    `    if (req.url ~ ${literal(`^/(api|keystatic)(/|\\?|$)`)} || req.url ~ ${literal(`^(${paths})(\\?|$)`)}) {`,
    '        set req.http.X-Cdn-Result = "PASS";',
    '    }',
    `    if (req.http.Cookie ~ ${literal(`(^|;\\s*)${regexEscape(DRAFT_MODE_COOKIE)}=`)}) {`,
    '        set req.http.X-Cdn-Result = "PASS";',
    '    }',
    '}',
  ].join('\n');
}

/**
 * @typedef {{ host: string, port: number }} Backend
 * @param {{ backends: Backend[], purgeToken?: string | null, purgers?: string[] }} options
 *   purgers: addresses besides the backends and this machine allowed to purge
 */
export function backendRules({ backends, purgeToken = null, purgers = [] }) {
  if (backends.length === 0) throw new Error('the CDN needs at least one backend (SITE_BACKENDS)');
  if (purgeToken !== null && !/^[\x21-\x7e]{1,200}$/.test(purgeToken)) throw new Error('CDN_PURGE_TOKEN must be printable ASCII without spaces');
  const hosts = [...new Set(['127.0.0.1', '::1', ...backends.map((backend) => backend.host), ...purgers])];
  return [
    '# The site\'s liveness answer, every second: two failures of three and an instance is out until it answers.',
    'probe site_live {',
    '    .url = "/api/health/live";',
    '    .interval = 1s;',
    '    .timeout = 2s;',
    '    .window = 3;',
    '    .threshold = 2;',
    '    .initial = 2;',
    '}',
    ...backends.map((backend, index) =>
      [
        `backend site_${index + 1} {`,
        `    .host = ${literal(backend.host)};`,
        `    .port = ${literal(String(backend.port))};`,
        '    .probe = site_live;',
        '    .connect_timeout = 2s;',
        // Past the site's own render deadline (RENDER_TIMEOUT_MS), which answers 503 in time.
        '    .first_byte_timeout = 60s;',
        '    .between_bytes_timeout = 30s;',
        '}',
      ].join('\n'),
    ),
    'sub site_backends {',
    '    new site = directors.round_robin();',
    ...backends.map((_, index) => `    site.add_backend(site_${index + 1});`),
    '}',
    '# Who may purge: the site\'s instances and this machine.',
    'acl site_purgers {',
    ...hosts.map((host) => `    ${literal(host)};`),
    '}',
    'sub site_purge {',
    '    if (req.method != "POST" && req.method != "PURGE") {',
    '        return (synth(405, "Purge with POST"));',
    '    }',
    '    if (client.ip !~ site_purgers) {',
    '        return (synth(403, "Not allowed to purge"));',
    '    }',
    ...(purgeToken === null
      ? []
      : [`    if (req.http.Authorization != ${literal(`Bearer ${purgeToken}`)}) {`, '        return (synth(401, "Wrong purge token"));', '    }']),
    '    if (!req.http.Surrogate-Key) {',
    '        return (synth(400, "Name the tags to purge in Surrogate-Key"));',
    '    }',
    '    set req.http.X-Cdn-Purged = xkey.purge(req.http.Surrogate-Key);',
    '    return (synth(200, "Purged"));',
    '}',
  ].join('\n');
}

/** The page a visitor gets when no instance answers and no copy may stand in, for the backend and client sides. */
export function unavailablePages() {
  const html = [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${UNAVAILABLE_TITLE}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem;line-height:1.5;color:#0b1f3a}</style>',
    `</head><body><main><h1>${UNAVAILABLE_TITLE}</h1><p>${UNAVAILABLE_MESSAGE}</p></main></body></html>`,
  ].join('');
  const headers = (/** @type {string} */ side) => [
    `    set ${side}.http.Content-Type = "text/html; charset=utf-8";`,
    `    set ${side}.http.Retry-After = "30";`,
    `    set ${side}.http.Cache-Control = "no-store";`,
    `    set ${side}.http.Content-Security-Policy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";`,
    `    set ${side}.http.X-Content-Type-Options = "nosniff";`,
    `    set ${side}.body = {"${html}"};`,
  ];
  return ['sub site_unavailable_page {', ...headers('beresp'), '}', 'sub site_unavailable_synth {', ...headers('resp'), '}'].join('\n');
}

/**
 * The whole site-generated.vcl.
 * @param {{ backends: Backend[], purgeToken?: string | null, purgers?: string[] }} options
 */
export function generatedVcl(options) {
  return ['# Written by cdn/vcl.mjs when the CDN starts: do not edit, it is made again each time.', backendRules(options), privateRules(), keyRules(), unavailablePages(), ''].join('\n\n');
}

/**
 * SITE_BACKENDS (`host:port`, comma-separated) as backends.
 * @param {string} text
 * @returns {Backend[]}
 */
export function parseBackends(text) {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(part);
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65_535) throw new Error(`SITE_BACKENDS: "${part}" is not host:port`);
      return { host: /** @type {string} */ (match[1]).replace(/^\[|\]$/g, ''), port };
    });
}
