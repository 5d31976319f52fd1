import { GameInputError } from '../errors';
import { fairUniforms, type UniformSource } from '../fairness';
import { lotteryFamilies, type LotteryFamily, type LotteryResult, type ResultTier } from './types';

/**
 * The client seed that binds a result to its draw: `${vassalage}:${gameCode}:${drawNumber}`.
 */
export function drawClientSeed(vassalage: string, gameCode: string, drawNumber: string): string {
  return `${vassalage}:${gameCode}:${drawNumber}`;
}

const tier = (id: string, count: number, digits: number): ResultTier => ({ id, count, digits });

const tiersByFamily: Record<LotteryFamily, readonly ResultTier[]> = {
  SSC: [tier('digits', 5, 1)],
  PK10: [tier('positions', 10, 2)],
  '11X5': [tier('numbers', 5, 2)],
  LF: [tier('dice', 3, 1)],
  LHC: [tier('main', 6, 2), tier('special', 1, 2)],
  SEA4D: [
    tier('first', 1, 4),
    tier('second', 1, 4),
    tier('third', 1, 4),
    tier('starter', 10, 4),
    tier('consolation', 10, 4),
  ],
  SEA5D: [tier('first', 1, 5), tier('second', 1, 5), tier('third', 1, 5)],
  SEA6D: [tier('first', 1, 6)],
  VN_NORTH: [
    tier('special', 1, 5),
    tier('first', 1, 5),
    tier('second', 2, 5),
    tier('third', 6, 5),
    tier('fourth', 4, 4),
    tier('fifth', 6, 4),
    tier('sixth', 3, 3),
    tier('seventh', 4, 2),
  ],
  VN_SOUTH: [
    tier('special', 1, 6),
    tier('first', 1, 5),
    tier('second', 1, 5),
    tier('third', 2, 5),
    tier('fourth', 7, 5),
    tier('fifth', 1, 4),
    tier('sixth', 3, 4),
    tier('seventh', 1, 3),
    tier('eighth', 1, 2),
  ],
};

/**
 * The slices of a result, in draw order: SSC one tier 'digits' of 5 × 1 digit; PK10
 * 'positions' 10 × 2; 11X5 'numbers' 5 × 2; LF 'dice' 3 × 1; LHC 'main' 6 × 2 then
 * 'special' 1 × 2; SEA4D first, second, third, 10 'starter', 10 'consolation' (4 digits);
 * SEA5D first, second, third (5 digits); SEA6D first (6 digits); VN_NORTH special (5 digits),
 * first … seventh; VN_SOUTH special (6 digits), first … eighth.
 */
export function resultTiers(family: LotteryFamily): readonly ResultTier[] {
  const tiers = tiersByFamily[family] as readonly ResultTier[] | undefined;
  if (!tiers) throw new GameInputError('GAME_UNKNOWN', `family ${String(family)}`);
  return tiers;
}

/** How many numbers a family's result holds (the sum of its tiers' counts). */
export function resultLength(family: LotteryFamily): number {
  return resultTiers(family).reduce((sum, t) => sum + t.count, 0);
}

/**
 * The draw's result from its revealed seed, read from `fairUniforms({ serverSeed,
 * clientSeed, nonce: 0 })` float by float (u in [0, 1), a multiple of 2⁻³²):
 *
 * - An integer below n is floor(u × n). With 32-bit floats each value has either
 *   floor(2³²/n) or ceil(2³²/n) of the 2³² floats, a relative bias below n/2³² (2.6 × 10⁻⁹
 *   for n = 11, 1.1 × 10⁻⁸ for 49): far below anything a draw could show, so no rejection.
 * - Digits (SSC, and every digit of SEA and VN numbers, most significant first) are
 *   floor(u × 10); dice (LF) floor(u × 6) + 1.
 * - Balls without replacement (PK10: all 10 of "01"–"10", a permutation; 11X5: 5 of "01"–"11";
 *   LHC: 7 of "01"–"49", the 7th being the special) come out of an urn kept in ascending
 *   order: each ball is the one at index floor(u × balls left), then removed. This is a
 *   Fisher–Yates shuffle, so every ordered draw is equally likely.
 * - SEA numbers must be distinct within a draw (23 for 4D, 3 for 5D): a number equal to one
 *   already drawn is drawn again, digit by digit from the next floats (rejection, so the
 *   draw is uniform over ordered distinct tuples). VN prizes are independent: two prizes may
 *   show the same number, as in the real draws.
 *
 * Deterministic: the browser recomputes it to verify a draw.
 */
export function drawResult(
  family: LotteryFamily,
  serverSeed: string,
  clientSeed: string,
): LotteryResult {
  if (!lotteryFamilies.includes(family)) {
    throw new GameInputError('GAME_UNKNOWN', `family ${String(family)}`);
  }
  return resultFromUniforms(family, fairUniforms({ serverSeed, clientSeed, nonce: 0 }));
}

/**
 * The result read from any float stream (the fair one in `drawResult`; a fast seeded one in
 * RTP simulations).
 */
export function resultFromUniforms(family: LotteryFamily, random: UniformSource): LotteryResult {
  const below = (n: number) => Math.floor(random() * n);
  const number = (digits: number) => {
    let text = '';
    for (let d = 0; d < digits; d += 1) text += String(below(10));
    return text;
  };
  const urn = (size: number, take: number) => {
    const balls = Array.from({ length: size }, (_, i) => String(i + 1).padStart(2, '0'));
    const drawn: string[] = [];
    for (let i = 0; i < take; i += 1) drawn.push(...balls.splice(below(balls.length), 1));
    return drawn;
  };
  const distinctNumbers = (count: number, digits: number) => {
    const drawn: string[] = [];
    while (drawn.length < count) {
      const next = number(digits);
      if (!drawn.includes(next)) drawn.push(next);
    }
    return drawn;
  };
  switch (family) {
    case 'SSC':
      return Array.from({ length: 5 }, () => String(below(10)));
    case 'PK10':
      return urn(10, 10);
    case '11X5':
      return urn(11, 5);
    case 'LF':
      return Array.from({ length: 3 }, () => String(below(6) + 1));
    case 'LHC':
      return urn(49, 7);
    case 'SEA4D':
      return distinctNumbers(23, 4);
    case 'SEA5D':
      return distinctNumbers(3, 5);
    case 'SEA6D':
      return [number(6)];
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return resultTiers(family).flatMap((t) =>
        Array.from({ length: t.count }, () => number(t.digits)),
      );
    default:
      throw new GameInputError('GAME_UNKNOWN', `family ${String(family)}`);
  }
}

/** The numbers of one tier of a result (e.g. 'special'), by the family's tiers. */
export function resultTier(family: LotteryFamily, result: LotteryResult, tierId: string): string[] {
  let start = 0;
  for (const t of resultTiers(family)) {
    if (t.id === tierId) return result.slice(start, start + t.count);
    start += t.count;
  }
  return [];
}
