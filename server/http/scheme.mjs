// @ts-check
import { STRICT_TRANSPORT_SECURITY } from '../app-interface.mjs';
import { withUpgradeInsecureRequests } from '../html/csp.mjs';

/**
 * Whether a request came over https (the first proxy's X-Forwarded-Proto, else the connection), and the
 * headers that differ with it: HSTS, and the policy's upgrade of sub-resources to https. The header reaches
 * here only from a trusted proxy (TRUST_PROXY): the server drops a visitor's own (http/forwarded.mjs).
 * @param {import('node:http').IncomingMessage} req
 */
export function isHttps(req) {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  if (forwarded) return forwarded === 'https';
  return Boolean(/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted);
}

/**
 * @param {string} csp  the page's policy ('' when none applies)
 * @param {boolean} https
 * @returns {Record<string, string>}
 */
export function schemeHeaders(csp, https) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (csp) headers['content-security-policy'] = https ? withUpgradeInsecureRequests(csp) : csp;
  if (https) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
