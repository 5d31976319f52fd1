import {
  betTypesOf,
  betUnits,
  isGameInputError,
  type BetTypeDef,
  type LotteryFamily,
  type LotterySelection,
} from '@openlobby/games';
import {
  MAX_BET_MULTIPLIER,
  MAX_BET_STAKE,
  MAX_CHASE_DRAWS,
  MAX_SLIP_BETS,
  MAX_UNIT_STAKE,
  MIN_CHASE_DRAWS,
  MIN_UNIT_STAKE,
} from '@openlobby/contract/lottery/paths';

/** One line of the bet slip, as it will be sent. */
export type SlipLine = {
  key: string;
  betType: string;
  selection: LotterySelection;
  units: number;
  unitStake: number;
  multiplier: number;
  /** units × unitStake × multiplier, minor units. */
  stake: number;
};

/** An empty selection: one empty row per picker row. */
export function emptySelection(betType: BetTypeDef): LotterySelection {
  return betType.rows.map(() => []);
}

/** Toggles `option` in row `row`, keeping the options in the row's order. */
export function toggleOption(
  betType: BetTypeDef,
  selection: LotterySelection,
  row: number,
  option: string,
): LotterySelection {
  const def = betType.rows[row];
  if (!def) return selection;
  const current = selection[row] ?? [];
  const picked = current.includes(option);
  // A row of one pick moves that pick rather than refusing the second.
  const next = picked
    ? current.filter((o) => o !== option)
    : def.max === 1
      ? [option]
      : current.length >= def.max
        ? current
        : [...current, option];
  const ordered = def.options.filter((o) => next.includes(o));
  return selection.map((r, i) => (i === row ? ordered : r));
}

/** Every option of a row (as many as it allows), or none. */
export function fillRow(
  betType: BetTypeDef,
  selection: LotterySelection,
  row: number,
  all: boolean,
): LotterySelection {
  const def = betType.rows[row];
  if (!def) return selection;
  const next = all ? def.options.slice(0, def.max) : [];
  return selection.map((r, i) => (i === row ? [...next] : r));
}

export function isEmptySelection(selection: LotterySelection): boolean {
  return selection.every((row) => row.length === 0);
}

/**
 * The units a selection makes (the shared maths, as the server counts them), or why it
 * makes none: 'incomplete' when a row still wants picks, 'tooMany' past the units cap.
 */
export type UnitsResult = { units: number } | { units: 0; problem: 'incomplete' | 'tooMany' };

export function selectionUnits(
  family: LotteryFamily,
  betType: BetTypeDef,
  selection: LotterySelection,
): UnitsResult {
  try {
    return { units: betUnits(family, betType.id, selection) };
  } catch (error) {
    if (isGameInputError(error) && error.code === 'TOO_MANY_UNITS') {
      return { units: 0, problem: 'tooMany' };
    }
    return { units: 0, problem: 'incomplete' };
  }
}

/** Refusals the slip makes before sending anything; each is an i18n key under lottery.errors. */
export type SlipProblem =
  | 'nothingSelected'
  | 'incomplete'
  | 'tooManyUnits'
  | 'stakeRange'
  | 'multiplierRange'
  | 'betTooLarge'
  | 'slipFull'
  | 'aboveBalance'
  | 'chaseOneBet'
  | 'chaseDraws'
  | 'noDraw';

export function checkStake(
  unitStake: number | null,
  multiplier: number | null,
): SlipProblem | null {
  if (unitStake === null || unitStake < MIN_UNIT_STAKE || unitStake > MAX_UNIT_STAKE) {
    return 'stakeRange';
  }
  if (
    multiplier === null ||
    !Number.isInteger(multiplier) ||
    multiplier < 1 ||
    multiplier > MAX_BET_MULTIPLIER
  ) {
    return 'multiplierRange';
  }
  return null;
}

/** The line the current picks make, or the first refusal. */
export function buildLine(
  family: LotteryFamily,
  betType: BetTypeDef,
  selection: LotterySelection,
  unitStake: number | null,
  multiplier: number | null,
): { line: SlipLine } | { problem: SlipProblem } {
  if (isEmptySelection(selection)) return { problem: 'nothingSelected' };
  const counted = selectionUnits(family, betType, selection);
  if ('problem' in counted) {
    return { problem: counted.problem === 'tooMany' ? 'tooManyUnits' : 'incomplete' };
  }
  const stakeProblem = checkStake(unitStake, multiplier);
  if (stakeProblem || unitStake === null || multiplier === null) {
    return { problem: stakeProblem ?? 'stakeRange' };
  }
  const stake = counted.units * unitStake * multiplier;
  if (stake > MAX_BET_STAKE) return { problem: 'betTooLarge' };
  return {
    line: {
      key: `${betType.id}:${JSON.stringify(selection)}:${unitStake}:${multiplier}`,
      betType: betType.id,
      selection: selection.map((row) => [...row]),
      units: counted.units,
      unitStake,
      multiplier,
      stake,
    },
  };
}

export const slipTotal = (lines: readonly SlipLine[]) =>
  lines.reduce((sum, line) => sum + line.stake, 0);

/** What confirming sends: refusals first (slip size, chase draws, balance). */
export function checkSubmit(
  lines: readonly SlipLine[],
  chase: { draws: number | null } | null,
  balance: number | undefined,
): SlipProblem | null {
  if (lines.length === 0) return 'nothingSelected';
  if (lines.length > MAX_SLIP_BETS) return 'slipFull';
  if (chase) {
    if (lines.length !== 1) return 'chaseOneBet';
    const draws = chase.draws;
    if (
      draws === null ||
      !Number.isInteger(draws) ||
      draws < MIN_CHASE_DRAWS ||
      draws > MAX_CHASE_DRAWS
    ) {
      return 'chaseDraws';
    }
  }
  const total = slipTotal(lines) * (chase?.draws ?? 1);
  if (balance !== undefined && total > balance) return 'aboveBalance';
  return null;
}

/** Whether betting on a draw closing at `closesAt` is over, by the server's clock. */
export function drawClosed(closesAt: string, offset: number): boolean {
  return Date.parse(closesAt) <= Date.now() + offset;
}

/** The family's bet types, or none while the maths cannot give them. */
export function safeBetTypes(family: LotteryFamily): readonly BetTypeDef[] {
  try {
    return betTypesOf(family);
  } catch {
    return [];
  }
}

/** A bet type of the family by id, if the maths knows it. */
export function findBetTypeSafe(family: LotteryFamily, betTypeId: string): BetTypeDef | undefined {
  return safeBetTypes(family).find((b) => b.id === betTypeId);
}
