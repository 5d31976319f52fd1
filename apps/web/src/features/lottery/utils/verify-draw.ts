import type { LotteryDraw } from '@openlobby/contract/lottery/schemas';
import { drawResult, serverSeedMatchesHash, type LotteryFamily } from '@openlobby/games';

export type DrawVerification =
  | { state: 'pending' }
  | {
      state: 'verified' | 'mismatch';
      hashMatches: boolean;
      resultMatches: boolean;
      recomputed: string[] | null;
    };

/**
 * Recomputes a drawn draw in the browser with the maths the server drew it with: the
 * revealed seed must hash to the commitment shown before the draw opened, and
 * `drawResult(family, seed, clientSeed)` must give the published numbers.
 */
export function verifyDraw(family: LotteryFamily, draw: LotteryDraw): DrawVerification {
  if (draw.seed === null || draw.result === null) return { state: 'pending' };
  const hashMatches = serverSeedMatchesHash(draw.seed, draw.seedHash);
  let recomputed: string[] | null;
  try {
    recomputed = drawResult(family, draw.seed, draw.clientSeed);
  } catch {
    recomputed = null;
  }
  const resultMatches =
    recomputed !== null &&
    recomputed.length === draw.result.length &&
    recomputed.every((n, i) => n === draw.result?.[i]);
  return {
    state: hashMatches && resultMatches ? 'verified' : 'mismatch',
    hashMatches,
    resultMatches,
    recomputed,
  };
}
