import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import type { PayoutAccount } from '@openlobby/contract/withdrawal/schemas';
import { apiGet } from '../../../lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';

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

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.payoutAccounts(),
    queryFn: ({ signal }) => getPayoutAccounts(signal),
  });

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}
