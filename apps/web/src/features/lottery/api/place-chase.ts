import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import type { LotteryBet, LotteryChase, PlaceChase } from '@openlobby/contract/lottery/schemas';
import { apiSend } from '../../../lib/api-client';
import { invalidateAfterBet } from './invalidate-after-bet';

export type PlaceChaseReply = { chase: LotteryChase; bets: LotteryBet[]; balance: number };

/** `POST /lgw/chases` (T): the same bet on the next N draws, optionally stopping after a win. */
export function placeChase(body: PlaceChase): Promise<PlaceChaseReply> {
  return apiSend<PlaceChaseReply>('POST', lotteryPaths.placeChase, body);
}

export function usePlaceChase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeChase,
    onSettled: () => invalidateAfterBet(queryClient),
  });
}
