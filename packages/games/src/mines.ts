import { GameInputError } from './errors';
import { fairUniforms, type Fairness, type UniformSource } from './fairness';
import { assertStake, payoutFor, type Settlement } from './payout';

/**
 * Mines: a 5×5 board hides 1–24 mines; the player reveals tiles one by one and may cash
 * out after any safe reveal. Tiles are numbered 0–24, row by row from the top left.
 */
export const minesRtp = 0.99;
export const minesTileCount = 25;
export const minesMinCount = 1;
export const minesMaxCount = 24;

/** (1 − 1 % edge) in basis points; the fair multiplier is C(25,k) / C(25−m,k). */
const minesReturnBp = 9_900n;

export interface MinesBet {
  stake: bigint;
  mines: number;
  /** Tiles in the order the player revealed them. */
  reveals: readonly number[];
  /** The player asked to cash out after the last reveal. */
  cashOut: boolean;
}

/** `playing` waits for another reveal or a cash-out; `won` also when every safe tile is open. */
export type MinesStatus = 'playing' | 'lost' | 'won';

export interface MinesOutcome extends Settlement {
  status: MinesStatus;
  safeReveals: number;
  /**
   * Sorted tile numbers; null while playing so that a server sending the outcome as it is
   * cannot leak the board mid-round.
   */
  minePositions: number[] | null;
  /** What cashing out now would pay, in basis points (the multiplier shown while playing). */
  cashOutMultiplierBp: number;
}

export function assertMineCount(mines: number): void {
  if (!Number.isInteger(mines) || mines < minesMinCount || mines > minesMaxCount) {
    throw new GameInputError('MINES_OUT_OF_RANGE', String(mines));
  }
}

/**
 * Multiplier after `revealed` safe tiles, in basis points rounded down:
 * 0.99 × C(25, k) / C(25 − m, k).
 */
export function minesMultiplier(mines: number, revealed: number): number {
  assertMineCount(mines);
  const multiplier = multiplierTable[mines]?.[revealed];
  if (!Number.isInteger(revealed) || multiplier === undefined) {
    throw new GameInputError('TILE_OUT_OF_RANGE', `revealed ${revealed}`);
  }
  return multiplier;
}

// Computed once in exact integers, because the ratio reaches 5,200,300 (12 mines, 13
// reveals) where floating-point division could round up across a basis point.
const multiplierTable: readonly (readonly number[])[] = Array.from(
  { length: minesMaxCount + 1 },
  (_, mines) =>
    Array.from({ length: mines === 0 ? 0 : minesTileCount - mines + 1 }, (_, revealed) => {
      const all = binomial(minesTileCount, revealed);
      const safe = binomial(minesTileCount - mines, revealed);
      return Number((minesReturnBp * all) / safe);
    }),
);

/** Where the mines lie: a Fisher–Yates shuffle of the 25 tiles, of which the first m are kept. */
export function minePositions(fairness: Fairness, mines: number): number[] {
  return minePositionsFrom(fairUniforms(fairness), mines);
}

/**
 * Only the first m steps of the shuffle are needed: step i swaps tile i with a uniformly
 * chosen tile among i…24, so every set of m tiles is equally likely with m floats.
 */
export function minePositionsFrom(uniforms: UniformSource, mines: number): number[] {
  assertMineCount(mines);
  const tiles: number[] = [];
  for (let tile = 0; tile < minesTileCount; tile += 1) tiles.push(tile);
  for (let i = 0; i < mines; i += 1) {
    const j = i + Math.floor(uniforms() * (minesTileCount - i));
    const swapped = tiles[j] as number;
    tiles[j] = tiles[i] as number;
    tiles[i] = swapped;
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

/** The round so far: settles a cash-out, a mine hit, or a cleared board. */
export function evaluateMines(bet: MinesBet, uniforms: UniformSource): MinesOutcome {
  assertStake(bet.stake);
  assertMineCount(bet.mines);
  const mines = new Set(minePositionsFrom(uniforms, bet.mines));
  const safeTileCount = minesTileCount - bet.mines;
  const opened = new Set<number>();
  let status: MinesStatus = 'playing';
  for (const tile of bet.reveals) {
    if (status !== 'playing') throw new GameInputError('ROUND_OVER', `tile ${tile}`);
    if (!Number.isInteger(tile) || tile < 0 || tile >= minesTileCount) {
      throw new GameInputError('TILE_OUT_OF_RANGE', String(tile));
    }
    if (opened.has(tile)) throw new GameInputError('TILE_ALREADY_REVEALED', String(tile));
    opened.add(tile);
    if (mines.has(tile)) status = 'lost';
    else if (opened.size === safeTileCount) status = 'won';
  }
  const safeReveals = status === 'lost' ? opened.size - 1 : opened.size;
  if (bet.cashOut && status === 'playing') {
    if (safeReveals === 0) throw new GameInputError('NOTHING_REVEALED');
    status = 'won';
  }
  const cashOutMultiplierBp = minesMultiplier(bet.mines, safeReveals);
  const multiplierBp = status === 'won' ? cashOutMultiplierBp : 0;
  return {
    status,
    safeReveals,
    minePositions: status === 'playing' ? null : [...mines].sort((a, b) => a - b),
    cashOutMultiplierBp,
    multiplierBp,
    payout: payoutFor(bet.stake, multiplierBp),
  };
}

export function playMines(bet: MinesBet, fairness: Fairness): MinesOutcome {
  return evaluateMines(bet, fairUniforms(fairness));
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
