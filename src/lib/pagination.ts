/** A slot of a numbered pagination: a page number, or a gap standing for the pages left out. */
export type PageSlot = number | 'gap';

/**
 * Which page numbers to show for `current` of `total`: every page when there are few, otherwise the
 * first, the last and the current page with its neighbours, gaps between. Always the same number of
 * slots (7) once there are more than 7 pages, so the control does not change width as one pages through,
 * and a gap never stands for a single page (that page is shown instead).
 */
export function pageSlots(current: number, total: number, slots = 7): PageSlot[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= slots) return Array.from({ length: total }, (_, index) => index + 1);
  // Slots between the first and last page, one of them possibly a gap on each side.
  const middle = slots - 2;
  const neighbours = Math.floor((middle - 2) / 2);
  let start = page - neighbours;
  let end = page + neighbours;
  if (start <= 3) {
    start = 2;
    end = middle;
  } else if (end >= total - 2) {
    start = total - middle + 1;
    end = total - 1;
  }
  const result: PageSlot[] = [1];
  if (start > 2) result.push('gap');
  for (let number = start; number <= end; number += 1) result.push(number);
  if (end < total - 1) result.push('gap');
  result.push(total);
  return result;
}
