import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalPaths } from '@openlobby/contract/withdrawal/paths';
import type { Withdrawal } from '@openlobby/contract/withdrawal/schemas';
import { apiSend } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/** `POST /wps/v2/withdrawals/:id/cancel` (T): the amount comes back to the balance. */
export function cancelWithdrawal(id: number): Promise<Withdrawal> {
  return apiSend<Withdrawal>('POST', withdrawalPaths.cancel(id));
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: () => invalidateMoney(queryClient),
  });
}
