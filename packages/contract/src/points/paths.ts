import type { BetCategory } from '../records/paths';

/**
 * The points mall (spec §2 `/pointMall`, §3 "Points mall", §7 "Points (T)", ADR 036).
 * Zod-free so the browser can import it; the schemas are in `schemas.ts`.
 */
export const pointPaths = {
  /** GET (T): the member's spendable points and what each type earned (or spent). */
  balance: '/wps/relay/MCS2_getPointBalance',
  /** GET (T): the operator's earning ratios per type and the points-to-cash exchange ratio. */
  config: '/wps/relay/MCS2_getPointConfig',
  /** GET (T): the rewards catalogue with stock and the member's own redemptions of each. */
  rewards: '/wps/relay/MCS2_getPointReward',
  /** GET (T): the member's redemptions and conversions, newest first. */
  redeemList: '/wps/relay/MCS2_getRedeemPointList',
  /** POST (T, E): redeem a reward, with the payment password. */
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  /** POST (T, E): convert points to cash at the exchange ratio, with the payment password. */
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
  /** Operator API: GET / PUT the ratios. */
  operatorConfig: '/operator/points/config',
  /** Operator API: GET lists, POST adds a reward; `/:id` PATCH changes stock, limit, on/off. */
  operatorRewards: '/operator/points/rewards',
  /** Operator API: redemptions (`?status=process`); `/:id/approve`, `/:id/reject`. */
  operatorRedemptions: '/operator/points/redemptions',
  /** Operator API: POST runs the accrual job now (what the scheduler does each tick). */
  operatorAccrue: '/operator/points/accrue',
} as const;

/**
 * Spec §3 point types. The five game types and `deposit` are how points were earned;
 * `redeem` is what the member has spent (rewards and conversions). Points never expire.
 */
export const pointTypes = ['live', 'lott', 'pvp', 'rng', 'sports', 'redeem', 'deposit'] as const;
export type PointType = (typeof pointTypes)[number];

/** The types that earn points, each at its own operator-set ratio. */
export const earningPointTypes = ['live', 'lott', 'pvp', 'rng', 'sports', 'deposit'] as const;
export type EarningPointType = (typeof earningPointTypes)[number];

/**
 * Which point type a bet category earns: every category of the betting record, OTHER (and
 * a round whose game the catalogue lacks) as `rng`.
 */
export const pointTypeOfCategory: Record<BetCategory, EarningPointType> = {
  LIVE: 'live',
  LOTT: 'lott',
  ELOTT: 'lott',
  VNLOTTO: 'lott',
  SEA: 'lott',
  PVP: 'pvp',
  RNG: 'rng',
  FISH: 'rng',
  INHOUSE: 'rng',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  OTHER: 'rng',
};

/**
 * A ratio is points per 100.00 of valid bet or deposit (10,000 minor units): a member earns
 * floor(amount × ratio / 10,000) points for each settled round or credited deposit.
 */
export const POINT_RATIO_BASE = 10_000;
/** The exchange ratio is cash in minor units per 100 points. */
export const POINT_EXCHANGE_BASE = 100;
export const MAX_POINT_RATIO = 100_000;
/** The most points one redemption or conversion may move (fits an integer column). */
export const MAX_POINTS = 1_000_000_000;

/** Spec §3 redeem statuses: `process` (in process), `rejected`, `approved`. */
export const redeemStatuses = ['process', 'approved', 'rejected'] as const;
export type RedeemStatus = (typeof redeemStatuses)[number];

/** A reward pays cash into the wallet at once (`bonus`) or is sent (`physical`, reviewed). */
export const pointRewardKinds = ['bonus', 'physical'] as const;
export type PointRewardKind = (typeof pointRewardKinds)[number];

/** Longest reward name and description, and a rejection reason. */
export const POINT_REWARD_NAME_MAX = 80;
export const POINT_REWARD_DESCRIPTION_MAX = 500;
export const POINT_REJECT_REASON_MAX = 140;
