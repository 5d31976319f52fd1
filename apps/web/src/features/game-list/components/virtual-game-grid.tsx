import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameItem } from '@openlobby/contract/games/schemas';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useStartUpTurn } from '../../../components/start-up-slice';
import { gridGapPx, useGridColumns } from '../hooks/use-grid-columns';
import styles from './virtual-game-grid.module.css';

/** Height of a card's text below its square icon (name, provider, padding). */
const cardTextHeightPx = 92;
/** Rows kept rendered above and below the window, so Tab always has a next card. */
const overscanRows = 2;
/** Start fetching the next page this many rows before the loaded end. */
const prefetchRows = 3;

export type VirtualGameGridProps = {
  games: readonly GameItem[];
  /** Accessible name of the list. */
  label: string;
  busy: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onNearEnd: () => void;
  renderCard: (game: GameItem, index: number) => ReactNode;
};

/**
 * A window-scrolled grid that renders only the rows near the viewport (quality bar P3:
 * 10,000 games keep the DOM as small as 100). Rows are presentational, so assistive
 * technology sees one list of cards, each telling its position in the whole list.
 */
export function VirtualGameGrid({
  games,
  label,
  busy,
  hasMore,
  loadingMore,
  onNearEnd,
  renderCard,
}: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const { columns, width, measured } = useGridColumns(listRef);
  const scrollMargin = useOffsetTop(listRef, [games.length, width]);
  const rowCount = Math.ceil(games.length / columns);
  const cardWidth = (width - gridGapPx * (columns - 1)) / columns;

  // None beyond the window in the start-up's first render, which then draws only the cards
  // on screen; `overscanRows` from a task after it (ADR 052, P2).
  const overscan = useStartUpTurn() ? overscanRows : 0;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.max(120, cardWidth + cardTextHeightPx),
    gap: gridGapPx,
    overscan,
    scrollMargin,
    // The grid mounts with a new page, which starts at the top. Read from window.scrollY
    // (the default), the offset would still be the previous page's, and the virtualizer
    // would scroll the new page back down there as its rows are measured.
    initialOffset: 0,
  });
  // Measured in a layout effect, before the first paint: until then no row is drawn.
  const rows = measured ? virtualizer.getVirtualItems() : [];
  const lastRow = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rowCount - prefetchRows) onNearEnd();
  }, [hasMore, loadingMore, lastRow, rowCount, onNearEnd]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      aria-busy={busy}
      className={styles.grid}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{
              transform: `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {games.slice(first, first + columns).map((game, i) => renderCard(game, first + i))}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The element's distance from the top of the document. Measured again whenever `deps`
 * change (the list's length and width: what moves the content above it in practice).
 */
function useOffsetTop(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
    setTop((previous) => (previous === next ? previous : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's triggers
  }, [ref, ...deps]);
  return top;
}
