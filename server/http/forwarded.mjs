// @ts-check

/**
 * What a request says about the hops before this server: trusted only behind a reverse proxy the operator
 * names with TRUST_PROXY=true, which overwrites or appends to these headers. Without it a visitor writes them
 * as they like, so none of them reaches the entry, the page cache or the application: a forged
 * `X-Forwarded-Proto: https` would otherwise add HSTS and change the scheme of the addresses Next.js builds,
 * and a forged `X-Forwarded-Host` their host. X-Forwarded-For is always set to the connection's address (the
 * forms' rate limit keys on it), with the proxy's chain before it when trusted.
 */

/** The hop headers a proxy writes (the standard Forwarded, the de-facto X-Forwarded-* and X-Real-IP). */
const HOP_HEADERS = /^(forwarded|x-forwarded-.+|x-real-ip)$/;

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy
 */
export function applyForwarding(req, trustProxy) {
  const connected = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  if (!trustProxy) {
    for (const name of Object.keys(req.headers)) if (HOP_HEADERS.test(name)) delete req.headers[name];
  }
  req.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${connected}` : connected;
}
