// Zod-free and pure: the server settles with these and the web checks an offer with them.
import { RATE_SCALE, type ContractKind, type DividendPeriod, type RealtimeType } from './paths';

/** A step of a contract's rate: from `minValidBet` (minor units) of team valid bet up. */
export type ContractTier = { minValidBet: number; rate: number };

/**
 * A contract's terms (spec §3: rate, active members, periodic valid bet, profit and loss).
 * `tiers` are sorted by `minValidBet`, the first at 0. A member counts as active in a
 * period when its valid bet reaches `minMemberValidBet`; the bill is paid only when at
 * least `minActiveMembers` are active.
 */
export type ContractTerms = {
  tiers: ContractTier[];
  minActiveMembers: number;
  minMemberValidBet: number;
  /** Dividends only. */
  period?: DividendPeriod | undefined;
  /** Real-time salary only. */
  realtimeType?: RealtimeType | undefined;
  /** Real-time `single_bet` only: the stake a bet must reach to count (minor units). */
  singleBetAmount?: number | undefined;
};

/** The rate (basis points) that applies to a team valid bet under these tiers. */
export function rateAt(tiers: readonly ContractTier[], validBet: number): number {
  let rate = 0;
  for (const tier of tiers) if (validBet >= tier.minValidBet) rate = tier.rate;
  return rate;
}

/**
 * Whether a downline's tiers pay more than its upline's at any team valid bet (spec §4:
 * a downline's rate never exceeds its upline's). Both are step functions, so comparing
 * them at every step of either is exact.
 */
export function exceedsRate(
  downline: readonly ContractTier[],
  upline: readonly ContractTier[],
): boolean {
  const points = new Set([
    0,
    ...downline.map((t) => t.minValidBet),
    ...upline.map((t) => t.minValidBet),
  ]);
  for (const v of points) if (rateAt(downline, v) > rateAt(upline, v)) return true;
  return false;
}

/** The highest rate the tiers pay. */
export function topRate(tiers: readonly ContractTier[]): number {
  return tiers.reduce((max, t) => Math.max(max, t.rate), 0);
}

/** `amount × rate`, rounded down to a minor unit (the platform never pays a fraction). */
export function applyRate(amount: number, rate: number): number {
  if (amount <= 0 || rate <= 0) return 0;
  return Number((BigInt(Math.trunc(amount)) * BigInt(rate)) / BigInt(RATE_SCALE));
}

/** Rate in basis points as a percentage text (`250` → `2.5`). */
export function ratePercent(rate: number): string {
  return String(rate / 100);
}

/** Which kinds carry which extra terms. */
export const kindHasPeriod = (kind: ContractKind) => kind === 'dividend';
export const kindHasRealtimeType = (kind: ContractKind) => kind === 'realtime';
