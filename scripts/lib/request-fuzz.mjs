// @ts-check
// Random raw HTTP requests, as strangers send them: the property-based tests of the server
// (tests/e2e/request-fuzz.test.ts, tests/e2e/production-limits.test.ts) and `npm run fuzz` draw them from the same
// arbitrary. They are written to a socket byte for byte (fetch would refuse or re-encode most of them): any
// method, unknown tokens included; origin-, absolute-, authority- and asterisk-form targets; every route of the
// build, its dynamic segments filled from the site's own values or made up; any header name, duplicates of
// Host, Content-Length, Transfer-Encoding and Cookie; chunked bodies, some cut short; bytes ≥ 0x80, control
// characters and malformed percent escapes wherever the request line or a header can carry them. Each answer
// is read whole (http-parser-js, the parser of a client), so an error after the status line is seen too.
import { readFileSync } from 'node:fs';
import { METHODS } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import { HTTPParser } from 'http-parser-js';
import { ROUTES_MANIFEST_FILE, routesOf } from '../../server/next-contract.mjs';

/** Next.js's preview id (the draft-mode cookie's value) is 16 random bytes in hex. */
export const PREVIEW_ID_LENGTH = 32;

/**
 * @typedef {'origin' | 'absolute' | 'authority' | 'asterisk'} TargetForm
 * @typedef {{ method: string, form: TargetForm, target: string, version: string, headers: Array<[string, string]>, body: string, rawLine: boolean }} RawRequest
 *   every string holds bytes, one character per byte (Latin-1), so a shrunk example prints them as they went;
 *   headers: in the order sent, duplicates kept; body: the bytes after the head, framed as the headers say
 * @typedef {{ status: number | null, headers: Record<string, string | string[]>, body: Buffer, complete: boolean, timedOut: boolean }} RawAnswer
 *   status null: closed without an answer; complete: the whole answer arrived, as its framing says
 * @typedef {{ addresses: string[], families: string[], values: Record<string, string[]> }} SiteRoutes
 *   addresses: every address the site links or serves; families: the build's dynamic routes (`/newsroom/[kind]/[id]`);
 *   values: for each dynamic segment's name, the values the site's own addresses give it
 */

/** @param {string} text */
const utf8AsBytes = (text) => Buffer.from(text, 'utf8').toString('latin1');
/** @param {Uint8Array} bytes */
const asBytes = (bytes) => Buffer.from(bytes).toString('latin1');

/**
 * Pieces that have broken a parser somewhere: percent escapes, half UTF-8 sequences, separators. Control
 * characters are kept for one header of a request (below): Node's parser refuses them with a 400 before the
 * site sees the request, so a request made mostly of them would test the parser only.
 */
const TRICKY = [
  '%', '%%', '%X6d9', '%Ze11', '%d4%f', '%ff', '%00', '%2F', '%25', '%2e%2e', '%C3', '%E2%82', '%u00e9', '%0d%0a', '\u00e9', utf8AsBytes('é'), '\u00ff', '\u0080',
  utf8AsBytes('\u{1F600}'), '..', '/', '//', ';', ',', '=', '"', '*', '\\', '?', '#', '&', '[', ']', '{', '}', '<', '>', '`', '|', '^', '@', ':',
];

/** Bytes a header may carry without ending it (anything but CR and LF): Node's parser refuses most of them. */
const anyHeaderBytes = fc.uint8Array({ maxLength: 48 }).map((bytes) => asBytes(bytes.filter((byte) => byte !== 0x0d && byte !== 0x0a)));
/** Bytes Node's parser lets through to the server (visible ASCII and every byte ≥ 0x80). */
const passingBytes = fc.uint8Array({ min: 0x21, max: 0xff, maxLength: 48 }).map((bytes) => asBytes(bytes.filter((byte) => byte !== 0x7f)));
/** Text made of tricky pieces, random Unicode (as UTF-8, controls left out) and random passing bytes. */
const pieces = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'binary', maxLength: 6 }).map(utf8AsBytes), passingBytes), { maxLength: 6 })
  .map((parts) => parts.join('').replace(/[\u0000-\u0020\u007f]/g, ''));
/** A header value: a plausible one, or bytes. @param {string[]} plausible */
const value = (...plausible) => fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...plausible) }, { weight: 3, arbitrary: pieces }, { weight: 2, arbitrary: passingBytes });
/** A token (RFC 9110 §5.6.2): what a method or a header name is made of. */
const token = (/** @type {number} */ maxLength) => fc.stringMatching(new RegExp(`^[!#$%&'*+.^_\`|~0-9A-Za-z-]{1,${maxLength}}$`));

/** Every method Node's parser knows (it answers 400 to any other), in upper and lower case, and unknown tokens. */
const method = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST') },
  { weight: 5, arbitrary: fc.constantFrom(...METHODS) },
  { weight: 1, arbitrary: fc.constantFrom(...METHODS).map((name) => name.toLowerCase()) },
  { weight: 1, arbitrary: token(12) },
);

/** A draft-mode cookie of the preview id's length, its last byte anything a header may hold (≥ 0x80 half the time). */
const draftCookie = fc
  .tuple(fc.uint8Array({ min: 0x21, max: 0xff, minLength: PREVIEW_ID_LENGTH - 1, maxLength: PREVIEW_ID_LENGTH - 1 }), fc.integer({ min: 0x21, max: 0xff }))
  .map(([start, last]) => `__prerender_bypass=${asBytes(start.map((byte) => (byte === 0x7f ? 0x7e : byte)))}${String.fromCharCode(last === 0x7f ? 0x80 : last)}`);
/** Router states: mostly one Next.js reads (a state it cannot read is refused with a 400 before any render). */
const routerTree = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('', 'newsroom', 'search', '(site)', '__PAGE__', '%ZZ', '\u00e9'), fc.constantFrom('__PAGE__', '__DEFAULT__', 'x')).map(([segment, page]) => encodeURIComponent(JSON.stringify(['', { children: [segment, { children: [page, {}] }] }, null, null]))) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }).map((json) => encodeURIComponent(json)) },
);
const cookie = fc.oneof(draftCookie, value('__prerender_bypass=', '__next_preview_data=x', 'a=b; a=c', '=;=;', 'preview_scope=x', 'NEXT_LOCALE=de'));

/**
 * Every request header the server or the site reads, the framework's internal ones a stranger may forge, and
 * what asks a server to change protocol or wait.
 * @type {Record<string, fc.Arbitrary<string>>}
 */
const HEADERS = {
  'accept-encoding': value('br', 'gzip', 'gzip, br', 'br;q=0, gzip;q=0', '*;q=0', 'identity;q=0', '*', 'br;q=1e999'),
  accept: value('text/html', 'text/x-component', '*/*', 'application/json', 'image/webp'),
  'if-none-match': value('*', '"x"', 'W/"x"', '"x-br", W/"y"', '"', 'W/'),
  'if-modified-since': value('Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'yesterday', '0'),
  rsc: value('1', '0', ''),
  'next-router-state-tree': fc.oneof({ weight: 3, arbitrary: routerTree }, { weight: 1, arbitrary: value('%5B%22%22%5D', '[]', 'null') }),
  'next-router-prefetch': value('1', '2'),
  'next-router-segment-prefetch': value('/_tree', '/__PAGE__', '/_index', '/x/__PAGE__'),
  'next-url': value('/', '/newsroom', '/%ZZ', '//evil.example'),
  'next-action': value('0', 'x'.repeat(42)),
  purpose: value('prefetch'),
  'sec-purpose': value('prefetch', 'prefetch;prerender'),
  'x-middleware-subrequest': value('middleware', 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy', 'proxy'),
  'x-middleware-prefetch': value('1'),
  'x-nextjs-data': value('1'),
  'x-invoke-path': value('/api/metrics', '/_not-found'),
  'x-matched-path': value('/api/metrics', '/[...missing]'),
  'x-now-route-matches': value('1=x', 'nxtPmissing=a'),
  'x-render-nonce': value('forged'),
  'x-site-not-found': value('1', '0'),
  'x-page-csp': value("script-src 'unsafe-inline'"),
  'x-http-method-override': value('DELETE', 'PUT'),
  upgrade: value('websocket', 'h2c', 'TLS/1.0'),
  connection: value('upgrade', 'keep-alive', 'Upgrade, HTTP2-Settings', 'te'),
  expect: value('100-continue', 'nothing'),
  te: value('trailers', 'gzip'),
  'x-forwarded-proto': value('https', 'http', 'https, http', 'HTTPS'),
  'x-forwarded-host': value('evil.example', 'localhost:3000', ''),
  'x-forwarded-for': value('203.0.113.9', '::1', 'unknown', '1.2.3.4, 5.6.7.8'),
  'x-forwarded-port': value('443', '99999', '-1'),
  forwarded: value('for=1.2.3.4;proto=https', 'proto=ftp'),
  'x-real-ip': value('203.0.113.9'),
  'x-request-id': value('edge-1', ''),
  authorization: value('Bearer x', 'Basic Og=='),
  'x-revalidate-secret': value('x'),
  range: value('bytes=0-', 'bytes=-1', 'bytes=5-2', 'bytes=0-0,1-1,2-2', 'bytes=99999999999999999999-', 'items=0-1'),
  'content-type': value('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=', 'text/plain; charset=%ff', 'text/x-component'),
  'content-encoding': value('gzip', 'br', 'x'),
  'accept-language': value('de', '*', 'en;q=x'),
  'user-agent': value('Mozilla/5.0', ''),
  origin: value('null', 'http://evil.example'),
  referer: value('http://evil.example/', '/%ZZ'),
};

/** Names of the query parameters the site reads, and some it does not. */
const QUERY_NAMES = ['term', 'page', 'year', 'filter', 'sort', 'view', 'type', 'redirected', 'sent', '_rsc', 'url', 'w', 'q', 'kind', 'token', 'utm_source', '__nextDataReq', '__nextLocale', 'nxtPkind'];
const query = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), pieces), fc.oneof(pieces, fc.constantFrom('1', '0', '-1', '12000', '2024', 'reactor', '', '%2F%25', '/search', 'http://x'))), { minLength: 1, maxLength: 4 })
      .map((pairs) => `?${pairs.map(([name, text]) => `${name}=${text}`).join('&')}`),
  },
  { weight: 1, arbitrary: pieces.map((text) => `?${text}`) },
);

/** A made-up path segment: a value of the site's kind, or bytes. */
const segment = fc.oneof(
  fc.constantFrom('posts', 'media', 'event', '1014', '0', '-1', '99999999999999999999', 'feed.xml', 'calendar.ics', '__PAGE__', '_next', '%2e%2e', '..', 'index', 'x'),
  pieces.map((text) => text.replace(/[/?#]/g, '')),
);

/**
 * An address of a dynamic route, each segment filled with a value the site's own addresses give it, or made up.
 * @param {string} family  `/newsroom/[kind]/[id]/calendar.ics`, `/keystatic/[[...params]]`
 * @param {Record<string, string[]>} values
 */
function familyAddress(family, values) {
  const parts = family.split('/').map((part) => {
    const name = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(part)?.[1];
    if (!name) return fc.constant(part);
    const known = values[name] ?? [];
    const one = known.length > 0 ? fc.oneof(fc.constantFrom(...known), segment) : segment;
    if (!part.includes('...')) return one;
    return fc.array(one, { minLength: part.startsWith('[[') ? 0 : 1, maxLength: 3 }).map((list) => list.join('/'));
  });
  return fc.tuple(...parts).map((filled) => filled.join('/').replace(/\/+$/, '') || '/');
}

/** An authority a stranger may name: this server's, another's, or one no parser reads. */
const authority = (/** @type {string} */ ownHost) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(ownHost, 'localhost', 'example.com:443', 'x:99999', '[::1]:80', '[/a', 'a@b', 'évil.example', '%zz', 'x:-1', '1.2.3.4:0', '', ':80', 'a:b:c') },
    { weight: 1, arbitrary: pieces.map((text) => text.replace(/[/?#]/g, '')) },
  );

/**
 * Requests to the site's routes, in every target form, with random headers and bodies.
 * @param {SiteRoutes} routes
 * @param {string} ownHost  the server's host:port
 * @returns {fc.Arbitrary<RawRequest>}
 */
export function rawRequests(routes, ownHost) {
  const address = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...routes.addresses) },
    { weight: 2, arbitrary: fc.constantFrom(...routes.families).chain((family) => familyAddress(family, routes.values)) },
  );
  // A byte ≥ 0x80 in the request line is refused by Node's parser: it goes percent-encoded (the escapes, well
  // formed or not, then reach the site), but in one request of sixteen as it is.
  const path = fc.tuple(address, fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 2, arbitrary: pieces.map((text) => text.replace(/[?#]/g, '')) }), query).map((parts) => parts.join(''));
  const target = fc.oneof(
    { weight: 12, arbitrary: fc.record({ form: fc.constant(/** @type {const} */ ('origin')), method, target: path }) },
    {
      weight: 3,
      arbitrary: fc.record({
        form: fc.constant(/** @type {const} */ ('absolute')),
        method,
        target: fc.tuple(fc.constantFrom('http', 'https', 'HTTP', 'ftp', 'ws', 'x'), authority(ownHost), fc.oneof(path, fc.constant(''), query)).map(([scheme, host, rest]) => `${scheme}://${host}${rest}`),
      }),
    },
    { weight: 1, arbitrary: fc.record({ form: fc.constant(/** @type {const} */ ('authority')), method: fc.oneof({ weight: 3, arbitrary: fc.constant('CONNECT') }, { weight: 1, arbitrary: method }), target: authority(ownHost) }) },
    { weight: 1, arbitrary: fc.record({ form: fc.constant(/** @type {const} */ ('asterisk')), method: fc.oneof({ weight: 3, arbitrary: fc.constant('OPTIONS') }, { weight: 1, arbitrary: method }), target: fc.constant('*') }) },
  );
  // A few of them at a time: a request carrying all of them would mostly test how Node refuses the worst one.
  const known = fc
    .uniqueArray(fc.constantFrom(...Object.keys(HEADERS)), { maxLength: 5 })
    .chain((names) => fc.tuple(...names.map((name) => /** @type {fc.Arbitrary<string>} */ (HEADERS[name]).map((text) => /** @type {[string, string]} */ ([name, text])))));
  const unknown = fc.array(fc.tuple(fc.oneof(token(24), fc.constantFrom(...Object.keys(HEADERS)).map((name) => name.toUpperCase())), value('', '1', 'x')), { maxLength: 3 });
  const hosts = /** @type {fc.Arbitrary<string[]>} */ (fc.oneof(
    { weight: 16, arbitrary: fc.constant([ownHost]) },
    { weight: 4, arbitrary: fc.array(value(ownHost, '127.0.0.1', '', '[::1]', 'évil.example:99999', 'a@b', 'x:99999'), { minLength: 1, maxLength: 2 }) },
    { weight: 1, arbitrary: fc.constant(/** @type {string[]} */ ([])) },
  ));
  const cookies = fc.array(cookie, { maxLength: 3 });
  // A body and how it is framed: none, its length (once, or twice), chunked (whole, or cut short), or both.
  // (Node's parser refuses two lengths, two codings, a length beside a coding, and a last coding not chunked.)
  const coding = fc.oneof({ weight: 4, arbitrary: fc.constant('chunked') }, { weight: 1, arbitrary: fc.constantFrom('gzip, chunked', 'chunked, chunked', 'identity', 'CHUNKED') });
  const body = fc.oneof(
    { weight: 12, arbitrary: fc.constant({ framing: /** @type {Array<[string, string]>} */ ([]), bytes: '' }) },
    { weight: 8, arbitrary: pieces.map((bytes) => ({ framing: /** @type {Array<[string, string]>} */ ([['content-length', String(bytes.length)]]), bytes })) },
    { weight: 1, arbitrary: fc.tuple(pieces, fc.constantFrom(0, 1, 7)).map(([bytes, other]) => ({ framing: /** @type {Array<[string, string]>} */ ([['content-length', String(bytes.length)], ['content-length', String(other === 0 ? bytes.length : other)]]), bytes })) },
    { weight: 6, arbitrary: fc.tuple(pieces, fc.boolean(), coding).map(([bytes, cut, name]) => ({ framing: /** @type {Array<[string, string]>} */ ([['transfer-encoding', name]]), bytes: chunked(bytes, cut) })) },
    { weight: 1, arbitrary: pieces.map((bytes) => ({ framing: /** @type {Array<[string, string]>} */ ([['transfer-encoding', 'chunked'], ['content-length', String(bytes.length)]]), bytes: chunked(bytes, false) })) },
    { weight: 1, arbitrary: pieces.map((bytes) => ({ framing: /** @type {Array<[string, string]>} */ ([['transfer-encoding', 'chunked'], ['transfer-encoding', 'chunked']]), bytes: chunked(bytes, false) })) },
  );
  return fc
    .record({
      target,
      version: fc.oneof({ weight: 24, arbitrary: fc.constant('HTTP/1.1') }, { weight: 1, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/0.9', 'http/1.1') }),
      hosts,
      cookies,
      known,
      unknown,
      // One request in twelve carries one header of any bytes but CR and LF, controls included.
      raw: fc.oneof({ weight: 11, arbitrary: fc.constant(/** @type {Array<[string, string]>} */ ([])) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(HEADERS), 'host', 'cookie'), anyHeaderBytes).map((pair) => [pair]) }),
      body,
      rawLine: fc.oneof({ weight: 15, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    })
    .map(({ target: { form, method: name, target: text }, version, hosts: hostList, cookies: cookieList, known: knownList, unknown: unknownList, raw, body: { framing, bytes }, rawLine }) => ({
      method: name,
      form,
      target: text,
      version,
      headers: [...hostList.map((host) => /** @type {[string, string]} */ (['host', host])), ...cookieList.map((text) => /** @type {[string, string]} */ (['cookie', text])), ...knownList, ...unknownList, ...raw, ...framing],
      body: bytes,
      rawLine,
    }));
}

/**
 * `bytes` as chunks of up to seven bytes; cut short: the last chunk and the end never come.
 * @param {string} bytes @param {boolean} cut
 */
function chunked(bytes, cut) {
  const chunks = bytes.match(/[\s\S]{1,7}/g) ?? [];
  const framed = chunks.map((chunk) => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  return cut ? framed.slice(0, -1).join('') + (chunks.length > 0 ? '5\r\nab' : '') : `${framed.join('')}0\r\n\r\n`;
}

/** The request's bytes. @param {RawRequest} request */
export function requestBytes(request) {
  const escaped = request.rawLine ? request.target : request.target.replace(/[\u0080-\u00ff]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  const lines = [`${request.method} ${escaped} ${request.version}`];
  for (const [name, text] of request.headers) lines.push(`${name}: ${text}`);
  // Each connection carries one request; the answer is read whole by its own framing, or to the close.
  lines.push('connection: close');
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${request.body}`, 'latin1');
}

/**
 * A request to `target` as a browser would send it, with `headers` added: for the cases written out in tests.
 * @param {string} target @param {Record<string, string>} [headers] @param {Partial<RawRequest>} [fields]
 * @returns {RawRequest}
 */
export function plainRequest(target, headers = {}, fields = {}) {
  const form = target === '*' ? 'asterisk' : target.startsWith('/') ? 'origin' : /^[a-z]+:\/\//i.test(target) ? 'absolute' : 'authority';
  return { method: 'GET', form, target, version: 'HTTP/1.1', headers: Object.entries(headers), body: '', rawLine: false, ...fields };
}

/**
 * Sends a request's bytes on a connection of its own and reads the whole answer (an interim 1xx skipped);
 * `timeoutMs` bounds a hang.
 * @param {{ hostname: string, port: number }} server
 * @param {Buffer} bytes
 * @param {number} timeoutMs
 * @param {{ head?: boolean }} [options]  head: the answer to a HEAD, which has no body whatever its headers say
 * @returns {Promise<RawAnswer>}
 */
export function sendRaw(server, bytes, timeoutMs, { head = false } = {}) {
  return new Promise((resolve) => {
    const socket = connect(server.port, server.hostname);
    const parser = new HTTPParser(HTTPParser.RESPONSE);
    /** @type {RawAnswer} */
    const answer = { status: null, headers: {}, body: Buffer.alloc(0), complete: false, timedOut: false };
    /** @type {Buffer[]} */
    const body = [];
    parser[HTTPParser.kOnHeadersComplete] = (/** @type {{ statusCode: number, headers: string[] }} */ info) => {
      answer.status = info.statusCode;
      answer.headers = {};
      for (let index = 0; index < info.headers.length; index += 2) {
        const name = String(info.headers[index]).toLowerCase();
        const text = String(info.headers[index + 1]);
        const before = answer.headers[name];
        answer.headers[name] = before === undefined ? text : [...(Array.isArray(before) ? before : [before]), text];
      }
      body.length = 0;
      // No body: an interim answer, a HEAD's, a 204's or a 304's.
      return head || info.statusCode < 200 || info.statusCode === 204 || info.statusCode === 304 ? 1 : 0;
    };
    parser[HTTPParser.kOnBody] = (/** @type {Buffer} */ chunk, /** @type {number} */ offset, /** @type {number} */ length) => void body.push(Buffer.from(chunk.subarray(offset, offset + length)));
    parser[HTTPParser.kOnMessageComplete] = () => {
      // An interim answer (100 Continue) is followed by the real one.
      if (answer.status !== null && answer.status >= 200) {
        answer.complete = true;
        socket.destroy();
      }
    };
    socket.setTimeout(timeoutMs, () => {
      answer.timedOut = true;
      socket.destroy();
    });
    socket.on('data', (chunk) => {
      if (parser.execute(chunk) instanceof Error) socket.destroy();
    });
    // A reset after the answer began (the server ending a connection it refused) still leaves what came.
    socket.on('error', () => {});
    socket.on('close', () => {
      // An answer without a length ends with the connection.
      if (!answer.complete && answer.status !== null && !(parser.finish() instanceof Error) && answer.status >= 200) answer.complete = true;
      answer.body = Buffer.concat(body);
      resolve(answer);
    });
    // Not ended: the server reads a half-closed connection as a client that left, and drops a slow answer.
    socket.write(bytes);
  });
}

/**
 * What is wrong with an answer, as a stranger or a visitor would see it: none (null), or why.
 * @param {RawAnswer} answer
 */
export function answerFault(answer) {
  if (answer.timedOut) return 'no answer before the bound on a hang';
  if (answer.status === null) return 'closed without an answer';
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (!answer.complete) return `answered ${answer.status}, then cut off before the end of its body`;
  const type = String(answer.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && !answer.headers['content-security-policy']) return `an HTML answer (${answer.status}) without a Content-Security-Policy`;
  return null;
}

/**
 * Every address the site serves, from the running site (its sitemap, a build asset its home page links) and
 * its build's routes manifest (every route, the API, feeds, calendars and the editing screen included).
 * @param {string} baseUrl
 * @param {string} root  the project folder the server runs from (its .next/)
 * @returns {Promise<SiteRoutes>}
 */
export async function siteRoutes(baseUrl, root) {
  const read = async (/** @type {string} */ path) => (await fetch(baseUrl + path)).text();
  const [home, sitemap] = await Promise.all([read('/'), read('/sitemap.xml')]);
  const asset = /(\/_next\/static\/[\w./-]+\.(?:js|css))/.exec(home)?.[1];
  const linked = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => /** @type {string} */ (match[1]));
  if (!asset || !linked.some((path) => path.startsWith('/newsroom/'))) throw new Error(`the site at ${baseUrl} lists no article in its sitemap or no build asset on /`);
  const { staticRoutes, dynamicRoutes } = routesOf(JSON.parse(readFileSync(join(root, '.next', ROUTES_MANIFEST_FILE), 'utf8')));
  const families = dynamicRoutes.map((route) => route.page);
  /** @type {Record<string, Set<string>>} */
  const values = {};
  for (const route of dynamicRoutes) {
    const names = [...route.page.matchAll(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g)].map((match) => /** @type {string} */ (match[1]));
    for (const path of linked) {
      const match = new RegExp(route.regex).exec(path);
      if (match) names.forEach((name, index) => (values[name] ??= new Set()).add(decodeURIComponent(match[index + 1] ?? '')));
    }
  }
  const extra = ['/_next/static/chunks/made-up.js', '/_next/image', '/_next/data/x/index.json', '/_next/webpack-hmr', '/images/logo.svg', '/images/x.png', '/files/x.pdf', '/favicon.ico', '/no-such-page'];
  return {
    addresses: [...new Set([...linked, ...staticRoutes.map((route) => route.page), asset, ...extra])],
    families,
    values: Object.fromEntries(Object.entries(values).map(([name, set]) => [name, [...set].filter((text) => text !== '')])),
  };
}

/** The samples of the server's 5xx counter (site_http_server_errors_total, one a route, status and cause) in a metrics scrape. @param {string} scrape */
export const serverErrorSamples = (scrape) => scrape.split('\n').filter((line) => /^site_http_server_errors_total[{ ]/.test(line));

/** The server's 5xx counter summed over every label, in a metrics scrape. @param {string} scrape */
export function serverErrorsIn(scrape) {
  return serverErrorSamples(scrape).reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/**
 * Runs `runs` random requests at a server, one at a time, and throws (fast-check's report: the seed, the
 * path to replay it and the smallest failing request) at the first answer with a fault. Returns what was
 * sent: the methods and target forms seen, and how many of each status.
 * @param {{ url: string, root: string, runs: number, seed?: number, timeoutMs: number, routes?: SiteRoutes }} options
 */
export async function fuzzServer({ url, root, runs, seed, timeoutMs, routes }) {
  const address = new URL(url);
  const server = { hostname: address.hostname, port: Number(address.port || 80) };
  const arbitrary = rawRequests(routes ?? (await siteRoutes(url, root)), address.host);
  // Tables without a prototype: a method may be called toString.
  const table = () => /** @type {Record<string, number>} */ (Object.create(null));
  const seen = { methods: table(), forms: table(), statuses: table() };
  const count = (/** @type {Record<string, number>} */ table, /** @type {string} */ key) => void (table[key] = (table[key] ?? 0) + 1);
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const answer = await sendRaw(server, requestBytes(request), timeoutMs, { head: request.method === 'HEAD' });
      count(seen.methods, request.method);
      count(seen.forms, request.form);
      count(seen.statuses, String(answer.status));
      const fault = answerFault(answer);
      if (fault) throw new Error(`${fault}: ${JSON.stringify(requestBytes(request).toString('latin1'))}`);
    }),
    { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
  );
  return seen;
}
