import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import type { WithdrawalSettings } from '@openlobby/contract/withdrawal/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/v2/withdrawals/settings` (T): the bounds of one request. */
export function getWithdrawalSettings(signal?: AbortSignal): Promise<WithdrawalSettings> {
  return apiGet<WithdrawalSettings>(withdrawalPaths.settings, {
    signal,
    schema: import.meta.env.DEV
      ? () =>
          import('@openlobby/contract/withdrawal/schemas').then((m) => m.withdrawalSettingsSchema)
      : undefined,
  });
}

export const withdrawalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'withdrawal', 'settings'] as const,
    queryFn: ({ signal }) => getWithdrawalSettings(signal),
  });

export function useWithdrawalSettings() {
  return useQuery(withdrawalSettingsQueryOptions());
}
