import { diceRtp, playDice, type DiceBet, type DiceOutcome } from './dice';
import { GameInputError } from './errors';
import type { Fairness } from './fairness';
import { minesRtp, playMines, type MinesBet, type MinesOutcome } from './mines';
import { slotRtp } from './slot/pay-table';
import { playSlot, type SlotBet, type SlotOutcome } from './slot/slot';

export const gameIds = ['slot', 'dice', 'mines'] as const;
export type GameId = (typeof gameIds)[number];

export interface GameBets {
  slot: SlotBet;
  dice: DiceBet;
  mines: MinesBet;
}

export interface GameOutcomes {
  slot: SlotOutcome;
  dice: DiceOutcome;
  mines: MinesOutcome;
}

/** The return to player each game is built for, before payouts are rounded down. */
export const declaredRtp: Readonly<Record<GameId, number>> = {
  slot: slotRtp,
  dice: diceRtp,
  mines: minesRtp,
};

const players: { [G in GameId]: (bet: GameBets[G], fairness: Fairness) => GameOutcomes[G] } = {
  slot: playSlot,
  dice: playDice,
  mines: playMines,
};

/**
 * Recomputes a recorded round from its revealed seeds: the browser compares the result with
 * the round history, after checking the seed against its hash with `serverSeedMatchesHash`.
 */
export function verifyRound<G extends GameId>(
  game: G,
  fairness: Fairness,
  bet: GameBets[G],
): GameOutcomes[G] {
  if (!Object.hasOwn(players, game)) throw new GameInputError('GAME_UNKNOWN', String(game));
  return players[game](bet, fairness);
}
