import type { GameItem } from '@openlobby/contract/games/schemas';
import { create } from 'zustand';
import { launchGame } from './api/launch-game';

/** The game the popup plays, and where its launch stands. */
export type GameSession = {
  /** Tells launches apart, so a late reply never lands in a newer popup. */
  id: number;
  nodeId: number;
  name: string;
  demo: boolean;
  status: 'launching' | 'ready' | 'failed';
  url?: string;
  error?: unknown;
};

/** A provider whose games the popup game list shows (spec §4: isGame VASSALAGE). */
export type ListedVendor = { vassalage: string; gameType: GameItem['gameType']; name: string };

type GameLaunchState = { game: GameSession | null; vendor: ListedVendor | null };

/**
 * Which game popup is open. A UI flag any card can set and the one host in the layout
 * reads; the launch call starts here, in the click that asked for it, not in an effect.
 */
export const useGameLaunchStore = create<GameLaunchState>()(() => ({ game: null, vendor: null }));

let lastId = 0;

export const gameLaunch = {
  /** Launches a game into the game popup; a popup game list that asked for it closes. */
  play(game: { nodeId: number; name: string; demo: boolean }): void {
    const id = ++lastId;
    useGameLaunchStore.setState({ game: { ...game, id, status: 'launching' }, vendor: null });
    const settle = (patch: Partial<GameSession>) => {
      const current = useGameLaunchStore.getState().game;
      if (current?.id === id) useGameLaunchStore.setState({ game: { ...current, ...patch } });
    };
    launchGame({ nodeId: game.nodeId, demo: game.demo }).then(
      ({ url }) => settle({ status: 'ready', url }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
  },
  listVendor(vendor: ListedVendor): void {
    useGameLaunchStore.setState({ vendor, game: null });
  },
  close(): void {
    useGameLaunchStore.setState({ game: null, vendor: null });
  },
};
