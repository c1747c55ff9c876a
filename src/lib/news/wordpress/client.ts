import { NewsUnavailableError } from '../types';
import { fetchFailureReason, recordWordPressRequest } from './status';

/**
 * The one place the site talks to WordPress. Everything else goes through the source built on it.
 */

export interface WordPressClientOptions {
  /** REST base, e.g. https://cms.example.org/wp-json/wp/v2 (no trailing slash). */
  apiUrl: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Called once per request made, for the request budget checks and logs. */
  onRequest?: (url: string) => void;
  /**
   * An application password (Basic auth), only for reading drafts in previews. Answers read with it are
   * never cached by anyone: see the preview source.
   */
  auth?: { user: string; password: string };
}

export interface WordPressResponse {
  status: number;
  /** Parsed JSON body (unknown shape: the mappers check it). */
  body: unknown;
  /** X-WP-Total / X-WP-TotalPages when present. */
  total: number | null;
  totalPages: number | null;
}

export type QueryParams = Record<string, string | number | undefined>;

function headerNumber(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null) return null;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function buildUrl(apiUrl: string, path: string, params: QueryParams = {}): string {
  const url = new URL(`${apiUrl}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(params)) {
    // URLSearchParams encodes '+' in date offsets as %2B, which WordPress needs.
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * GET a REST path. Answers with the status and parsed body for any HTTP answer below 500, so callers
 * can tell "no such post" (404/401) and "past the last page" (400) from an outage. Network failures,
 * timeouts, 5xx and bodies that are not JSON throw NewsUnavailableError. Every request's duration and
 * outcome is recorded (metrics, and the health check's last success and last error).
 */
export async function wordpressGet(
  options: WordPressClientOptions,
  path: string,
  params: QueryParams = {},
): Promise<WordPressResponse> {
  const url = buildUrl(options.apiUrl, path, params);
  options.onRequest?.(url);
  const started = performance.now();
  try {
    const answer = await request(options, url);
    recordWordPressRequest((performance.now() - started) / 1000, null);
    return answer;
  } catch (error) {
    const reason = error instanceof WordPressRequestError ? error.reason : 'network';
    recordWordPressRequest((performance.now() - started) / 1000, reason);
    throw error;
  }
}

/** A failed request, with the reason the metrics count it under. */
class WordPressRequestError extends NewsUnavailableError {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'http' | 'invalid',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

async function request(options: WordPressClientOptions, url: string): Promise<WordPressResponse> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: {
        Accept: 'application/json',
        ...(options.auth
          ? { Authorization: `Basic ${Buffer.from(`${options.auth.user}:${options.auth.password}`).toString('base64')}` }
          : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
      // Our own cache decides what is fresh; the framework's fetch cache must stay out of the way.
      cache: 'no-store',
      redirect: 'follow',
    });
  } catch (error) {
    throw new WordPressRequestError(`WordPress did not answer ${url}`, fetchFailureReason(error), { cause: error });
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new WordPressRequestError(`WordPress answered ${response.status} for ${url}`, 'http');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // The time ran out, or the connection broke, while the body was still arriving.
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new WordPressRequestError(`WordPress did not finish answering ${url}`, 'timeout', { cause: error });
    }
    if (!(error instanceof SyntaxError)) throw new WordPressRequestError(`WordPress did not finish answering ${url}`, 'network', { cause: error });
    throw new WordPressRequestError(`WordPress sent a body that is not JSON for ${url}`, 'invalid', { cause: error });
  }
  return {
    status: response.status,
    body,
    total: headerNumber(response.headers, 'x-wp-total'),
    totalPages: headerNumber(response.headers, 'x-wp-totalpages'),
  };
}
