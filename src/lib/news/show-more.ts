/** The ids and words Show More shares between the server-rendered list and its client part. */

/** The id of a list's card wrapper: Show More links to the first card it adds. */
export function listItemId(listId: string, index: number): string {
  return `${listId}-item-${index}`;
}

/** Reads a card wrapper's id back: the list's id and the card's index, or null for any other fragment. */
export function parseListItemId(id: string): { listId: string; index: number } | null {
  const match = /^(.+)-item-(\d+)$/.exec(id);
  return match ? { listId: match[1]!, index: Number(match[2]) } : null;
}

/** The id of a list's 'Loading...' status, where focus goes when a page brought nothing to focus. */
export function listStatusId(listId: string): string {
  return `${listId}-status`;
}

/** What the live region says after Show More: how many cards it added, and when they were the last ones. */
export function addedMessage(added: number, total: number, hasMore: boolean, noun: readonly [string, string]): string {
  const word = (count: number) => (count === 1 ? noun[0] : noun[1]);
  if (added <= 0) return `No more ${noun[1]} could be shown.`;
  const text = `${added} more ${word(added)} shown`;
  return hasMore ? `${text}, ${total} in all.` : `${text}. All ${total} ${word(total)} are shown.`;
}
