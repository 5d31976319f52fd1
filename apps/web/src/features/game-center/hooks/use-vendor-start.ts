import { useQueryClient } from '@tanstack/react-query';
import { gameItemTypes, type GameItemType } from '@openlobby/contract/games/constants';
import type { Vendor } from '@openlobby/contract/vendors';
import { useCallback, useState } from 'react';
import { gameLaunch } from '../../../components/game-launch/game-launch-store';
import { useGameStart } from '../../../components/game-launch/use-game-start';
import { useSessionStore } from '../../../stores/session-store';
import { vendorGamesQueryOptions } from '../api/get-vendor-games';

export type VendorStartState = { pending: string | null; failed: string | null };

/**
 * Starts a provider-level entry of a game centre (sports, e-sports, cockfight): the same
 * login and trial rules as any card first, then the provider's one game in the game popup,
 * or the popup game list when it has several.
 */
export function useVendorStart() {
  const queryClient = useQueryClient();
  const { start, ensurePlayer } = useGameStart();
  const [state, setState] = useState<VendorStartState>({ pending: null, failed: null });

  const startVendor = useCallback(
    async (vendor: Vendor) => {
      if (!ensurePlayer()) return;
      const gameType = gameItemTypes.find((t) => t === vendor.gameType) as GameItemType | undefined;
      if (!gameType) return;
      setState({ pending: vendor.vassalage, failed: null });
      try {
        const { language } = useSessionStore.getState();
        const { games } = await queryClient.fetchQuery(
          vendorGamesQueryOptions(vendor.vassalage, gameType, language),
        );
        setState({ pending: null, failed: null });
        const [first] = games;
        // A centre's entry is the provider itself: its one entry (its lobby) launches.
        if (games.length === 1 && first) start(first, { withinProvider: true });
        else if (games.length > 1) {
          gameLaunch.listVendor({ vassalage: vendor.vassalage, gameType, name: vendor.vendorName });
        } else setState({ pending: null, failed: vendor.vassalage });
      } catch {
        setState({ pending: null, failed: vendor.vassalage });
      }
    },
    [ensurePlayer, queryClient, start],
  );

  return { startVendor, ...state };
}
