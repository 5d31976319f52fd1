import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import type { LotteryBet, PlaceBets } from '@openlobby/contract/lottery/schemas';
import { apiSend } from '../../../lib/api-client';
import { invalidateAfterBet } from './invalidate-after-bet';

export type PlaceBetsReply = { bets: LotteryBet[]; balance: number };

/** `POST /lgw/bets` (T): the bets of a slip on one draw, all or none. */
export function placeBets(body: PlaceBets): Promise<PlaceBetsReply> {
  return apiSend<PlaceBetsReply>('POST', lotteryPaths.placeBets, body);
}

export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    onSettled: () => invalidateAfterBet(queryClient),
  });
}
