// @ts-check
import { refusal } from '../gate.mjs';

/**
 * The request line's target, read as RFC 9112 §3.2 says, before anything routes on it. Browsers send the
 * origin-form (`/path?query`), which passes as it is. Proxies and scanners also send:
 * - the absolute-form (`GET http://host/path`): an origin server takes the path and query from it and the
 *   host from its authority, ignoring the Host header (§3.2.2); one the URL parser cannot read
 *   (`http://x:99999/`, `http://[/a`) or of another scheme is a 400;
 * - the asterisk-form (`OPTIONS *`): the server's own methods, 204; with any other method, a 400;
 * - the authority-form (`CONNECT host:443`): Node hands such a request over as a tunnel, never as a request;
 *   this site is not a proxy, so it is answered 405 on the socket (refuseTunnel).
 * Node's parser itself answers 400 to any other target.
 */

/** Every method the site answers somewhere. */
export const SERVER_METHODS = 'GET, HEAD, POST, OPTIONS';

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;

/** @param {string} message */
const badTarget = (message) => refusal(400, false, 'Bad request', message);

/**
 * Puts an absolute-form target in origin-form (its authority becomes the Host), or says how to answer a
 * target that names no path of this site.
 * @param {import('node:http').IncomingMessage} req
 * @returns {import('../gate.mjs').Refusal | null}  null: `req.url` is an origin-form target now
 */
export function readRequestTarget(req) {
  const target = req.url ?? '/';
  if (target.startsWith('/')) return null;
  if (target === '*') {
    if (req.method === 'OPTIONS') return { status: 204, headers: { allow: SERVER_METHODS, 'cache-control': 'no-store', 'content-length': 0 }, body: '' };
    return badTarget('Only OPTIONS may ask about the server as a whole (*). Ask for an address of the site instead.');
  }
  if (ABSOLUTE_FORM.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '') {
      req.url = `${url.pathname}${url.search}`;
      req.headers.host = url.host;
      return null;
    }
  }
  return badTarget('The address in this request cannot be read. Ask for a path of the site, such as /.');
}

/**
 * Answers a CONNECT on its socket, which Node handed over without a response to write to: this site opens no
 * tunnels. The socket is closed after the answer.
 * @param {import('node:stream').Duplex} socket
 */
export function refuseTunnel(socket) {
  // Node no longer listens for this socket's errors (a reset would otherwise stop the process).
  socket.on('error', () => socket.destroy());
  const answer = refusal(405, false, 'Method not allowed', 'This site is not a proxy: it answers GET, HEAD, POST and OPTIONS.', { allow: SERVER_METHODS });
  const lines = ['HTTP/1.1 405 Method Not Allowed', ...Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`)];
  lines.push(`content-length: ${Buffer.byteLength(answer.body)}`, 'connection: close');
  socket.end(`${lines.join('\r\n')}\r\n\r\n${answer.body}`);
}
