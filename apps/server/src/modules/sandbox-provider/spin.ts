import { randomInt } from 'node:crypto';

/**
 * The sandbox provider's one generic game: a wheel whose segments pay these multipliers
 * (basis points of the stake) with these weights out of 10,000. Its RTP is exactly the
 * weighted mean, 96 %, before payouts are rounded down to whole minor units. It is not
 * provably fair: like most third-party games, its randomness is the provider's (node:crypto).
 */
export const sandboxWheel: readonly { multiplierBp: number; weight: number }[] = [
  { multiplierBp: 500_000, weight: 10 },
  { multiplierBp: 200_000, weight: 30 },
  { multiplierBp: 100_000, weight: 100 },
  { multiplierBp: 50_000, weight: 300 },
  { multiplierBp: 20_000, weight: 1_500 },
  { multiplierBp: 10_000, weight: 2_000 },
  { multiplierBp: 5_000, weight: 2_000 },
  { multiplierBp: 0, weight: 4_060 },
];

export const sandboxWheelTotalWeight = 10_000;
export const sandboxRtp = 0.96;

/** Draws a segment: `draw` picks an integer in [0, 10,000). */
export function spinWheel(draw: (max: number) => number = (max) => randomInt(0, max)): number {
  let ticket = draw(sandboxWheelTotalWeight);
  for (const segment of sandboxWheel) {
    if (ticket < segment.weight) return segment.multiplierBp;
    ticket -= segment.weight;
  }
  throw new Error(`wheel ticket out of range`);
}
