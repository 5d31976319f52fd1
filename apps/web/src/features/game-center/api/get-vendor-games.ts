import { queryOptions } from '@tanstack/react-query';
import type { GameItemType } from '@openlobby/contract/games/constants';
import type { Language } from '@openlobby/contract/language';
import { getGameList } from '../../../api/get-game-list';

/** The first page of one provider's games: what a game-centre entry starts. */
export const vendorGamesQueryOptions = (
  vassalage: string,
  gameType: GameItemType,
  language: Language,
) =>
  queryOptions({
    queryKey: ['games', 'vendorEntry', vassalage, gameType, language] as const,
    queryFn: ({ signal }) => getGameList({ vassalage, gameType, language }, 1, signal),
    staleTime: 5 * 60_000,
  });
