import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVORITE_TOGGLE_THROTTLE_MS } from '@openlobby/contract/games/constants';
import type { GameItem } from '@openlobby/contract/games/schemas';
import { useCallback } from 'react';
import { requireRealAccount } from '../../../components/real-account-dialog';
import { createKeyedThrottle } from '../../../lib/throttle';
import { favoriteIdsQueryOptions, favoritesQueryKey } from '../api/get-favorite-ids';
import { setFavorite } from '../api/set-favorite';

// Spec §4/§9: one add or remove per game per 1000 ms; the clicks in between are dropped,
// not replayed later. Module-level so it holds across cards the grid recycles.
const allowToggle = createKeyedThrottle(FAVORITE_TOGGLE_THROTTLE_MS);

type ToggleVars = { game: Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>; favorite: boolean };

/**
 * The heart of a game card: visitors get the login popup (trial members the register
 * notice); members see the heart change at once and back again if the server refuses.
 */
export function useFavoriteToggle(memberId: number | undefined) {
  const queryClient = useQueryClient();
  const idsKey = favoriteIdsQueryOptions(memberId ?? 0).queryKey;

  const mutation = useMutation({
    mutationFn: ({ game, favorite }: ToggleVars) =>
      setFavorite(
        { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
        favorite,
      ),
    onMutate: async ({ game, favorite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData(idsKey);
      queryClient.setQueryData(idsKey, (ids = []) =>
        favorite
          ? [game.nodeId, ...ids.filter((id) => id !== game.nodeId)]
          : ids.filter((id) => id !== game.nodeId),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous);
    },
    onSettled: () =>
      memberId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: favoritesQueryKey(memberId) }),
  });

  const { mutate } = mutation;
  return useCallback(
    (game: ToggleVars['game'], isFavorite: boolean) => {
      if (!requireRealAccount() || memberId === undefined) return;
      if (!allowToggle(game.nodeId)) return;
      mutate({ game, favorite: !isFavorite });
    },
    [memberId, mutate],
  );
}
