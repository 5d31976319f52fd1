/** A page number to show, or a gap ("…") between shown pages. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a paginator shows (react-paginate's rule, spec §9 "range 2 pages, 0 margin"):
 * `range` pages around the current one, `margin` pages at each end, gaps between. Pages are
 * 0-based.
 */
export function pageRange(current: number, total: number, range = 2, margin = 0): PageItem[] {
  if (total <= 0) return [];
  if (total <= range + margin * 2) {
    return Array.from({ length: total }, (_, page) => ({ kind: 'page', page }));
  }
  // Centre the window on the current page, shifted inwards at the ends.
  let start = Math.max(0, current - Math.floor(range / 2));
  let end = start + range - 1;
  if (end > total - 1) {
    end = total - 1;
    start = Math.max(0, end - range + 1);
  }
  const shown = new Set<number>();
  for (let p = 0; p < margin; p++) shown.add(p).add(total - 1 - p);
  for (let p = start; p <= end; p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = -1;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page > previous + 1) items.push({ kind: 'gap', key: `gap-${page}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  if (previous < total - 1) items.push({ kind: 'gap', key: 'gap-end' });
  return items;
}
