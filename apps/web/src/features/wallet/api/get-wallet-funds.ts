import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolidatedFunds, MerchantWallet } from '@openlobby/contract/wallet/balance';
import { walletPaths } from '@openlobby/contract/wallet/paths';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/member/info/funds/consolidated` (T): balance, held, withdrawable, provider wallets. */
function getFunds(signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return apiGet<ConsolidatedFunds>(walletPaths.consolidatedFunds, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/wallet/balance').then((m) => m.consolidatedFundsSchema)
      : undefined,
  });
}

/** `GET /wps/relay/GCS_merchantWallet` (T): whether every game plays from one wallet. */
function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return apiGet<MerchantWallet>(walletPaths.merchantWallet, { signal });
}

/** Under `wallet`, which logout removes with the balance (the withdrawal view shares the key). */
export const fundsQueryKey = () => ['wallet', 'consolidatedFunds'] as const;

export function useWalletFunds() {
  return useQuery(
    queryOptions({
      queryKey: fundsQueryKey(),
      queryFn: ({ signal }) => getFunds(signal),
      staleTime: 0,
    }),
  );
}

export function useMerchantWallet() {
  return useQuery({
    queryKey: ['wallet', 'merchantWallet'] as const,
    queryFn: ({ signal }) => getMerchantWallet(signal),
    // The server lets clients keep it a minute; it changes only when the operator says so.
    staleTime: 60_000,
  });
}
