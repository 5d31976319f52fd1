import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** Where a title-bar drag began (spec §2: the generic dialog is draggable by its title bar). */
export type DragStart = {
  /** The offset when the drag began. */
  x: number;
  y: number;
  /** Where the pointer went down. */
  startX: number;
  startY: number;
  /** The dialog's box when the drag began. */
  left: number;
  top: number;
  width: number;
};

/** Pixels of the title bar that always stay on screen, so it can be dragged back. */
const keepVisible = 48;

/** The offset for a pointer at (x, y), the title bar kept inside the window. */
export function dragOffset(start: DragStart, x: number, y: number): { x: number; y: number } {
  const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);
  const dx = clamp(
    x - start.startX,
    keepVisible - start.left - start.width,
    window.innerWidth - keepVisible - start.left,
  );
  const dy = clamp(y - start.startY, -start.top, window.innerHeight - keepVisible - start.top);
  return { x: start.x + dx, y: start.y + dy };
}

const focusable =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

/** The elements Tab stops at inside `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled, input[type="hidden"]') &&
      // Browsers skip hidden elements; jsdom has no checkVisibility and lays nothing out.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/**
 * Tab wraps from the last element to the first (Shift+Tab the other way), as Radix did;
 * a native modal would let it leave for the browser's own controls.
 */
export function keepTabInside(event: ReactKeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // Keys from a nested dialog reach here through React's tree; that dialog handles them.
  if (event.key !== 'Tab' || event.defaultPrevented || !dialog.contains(event.target as Node))
    return;
  const stops = tabbables(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (active !== dialog && active !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
