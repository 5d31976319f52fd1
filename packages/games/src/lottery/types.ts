/**
 * The lottery's shared vocabulary (issue 14, ADR 024): the server settles draws and the
 * browser draws its bet slip and verifies results with the same definitions.
 */

/** The operator's lottery providers (spec §2/§4: the catalogue's lottery vassalages). */
export const lotteryVassalages = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'] as const;
export type LotteryVassalage = (typeof lotteryVassalages)[number];

/**
 * Game families (research/lottery.md): what one draw produces and which bets it takes.
 * LF is Fast 3 (three dice), LHC Mark Six; VN_SOUTH serves the Central region too.
 */
export const lotteryFamilies = [
  'SSC',
  'PK10',
  '11X5',
  'LF',
  'LHC',
  'SEA4D',
  'SEA5D',
  'SEA6D',
  'VN_NORTH',
  'VN_SOUTH',
] as const;
export type LotteryFamily = (typeof lotteryFamilies)[number];

/**
 * When a game draws, in UTC. `interval`: a draw closes every `seconds` (aligned to the UTC
 * day's start; fast games 60, 180 or 300, a test schedule may use 10 or more). `daily` and
 * `weekly`: at `time` (HH:MM) on the listed weekdays (0 = Sunday), betting closing
 * `closeBeforeMinutes` earlier.
 */
export type DrawSchedule =
  | { kind: 'interval'; seconds: number }
  | { kind: 'daily'; time: string; closeBeforeMinutes: number }
  | { kind: 'weekly'; days: number[]; time: string; closeBeforeMinutes: number };

export interface LotteryGameDef {
  vassalage: LotteryVassalage;
  /** The catalogue's game code, the lottery page's `gameCode` query. */
  gameCode: string;
  family: LotteryFamily;
  /** English name; the web translates by `vassalage:gameCode`. */
  name: string;
  /** The default schedule; the operator may change it at run time. */
  schedule: DrawSchedule;
}

/** One draw's time slot. `drawNumber` is the player-facing "numero". */
export interface DrawSlot {
  drawNumber: string;
  /** Betting opens: the previous draw's close (for a daily game, a day before this close). */
  opensAt: Date;
  /** Bets received at or after this instant are refused. */
  closesAt: Date;
  /** The result is drawn at this instant (= closesAt for interval games). */
  drawsAt: Date;
}

/**
 * A draw's result: the balls in draw order as strings, so leading zeros survive ("0427").
 * SSC: 5 digits "0"–"9"; PK10: a permutation of "01"–"10"; 11X5: 5 distinct of "01"–"11";
 * LF: 3 dice "1"–"6"; LHC: 6 distinct of "01"–"49" then the special (7 in all); SEA4D: 23
 * distinct "0000"–"9999" (1st, 2nd, 3rd, 10 starters, 10 consolation); SEA5D: 3 distinct
 * 5-digit numbers (1st, 2nd, 3rd); SEA6D: 1 six-digit number; VN_NORTH: 27 numbers, tier by
 * tier from the special prize (5 digits) down to the 7th (4 × 2 digits); VN_SOUTH: 18, from
 * the special (6 digits) down to the 8th (2 digits). `resultTiers(family)` names the slices.
 */
export type LotteryResult = string[];

export interface ResultTier {
  /** Stable id for i18n: 'special', 'first', …, 'starter', 'consolation'. */
  id: string;
  count: number;
  digits: number;
}

/**
 * How a bet type's numbers are picked: one row per position or group, each a set of
 * options (the labels players see, e.g. "0"–"9", "01"–"49", "BIG"), with how many of that
 * row a selection may hold.
 */
export interface PickerRow {
  /** Stable id for i18n: 'pos1', 'numbers', 'sum', 'digit1', 'zodiac', … */
  id: string;
  options: readonly string[];
  min: number;
  max: number;
}

export interface BetTypeDef {
  /**
   * E.g. 'SSC_POS', '4D_BIG', 'VN_LO2'. Unique across families except the Vietnamese ones:
   * VN_NORTH and VN_SOUTH share ids, the family deciding the lot counts and pay tables.
   */
  id: string;
  family: LotteryFamily;
  /** Bet-slip tab it sits under ('position', 'bigSmall', 'sum', 'any', 'lo', 'de', …). */
  group: string;
  rows: readonly PickerRow[];
  /**
   * The pay table as shown to players: total return per unit staked, in basis points
   * (10,000 = 1×), by what wins: an option label ('DRAGON', '11', 'RED'), or a prize tier
   * ('first' … 'consolation' for SEA, 'last4' for 5D, 'match2' … 'match6' for 6D, 'match1' …
   * 'match3' dice for LF_SINGLE, 'first/24' for i-Box: the slot and the orderings). One entry
   * 'win' when every ticket pays the same (for lô, per appearance).
   */
  payTable: Readonly<Record<string, number>>;
  /**
   * Return to player, exact (by counting) before the payout's rounding down. When options
   * pay at different rates (dragon/tiger and tie, sums, colours…), the best of them, with
   * each option's in `rtpByOption`.
   */
  rtp: number;
  /** Each option's RTP when they differ (keys as in `payTable`; 4D_IBOX: by orderings). */
  rtpByOption?: Readonly<Record<string, number>>;
}

/** The chosen options, one array per picker row, in the row order of the bet type. */
export type LotterySelection = string[][];

/** What a bet could cost the house if `key` comes up: for the per-number liability cap. */
export interface BetExposure {
  /** `${betTypeId}:${rowId}:${option}` or another stable key naming the outcome. */
  key: string;
  /** Most the bet can return per unit stake (× unitStake × multiplier) if it does, in bp. */
  winBp: number;
}
