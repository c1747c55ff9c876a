/** Where a search for `term` goes, or null when there is nothing to search for (empty or blank). */
export function searchHref(term: string): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  return `/search?term=${encodeURIComponent(trimmed)}`;
}
