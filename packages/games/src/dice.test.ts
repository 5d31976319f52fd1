import { describe, expect, it } from 'vitest';
import {
  diceMaxWinningRolls,
  diceMinWinningRolls,
  diceMultiplier,
  diceRtp,
  evaluateDice,
  playDice,
  type DiceBet,
  type DiceDirection,
} from './dice';
import { GameInputError } from './errors';
import type { UniformSource } from './fairness';
import { simulationUniforms } from './test-support/simulation-uniforms';
import {
  chiSquareCritical,
  chiSquareUniform,
  ReturnTally,
  standardErrorsAllowed,
} from './test-support/statistics';

const fairness = {
  serverSeed: 'openlobby-known-answer-server-seed',
  clientSeed: 'player-chosen-seed',
  nonce: 0,
};
const fixed =
  (float: number): UniformSource =>
  () =>
    float;
const bet = (targetHundredths: number, direction: DiceDirection, stake = 10_000n): DiceBet => ({
  stake,
  targetHundredths,
  direction,
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof GameInputError ? error.code : 'not a GameInputError';
  }
  return 'accepted';
}

/** Every valid bet: both directions, every target with a 1 %…98 % win chance. */
function allValidBets(): DiceBet[] {
  const bets: DiceBet[] = [];
  for (let target = diceMinWinningRolls; target <= diceMaxWinningRolls; target += 1) {
    bets.push(bet(target, 'under'), bet(9_999 - target, 'over'));
  }
  return bets;
}

/** Exact probability of a win and the multiplier it pays, from counting the 10,000 rolls. */
function exactOdds(b: DiceBet) {
  const winningRolls = b.direction === 'under' ? b.targetHundredths : 9_999 - b.targetHundredths;
  const multiplier = diceMultiplier(b.targetHundredths, b.direction) / 10_000;
  const p = winningRolls / 10_000;
  return { mean: p * multiplier, variance: p * multiplier ** 2 - (p * multiplier) ** 2 };
}

describe('dice multiplier', () => {
  it('pays 0.99 ÷ win chance, rounded down to a basis point', () => {
    expect(diceMultiplier(5_000, 'under')).toBe(19_800);
    expect(diceMultiplier(4_999, 'over')).toBe(19_800);
    expect(diceMultiplier(100, 'under')).toBe(990_000);
    expect(diceMultiplier(9_899, 'over')).toBe(990_000);
    expect(diceMultiplier(9_800, 'under')).toBe(10_102); // 1.010204…
    expect(diceMultiplier(3_300, 'under')).toBe(30_000);
    expect(diceMultiplier(7_000, 'under')).toBe(14_142); // 1.414285…
  });

  it('refuses targets outside a 1 %…98 % win chance, fractions and unknown directions', () => {
    expect(refusal(() => diceMultiplier(99, 'under'))).toBe('TARGET_OUT_OF_RANGE');
    expect(refusal(() => diceMultiplier(9_801, 'under'))).toBe('TARGET_OUT_OF_RANGE');
    expect(refusal(() => diceMultiplier(198, 'over'))).toBe('TARGET_OUT_OF_RANGE');
    expect(refusal(() => diceMultiplier(9_900, 'over'))).toBe('TARGET_OUT_OF_RANGE');
    expect(refusal(() => diceMultiplier(50.5, 'under'))).toBe('TARGET_OUT_OF_RANGE');
    expect(refusal(() => diceMultiplier(Number.NaN, 'under'))).toBe('TARGET_OUT_OF_RANGE');
    expect(refusal(() => diceMultiplier(5_000, 'sideways' as DiceDirection))).toBe(
      'DIRECTION_INVALID',
    );
    expect(refusal(() => diceMultiplier(100, 'under'))).toBe('accepted');
    expect(refusal(() => diceMultiplier(199, 'over'))).toBe('accepted');
  });

  it('refuses stakes that are not positive integer minor units', () => {
    for (const stake of [0n, -1n, 1 as unknown as bigint, '5' as unknown as bigint]) {
      expect(refusal(() => playDice(bet(5_000, 'under', stake), fairness))).toBe('STAKE_INVALID');
    }
  });
});

describe('dice round', () => {
  it('rolls 0.00…99.99 and a roll equal to the target loses either way', () => {
    expect(evaluateDice(bet(5_000, 'under'), fixed(0)).rollHundredths).toBe(0);
    expect(evaluateDice(bet(5_000, 'under'), fixed(1 - 2 ** -32)).rollHundredths).toBe(9_999);
    expect(evaluateDice(bet(5_000, 'under'), fixed(0.5)).win).toBe(false);
    expect(evaluateDice(bet(5_000, 'over'), fixed(0.5)).win).toBe(false);
    expect(evaluateDice(bet(5_001, 'under'), fixed(0.5)).win).toBe(true);
    expect(evaluateDice(bet(4_999, 'over'), fixed(0.5)).win).toBe(true);
  });

  it('pays floor(stake × multiplier) in minor units and nothing on a loss', () => {
    const win = evaluateDice(bet(5_000, 'under', 1_001n), fixed(0.1));
    expect(win).toMatchObject({ win: true, multiplierBp: 19_800, payout: 1_981n }); // 1981.98
    expect(evaluateDice(bet(5_000, 'under', 1n), fixed(0.1)).payout).toBe(1n); // 1.98
    const loss = evaluateDice(bet(5_000, 'under', 1_001n), fixed(0.9));
    expect(loss).toMatchObject({ win: false, multiplierBp: 0, payout: 0n });
  });

  it('gives the known rolls for fixed seeds', () => {
    const rolls = [0, 1, 2, 3, 42].map(
      (nonce) => playDice(bet(5_000, 'under'), { ...fairness, nonce }).rollHundredths,
    );
    expect(rolls).toEqual([7_386, 1_672, 7_327, 5_214, 189]);
  });
});

describe('dice RTP', () => {
  it('is 99 % for every valid bet, less under a basis point of rounding (exact)', () => {
    for (const b of allValidBets()) {
      const { mean } = exactOdds(b);
      expect(mean).toBeLessThanOrEqual(diceRtp + 1e-12);
      expect(mean).toBeGreaterThan(diceRtp - 1e-4);
    }
  });

  it('counts winning rolls the way the round evaluates them (all 10,000 rolls)', () => {
    for (const b of [
      bet(100, 'under'),
      bet(5_000, 'under'),
      bet(199, 'over'),
      bet(5_000, 'over'),
    ]) {
      let paidBp = 0;
      for (let roll = 0; roll < 10_000; roll += 1) {
        paidBp += evaluateDice(b, fixed((roll + 0.5) / 10_000)).multiplierBp;
      }
      expect(paidBp / 10_000 / 10_000).toBeCloseTo(exactOdds(b).mean, 12);
    }
  });

  it('lands within 4 standard errors of the exact RTP over 4,000,000 simulated rounds', () => {
    // Rounds cycle through every valid bet, so the expected return and its variance are exact
    // averages over those bets. Long shots (1 % to win, 99×) make one round's σ about 3.8,
    // hence 4 million rounds for a band of 4 standard errors ≈ 0.38 % of the stake.
    const bets = allValidBets();
    const uniforms = simulationUniforms(20_240_601);
    const tally = new ReturnTally();
    let expectedMean = 0;
    let varianceSum = 0;
    const rounds = 4_000_000;
    for (let i = 0; i < rounds; i += 1) {
      const b = bets[i % bets.length] as DiceBet;
      tally.add(Number(evaluateDice(b, uniforms).payout) / 10_000);
      const odds = exactOdds(b);
      expectedMean += odds.mean / rounds;
      varianceSum += odds.variance;
    }
    const tolerance = (standardErrorsAllowed * Math.sqrt(varianceSum)) / rounds;
    expect(tolerance).toBeLessThan(0.004);
    expect(Math.abs(tally.mean - expectedMean)).toBeLessThan(tolerance);
    // …and so within the band of the declared 99 %, which rounding lowers by < 1 bp.
    expect(Math.abs(tally.mean - diceRtp)).toBeLessThan(tolerance + 1e-4);
  });

  it('rolls evenly and returns 99 % when driven by the real HMAC stream (50,000 rounds)', () => {
    // The HMAC path costs ~16 µs a round, so it gets a smaller run: a chi-square on the rolls
    // (100 buckets of 1.00) and the RTP at 50 % within 4 standard errors (σ = 0.99, ≈ 1.8 %).
    const buckets = new Array<number>(100).fill(0);
    const tally = new ReturnTally();
    const rounds = 50_000;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const outcome = playDice(bet(5_000, 'under'), { ...fairness, nonce });
      const bucket = Math.floor(outcome.rollHundredths / 100);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
      tally.add(Number(outcome.payout) / 10_000);
    }
    expect(chiSquareUniform(buckets)).toBeLessThan(chiSquareCritical(99));
    const sigma = Math.sqrt(exactOdds(bet(5_000, 'under')).variance);
    expect(Math.abs(tally.mean - diceRtp)).toBeLessThan(
      (standardErrorsAllowed * sigma) / Math.sqrt(rounds),
    );
  });
});
