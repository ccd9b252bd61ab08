/** A page number, or a gap standing for the pages left out (shown as an ellipsis). */
export type PageItem = number | 'gap-start' | 'gap-end';

/** Up to this many pages, every page is listed. */
export const ALL_PAGES_UP_TO = 5;

/**
 * The entries of the pagination control. Nothing for one page or fewer; every page up
 * to five; otherwise the first page, a gap, the pages around the current one, a gap
 * and the last page. A gap that would hide a single page shows that page instead.
 */
export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  if (totalPages <= ALL_PAGES_UP_TO) {
    return Array.from({ length: totalPages }, (_, i) => i + 1);
  }
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  let from = Math.max(2, current - 1);
  let to = Math.min(totalPages - 1, current + 1);
  if (from === 3) from = 2;
  if (to === totalPages - 2) to = totalPages - 1;

  const items: PageItem[] = [1];
  if (from > 2) items.push('gap-start');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}
