import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { lotteryPaths, type LotteryBetStatus } from '@openlobby/contract/lottery/paths';
import type { LotteryBet } from '@openlobby/contract/lottery/schemas';
import { apiGet } from '../../../lib/api-client';
import { lotteryMemberQueryKey } from './lottery-query-key';

export type MyBetsPage = { items: LotteryBet[]; nextCursor: number | null };
export type MyBetsFilter = {
  vassalage: string;
  gameCode: string;
  status: LotteryBetStatus | undefined;
};

const PAGE_SIZE = 20;

/** `GET /lgw/bets` (T): the caller's bets on one game, newest first, keyset-paged. */
export function getMyBets(
  filter: MyBetsFilter,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<MyBetsPage> {
  const query: Record<string, string> = {
    vassalage: filter.vassalage,
    gameCode: filter.gameCode,
    pageSize: String(PAGE_SIZE),
  };
  if (filter.status) query.status = filter.status;
  if (cursor !== null) query.cursor = String(cursor);
  return apiGet<MyBetsPage>(lotteryPaths.myBets, {
    signal,
    query,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/lottery/schemas').then((m) => m.myBetsSchema)
      : undefined,
  });
}

export const myBetsQueryKey = () => [...lotteryMemberQueryKey(), 'bets'] as const;

export const myBetsQueryOptions = (filter: MyBetsFilter) =>
  infiniteQueryOptions({
    queryKey: [
      ...myBetsQueryKey(),
      filter.vassalage,
      filter.gameCode,
      filter.status ?? 'all',
    ] as const,
    queryFn: ({ signal, pageParam }) => getMyBets(filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useMyBets(filter: MyBetsFilter) {
  return useInfiniteQuery(myBetsQueryOptions(filter));
}
