import { queryOptions } from '@tanstack/react-query';
import { FAVORITES_PAGE_SIZE } from '@openlobby/contract/games/constants';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { FavoriteListValue } from '@openlobby/contract/games/schemas';
import { apiGet } from '../../../lib/api-client';
import { favoritesQueryKey } from './get-favorite-ids';

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
    queryKey: [...favoritesQueryKey(memberId), 'list', pageNo] as const,
    queryFn: ({ signal }) => getFavoriteList(pageNo, signal),
  });
