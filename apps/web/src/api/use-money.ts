import { useCallback } from 'react';
import { formatMoney } from '../lib/format-money';
import { useSessionStore } from '../stores/session-store';
import { useWalletBalance } from './get-wallet-balance';

/** The default set-up's currency (BRL/PIX), for a visitor, who has no balance to say it. */
const SITE_CURRENCY = 'BRL';

/**
 * The site's currency code: the header's balance read (the same cached query) carries it,
 * so no second source can disagree with the header. A visitor, or a member before that
 * read answers, gets the default's BRL.
 */
export function useSiteCurrency(): string {
  const isLogin = useSessionStore((s) => s.isLogin);
  return useWalletBalance(isLogin).data?.currency ?? SITE_CURRENCY;
}

/**
 * Formats minor units in the reader's language (spec §9) and `currency` — the one a
 * read being shown carries — or, when it has none (yet), the site's currency, so an amount
 * never shows without its symbol.
 */
export function useMoney(currency?: string) {
  const language = useSessionStore((s) => s.language);
  const siteCurrency = useSiteCurrency();
  const shown = currency ?? siteCurrency;
  return useCallback(
    (minorUnits: number) => formatMoney(minorUnits, language, shown),
    [language, shown],
  );
}
