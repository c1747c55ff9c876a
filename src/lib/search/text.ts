/**
 * How search reads words: the same rules for the index, the query and the highlighting, so what is
 * found is what is marked.
 */

/** One word's search form: lower case, accents dropped ("Évènement" → "evenement"), compatibility forms unified. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * Words are runs of letters and digits (with their accents): punctuation and symbols separate them, so
 * 'US$69' holds '69', 'U-235' holds 'u' and '235', and '<script>' is just the word 'script'.
 */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
export const SEPARATOR = /[^\p{L}\p{N}\p{M}]+/u;

export interface WordPosition {
  word: string;
  start: number;
  end: number;
}

export function wordPositions(text: string): WordPosition[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

/** The term a visitor typed, as shown and searched: blanks collapsed, cut to `maxLength` characters. */
export function cleanTerm(raw: string, maxLength: number): string {
  const collapsed = raw.replace(/\s+/gu, ' ').trim();
  return Array.from(collapsed).slice(0, maxLength).join('').trim();
}

/** The words of a term that take part in the query, searchable form, duplicates dropped. */
export function queryWords(term: string, maxWords: number): string[] {
  const words = wordPositions(term).map(({ word }) => normalizeWord(word)).filter(Boolean);
  return [...new Set(words)].slice(0, maxWords);
}
