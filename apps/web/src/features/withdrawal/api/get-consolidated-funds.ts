import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolidatedFunds } from '@openlobby/contract/wallet/balance';
import { walletPaths } from '@openlobby/contract/wallet/paths';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/member/info/funds/consolidated` (T): balance, money in process, withdrawable. */
export function getConsolidatedFunds(signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return apiGet<ConsolidatedFunds>(walletPaths.consolidatedFunds, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/wallet/balance').then((m) => m.consolidatedFundsSchema)
      : undefined,
  });
}

/** Under `wallet`, which logout removes with the balance. */
export const consolidatedFundsQueryKey = () => ['wallet', 'consolidatedFunds'] as const;

export const consolidatedFundsQueryOptions = () =>
  queryOptions({
    queryKey: consolidatedFundsQueryKey(),
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    // Money moves in games and other tabs: always fresh when looked at again.
    staleTime: 0,
  });

export function useConsolidatedFunds() {
  return useQuery(consolidatedFundsQueryOptions());
}
