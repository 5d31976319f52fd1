import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import type { Withdrawal } from '@openlobby/contract/withdrawal/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/v2/withdrawals` (T): the member's requests, newest first. */
export function getWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  return apiGet<Withdrawal[]>(withdrawalPaths.withdrawals, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/withdrawal/schemas').then((m) => m.withdrawalListSchema)
      : undefined,
  });
}

/** Under `wallet`, which logout removes with the balance. */
export const withdrawalsQueryKey = () => ['wallet', 'withdrawal', 'history'] as const;

export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalsQueryKey(),
    queryFn: ({ signal }) => getWithdrawals(signal),
    // The operator settles requests meanwhile: look again whenever the view is seen.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
