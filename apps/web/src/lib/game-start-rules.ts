import { lotteryVendorRoutes } from '@openlobby/contract/games/constants';
import type { GameItem } from '@openlobby/contract/games/schemas';

/** What starting a game card does (spec §4 "Game start", §5, §6). */
export type GameStartDecision =
  /** A visitor: the login popup opens. */
  | { kind: 'login' }
  /** A trial (free play) member: 'Please Register An Account First', nothing starts. */
  | { kind: 'registerFirst' }
  /** A lottery provider: its own page with the game's code. */
  | { kind: 'route'; to: string }
  /** A provider-level entry: a popup lists that provider's games. */
  | { kind: 'vendorGames'; vassalage: string; gameType: GameItem['gameType'] }
  /** Everything else: launched in the game popup. */
  | { kind: 'launch'; nodeId: number; demo: boolean };

export type GameStartSession = { isLogin: boolean; isTrial: boolean };

export type StartableGame = Pick<
  GameItem,
  'nodeId' | 'vassalage' | 'gameType' | 'gameCode' | 'isGame'
>;

/** Whether the session may start anything at all; undefined when it may. */
export function playerGate(session: GameStartSession): GameStartDecision | undefined {
  if (!session.isLogin) return { kind: 'login' };
  if (session.isTrial) return { kind: 'registerFirst' };
  return undefined;
}

/**
 * Route of a lottery provider's game, or undefined for any other provider. The provider's
 * own entry (its lobby) opens the page without a game code; on /lottery, which LOTT and
 * ELOTT share, `vassalage` says whose game it is.
 */
export function lotteryRoute(
  game: Pick<GameItem, 'vassalage' | 'gameCode' | 'isGame'>,
): string | undefined {
  const vassalage = game.vassalage.toUpperCase();
  if (!Object.hasOwn(lotteryVendorRoutes, vassalage)) return undefined;
  const path = lotteryVendorRoutes[vassalage as keyof typeof lotteryVendorRoutes];
  const query = new URLSearchParams();
  if (game.gameCode && game.isGame === 'GAME') query.set('gameCode', game.gameCode);
  // LOTT and ELOTT share /lottery and their game codes: the provider says which one.
  if (path === lotteryVendorRoutes.LOTT) query.set('vassalage', vassalage);
  return query.size ? `${path}?${query}` : path;
}

export type GameStartOptions = {
  /** The free demo (only offered when supportPlay is 0). */
  demo?: boolean;
  /**
   * Started from a provider's popup game list or page, where the provider-level entry is
   * that provider's own lobby: it launches instead of listing the provider again.
   */
  withinProvider?: boolean;
};

/**
 * The launch rules in the spec's order: login, then trial, then lottery providers, then
 * provider-level entries, then the game itself (the demo flag only matters there).
 */
export function decideGameStart(
  session: GameStartSession,
  game: StartableGame,
  options: GameStartOptions = {},
): GameStartDecision {
  const gate = playerGate(session);
  if (gate) return gate;
  const to = lotteryRoute(game);
  if (to) return { kind: 'route', to };
  if (game.isGame === 'VASSALAGE' && !options.withinProvider) {
    return { kind: 'vendorGames', vassalage: game.vassalage, gameType: game.gameType };
  }
  return { kind: 'launch', nodeId: game.nodeId, demo: options.demo ?? false };
}
