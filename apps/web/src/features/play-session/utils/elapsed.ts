/** Seconds as `h:mm:ss` (or `mm:ss` under an hour): the session clock. */
export function formatElapsed(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/**
 * Seconds since the session began, now, by the server's clock: the reply's elapsed time
 * plus what passed locally since it was read (`readAt`, the local time of the reply).
 */
export function elapsedNow(elapsedSeconds: number, readAt: number, now: number): number {
  return elapsedSeconds + Math.max(0, Math.floor((now - readAt) / 1000));
}
