import { GameInputError } from '../errors';
import type { UniformSource } from '../fairness';
import { selectionInvalid } from './bet-kit';
import { betImplOf } from './bet-registry';
import type { BetExposure, LotteryFamily, LotteryResult, LotterySelection } from './types';

/** Most units (tickets) one bet may make; a larger selection is refused. */
export const MAX_BET_UNITS = 100_000;

/**
 * How many units (tickets) a selection makes, each costing unitStake × multiplier. Throws
 * `GameInputError`: 'BET_TYPE_UNKNOWN' for a bet type the family does not take;
 * 'SELECTION_INVALID' (detail naming the row) for a selection that is not one array of
 * strings per picker row, a row's count out of [min, max], an unknown or repeated option,
 * or a combination that makes no ticket (no pick at all, the same car as champion and
 * runner-up only, an i-Box of 1111…); 'TOO_MANY_UNITS' above `MAX_BET_UNITS`.
 */
export function betUnits(
  family: LotteryFamily,
  betTypeId: string,
  selection: LotterySelection,
): number {
  const impl = betImplOf(family, betTypeId);
  const { rows } = impl.def;
  if (!Array.isArray(selection) || selection.length !== rows.length) {
    throw selectionInvalid(`${rows.length} rows expected`);
  }
  rows.forEach((row, r) => {
    const picked: unknown = selection[r];
    if (!Array.isArray(picked)) throw selectionInvalid(`${row.id} not a list`);
    if (picked.length < row.min || picked.length > row.max) {
      throw selectionInvalid(`${row.id} count ${picked.length}`);
    }
    const seen = new Set<string>();
    for (const option of picked as unknown[]) {
      if (typeof option !== 'string' || !row.options.includes(option)) {
        throw selectionInvalid(`${row.id} option ${String(option)}`);
      }
      if (seen.has(option)) throw selectionInvalid(`${row.id} repeats ${option}`);
      seen.add(option);
    }
  });
  const units = impl.units(selection);
  if (units <= 0) throw selectionInvalid('no ticket');
  if (units > MAX_BET_UNITS) throw new GameInputError('TOO_MANY_UNITS', String(units));
  return units;
}

/**
 * What a bet returns against a result, per unit of stake, in basis points: the sum over its
 * winning units of their pay (an integer). Payout = floor(unitStake × multiplier × winBp /
 * 10,000); 0 for a loss. The selection is checked as by `betUnits` (and refused alike).
 * winBp can pass 2³¹ (a South xiên 4 of 10 numbers all drawn: 210 × 12,500,000), never
 * 2⁵³: compute payouts in bigint.
 */
export function betWinBp(
  family: LotteryFamily,
  betTypeId: string,
  selection: LotterySelection,
  result: LotteryResult,
): number {
  betUnits(family, betTypeId, selection);
  return betImplOf(family, betTypeId).winBp(selection, result);
}

/**
 * The outcomes a (valid) bet is exposed to, for the operator's per-number liability cap:
 * for each option picked, the most the bet can return (bp per unit stake) in a draw where
 * that option comes up. Keys are `${betTypeId}:${rowId}:${option}` (e.g. 'SSC_POS:pos1:7',
 * 'VN_LO3:digit2:5'), except the SEA bets, one number each, keyed
 * `${betTypeId}:number:${number}` ('4D_BIG:number:1234'). Lô bets (VN_LO2/3/4) give the
 * return of one appearance: a number drawn k times costs every lô bet on it k times, so
 * the cap's ratio holds.
 */
export function betExposures(
  family: LotteryFamily,
  betTypeId: string,
  selection: LotterySelection,
): BetExposure[] {
  betUnits(family, betTypeId, selection);
  return betImplOf(family, betTypeId).exposures(selection);
}

/**
 * A random valid selection of the bet type with the fewest units it allows (quick pick):
 * each row gets its minimum of options (distinct, chosen uniformly), or, when every row's
 * minimum is 0, one option of one row. A draw the bet type refuses (the same car in both
 * rows of PK10_TOP2, an i-Box of 1111) is drawn again.
 */
export function quickPick(
  family: LotteryFamily,
  betTypeId: string,
  random: UniformSource,
): LotterySelection {
  const { rows } = betImplOf(family, betTypeId).def;
  const pick = (options: readonly string[], count: number) => {
    const left = [...options];
    return Array.from(
      { length: count },
      () => left.splice(Math.floor(random() * left.length), 1)[0] ?? '',
    );
  };
  for (let attempt = 0; ; attempt += 1) {
    const selection = rows.map((row) => pick(row.options, row.min));
    if (selection.every((r) => r.length === 0)) {
      const r = Math.floor(random() * rows.length);
      selection[r] = pick(rows[r]?.options ?? [], 1);
    }
    try {
      betUnits(family, betTypeId, selection);
      return selection;
    } catch (error) {
      if (attempt >= 1_000) throw error;
    }
  }
}
