import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getGameList, type GameListFilters } from '../../../api/get-game-list';
import { queryKeys } from '../../../api/query-keys';

/**
 * A game list in pages of 50 (spec §9), fetched page by page as the grid scrolls. Keyed
 * like the popup game list, so both read one cache.
 */
export const gameListQueryOptions = (filters: GameListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.gameList(filters),
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
