/**
 * Paths of the raffle (issue 18, ADR 039). Zod-free so the browser can import it. The spec
 * names `MCS2_claimRafflePromotion` (the member opts in); the reads are ours, in its style.
 */
export const rafflePaths = {
  /** The raffles with the member's entry and tickets in each (T, GET). */
  raffles: '/wps/relay/MCS2_getRaffleList',
  /** The same raffles as a visitor sees them (no token, no member's entry). `?language=`. */
  publicRaffles: '/wps/system/raffles',
  /** Enters the member in a running raffle (T, POST `{ raffleId }`). */
  claim: '/wps/relay/MCS2_claimRafflePromotion',
  /** Operator API: list and create raffles; `/:id` one raffle's results; `/:id/draw` draws. */
  operatorRaffles: '/operator/raffles',
} as const;

/**
 * A raffle's state: `coming` before its start, `open` while tickets are earned, `ended`
 * after its end and before its draw, `drawn` once winners are picked and paid.
 */
export const raffleStatuses = ['coming', 'open', 'ended', 'drawn'] as const;
export type RaffleStatus = (typeof raffleStatuses)[number];

/** At most this many prizes a raffle (each one winner). */
export const RAFFLE_PRIZES_MAX = 20;
