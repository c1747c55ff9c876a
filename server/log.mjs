// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import pino from 'pino';
import pretty from 'pino-pretty';

/**
 * The one logger of the process, shared by the server entry and the application (which load separate
 * module copies, so both find it on a well-known global).
 *
 * - JSON lines in production, readable lines in development (`LOG_FORMAT=json|pretty` overrides);
 *   `LOG_LEVEL` (fatal, error, warn, info, debug, trace, silent; default info).
 * - info and below go to standard output, warnings and errors to standard error.
 * - Every line written while a request is handled carries that request's id (`reqId`).
 * - No personal data or secret reaches a line: fields that hold them are redacted by name, and every line
 *   is scrubbed of e-mail addresses and of the values of the secret environment variables before it is
 *   written, whatever code wrote it.
 */

const STATE_KEY = Symbol.for('site.log');
export const REQUEST_ID_HEADER = 'x-request-id';
/** LOG_LEVEL's values, most severe first (src/lib/env.ts validates with these too). */
export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
/** LOG_FORMAT's values. */
export const LOG_FORMATS = /** @type {const} */ (['json', 'pretty']);

/** Environment variables whose values must never be printed (a URL's password included). */
const SECRET_VARIABLES = [
  'REVALIDATE_SECRET',
  'MAILCHIMP_API_KEY',
  'CAPTCHA_SECRET_KEY',
  'ALTCHA_HMAC_KEY',
  'METRICS_TOKEN',
  'CDN_PURGE_TOKEN',
  'WORDPRESS_PREVIEW_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
];

/** Keys whose values are personal data or credentials wherever they appear in a logged object. */
const REDACTED_KEYS = ['email', 'EMAIL', 'fields', 'password', 'authorization', 'cookie', 'secret', 'token', 'apiKey', 'ip', 'userAgent'];

/**
 * An error as logged: its type, message, code and stack, and its cause the same way. Nothing else: database
 * errors carry the failed statement's parameters and a `detail` that may quote the row (a submission).
 * @param {unknown} error
 * @param {number} [depth]
 * @returns {unknown}
 */
export function serializeError(error, depth = 0) {
  if (!(error instanceof Error)) return error;
  const code = /** @type {{ code?: unknown }} */ (error).code;
  /** @type {Record<string, unknown>} */
  const out = { type: error.constructor?.name || error.name, message: error.message, stack: error.stack };
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * Literal secrets to blank out of a line: each secret variable's value, and for connection URLs their
 * password part too.
 * @param {Record<string, string | undefined>} source
 */
export function secretValues(source) {
  /** @type {Set<string>} */
  const values = new Set();
  for (const name of SECRET_VARIABLES) {
    const value = source[name];
    if (!value || value.length < 6) continue;
    values.add(value);
    try {
      const url = new URL(value);
      if (url.password && url.password.length >= 4) values.add(decodeURIComponent(url.password));
    } catch {
      // not a URL
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/**
 * What is written of one line: e-mail addresses become "[email]", secrets "[secret]".
 * @param {string} line
 * @param {readonly string[]} secrets
 */
export function scrubLine(line, secrets) {
  let text = line;
  for (const secret of secrets) {
    if (text.includes(secret)) text = text.split(secret).join('[secret]');
    // A secret inside a JSON string may appear escaped.
    const escaped = JSON.stringify(secret).slice(1, -1);
    if (escaped !== secret && text.includes(escaped)) text = text.split(escaped).join('[secret]');
  }
  return text.replace(EMAIL, '[email]');
}

/** @param {Record<string, string | undefined>} source */
export function logSettings(source = process.env) {
  const level = (source.LOG_LEVEL || 'info').toLowerCase();
  if (!(/** @type {readonly string[]} */ (LOG_LEVELS)).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${source.LOG_LEVEL}")`);
  const formatName = (source.LOG_FORMAT || (source.NODE_ENV === 'development' ? 'pretty' : 'json')).toLowerCase();
  if (!(/** @type {readonly string[]} */ (LOG_FORMATS)).includes(formatName)) throw new Error(`LOG_FORMAT must be ${LOG_FORMATS.join(' or ')} (got "${source.LOG_FORMAT}")`);
  return { level, format: /** @type {'json' | 'pretty'} */ (formatName) };
}

/**
 * @typedef {{ requestId: string }} RequestContext
 * @typedef {{ root: import('pino').Logger, requests: AsyncLocalStorage<RequestContext>, children: Map<string, import('pino').Logger> }} LogState
 */

/**
 * @param {Record<string, string | undefined>} [source]
 * @param {import('pino').DestinationStream} [destination]  tests: where lines go (default stdout/stderr)
 * @returns {{ root: import('pino').Logger, requests: AsyncLocalStorage<RequestContext> }}
 */
export function createLogger(source = process.env, destination) {
  const settings = logSettings(source);
  const secrets = secretValues(source);
  /** @type {AsyncLocalStorage<RequestContext>} */
  const requests = new AsyncLocalStorage();
  /** @param {NodeJS.WritableStream} stream */
  const target = (stream) =>
    settings.format === 'pretty'
      ? pretty({ destination: stream, sync: true, colorize: Boolean(/** @type {{ isTTY?: boolean }} */ (stream).isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
      : stream;
  const stream =
    destination ??
    pino.multistream(
      [
        { level: 'trace', stream: target(process.stdout) },
        { level: 'warn', stream: target(process.stderr) },
      ],
      { dedupe: true },
    );
  const root = pino(
    {
      level: settings.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const context = requests.getStore();
        return context ? { reqId: context.requestId } : {};
      },
      hooks: { streamWrite: (line) => scrubLine(line, secrets) },
    },
    stream,
  );
  return { root, requests };
}

/** @returns {LogState} */
function state() {
  const holder = /** @type {Record<symbol, LogState | undefined>} */ (/** @type {unknown} */ (globalThis));
  let current = holder[STATE_KEY];
  if (!current) {
    const { root, requests } = createLogger();
    current = { root, requests, children: new Map() };
    holder[STATE_KEY] = current;
  }
  return current;
}

/**
 * The logger of one part of the site (`component` names it on every line).
 * @param {string} component
 */
export function getLogger(component) {
  const current = state();
  let child = current.children.get(component);
  if (!child) {
    child = current.root.child({ component });
    current.children.set(component, child);
  }
  return child;
}

/**
 * A request's id: the one a trusted proxy sent (letters, digits and . _ : - only, at most 100), else a new one.
 * @param {string | string[] | undefined} header
 */
export function requestIdFrom(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w.:-]{1,100}$/.test(value) ? value : randomUUID();
}

/**
 * Runs `fn` as part of request `requestId`: every line logged meanwhile, here or in the application, carries it.
 * @template T
 * @param {string} requestId
 * @param {() => T} fn
 * @returns {T}
 */
export function runWithRequestId(requestId, fn) {
  return state().requests.run({ requestId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId() {
  return state().requests.getStore()?.requestId;
}

/**
 * Sends what the framework and libraries print with console.* through the logger, so that every line the
 * process writes is one of its lines (JSON in production, scrubbed, with the request id).
 */
export function routeConsoleToLogger() {
  const log = getLogger('console');
  /** @type {Array<['log' | 'info' | 'warn' | 'error' | 'debug', 'info' | 'warn' | 'error' | 'debug']>} */
  const methods = [
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['debug', 'debug'],
  ];
  for (const [method, level] of methods) {
    console[method] = (...args) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = format(...args.map((arg) => (arg instanceof Error ? arg.message : arg)));
      if (error) log[level]({ err: error }, text);
      else log[level](text);
    };
  }
}
