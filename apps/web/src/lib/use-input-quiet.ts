import { useEffect, useState } from 'react';

/** What a player does with a page: any of these means they are on their way somewhere. */
const INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * True once the player has neither moved the pointer, touched, scrolled nor typed for
 * `quietMs` while `enabled`; false again at their next input. Something that would cover the
 * page (a popup) waits for this, so it never lands under a click already on its way.
 */
export function useInputQuiet(quietMs: number, enabled: boolean): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const idleFor = performance.now() - last;
      if (idleFor >= quietMs) {
        timer = undefined;
        setQuiet(true);
      } else timer = setTimeout(check, quietMs - idleFor);
    };
    // Cheap on a stream of pointer moves: note the time; re-arm only once the timer has fired.
    const onInput = () => {
      last = performance.now();
      if (timer !== undefined) return;
      setQuiet(false);
      timer = setTimeout(check, quietMs);
    };
    for (const type of INPUT_EVENTS) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
    timer = setTimeout(check, quietMs);
    return () => {
      clearTimeout(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      setQuiet(false);
    };
  }, [enabled, quietMs]);
  return enabled && quiet;
}
