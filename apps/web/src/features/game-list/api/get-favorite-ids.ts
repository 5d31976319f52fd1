import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths } from '@openlobby/contract/games/paths';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/relay/MCSFE_getFavoriteGames` (T): the member's favourite node ids. */
export function getFavoriteIds(signal?: AbortSignal): Promise<number[]> {
  return apiGet<number[]>(gamePaths.favoriteIds, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/lists').then((m) => m.favoriteIdsValueSchema)
      : undefined,
  });
}

/** Every favourites query of one member, ids and list pages: a toggle invalidates them all. */
export const favoritesQueryKey = (memberId: number) => ['games', 'favorites', memberId] as const;

// Module-level, so the set is rebuilt only when the ids change, not on every render.
const toSet = (ids: number[]) => new Set(ids);

export const favoriteIdsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [...favoritesQueryKey(memberId), 'ids'] as const,
    queryFn: ({ signal }) => getFavoriteIds(signal),
    select: toSet,
  });

/** The favourite hearts of a member; an empty set for visitors (no call). */
export function useFavoriteIds(memberId: number | undefined) {
  return useQuery({ ...favoriteIdsQueryOptions(memberId ?? 0), enabled: memberId !== undefined });
}
