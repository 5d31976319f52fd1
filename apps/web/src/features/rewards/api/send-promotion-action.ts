import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardPaths } from '@openlobby/contract/rewards/paths';
import type { PromotionItem } from '@openlobby/contract/rewards/schemas';
import { apiSend } from '../../../lib/api-client';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { rewardsQueryKey } from './rewards-query-key';

export type PromotionAction = 'join' | 'requestReward';

/**
 * `POST /wps/relay/MCSFE_signUpPromotionJoin` and `MCSFE_signUpRequestReward` (T): join a
 * promotion, or claim / apply for its reward. Answers the promotion's new state.
 */
export function sendPromotionAction(
  action: PromotionAction,
  promotionId: number,
): Promise<PromotionItem> {
  return apiSend<PromotionItem>('POST', rewardPaths[action], { promotionId });
}

/** After any answer (even a refusal, the state may have moved) the rewards and balance refresh. */
export function usePromotionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, promotionId }: { action: PromotionAction; promotionId: number }) =>
      sendPromotionAction(action, promotionId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
      ]),
  });
}
