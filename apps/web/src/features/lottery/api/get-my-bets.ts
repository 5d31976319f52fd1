import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** `GET /lgw/bets` (T): one page of the caller's bets on one game, newest first. */
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

/**
 * One page per query (keyset: the cursor is the last id of the page before), so "show more"
 * adds a page without `useInfiniteQuery`, whose chunk the home page would then share (P1).
 */
export const myBetsQueryOptions = (filter: MyBetsFilter, cursor: number | null) =>
  queryOptions({
    queryKey: [
      ...myBetsQueryKey(),
      filter.vassalage,
      filter.gameCode,
      filter.status ?? 'all',
      cursor,
    ] as const,
    queryFn: ({ signal }) => getMyBets(filter, cursor, signal),
    staleTime: 0,
  });

export function useMyBets(filter: MyBetsFilter, cursor: number | null) {
  return useQuery(myBetsQueryOptions(filter, cursor));
}
