import { useLayoutEffect, useState, type RefObject } from 'react';

/** Narrowest a card may get before the grid drops a column, and the gap between cards. */
export const cardMinWidthPx = 150;
export const gridGapPx = 12;

export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + gridGapPx) / (cardMinWidthPx + gridGapPx)));
}

/**
 * How many cards fit across the element, and its width, following resizes. `measured` is
 * false on the first render, before the element has a width: a grid that drew its cards
 * then would draw them again at once in other columns (P2: the list's first render).
 */
export function useGridColumns(ref: RefObject<HTMLElement | null>): {
  columns: number;
  width: number;
  measured: boolean;
} {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return { columns: columnsFor(width ?? 0), width: width ?? 0, measured: width !== null };
}
