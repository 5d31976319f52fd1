import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import type { LotteryGameList } from '@openlobby/contract/lottery/schemas';
import { apiGet } from '../../../lib/api-client';
import { lotteryQueryKey } from './lottery-query-key';
import { withClock, type Clocked } from './with-clock';

/**
 * `GET /lgw/games/game_menus` (`?vassalage`): the LOTT, ELOTT and SEA games, each with its
 * current and last draw, and the server's clock for the countdown.
 */
export function getGameMenus(
  vassalage: string | undefined,
  signal?: AbortSignal,
): Promise<LotteryGameList> {
  return apiGet<LotteryGameList>(lotteryPaths.gameMenus, {
    signal,
    ...(vassalage ? { query: { vassalage } } : {}),
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
      withClock(await getGameMenus(vassalage, signal)),
    // Draws open and close by the minute: the page also refetches when one closes.
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

export function useGameMenus(vassalage?: string) {
  return useQuery(gameMenusQueryOptions(vassalage));
}
