import type { LotteryFamily, LotteryResult, ResultTier } from './types';

/**
 * IMPLEMENTED BY THE MATHS HELPER.
 * The client seed that binds a result to its draw: `${vassalage}:${gameCode}:${drawNumber}`.
 */
export function drawClientSeed(vassalage: string, gameCode: string, drawNumber: string): string {
  return `${vassalage}:${gameCode}:${drawNumber}`;
}

/**
 * The draw's result from its revealed seed: `fairUniforms({ serverSeed, clientSeed, nonce: 0 })`
 * read by the family's rule (uniform digits, Fisher–Yates for permutations and draws without
 * replacement). Deterministic: the browser recomputes it to verify a draw.
 */
export function drawResult(
  family: LotteryFamily,
  serverSeed: string,
  clientSeed: string,
): LotteryResult {
  void family;
  void serverSeed;
  void clientSeed;
  throw new Error('not implemented yet');
}

/** The slices of a result, in order (one tier of 5 for SSC; 8 for VN_NORTH, …). */
export function resultTiers(family: LotteryFamily): readonly ResultTier[] {
  void family;
  throw new Error('not implemented yet');
}
