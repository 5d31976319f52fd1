/**
 * The jackpot ticker of spec §9: a random start between 200,000,000 and 300,000,000, then
 * +100..500 every 3000, 4000 or 5000 ms. Pure functions, given the random source, so the
 * ranges are unit-tested.
 */
export const JACKPOT_MIN = 200_000_000;
export const JACKPOT_MAX = 300_000_000;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

type Random = () => number;

const between = (min: number, max: number, random: Random) =>
  min + Math.floor(random() * (max - min + 1));

export function jackpotStart(random: Random = Math.random): number {
  return between(JACKPOT_MIN, JACKPOT_MAX, random);
}

export function jackpotIncrement(random: Random = Math.random): number {
  return between(JACKPOT_STEP_MIN, JACKPOT_STEP_MAX, random);
}

export function jackpotDelay(random: Random = Math.random): number {
  return JACKPOT_DELAYS_MS[Math.min(2, Math.floor(random() * 3))]!;
}
