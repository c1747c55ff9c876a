// @ts-check
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/**
 * Compressed codings of a response: which one a browser takes (negotiator reads Accept-Encoding, q-values
 * included, brotli preferred where it is as welcome as gzip), and the compression itself, at levels quick
 * enough to run for each stored page and each page for one visitor.
 */

/** @typedef {'br' | 'gzip' | 'identity'} Coding */

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml|text\/calendar)/;
/** @type {Coding[]} */
const PREFERRED = ['br', 'gzip', 'identity'];

/**
 * The coding to send, of those at hand (identity always is).
 * @param {string | string[] | undefined} acceptEncoding
 * @param {{ br: boolean, gzip: boolean }} available
 * @returns {Coding}
 */
export function chooseCoding(acceptEncoding, available) {
  const offered = PREFERRED.filter((coding) => coding === 'identity' || available[coding]);
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  const negotiator = new Negotiator({ headers: header === undefined ? {} : { 'accept-encoding': header } });
  // negotiator 1.x takes the preferred order as a second argument (its published types are 0.6's).
  const encoding = /** @type {(available: string[], options: { preferred: string[] }) => string | undefined} */ (negotiator.encoding.bind(negotiator));
  const chosen = encoding(offered, { preferred: PREFERRED });
  return /** @type {Coding | undefined} */ (chosen) ?? 'identity';
}

/** @param {string | string[] | number | undefined} value */
export function headerText(value) {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

/** Bodies worth compressing: text of more than 1 KiB. @param {Buffer} body @param {string | string[] | number | undefined} contentType */
export function isCompressible(body, contentType) {
  return body.length > 1024 && COMPRESSIBLE.test(headerText(contentType));
}

/** @param {Buffer} body @param {'br' | 'gzip'} coding @returns {Promise<Buffer>} */
export function compress(body, coding) {
  return coding === 'br'
    ? brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/** A Vary header that also names Accept-Encoding. @param {string} vary */
export function withAcceptEncoding(vary) {
  const names = vary
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}
