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

/**
 * Under `wallet`, which logout removes with the balance. The whole family is read again
 * after a change here or a pushed message (a redemption approved or refused, ADR 031).
 */
export const pointsQueryKey = () => ['wallet', 'points'] as const;
const key = (name: string) => [...pointsQueryKey(), name] as const;

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
        queryClient.invalidateQueries({ queryKey: pointsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
      ]),
  });
}

/** `passwordCheck/MCS2_redeemPointReward` (T, E). */
export const useRedeemReward = () => usePointWrite<PointRedeemRequest>(pointPaths.redeem);
/** `passwordCheck/MCS2_convertPoint` (T, E). */
export const useConvertPoints = () => usePointWrite<PointConvertRequest>(pointPaths.convert);
