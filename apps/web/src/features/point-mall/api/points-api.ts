import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointPaths } from '@openlobby/contract/points/paths';
import type {
  PointBalance,
  PointConfig,
  PointConvertRequest,
  PointRedeemRequest,
  PointRedemption,
  PointReward,
} from '@openlobby/contract/points/schemas';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { apiGet, apiSend } from '../../../lib/api-client';

/** Under `wallet`, which logout removes with the balance. */
const key = (name: string) => ['wallet', 'points', name] as const;

const reader =
  <T>(path: string) =>
  ({ signal }: { signal: AbortSignal }) =>
    apiGet<T>(path, { signal });

/** `MCS2_getPointBalance` (T). */
export const usePointBalance = () =>
  useQuery({ queryKey: key('balance'), queryFn: reader<PointBalance>(pointPaths.balance) });
/** `MCS2_getPointConfig` (T). */
export const usePointConfig = () =>
  useQuery({ queryKey: key('config'), queryFn: reader<PointConfig>(pointPaths.config) });
/** `MCS2_getPointReward` (T). */
export const usePointRewards = () =>
  useQuery({ queryKey: key('rewards'), queryFn: reader<PointReward[]>(pointPaths.rewards) });
/** `MCS2_getRedeemPointList` (T). */
export const useRedeemList = () =>
  useQuery({
    queryKey: key('history'),
    queryFn: reader<PointRedemption[]>(pointPaths.redeemList),
    staleTime: 0,
  });

function usePointWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiSend<PointRedemption>('POST', path, body, { encrypted: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet', 'points'] }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
      ]),
  });
}

/** `passwordCheck/MCS2_redeemPointReward` (T, E). */
export const useRedeemReward = () => usePointWrite<PointRedeemRequest>(pointPaths.redeem);
/** `passwordCheck/MCS2_convertPoint` (T, E). */
export const useConvertPoints = () => usePointWrite<PointConvertRequest>(pointPaths.convert);
