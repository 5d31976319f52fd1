import { GameInputError } from '../errors';
import type { BetExposure, BetTypeDef, LotteryResult, LotterySelection, PickerRow } from './types';

/**
 * The building blocks of the bet types: option lists, rows, counting, and the shape every
 * bet type implements. Internal to the lottery folder (settle.ts is the public face).
 */

/** One bet type: its public definition and its maths. */
export interface BetImpl {
  def: BetTypeDef;
  /**
   * Tickets a selection makes, its rows already checked against [min, max], known and
   * unrepeated options. 0 when the combination makes no ticket; may throw
   * `SELECTION_INVALID` for a refusal of its own.
   */
  units(selection: LotterySelection): number;
  /** Return of a valid selection against a result, in bp per unit stake. */
  winBp(selection: LotterySelection, result: LotteryResult): number;
  /** Per-outcome upper bounds of return (see `betExposures`). */
  exposures(selection: LotterySelection): BetExposure[];
}

export const digitOptions: readonly string[] = Array.from({ length: 10 }, (_, i) => String(i));
export const twoDigitOptions: readonly string[] = Array.from({ length: 100 }, (_, i) =>
  String(i).padStart(2, '0'),
);
export const bsoeOptions: readonly string[] = ['BIG', 'SMALL', 'ODD', 'EVEN'];

/** Balls "01" … n. */
export function ballOptions(n: number): readonly string[] {
  return Array.from({ length: n }, (_, i) => String(i + 1).padStart(2, '0'));
}

export function row(id: string, options: readonly string[], min: number, max: number): PickerRow {
  return { id, options, min, max };
}

/** `count` rows `${prefix}1` … `${prefix}${count}` of the same options. */
export function rows(
  prefix: string,
  count: number,
  options: readonly string[],
  min: number,
  max: number,
): PickerRow[] {
  return Array.from({ length: count }, (_, i) => row(`${prefix}${i + 1}`, options, min, max));
}

/** Binomial coefficient, exact for the small arguments used here. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}

/**
 * The pay, in bp of total return, that gives `targetBp` (e.g. 9,700 for 97 %) to an
 * outcome of `count` chances in `total`, rounded down: floor(targetBp × total / count).
 */
export function payForOdds(targetBp: number, total: number, count: number): number {
  return Math.floor((targetBp * total) / count);
}

/** Whether a number meets BIG / SMALL / ODD / EVEN, BIG meaning ≥ `bigFrom`. */
export function bsoeWins(option: string, value: number, bigFrom: number): boolean {
  switch (option) {
    case 'BIG':
      return value >= bigFrom;
    case 'SMALL':
      return value < bigFrom;
    case 'ODD':
      return value % 2 === 1;
    case 'EVEN':
      return value % 2 === 0;
    default:
      return false;
  }
}

export function selectionInvalid(detail: string): GameInputError {
  return new GameInputError('SELECTION_INVALID', detail);
}

/** Sum of the digits / numbers of a result slice. */
export function sumOf(values: readonly string[]): number {
  return values.reduce((sum, v) => sum + Number(v), 0);
}

const picks = (selection: LotterySelection) => selection.reduce((n, r) => n + r.length, 0);

/**
 * A bet type where every pick (an option in a row) is one ticket paying on its own:
 * positions, big/small, sums, colours… `pay(rowIndex, option, result)` is the ticket's
 * return in bp (0 when it loses); `exposure(rowIndex, option)` its most. At least one pick
 * overall, whatever each row's minimum.
 */
export function perPickBet(
  def: BetTypeDef,
  pay: (rowIndex: number, option: string, result: LotteryResult) => number,
  exposure: (rowIndex: number, option: string) => number = (_, option) =>
    def.payTable[option] ?? def.payTable.win ?? 0,
): BetImpl {
  return {
    def,
    units: picks,
    winBp: (selection, result) =>
      selection.reduce(
        (sum, options, r) => sum + options.reduce((s, o) => s + pay(r, o, result), 0),
        0,
      ),
    exposures: (selection) =>
      selection.flatMap((options, r) =>
        options.map((option) => ({
          key: `${def.id}:${def.rows[r]?.id ?? r}:${option}`,
          winBp: exposure(r, option),
        })),
      ),
  };
}

/**
 * A bet type whose tickets are the combinations of its rows (one option from each): the
 * straight bets. `units` counts them; one ticket at most wins (`winning` says whether one
 * does) and pays `payTable.win`; each picked option's exposure is that one pay.
 */
export function straightBet(
  def: BetTypeDef,
  units: (selection: LotterySelection) => number,
  winning: (selection: LotterySelection, result: LotteryResult) => boolean,
): BetImpl {
  const pay = def.payTable.win ?? 0;
  return {
    def,
    units,
    winBp: (selection, result) => (winning(selection, result) ? pay : 0),
    exposures: (selection) =>
      selection.flatMap((options, r) =>
        options.map((option) => ({ key: `${def.id}:${def.rows[r]?.id}:${option}`, winBp: pay })),
      ),
  };
}

/** The product of the rows' sizes (tickets of a straight bet with independent rows). */
export const productOfRows = (selection: LotterySelection): number =>
  selection.reduce((product, r) => product * r.length, 1);

/** Each row holds its position's digit (rows digit1 … digitN of one option each). */
export function rowsSpell(selection: LotterySelection): string {
  return selection.map((r) => r[0] ?? '').join('');
}

/** RTP of each option from its pay and its chances out of `total`. */
export function rtpByOdds(
  payTable: Readonly<Record<string, number>>,
  chances: (option: string) => number,
  total: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(payTable).map(([option, pay]) => [
      option,
      (pay * chances(option)) / total / 10_000,
    ]),
  );
}
