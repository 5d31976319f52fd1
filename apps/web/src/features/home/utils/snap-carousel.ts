/**
 * Pure arithmetic of the scroll-snap carousels (spec §9), kept apart from the DOM so it can
 * be unit-tested. Slides are equally wide; index 0 is the first slide at the track's start.
 */

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The slide whose start is nearest the track's scroll position. */
export function indexFromScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || slideWidth <= 0) return 0;
  // Math.abs: right-to-left tracks report negative scroll positions.
  return clamp(Math.round(Math.abs(scrollLeft) / slideWidth), 0, count - 1);
}

export interface StepOptions {
  /** Slides visible at once; the last useful start is `count - perView`. */
  perView?: number;
  /** Past either end, continue from the other end instead of stopping. */
  loop?: boolean;
}

/**
 * The first slide to show after moving `delta` slides from `current`. A move that would
 * pass the last full view lands on it first (nothing is left half-shown); only a move from
 * that end wraps around, and only when `loop` is set.
 */
export function stepIndex(
  current: number,
  delta: number,
  count: number,
  { perView = 1, loop = false }: StepOptions = {},
): number {
  if (count <= 0) return 0;
  const lastStart = Math.max(0, count - Math.max(1, perView));
  const from = clamp(current, 0, lastStart);
  if (loop && delta > 0 && from >= lastStart) return 0;
  if (loop && delta < 0 && from <= 0) return lastStart;
  return clamp(from + delta, 0, lastStart);
}
