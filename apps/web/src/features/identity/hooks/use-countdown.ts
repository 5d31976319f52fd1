import { useCallback, useEffect, useState } from 'react';

/** Seconds left until the deadline set by `start`, ticking once a second; 0 when idle. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((next: number) => setDeadline(Date.now() + next * 1000), []);
  return { seconds, start };
}

/** Spec §4 "SMS send": the button waits 60 s × the code's expiredMinutes (default 1). */
export function smsCountdownSeconds(expiredMinutes: number | undefined): number {
  return 60 * (expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1);
}
