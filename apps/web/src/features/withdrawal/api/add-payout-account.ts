import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import type { PayoutAccount, PayoutAccountInput } from '@openlobby/contract/withdrawal/schemas';
import { apiSend } from '../../../lib/api-client';
import { payoutAccountsQueryKey } from './get-payout-accounts';

/**
 * `POST /wps/v2/withdrawals/payout-accounts` (T, E): saves a PIX key; `proof` (the current
 * password, or the authenticator's code) travels encrypted.
 */
export function addPayoutAccount(input: PayoutAccountInput): Promise<PayoutAccount> {
  return apiSend<PayoutAccount>('POST', withdrawalPaths.payoutAccounts, input, {
    encrypted: true,
  });
}

export function useAddPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountsQueryKey() }),
  });
}
