import type { QueryClient } from '@tanstack/react-query';
import type { GameItemType } from '@openlobby/contract/games/constants';
import { gameListQueryOptions } from '../api/get-game-list';
import { hasSlotTabs, readListSearch } from '@openlobby/contract/games/list-search';
import { useSessionStore } from '../stores/session-store';

/**
 * Starts the first page of a game list page's "all games" view from the route loader, so
 * the request runs beside the start-up system-status call instead of after the status gate
 * has rendered the page: one round trip less before the first game icons paint (P2). The
 * page asks for the same filters and so finds the request in flight. Not awaited: the
 * page's own query shows the loading and error states.
 */
export function prefetchGameList(queryClient: QueryClient, gameType: GameItemType, url: URL): void {
  const search = readListSearch(url.searchParams);
  if (search.view !== 'all') return;
  void queryClient.prefetchInfiniteQuery(
    gameListQueryOptions({
      gameType,
      vassalage: search.vassalage,
      gameClassify: hasSlotTabs(gameType) ? search.gameClassify : undefined,
      gameName: search.gameName,
      language: useSessionStore.getState().language,
    }),
  );
}
