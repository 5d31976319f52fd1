import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import { apiSend } from '../../../lib/api-client';
import type { CancelReply } from './cancel-bet';
import { invalidateAfterBet } from './invalidate-after-bet';

/** `POST /lgw/chases/:id/cancel` (T): the chase's bets on draws not yet closed, refunded. */
export function cancelChase(id: number): Promise<CancelReply> {
  return apiSend<CancelReply>('POST', lotteryPaths.cancelChase.replace(':id', String(id)));
}

export function useCancelChase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChase,
    onSettled: () => invalidateAfterBet(queryClient),
  });
}
