import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BetCategory } from '@openlobby/contract/records/paths';
import { recordsPaths } from '@openlobby/contract/records/paths';
import type { BetRecordPage, BonusPage, Profit } from '@openlobby/contract/records/schemas';
import { inHousePaths } from '@openlobby/contract/in-house/paths';
import type { InHouseRound } from '@openlobby/contract/in-house/schemas';
import { apiGet } from '../../../lib/api-client';

export const RECORDS_PAGE_SIZE = 20;

export type BetFilter = {
  from: string;
  to: string;
  category: BetCategory | '';
  vendor: string;
};

const schemas = () => import('@openlobby/contract/records/schemas');

/** `GET /wps/relay/MCS_betRecord` (T): a keyset page of rounds, with the filter's totals. */
export function getBetRecords(filter: BetFilter, cursor: string | null, signal?: AbortSignal) {
  return apiGet<BetRecordPage>(recordsPaths.betRecords, {
    query: {
      from: filter.from,
      to: filter.to,
      pageSize: String(RECORDS_PAGE_SIZE),
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.vendor ? { vendor: filter.vendor } : {}),
      ...(cursor ? { cursor } : {}),
    },
    signal,
    schema: import.meta.env.DEV ? () => schemas().then((m) => m.betRecordPageSchema) : undefined,
  });
}

/** Under `wallet`, so logout drops it; fetched afresh when shown (rounds keep coming). */
export function useBetRecords(filter: BetFilter) {
  return useInfiniteQuery({
    queryKey: ['wallet', 'bet-records', filter],
    queryFn: ({ pageParam, signal }) => getBetRecords(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** `GET /wps/relay/MCS_profitLoss` (T). */
export function useProfit(from: string, to: string) {
  return useQuery({
    queryKey: ['wallet', 'profit', { from, to }],
    queryFn: ({ signal }) =>
      apiGet<Profit>(recordsPaths.profit, {
        query: { from, to },
        signal,
        schema: import.meta.env.DEV ? () => schemas().then((m) => m.profitSchema) : undefined,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** `GET /wps/relay/MCS_bonusDetail` (T): keyset pages of bonuses, newest first. */
export function useBonuses() {
  return useInfiniteQuery({
    queryKey: ['wallet', 'bonuses'],
    queryFn: ({ pageParam, signal }) =>
      apiGet<BonusPage>(recordsPaths.bonuses, {
        query: { pageSize: String(RECORDS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
        schema: import.meta.env.DEV ? () => schemas().then((m) => m.bonusPageSchema) : undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/**
 * `GET /wps/relay/MCS_inHouseRound` (T): one of the member's in-house rounds with what
 * verifying it takes (ADR 026). Not retried: a 404 (not the member's round) stays a 404.
 */
export function useInHouseRound(roundId: string) {
  return useQuery({
    queryKey: ['wallet', 'in-house-round', roundId],
    queryFn: ({ signal }) =>
      apiGet<InHouseRound>(inHousePaths.memberRound, {
        query: { roundId },
        signal,
        schema: import.meta.env.DEV
          ? () => import('@openlobby/contract/in-house/schemas').then((m) => m.inHouseRoundSchema)
          : undefined,
      }),
    // Fetched afresh each time it opens: the seed may have been rotated since.
    staleTime: 0,
    retry: false,
  });
}

/** Today and `days − 1` days before it, as UTC calendar days (the records' days). */
export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now - (days - 1) * 86_400_000), to: day(now) };
}
