import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import type { LotteryChase } from '@openlobby/contract/lottery/schemas';
import { apiGet } from '../../../lib/api-client';
import { lotteryMemberQueryKey } from './lottery-query-key';

/** `GET /lgw/chases` (T): the caller's chases, newest first. */
export async function getMyChases(signal?: AbortSignal): Promise<LotteryChase[]> {
  const reply = await apiGet<{ items: LotteryChase[] }>(lotteryPaths.myChases, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/lottery/schemas').then((m) => m.myChasesSchema)
      : undefined,
  });
  return reply.items;
}

export const myChasesQueryOptions = () =>
  queryOptions({
    queryKey: [...lotteryMemberQueryKey(), 'chases'] as const,
    queryFn: ({ signal }) => getMyChases(signal),
    staleTime: 0,
  });

export function useMyChases() {
  return useQuery(myChasesQueryOptions());
}
