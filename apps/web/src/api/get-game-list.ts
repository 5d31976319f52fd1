import { GAME_LIST_PAGE_SIZE } from '@openlobby/contract/games/constants';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { GameItem, GameListValue } from '@openlobby/contract/games/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../lib/api-client';

/** The filters of a game list (spec §7 `GCSGAME_gameList`); empty ones are not sent. */
export type GameListFilters = {
  gameType?: GameItem['gameType'] | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  language: Language;
};

/** One page of `GET /wps/relay/GCSGAME_gameList`, 50 games a page (spec §9). */
export function getGameList(
  filters: GameListFilters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GameListValue> {
  const query: Record<string, string> = {
    clientType: '3',
    platform: 'html5-desktop',
    pageNo: String(pageNo),
    pageSize: String(GAME_LIST_PAGE_SIZE),
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value) query[key] = String(value);
  }
  return apiGet<GameListValue>(gamePaths.gameList, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/schemas').then((m) => m.gameListValueSchema)
      : undefined,
  });
}
