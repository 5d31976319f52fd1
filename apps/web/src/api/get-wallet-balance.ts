import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@openlobby/contract/wallet/balance';
import { walletPaths } from '@openlobby/contract/wallet/paths';
import { apiGet } from '../lib/api-client';
import { usePushStore } from '../stores/push-store';

/** `GET /wps/v2/wallets/balance` (T): the member's balance in minor units. */
export function getWalletBalance(signal?: AbortSignal): Promise<WalletBalance> {
  return apiGet<WalletBalance>(walletPaths.balance, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/wallet/balance').then((m) => m.walletBalanceSchema)
      : undefined,
  });
}

/** Under `wallet`, which logout removes; whatever moves money invalidates it. */
export const walletBalanceQueryKey = () => ['wallet', 'balance'] as const;

export const walletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: walletBalanceQueryKey(),
    queryFn: ({ signal }) => getWalletBalance(signal),
    // Money moves in other tabs and in games: always fresh when looked at again.
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });

/**
 * The header balance. While the push channel is up its balance events update this query
 * (ADR 031); refetching on focus is the fallback while it is down.
 */
export function useWalletBalance(enabled: boolean) {
  const pushed = usePushStore((s) => s.connected);
  return useQuery({ ...walletBalanceQueryOptions(), enabled, refetchOnWindowFocus: !pushed });
}
