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

/**
 * The same throttle kept separately per key (spec §4 "Favourite toggle": once per 1000 ms
 * for each game, trailing calls ignored), so toggling one game never blocks another.
 */
export function createKeyedThrottle(
  windowMs: number,
  now: () => number = Date.now,
): (key: string | number) => boolean {
  const last = new Map<string | number, number>();
  return (key) => {
    const time = now();
    const previous = last.get(key);
    if (previous !== undefined && time - previous < windowMs) return false;
    last.set(key, time);
    return true;
  };
}
