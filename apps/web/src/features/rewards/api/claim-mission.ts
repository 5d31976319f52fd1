import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardPaths } from '@openlobby/contract/rewards/paths';
import type { MissionClaimValue } from '@openlobby/contract/rewards/schemas';
import { apiSend } from '../../../lib/api-client';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { rewardsQueryKey } from './rewards-query-key';

/** `POST /wps/relay/MCSFE_claimMissionReward` (T): pays a completed mission, once a day. */
export function claimMission(missionId: number): Promise<MissionClaimValue> {
  return apiSend<MissionClaimValue>('POST', rewardPaths.claimMission, { missionId });
}

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
      ]),
  });
}
