import type { BetCategory } from '@openlobby/contract/records/paths';
import type { GameCategory } from '@openlobby/contract/vendors';

/** Spec §9 "Home" constants, in one place. */
export const BANNER_AUTOPLAY_MS = 5000;
export const WINNER_STEP_MS = 3000;
export const HOT_SLIDES_PER_VIEW = 5;
export const HOT_SLIDES_PER_GROUP = 4;
export const RECOMMENDED_LIMIT = 12;
export const PG_LIMIT = 12;
export const QR_SIZE_SMALL = 100;
export const QR_SIZE_LARGE = 156;

/**
 * Spec §9 "Rebate display": the game type whose rebate each home category shows (the
 * operator's rates, `GET /wps/relay/MCS_rebateRates`); a category not listed shows none,
 * and a listed one without a rate shows "—" (PVP by default).
 */
export const categoryRebateTypes: Partial<Record<GameCategory, BetCategory>> = {
  LOTTERY: 'LOTT',
  PVP: 'PVP',
  FISH: 'FISH',
  RNG: 'RNG',
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
};
