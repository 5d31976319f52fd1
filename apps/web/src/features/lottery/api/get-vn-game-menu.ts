import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGameList } from '@openlobby/contract/lottery/schemas';
import { startupRequests } from '@openlobby/contract/startup-requests';
import { apiGet } from '../../../lib/api-client';
import { gameMenusQueryKey } from './get-game-menus';
import { withClock, type Clocked } from './with-clock';

/**
 * `GET /lgw/vn/games/game_menu`: the Vietnamese regions (MB, MT, MN) with their draws;
 * answered inside /vnLottery's HTML (ADR 015).
 */
export function getVnGameMenu(
  signal?: AbortSignal,
  onReceived?: (at: number) => void,
): Promise<LotteryGameList> {
  const { path, query } = startupRequests.vnLotteryMenu();
  return apiGet<LotteryGameList>(path, {
    signal,
    onReceived,
    query,
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
      withClock((onReceived) => getVnGameMenu(signal, onReceived)),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

export function useVnGameMenu(enabled = true) {
  return useQuery({ ...vnGameMenuQueryOptions(), enabled });
}
