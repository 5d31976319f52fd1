import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking each second: `Date.now()` corrected by `offset` (what the
 * last reply's `serverTime` said minus when it arrived), so a countdown does not trust a
 * wrong local clock.
 */
export function useServerNow(offset: number, tickMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now + offset;
}
