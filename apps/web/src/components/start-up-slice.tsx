import { useLayoutEffect, useState, type ReactNode } from 'react';
import { isSlicing, queueSlice } from '../lib/start-up-slices';

/**
 * A part of the page drawn in a task after the first render during start-up
 * (lib/start-up-slices.ts, P2); at any other time it draws at once. Until its turn it draws
 * `reserve` (a box of the part's size, or nothing for a part outside the layout such as a
 * dialog host), so nothing around it moves when it arrives.
 */
/**
 * False until this part's turn during start-up, true at once at any other time: what a
 * `StartUpSlice` or a component that draws less at first (the game grid's overscan) reads.
 */
export function useStartUpTurn(): boolean {
  const [shown, setShown] = useState(() => !isSlicing());
  useLayoutEffect(() => {
    if (shown) return;
    return queueSlice(() => setShown(true));
  }, [shown]);
  return shown;
}

export function StartUpSlice({
  children,
  reserve = null,
}: {
  children: ReactNode;
  reserve?: ReactNode;
}) {
  return <>{useStartUpTurn() ? children : reserve}</>;
}
