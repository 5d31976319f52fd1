import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import type { LotteryGameList } from '@openlobby/contract/lottery/schemas';
import { apiGet } from '../../../lib/api-client';
import { gameMenusQueryKey } from './get-game-menus';
import { withClock, type Clocked } from './with-clock';

/** `GET /lgw/vn/games/game_menu`: the Vietnamese regions (MB, MT, MN) with their draws. */
export function getVnGameMenu(signal?: AbortSignal): Promise<LotteryGameList> {
  return apiGet<LotteryGameList>(lotteryPaths.vnGameMenu, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/lottery/schemas').then((m) => m.lotteryGameListSchema)
      : undefined,
  });
}

export const vnGameMenuQueryOptions = () =>
  queryOptions({
    // Under the menus' key, so one invalidation refreshes every menu.
    queryKey: [...gameMenusQueryKey(), 'vn'] as const,
    queryFn: async ({ signal }): Promise<Clocked<LotteryGameList>> =>
      withClock(await getVnGameMenu(signal)),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

export function useVnGameMenu(enabled = true) {
  return useQuery({ ...vnGameMenuQueryOptions(), enabled });
}
