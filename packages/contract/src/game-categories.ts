// Plain constants of the vendor catalogue, kept free of zod so the browser can import
// them without pulling the schemas into its production bundle (vendors.ts re-exports them).

/**
 * Vendor categories (spec §3 "Vendor category"), as `/wps/relay/GCSGAME_newGameVendor`
 * returns them. HOME, PROMO and HOT are pseudo-categories that the footer's product list
 * leaves out (spec §2 "Top navigation").
 */
export const gameCategories = [
  'HOME',
  'HOT',
  'PROMO',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'LOTTERY',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type GameCategory = (typeof gameCategories)[number];

export const footerExcludedCategories: readonly GameCategory[] = ['PROMO', 'HOME', 'HOT'];

/**
 * A vendor's type. Lottery vendors carry the lottery kind that decides their route
 * (VNLOTTO → /vnLottery, SEA → /seaLottery, LOTT and ELOTT → /lottery).
 */
export const vendorGameTypes = [
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
] as const;
export type VendorGameType = (typeof vendorGameTypes)[number];
