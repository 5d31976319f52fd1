import { useCallback } from 'react';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';

/**
 * Formats minor units in the reader's language and the site's currency (spec §9); the
 * currency comes with the header's balance read (the same cached query).
 */
export function useMoney() {
  const language = useSessionStore((s) => s.language);
  const isLogin = useSessionStore((s) => s.isLogin);
  const currency = useWalletBalance(isLogin).data?.currency;
  return useCallback(
    (minorUnits: number) => formatMoney(minorUnits, language, currency),
    [language, currency],
  );
}
