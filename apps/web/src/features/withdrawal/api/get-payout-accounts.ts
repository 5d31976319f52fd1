import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import type { PayoutAccount } from '@openlobby/contract/withdrawal/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/v2/withdrawals/payout-accounts` (T): the member's saved PIX keys. */
export function getPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccount[]> {
  return apiGet<PayoutAccount[]>(withdrawalPaths.payoutAccounts, {
    signal,
    schema: import.meta.env.DEV
      ? () =>
          import('@openlobby/contract/withdrawal/schemas').then((m) =>
            m.payoutAccountSchema.array(),
          )
      : undefined,
  });
}

/** Under `wallet`, which logout removes with the balance. */
export const payoutAccountsQueryKey = () => ['wallet', 'withdrawal', 'payoutAccounts'] as const;

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: payoutAccountsQueryKey(),
    queryFn: ({ signal }) => getPayoutAccounts(signal),
  });

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}
