import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  decideGameStart,
  playerGate,
  type GameStartOptions,
  type StartableGame,
} from '../../lib/game-start-rules';
import { useSessionStore } from '../../stores/session-store';
import { requireRealAccount } from '../real-account-dialog';
import { gameLaunch } from './game-launch-store';

export type GameToStart = StartableGame & { gameName: string; displayName?: string };

/**
 * Starts a game card the way spec §4/§5 says, for every card on the site: the decision is
 * `decideGameStart`; this hook only carries it out (popup, dialog, route or game popup).
 */
export function useGameStart() {
  const navigate = useNavigate();

  /** True when the session may play; otherwise the login popup or trial notice opens. */
  const ensurePlayer = useCallback((): boolean => {
    const { isLogin, isTrial } = useSessionStore.getState();
    if (!playerGate({ isLogin, isTrial })) return true;
    // requireRealAccount opens the login popup or the trial notice, by the same rule.
    return requireRealAccount();
  }, []);

  const start = useCallback(
    (game: GameToStart, options: GameStartOptions = {}) => {
      const { isLogin, isTrial } = useSessionStore.getState();
      const decision = decideGameStart({ isLogin, isTrial }, game, options);
      const name = game.displayName || game.gameName;
      switch (decision.kind) {
        case 'login':
        case 'registerFirst':
          requireRealAccount();
          return;
        case 'route':
          gameLaunch.close();
          void navigate(decision.to);
          return;
        case 'vendorGames':
          gameLaunch.listVendor({
            vassalage: decision.vassalage,
            gameType: decision.gameType,
            name,
          });
          return;
        case 'launch':
          gameLaunch.play({ nodeId: decision.nodeId, name, demo: decision.demo });
          return;
      }
    },
    [navigate],
  );

  return { start, ensurePlayer };
}
