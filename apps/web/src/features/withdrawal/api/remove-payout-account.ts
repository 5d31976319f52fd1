import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import { apiSend } from '../../../lib/api-client';
import { payoutAccountsQueryKey } from './get-payout-accounts';

/** `DELETE /wps/v2/withdrawals/payout-accounts/:id` (T, E), with the step-up proof. */
export function removePayoutAccount(input: { id: number; proof: string }): Promise<{ id: number }> {
  return apiSend<{ id: number }>(
    'DELETE',
    `${withdrawalPaths.payoutAccounts}/${input.id}`,
    { proof: input.proof },
    { encrypted: true },
  );
}

export function useRemovePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountsQueryKey() }),
  });
}
