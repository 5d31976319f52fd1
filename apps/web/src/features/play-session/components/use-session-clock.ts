import { useEffect, useState } from 'react';
import { elapsedNow } from '../utils/elapsed';

/**
 * Seconds since the session began, ticking each second: the server's figure at the read
 * plus the local time since (so a computer's wrong clock does not matter).
 */
export function useSessionClock(elapsedSeconds: number, readAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return elapsedNow(elapsedSeconds, readAt, now);
}
