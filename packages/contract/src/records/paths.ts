/**
 * Paths of the member centre's records (ADR 026): the betting record, profit and loss,
 * bonuses, and the rebate rates. Zod-free so the browser can import it.
 */
export const recordsPaths = {
  /** GET (T): one page of the member's rounds, with the filter's totals. */
  betRecords: '/wps/relay/MCS_betRecord',
  /** GET (T): net result by day and by category over a period. */
  profit: '/wps/relay/MCS_profitLoss',
  /** GET (T): one page of the member's bonuses, newest first. */
  bonuses: '/wps/relay/MCS_bonusDetail',
  /** GET (public): the operator's rebate rate per category. */
  rebateRates: '/wps/relay/MCS_rebateRates',
  /** Operator: GET the rates, PUT `{ rates: { CAT: basisPoints | null } }`. */
  operatorRebateRates: '/operator/rebate-rates',
  /** Operator: POST `{ day }` pays that UTC day's rebates (each member once). */
  operatorRebatePay: '/operator/rebates/pay',
} as const;

/** Categories of the betting record: the providers' game types, and OTHER for the rest. */
export const betCategories = [
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
  'INHOUSE',
  'VNLOTTO',
  'SEA',
  'LOTT',
  'ELOTT',
  'OTHER',
] as const;
export type BetCategory = (typeof betCategories)[number];

/**
 * Where a bonus came from, read from its ledger key's prefix (ADR 026): `promotion:`,
 * `mission:`, `rebate:`, `referral:`, `vip:`; any other key is `other`.
 */
export const bonusSources = ['promotion', 'mission', 'rebate', 'referral', 'vip', 'other'] as const;
export type BonusSource = (typeof bonusSources)[number];

/** Longest period the records cover at once, in UTC days. */
export const MAX_RECORD_DAYS = 92;
export const RECORD_PAGE_SIZE_MAX = 50;
/** Rebate rates are basis points of valid bets; at most 10 %. */
export const REBATE_RATE_MAX_BP = 1000;
