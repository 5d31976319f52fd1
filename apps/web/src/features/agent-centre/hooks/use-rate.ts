import { RATE_SCALE } from '@openlobby/contract/agent/paths';
import { useCallback } from 'react';
import { intlLocales } from '../../../lib/i18n/intl-locales';
import { useSessionStore } from '../../../stores/session-store';

/** Basis points as a percentage in the reader's notation: 150 → "1.5%" / "1,5%". */
export function useRate() {
  const language = useSessionStore((s) => s.language);
  return useCallback(
    (rate: number) =>
      new Intl.NumberFormat(intlLocales[language], {
        style: 'percent',
        maximumFractionDigits: 2,
      }).format(rate / RATE_SCALE),
    [language],
  );
}
