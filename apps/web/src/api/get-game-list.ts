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
