import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGameList } from '@openlobby/contract/lottery/schemas';
import { startupRequests } from '@openlobby/contract/startup-requests';
import { apiGet } from '../../../lib/api-client';
import { lotteryQueryKey } from './lottery-query-key';
import { withClock, type Clocked } from './with-clock';

/**
 * `GET /lgw/games/game_menus` (`?vassalage`): the LOTT, ELOTT and SEA games, each with its
 * current and last draw, and the server's clock for the countdown. Without a provider it is
 * the lottery pages' start-up read, which the server answers inside their HTML (ADR 015).
 */
export function getGameMenus(
  vassalage: string | undefined,
  signal?: AbortSignal,
  onReceived?: (at: number) => void,
): Promise<LotteryGameList> {
  const { path, query } = startupRequests.lotteryMenus();
  return apiGet<LotteryGameList>(path, {
    signal,
    onReceived,
    query: vassalage ? { ...query, vassalage } : query,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/lottery/schemas').then((m) => m.lotteryGameListSchema)
      : undefined,
  });
}

export const gameMenusQueryKey = () => [...lotteryQueryKey(), 'menus'] as const;

export const gameMenusQueryOptions = (vassalage?: string) =>
  queryOptions({
    queryKey: [...gameMenusQueryKey(), vassalage ?? 'all'] as const,
    queryFn: async ({ signal }): Promise<Clocked<LotteryGameList>> =>
      withClock((onReceived) => getGameMenus(vassalage, signal, onReceived)),
    // Draws open and close by the minute: the page also refetches when one closes.
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

export function useGameMenus(vassalage?: string) {
  return useQuery(gameMenusQueryOptions(vassalage));
}
