import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import { apiSend } from '../../../lib/api-client';
import { payoutAccountsQueryKey } from './get-payout-accounts';

/** `DELETE /wps/v2/withdrawals/payout-accounts/:id` (T). */
export function removePayoutAccount(id: number): Promise<{ id: number }> {
  return apiSend<{ id: number }>('DELETE', `${withdrawalPaths.payoutAccounts}/${id}`);
}

export function useRemovePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountsQueryKey() }),
  });
}
