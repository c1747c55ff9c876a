import type { DeclaredParam } from '../../../server/cache/query-params.mjs';

/**
 * Reading the pages' query parameters: everything the visitor can change lives in the URL. A page reads
 * only the names declared for it in server/cache/query-params.mjs (the server entry drops every other one).
 */

export type SearchParams = Record<string, string | string[] | undefined>;
export type { DeclaredParam };

export function firstParam(params: SearchParams, name: DeclaredParam): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `path?key=value…` with empty values and page 1 left out, so every state has one URL. */
export function hrefWith(path: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
