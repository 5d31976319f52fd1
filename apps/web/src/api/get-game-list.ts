import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { GameListValue } from '@openlobby/contract/games/schemas';
import { startupRequests, type GameListFilters } from '@openlobby/contract/startup-requests';
import { apiGet } from '../lib/api-client';

export type { GameListFilters };

/** One page of `GET /wps/relay/GCSGAME_gameList`, 50 games a page (spec §9). */
export function getGameList(
  filters: GameListFilters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GameListValue> {
  const { path, query } = startupRequests.gameList(filters, pageNo);
  return apiGet<GameListValue>(path, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/schemas').then((m) => m.gameListValueSchema)
      : undefined,
  });
}

/** The list pages, the popup game list and the home page's sections all key by it. */
export const gameListQueryKey = (filters: GameListFilters) => ['games', 'list', filters] as const;

/**
 * A game list in pages of 50 (spec §9), fetched page by page as the grid scrolls. The list
 * pages and the popup game list read one cache through it.
 */
export const gameListQueryOptions = (filters: GameListFilters) =>
  infiniteQueryOptions({
    queryKey: gameListQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getGameList(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length < last.totalPages ? pages.length + 1 : undefined,
    // A new filter keeps the old cards on screen until its first page arrives: no flash
    // of an empty grid, and the click that changed the filter paints at once.
    placeholderData: keepPreviousData,
  });

export function useGameList(filters: GameListFilters) {
  return useInfiniteQuery(gameListQueryOptions(filters));
}
