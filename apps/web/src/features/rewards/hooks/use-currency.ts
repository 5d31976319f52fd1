import { useWalletBalance } from '../../../api/get-wallet-balance';
import { useSessionStore } from '../../../stores/session-store';

/**
 * The site's currency code for formatting rewards: the header's balance read (the same
 * cached query) carries it, so no second source can disagree with the header.
 */
export function useCurrency(): string | undefined {
  const isLogin = useSessionStore((s) => s.isLogin);
  return useWalletBalance(isLogin).data?.currency;
}
