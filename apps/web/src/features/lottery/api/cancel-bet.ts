import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import { apiSend } from '../../../lib/api-client';
import { invalidateAfterBet } from './invalidate-after-bet';

export type CancelReply = { refunded: number; balance: number };

/** `POST /lgw/bets/:id/cancel` (T): one open bet, before its draw closes; refunds the stake. */
export function cancelBet(id: number): Promise<CancelReply> {
  return apiSend<CancelReply>('POST', lotteryPaths.cancelBet.replace(':id', String(id)));
}

export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBet,
    onSettled: () => invalidateAfterBet(queryClient),
  });
}
