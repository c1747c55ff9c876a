// @ts-check
// Random raw HTTP requests, as a stranger could send them: the property-based test of the server
// (tests/e2e/request-fuzz.test.ts) and `npm run fuzz:requests` draw them from the same arbitrary. They are
// written to a socket byte for byte (fetch would refuse or re-encode most of them): bytes ≥ 0x80, control
// characters and malformed percent escapes in the path, the query and every request header the server reads.
import { connect } from 'node:net';
import fc from 'fast-check';

/** Next.js's preview id (the draft-mode cookie's value) is 16 random bytes in hex. */
export const PREVIEW_ID_LENGTH = 32;

/**
 * @typedef {{ method: string, target: string, suffix: string, query: string, headers: Partial<Record<string, string>>, rawHeader?: [string, string], rawLine: boolean, body: string }} RawRequest
 *   every string holds bytes, one character per byte (Latin-1), so a shrunk example prints them as they went
 * @typedef {{ status: number | null, timedOut: boolean }} RawAnswer   status null: closed without an answer
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
  '%', '%%', '%X6d9', '%Ze11', '%d4%f', '%ff', '%00', '%2F', '%2e%2e', '%C3', '%E2%82', '%u00e9', '%0d%0a', '\u00e9', utf8AsBytes('é'), '\u00ff', '\u0080',
  utf8AsBytes('\u{1F600}'), '..', '/', '//', ';', ',', '=', '"', '*', '\\', '?', '#', '&', '[', ']', '{', '}', '<', '>', '`', '|', '^',
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

/** A draft-mode cookie of the preview id's length, its last byte anything a header may hold (≥ 0x80 half the time). */
const draftCookie = fc
  .tuple(fc.uint8Array({ min: 0x21, max: 0xff, minLength: PREVIEW_ID_LENGTH - 1, maxLength: PREVIEW_ID_LENGTH - 1 }), fc.integer({ min: 0x21, max: 0xff }))
  .map(([start, last]) => `__prerender_bypass=${asBytes(start.map((byte) => (byte === 0x7f ? 0x7e : byte)))}${String.fromCharCode(last === 0x7f ? 0x80 : last)}`);
/** Router states: mostly one Next.js reads (a state it cannot read is refused with a 400 before any render). */
const routerTree = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('', 'newsroom', 'search', '(site)', '__PAGE__', '%ZZ', '\u00e9'), fc.constantFrom('__PAGE__', '__DEFAULT__', 'x')).map(([segment, page]) => encodeURIComponent(JSON.stringify(['', { children: [segment, { children: [page, {}] }] }, null, null]))) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }).map((json) => encodeURIComponent(json)) },
);

/** Every request header the server or the site reads. */
const HEADERS = {
  cookie: fc.oneof(draftCookie, value('__prerender_bypass=', '__next_preview_data=x', 'a=b; a=c', '=;=;')),
  'accept-encoding': value('br', 'gzip', 'gzip, br', 'br;q=0, gzip;q=0', '*;q=0', 'identity;q=0', '*', 'br;q=1e999'),
  'if-none-match': value('*', '"x"', 'W/"x"', '"x-br", W/"y"', '"', 'W/'),
  'if-modified-since': value('Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'yesterday', '0'),
  rsc: value('1', '0', ''),
  'next-router-state-tree': fc.oneof({ weight: 3, arbitrary: routerTree }, { weight: 1, arbitrary: value('%5B%22%22%5D', '[]', 'null') }),
  'next-router-prefetch': value('1', '2'),
  'next-router-segment-prefetch': value('/_tree', '/__PAGE__', '/_index', '/x/__PAGE__'),
  'next-url': value('/', '/newsroom', '/%ZZ', '//evil.example'),
  'next-action': value('0', 'x'.repeat(42)),
  host: value('127.0.0.1', 'localhost:3000', '', '[::1]', 'évil.example:99999', 'a@b'),
  'x-forwarded-proto': value('https', 'http', 'https, http', 'HTTPS'),
  'x-forwarded-host': value('evil.example', 'localhost:3000', ''),
  'x-forwarded-for': value('203.0.113.9', '::1', 'unknown', '1.2.3.4, 5.6.7.8'),
  'x-forwarded-port': value('443', '99999', '-1'),
  forwarded: value('for=1.2.3.4;proto=https', 'proto=ftp'),
  'x-request-id': value('edge-1', ''),
  range: value('bytes=0-', 'bytes=-1', 'bytes=5-2', 'bytes=0-0,1-1,2-2', 'bytes=99999999999999999999-', 'items=0-1'),
  'content-type': value('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=', 'text/plain; charset=%ff', 'text/x-component'),
  'accept-language': value('de', '*', 'en;q=x'),
  'user-agent': value('Mozilla/5.0', ''),
};

/** Names of the query parameters the site reads, and some it does not. */
const QUERY_NAMES = ['term', 'page', 'year', 'filter', 'sort', 'view', 'type', '_rsc', 'url', 'w', 'q', 'kind', 'utm_source'];
const query = fc.oneof(
  fc.constant(''),
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), pieces), fc.oneof(pieces, fc.constantFrom('1', '0', '-1', '12000', '2024', 'reactor', ''))), { minLength: 1, maxLength: 4 }).map(
    (pairs) => `?${pairs.map(([name, text]) => `${name}=${text}`).join('&')}`,
  ),
  pieces.map((text) => `?${text}`),
);

/**
 * Requests to `targets` (an address of each kind the site has), with random bytes after the address, in the
 * query and in any of the headers the server reads.
 * @param {readonly string[]} targets
 * @returns {fc.Arbitrary<RawRequest>}
 */
export function rawRequests(targets) {
  return fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS'),
    target: fc.constantFrom(...targets),
    suffix: fc.oneof({ weight: 2, arbitrary: fc.constant('') }, { weight: 3, arbitrary: pieces.map((text) => text.replace(/[?#]/g, '')) }),
    // Node's parser refuses a byte ≥ 0x80 in the request line: it goes percent-encoded (the escapes, well
    // formed or not, then reach the site), but in one request of eight as it is.
    rawLine: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    query,
    headers: fc.record(HEADERS, { requiredKeys: [] }),
    // One request in eight carries one header of any bytes but CR and LF, controls included.
    rawHeader: fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(HEADERS)), anyHeaderBytes) }),
    body: fc.oneof(fc.constant(''), pieces),
  });
}

/** The request's bytes. @param {RawRequest} request @param {string} host  the server's host:port */
export function requestBytes(request, host) {
  const headers = { host, ...request.headers, ...(request.rawHeader ? { [request.rawHeader[0]]: request.rawHeader[1] } : {}) };
  const line = `${request.target}${request.suffix}${request.query}`;
  const escaped = request.rawLine ? line : line.replace(/[\u0080-\u00ff]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  const lines = [`${request.method} ${escaped} HTTP/1.1`];
  for (const [name, text] of Object.entries(headers)) if (text !== undefined) lines.push(`${name}: ${text}`);
  lines.push('connection: close');
  if (request.method === 'POST') lines.push(`content-length: ${Buffer.byteLength(request.body, 'latin1')}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${request.method === 'POST' ? request.body : ''}`, 'latin1');
}

/**
 * Sends a request's bytes on a connection of its own and reads the answer's status; `timeoutMs` bounds a hang.
 * @param {{ hostname: string, port: number }} server
 * @param {Buffer} bytes
 * @param {number} timeoutMs
 * @returns {Promise<RawAnswer>}
 */
export function sendRaw(server, bytes, timeoutMs) {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, server.hostname);
    /** @type {Buffer[]} */
    const chunks = [];
    let timedOut = false;
    socket.setTimeout(timeoutMs, () => {
      timedOut = true;
      socket.destroy();
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // The status line is all this needs; the rest is read to its end so the server finishes its answer.
    });
    socket.on('error', (error) => {
      // A reset after the answer began (the server ending a connection it refused) still has a status.
      if (chunks.length === 0 && /** @type {NodeJS.ErrnoException} */ (error).code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const head = Buffer.concat(chunks).subarray(0, 64).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status ? Number(status) : null, timedOut });
    });
    // Not ended: the server reads a half-closed connection as a client that left, and drops a slow answer.
    socket.write(bytes);
  });
}

/**
 * An address of each kind the site has, read from the running site itself: pages, an article, a list, the
 * search, files under public/, a build asset, the API and an address no page takes.
 * @param {string} baseUrl
 */
export async function addressesOf(baseUrl) {
  const read = async (/** @type {string} */ path) => (await fetch(baseUrl + path)).text();
  const [home, newsroom] = await Promise.all([read('/'), read('/newsroom')]);
  const article = /href="(\/newsroom\/[\w-]+\/[\w-]+)"/.exec(newsroom)?.[1];
  const asset = /(\/_next\/static\/[\w./-]+\.(?:js|css))/.exec(home)?.[1];
  if (!article || !asset) throw new Error(`the site at ${baseUrl} shows no article on /newsroom or no build asset on /`);
  return [
    '/',
    '/technology',
    '/newsroom',
    article,
    '/newsroom/posts/999999999',
    '/media',
    '/event',
    '/search',
    '/newsroom/feed.xml',
    '/images/logo.svg',
    '/images/x.png',
    asset,
    '/_next/static/chunks/made-up.js',
    '/_next/image',
    '/api/health',
    '/api/forms/contact',
    '/api/captcha/altcha',
    '/api/revalidate',
    '/api/metrics',
    '/no-such-page',
  ];
}
