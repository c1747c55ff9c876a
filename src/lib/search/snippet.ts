import { type WordPosition, normalizeWord, wordPositions } from './text';

/**
 * Highlighting. Snippets are lists of plain-text segments, some marked as matches; the page renders
 * each as text (marked ones inside <mark>), so nothing in a document or a term can become markup.
 */

export interface Segment {
  text: string;
  match: boolean;
}

const ELLIPSIS = '…';

/** Whether a word of the text counts as a match of one of the matched index terms. */
function matcher(terms: ReadonlySet<string>): (word: string) => boolean {
  return (word) => terms.has(normalizeWord(word));
}

/** Splits `text` into segments, marking the words that are matched terms. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const isMatch = matcher(terms);
  const segments: Segment[] = [];
  let cursor = 0;
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  for (const { word, start, end } of wordPositions(text)) {
    if (!isMatch(word)) continue;
    push(text.slice(cursor, start), false);
    push(text.slice(start, end), true);
    cursor = end;
  }
  push(text.slice(cursor), false);
  return segments;
}

/**
 * About `length` characters of `text` around its first matched word, cut at word boundaries, with
 * '…' where text was left out, and the matched words marked. The start of the text when nothing in it
 * matched (the title or category did).
 */
export function snippet(text: string, terms: ReadonlySet<string>, length: number): Segment[] {
  if (!text) return [];
  const words = wordPositions(text);
  const isMatch = matcher(terms);
  const first = bestMatch(words.filter(({ word }) => isMatch(word)), length);
  // Some context before the match, so the snippet reads as a sentence rather than starting on the word.
  const lead = Math.floor(length / 4);
  let start = first ? Math.max(0, first.start - lead) : 0;
  if (start > 0) {
    const next = words.find((word) => word.start >= start);
    start = next && (!first || next.start <= first.start) ? next.start : (first?.start ?? 0);
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const last = words.findLast((word) => word.end <= end);
    if (last && last.end > start) end = last.end;
  }
  const body = text.slice(start, end).trim();
  const segments = highlight(body, terms);
  if (start > 0) segments.unshift({ text: `${ELLIPSIS} `, match: false });
  if (end < text.length) segments.push({ text: ELLIPSIS, match: false });
  return mergeAdjacent(segments);
}

/**
 * The matched word to centre the snippet on: the first of the window that holds the most different
 * matched words, so "Core-unit" is quoted where both words stand together rather than at a stray "United".
 */
function bestMatch(matches: WordPosition[], length: number): WordPosition | undefined {
  let best: WordPosition | undefined;
  let bestScore = 0;
  for (let i = 0; i < matches.length; i += 1) {
    const anchor = matches[i] as WordPosition;
    const seen = new Set<string>();
    for (let j = i; j < matches.length && (matches[j] as WordPosition).start - anchor.start < length / 2; j += 1) {
      seen.add(normalizeWord((matches[j] as WordPosition).word));
    }
    if (seen.size > bestScore) {
      best = anchor;
      bestScore = seen.size;
    }
  }
  return best;
}

function mergeAdjacent(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && last.match === segment.match) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
