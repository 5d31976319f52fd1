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

/** Spec §9 "Rebate display", per category; null shows "—" (PVP), undefined shows nothing. */
export const categoryRebates: Partial<Record<GameCategory, number | null>> = {
  LOTTERY: 0.01, // LOTT and ELOTT are both 1 %
  PVP: null,
  FISH: 0.01,
  RNG: 0.012,
  LIVE: 0.008,
  SPORTS: 0.01,
  ESPORTS: 0.01,
};
