/**
 * Runs `work` in a task after the browser has painted its next frame: the frame's
 * callbacks run just before it is painted, and a task they queue runs after it. A page that
 * is not visible paints no frames, so there `work` runs in a task at once.
 */
export function afterFirstPaint(work: () => void): void {
  if (document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
