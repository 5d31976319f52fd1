/**
 * A leading-edge throttle: the first call in each window is allowed, the rest are dropped
 * (not deferred). Spec §9: SMS requests once a second, captcha refresh once a second.
 */
export function createThrottle(windowMs: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < windowMs) return false;
    last = time;
    return true;
  };
}
