/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), or after
 * `fallbackMs` where there is no requestIdleCallback (Safari). Returns the cancel.
 */
export function whenIdle(
  work: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
