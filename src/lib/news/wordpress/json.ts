/** Reading WordPress's JSON, whose every value may be of another shape than documented. */

export type JsonObject = Record<string, unknown>;

/** The value as an object of fields, or null (arrays, strings, null and the rest). */
export function asObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A whole number above 0, given as a number or as text, or null. */
export function asPositiveInt(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}
