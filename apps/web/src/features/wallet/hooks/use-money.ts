import { useCallback } from 'react';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';

/** Formats minor units in the reader's language and the reply's currency (spec §9). */
export function useMoney(currency: string | undefined) {
  const language = useSessionStore((s) => s.language);
  return useCallback(
    (minorUnits: number) => formatMoney(minorUnits, language, currency),
    [language, currency],
  );
}
