import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAVORITES_PAGE_SIZE } from '@openlobby/contract/games/constants';
import type { FavoriteToggleValue } from '@openlobby/contract/games/lists';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { FavoriteListValue, FavoriteToggle } from '@openlobby/contract/games/schemas';
import { apiGet, apiSend } from '../../../lib/api-client';

/** Every favourites query of one member; toggles invalidate it as a whole. */
export const favoritesKey = (memberId: number) => ['games', 'favorites', memberId] as const;

/** `GET /wps/relay/MCSFE_getFavoriteGames` (T): the member's favourite node ids. */
export function getFavoriteIds(signal?: AbortSignal): Promise<number[]> {
  return apiGet<number[]>(gamePaths.favoriteIds, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/lists').then((m) => m.favoriteIdsValueSchema)
      : undefined,
  });
}

// Module-level, so the set is rebuilt only when the ids change, not on every render.
const toSet = (ids: number[]) => new Set(ids);

export const favoriteIdsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [...favoritesKey(memberId), 'ids'] as const,
    queryFn: ({ signal }) => getFavoriteIds(signal),
    select: toSet,
  });

/** The favourite hearts of a member; an empty set for visitors (no call). */
export function useFavoriteIds(memberId: number | undefined) {
  return useQuery({ ...favoriteIdsQueryOptions(memberId ?? 0), enabled: memberId !== undefined });
}

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` (T): favourites 13 a page (spec §9). */
export function getFavoriteList(pageNo: number, signal?: AbortSignal): Promise<FavoriteListValue> {
  return apiGet<FavoriteListValue>(gamePaths.favoriteList, {
    query: { pageNo: String(pageNo), pageSize: String(FAVORITES_PAGE_SIZE) },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/schemas').then((m) => m.favoriteListValueSchema)
      : undefined,
  });
}

export const favoriteListQueryOptions = (memberId: number, pageNo: number) =>
  queryOptions({
    queryKey: [...favoritesKey(memberId), 'list', pageNo] as const,
    queryFn: ({ signal }) => getFavoriteList(pageNo, signal),
  });

/** Add (POST) or remove (DELETE) a favourite; both answer the game's new state. */
export function setFavorite(body: FavoriteToggle, favorite: boolean): Promise<FavoriteToggleValue> {
  return favorite
    ? apiSend<FavoriteToggleValue>('POST', gamePaths.addFavorite, body)
    : apiSend<FavoriteToggleValue>('DELETE', gamePaths.removeFavorite, body);
}
