import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import type { Withdrawal, WithdrawalRequest } from '@openlobby/contract/withdrawal/schemas';
import { apiSend } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/**
 * `POST /wps/v2/withdrawals` (T, E): the password travels encrypted. `requestId` is made
 * once per attempt by the form, so a retry of the same attempt cannot withdraw twice.
 */
export function requestWithdrawal(input: WithdrawalRequest): Promise<Withdrawal> {
  return apiSend<Withdrawal>('POST', withdrawalPaths.withdrawals, input, { encrypted: true });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    // A refusal may still mean the balance moved elsewhere (insufficient funds): refresh both ways.
    onSettled: () => invalidateMoney(queryClient),
  });
}
